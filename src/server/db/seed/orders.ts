/**
 * Demo orders, so /personal/myOrder shows every tab on a fresh start: for yaofang01 and zhensuo01, orders in the
 * statuses a buyer meets (pending payment, bank transfer under review, paid, shipped with batch and expiry,
 * received, commented, cancelled, refund pending / refused / done), each with its GSP lines, its payment and its
 * whole history in order_events, as the real paths would have written them. They hold no stock (the catalogue's
 * stock stays as seeded). `insertOrder` is also the test fixture (tests/server/orders/fixtures.ts), which does
 * take the stock.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { streetOf } from '../../../model/address';
import { ORDER_STATUS, findTransition, type OrderActor, type OrderStatus } from '../../../model/order-status';
import type { Db } from '../types';
import { clients, orderComments, orderEvents, orderLines, orderRefunds, orders, payments, products } from '../schema';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const S = ORDER_STATUS;

/** How an order reached each status, from submit (0): the moves the history shows. */
const PATHS: Record<OrderStatus, OrderStatus[]> = {
  0: [],
  1: [1],
  2: [1, 2],
  3: [1, 2, 3],
  4: [4],
  7: [7],
  8: [1, 2, 8],
  9: [1, 2, 8, 9],
  10: [10],
  11: [10, 11],
  12: [10, 12],
  13: [1, 2, 8, 13],
  14: [1, 8, 9, 14],
  15: [1, 8, 9, 15],
  16: [1, 8, 9, 15, 16],
};

const PAID_BY_BANK = new Set<number>([11]);
const FIRST_ACTOR_ORDER: OrderActor[] = ['client', 'operator', 'system', 'provider'];

export interface OrderSpec {
  clientId: number;
  orderCode: string;
  status: OrderStatus;
  /** A line bought under a group purchase or pre-sale carries its purchase_id and that activity's unit price. */
  lines: { productId: number; amount: number; purchaseId?: number; priceFen?: number }[];
  createdAt: Date;
  /** Coupon spent (its client_coupons row) and its value in fen. */
  clientCouponId?: number | null;
  couponFen?: number;
  deliveryFen?: number;
  payDeadline?: Date | null;
  /** Shipped orders: when the clock receives them (default shipped + 10 days). */
  autoReceiveAt?: Date | null;
  comment?: { score: number; complaints: number[]; content: string };
  /**
   * Take the lines' stock from the products (default true), as a submitted order does. false: the order holds no
   * stock (stock_released_at set), so cancelling or refunding it gives nothing back either.
   */
  takeStock?: boolean;
}

/** Inserts one order as if it had gone through its path; returns its id. */
export async function insertOrder(db: Db, spec: OrderSpec): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = spec.lines.map((l) => l.productId);
    const rows = await tx.select().from(products).where(inArray(products.id, ids));
    const byId = new Map(rows.map((p) => [p.id, p]));
    const [client] = await tx.select().from(clients).where(eq(clients.id, spec.clientId));
    if (!client) throw new Error(`client ${spec.clientId} missing`);
    const unitFen = (l: OrderSpec['lines'][number]) => l.priceFen ?? byId.get(l.productId)?.priceFen ?? 0;
    const goodsFen = spec.lines.reduce((sum, l) => sum + l.amount * unitFen(l), 0);
    const couponFen = Math.min(spec.couponFen ?? 0, goodsFen);
    const deliveryFen = spec.deliveryFen ?? 0;
    const totalFen = goodsFen - couponFen + deliveryFen;
    const path = PATHS[spec.status];
    const t = (step: number) => new Date(spec.createdAt.getTime() + step * 6 * HOUR);
    const reached = (s: OrderStatus) => path.indexOf(s);
    const paidStep = Math.max(reached(S.paid), reached(S.approved));
    const shippedStep = reached(S.shipped);
    const shippedAt = shippedStep >= 0 ? t(shippedStep + 1) : null;
    const paid = paidStep >= 0;
    const refunded = spec.status === S.refunded;
    const cancelled = spec.status === S.cancelled || spec.status === S.systemCancelled;

    const [order] = await tx
      .insert(orders)
      .values({
        orderCode: spec.orderCode,
        clientId: spec.clientId,
        companyId: client.companyId,
        status: spec.status,
        payStatus: refunded ? 3 : paid ? 2 : 0,
        payType: paid ? (PAID_BY_BANK.has(spec.status) ? 8 : 0) : null,
        goodsFen,
        couponFen,
        deliveryFen,
        totalFen,
        paidFen: paid ? totalFen : 0,
        clientCouponId: spec.clientCouponId ?? null,
        address: {
          consignee: client.contact || client.name,
          phone: client.phone || '13800000000',
          province: client.province,
          city: client.city,
          area: client.area,
          detail: streetOf(client.address, client),
        },
        poNumber: `PO-${spec.orderCode.slice(-6)}`,
        createdAt: spec.createdAt,
        updatedAt: t(path.length),
        payDeadline: spec.payDeadline !== undefined ? spec.payDeadline : new Date(spec.createdAt.getTime() + 30 * 60_000),
        paidAt: paid ? t(paidStep + 1) : null,
        shippedAt,
        autoReceiveAt: shippedAt ? (spec.autoReceiveAt !== undefined ? spec.autoReceiveAt : new Date(shippedAt.getTime() + 10 * DAY)) : null,
        receivedAt: reached(S.received) >= 0 ? t(reached(S.received) + 1) : null,
        cancelledAt: cancelled ? t(1) : null,
        stockReleasedAt: spec.takeStock === false ? spec.createdAt : cancelled || refunded ? t(path.length) : null,
      })
      .returning({ id: orders.id });
    const orderId = order!.id;

    await tx.insert(orderLines).values(
      spec.lines.map((l) => {
        const p = byId.get(l.productId);
        if (!p) throw new Error(`product ${l.productId} missing`);
        return {
          orderId,
          productId: p.id,
          productCode: p.productCode,
          tyName: p.tyName,
          productStandard: p.productStandard,
          dosageForm: p.dosageForm,
          manufacturer: p.manufacturer,
          approvalNumber: p.approvalNumber,
          productDw: p.productDw,
          amount: l.amount,
          listPriceFen: p.priceFen,
          priceFen: unitFen(l),
          lineFen: l.amount * unitFen(l),
          purchaseId: l.purchaseId ?? 0,
          batchNo: shippedAt ? `B${spec.orderCode.slice(2, 10)}${String(p.id).padStart(3, '0')}` : null,
          expiryDate: shippedAt ? new Date(shippedAt.getTime() + 700 * DAY).toISOString().slice(0, 10) : null,
          shippedAt,
        };
      }),
    );
    if (spec.takeStock !== false && !(cancelled || refunded)) {
      for (const l of spec.lines) {
        await tx
          .update(products)
          .set({ stock: sql`${products.stock} - ${l.amount}` })
          .where(and(eq(products.id, l.productId), gte(products.stock, l.amount)));
      }
    }

    const history = [{ from: null as number | null, to: S.pendingPayment as number, actor: 'client', reason: '提交订单', at: spec.createdAt }];
    let from: number = S.pendingPayment;
    path.forEach((to, i) => {
      const move = findTransition(from, to);
      if (!move) throw new Error(`no move ${from} → ${to}`);
      const actor = FIRST_ACTOR_ORDER.find((a) => move.by.includes(a)) ?? 'system';
      history.push({ from, to, actor, reason: move.label, at: t(i + 1) });
      from = to;
    });
    await tx.insert(orderEvents).values(
      history.map((h) => ({ orderId, fromStatus: h.from, toStatus: h.to, actorKind: h.actor, actorId: h.actor === 'client' ? spec.clientId : null, reason: h.reason, at: h.at })),
    );

    if (paid && totalFen > 0) {
      const bank = PAID_BY_BANK.has(spec.status);
      await tx.insert(payments).values({
        outTradeNo: `P${spec.orderCode}`,
        purpose: 'order',
        orderId,
        clientId: spec.clientId,
        payType: bank ? 8 : 0,
        provider: bank ? 'bank' : 'balance',
        amountFen: totalFen,
        status: 1,
        createdAt: t(paidStep + 1),
        paidAt: t(paidStep + 1),
      });
    }
    if (reached(S.refundPending) >= 0) {
      const decided = spec.status !== S.refundPending;
      await tx.insert(orderRefunds).values({
        orderId,
        reason: '部分药品包装破损',
        images: [],
        amountFen: totalFen,
        createdAt: t(reached(S.refundPending) + 1),
        decidedAt: decided ? t(reached(S.refundPending) + 2) : null,
        decision: decided ? (spec.status === S.refundRejected ? 'rejected' : 'approved:online') : null,
      });
    }
    if (spec.comment) {
      await tx.insert(orderComments).values({
        orderId,
        serviceScore: spec.comment.score,
        complaints: spec.comment.complaints,
        content: spec.comment.content,
        createdAt: t(path.length + 1),
      });
    }
    return orderId;
  });
}

/** Demo order code: YC + the day + a running number (the real ones come from checkout). */
const demoCode = (day: Date, n: number) => `YC${day.toISOString().slice(0, 10).replace(/-/g, '')}${String(900_000 + n)}`;

interface DemoOrder {
  status: OrderStatus;
  daysAgo: number;
  lines: [string, number][];
  comment?: OrderSpec['comment'];
}

/** Per demo client: the orders, by product name (the first product of that name) and amount. */
export const DEMO_ORDERS: Record<string, DemoOrder[]> = {
  yaofang01: [
    { status: S.pendingPayment, daysAgo: 0, lines: [['阿莫西林胶囊', 2], ['板蓝根颗粒', 20]] },
    { status: S.pendingReview, daysAgo: 1, lines: [['布洛芬缓释胶囊', 5]] },
    { status: S.paid, daysAgo: 2, lines: [['感冒灵颗粒', 10], ['医用外科口罩', 10]] },
    { status: S.shipped, daysAgo: 4, lines: [['阿莫西林胶囊', 4], ['蒙脱石散', 6], ['藿香正气水', 10]] },
    { status: S.received, daysAgo: 12, lines: [['健胃消食片', 8], ['六味地黄丸', 4]] },
    { status: S.received, daysAgo: 20, lines: [['对乙酰氨基酚片', 10]], comment: { score: 4, complaints: [], content: '到货快，包装完好。' } },
    { status: S.cancelled, daysAgo: 25, lines: [['碳酸钙D3片', 3]] },
    { status: S.systemCancelled, daysAgo: 33, lines: [['开塞露', 20]] },
    { status: S.refundPending, daysAgo: 40, lines: [['云南白药气雾剂', 2]] },
    { status: S.refundRejected, daysAgo: 5, lines: [['金嗓子喉片', 10]] },
    { status: S.refunded, daysAgo: 70, lines: [['创可贴', 20]] },
    { status: S.received, daysAgo: 120, lines: [['电子体温计', 2], ['板蓝根颗粒', 10]] },
  ],
  zhensuo01: [
    { status: S.pendingPayment, daysAgo: 0, lines: [['阿奇霉素片', 4]] },
    { status: S.shipped, daysAgo: 3, lines: [['阿莫西林胶囊', 10], ['一次性使用无菌注射器', 100]] },
    { status: S.received, daysAgo: 15, lines: [['盐酸二甲双胍片', 6]] },
    // A reorder habit (issue 32): every 15 days, so the home page suggests it again today.
    { status: S.received, daysAgo: 30, lines: [['盐酸二甲双胍片', 6]] },
    { status: S.received, daysAgo: 45, lines: [['盐酸二甲双胍片', 5]] },
  ],
};

export async function seedOrders(db: Db, today: Date): Promise<void> {
  if ((await db.$count(orders)) > 0 || (await db.$count(products)) === 0) return;
  const users = await db
    .select({ id: clients.id, username: clients.username })
    .from(clients)
    .where(inArray(clients.username, Object.keys(DEMO_ORDERS)));
  const names = [...new Set(Object.values(DEMO_ORDERS).flatMap((os) => os.flatMap((o) => o.lines.map(([n]) => n))))];
  const found = await db.select({ id: products.id, name: products.tyName }).from(products).where(inArray(products.tyName, names)).orderBy(asc(products.id));
  const byName = new Map<string, number>();
  for (const p of found) if (!byName.has(p.name)) byName.set(p.name, p.id);
  // Orders of one day lie seconds apart, on the same China calendar day whatever the hour of the seeding: they were
  // 7 minutes apart, so after midnight in China the first of a day and the last fell on different days, and a
  // 15-day buying habit read as 14 or 16 days (the reorder suggestion's cadence) between 00:00 and about 03:00.
  const sinceChinaMidnight = (today.getTime() + 8 * 3_600_000) % DAY;
  const base = sinceChinaMidnight < 10 * 60_000 ? today.getTime() - sinceChinaMidnight - 60_000 : today.getTime();
  let n = 0;
  for (const { id: clientId, username } of users) {
    for (const o of DEMO_ORDERS[username] ?? []) {
      const lines = o.lines.flatMap(([name, amount]) => (byName.has(name) ? [{ productId: byName.get(name)!, amount }] : []));
      if (lines.length === 0) continue;
      n++;
      const createdAt = new Date(base - o.daysAgo * DAY - n * 7_000);
      const pending = o.status === S.pendingPayment;
      await insertOrder(db, {
        clientId,
        orderCode: demoCode(createdAt, n),
        status: o.status,
        lines,
        createdAt,
        // A demo order waiting for payment stays payable for a day, so the sweeper does not cancel it at start.
        payDeadline: pending ? new Date(today.getTime() + DAY) : new Date(createdAt.getTime() + 30 * 60_000),
        comment: o.comment,
        // The demo orders leave the catalogue's stock as seeded (other demos and tests count on it).
        takeStock: false,
      });
    }
  }
}
