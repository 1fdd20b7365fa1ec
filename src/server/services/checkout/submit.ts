/**
 * POST /w1/sureOrder: places the order in ONE transaction under the client's row lock (the cart's lock). Every cart rule is applied
 * again (nothing written on a refusal), prices are recomputed here (nothing the browser sends is an amount), stock
 * is taken by conditional updates, the coupon is spent once, the order, its GSP lines and its first history row
 * are written and the ordered lines leave the cart. The same idempotency key answers the same order, also when two
 * requests race: the lock serialises them and the unique index (client, key) backs it up.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../model/order-status';
import { fenToYuan } from '../../../model/money';
import { priceOrder } from '../../../model/pricing';
import type { Db } from '../../db/client';
import { cartLines, clients, oftenBuy, orderEvents, orderLines, orders, quickOrderLines, type OrderAddress } from '../../db/schema';
import { ApiError } from '../../errors';
import { orderSettings } from '../../lib/order-settings';
import type { Tx } from '../cart/tx';
import { moveOrder, type Mover } from '../orders/transition';
import { spendCoupon } from './coupon';
import { clientCouponTerms } from './coupon-terms';
import { chinaDay, deliveryDateProblem } from '../../../model/checkout-rules';
import { CHECKOUT_MSG } from './messages';
import { REGISTERED_ADDRESS_ID, registeredAddress } from './preview';
import { deliveryRule, fullReductionSteps } from './settings';
import { readSource, sourceRefusal, type Source, type SourceLine } from './source';
import { takeStock } from './stock';
import { gateMessage, orderGate, recordPurchaser } from '../compliance/order-gate';
import { minOrderRefusal } from '../../../model/order-money';
import { takeActivityHolds } from '../promotions/activity-stock';
import { takeCappedHolds, type CappedNeed } from '../promotions/capped-holds';
import { orderParts } from './parts';
import { attachCheckoutInvoice } from '../invoices/order-invoice';
import type { InvoiceChoice } from '../../../model/invoice-rules';

export interface SureOrderInput extends Source {
  idempotency_key: string;
  coupon_id?: number;
  remark?: string;
  po_number?: string;
  delivery_date?: string;
  address_id?: number;
  address?: OrderAddress;
  purchaser_id?: number;
  invoice?: InvoiceChoice;
}

export interface Buyer {
  clientId: number;
  scopes: number[];
  salesmanId: number | null;
  /** The person a clinic system's link named (sessions.cis_staff_phone): that purchaser orders. */
  handshakePhone?: string | null;
}

export interface PlacedOrder {
  orderCode: string;
  order_id: number;
  total: string;
  paid: 0 | 1;
}

/** YC + China date-time to the second + 6 random digits; the unique column catches the (unlikely) repeat. */
export function newOrderCode(now: Date): string {
  const t = new Date(now.getTime() + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `YC${t}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The code source sureOrder uses (a test makes it repeat to check the retry). */
export const orderCodes = { next: newOrderCode };

const answer = (o: { orderCode: string; id: number; totalFen: number }): PlacedOrder => ({
  orderCode: o.orderCode,
  order_id: o.id,
  total: fenToYuan(o.totalFen),
  paid: o.totalFen === 0 ? 1 : 0,
});

async function existing(db: Db | Tx, clientId: number, key: string): Promise<PlacedOrder | null> {
  const [o] = await db
    .select({ orderCode: orders.orderCode, id: orders.id, totalFen: orders.totalFen })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), eq(orders.idempotencyKey, key)));
  return o ? answer(o) : null;
}

const uniqueViolation = (e: unknown, constraint: string): boolean => {
  for (let x: unknown = e; x && typeof x === 'object'; x = (x as { cause?: unknown }).cause) {
    const err = x as { code?: string; constraint?: string; message?: string };
    if (err.code === '23505' && (err.constraint === constraint || String(err.message).includes(constraint))) return true;
    if ((x as { cause?: unknown }).cause === x) break;
  }
  return false;
};

type Client = typeof clients.$inferSelect;

function addressOf(client: Client | undefined, input: SureOrderInput): OrderAddress {
  if (input.address) return input.address;
  if (input.address_id !== undefined && input.address_id !== REGISTERED_ADDRESS_ID) throw new ApiError(400, CHECKOUT_MSG.addressUnknown);
  const reg = client ? registeredAddress(client) : null;
  if (!reg) throw new ApiError(400, CHECKOUT_MSG.addressMissing);
  const { address_id: _id, ...address } = reg;
  return address;
}

async function place(tx: Tx, buyer: Buyer, client: Client | undefined, input: SureOrderInput, now: Date): Promise<PlacedOrder> {
  const again = await existing(tx, buyer.clientId, input.idempotency_key);
  if (again) return again;
  const pass = await orderGate(tx, buyer.clientId, input.purchaser_id, now, buyer.handshakePhone ?? null);

  const lines = await readSource(tx, buyer.clientId, buyer.scopes, input, true, now);
  const refusal = sourceRefusal(lines, buyer.scopes);
  if (refusal) throw new ApiError(400, refusal.code === 'emptyList' ? CHECKOUT_MSG.nothingToOrder : refusal.text);
  const address = addressOf(client, input);

  const chosen = input.coupon_id ? (await clientCouponTerms(tx, buyer.clientId, input.coupon_id))[0] : undefined;
  if (input.coupon_id && !chosen) throw new ApiError(400, CHECKOUT_MSG.couponMissing);
  const price = priceOrder({
    lines: lines.map((l) => l.price),
    fullReduction: fullReductionSteps(),
    coupon: chosen?.terms ?? null,
    delivery: deliveryRule(),
    nowMs: now.getTime(),
  });
  if ('refusal' in price) throw new ApiError(400, price.refusal);
  const belowMinimum = minOrderRefusal(price.goodsFen - price.promotionFen, orderSettings().minOrderFen);
  if (belowMinimum) throw new ApiError(400, gateMessage(belowMinimum));

  if (chosen && !(await spendCoupon(tx, buyer.clientId, chosen.clientCouponId))) throw new ApiError(400, CHECKOUT_MSG.couponTaken);

  const [order] = await tx
    .insert(orders)
    .values({
      orderCode: orderCodes.next(now),
      clientId: buyer.clientId,
      companyId: client?.companyId ?? null,
      salesmanId: buyer.salesmanId,
      status: ORDER_STATUS.pendingPayment,
      goodsFen: price.goodsFen,
      promotionFen: price.promotionFen,
      fullReductionFen: price.fullReductionFen,
      couponFen: price.couponFen,
      deliveryFen: price.deliveryFen,
      totalFen: price.totalFen,
      clientCouponId: chosen?.clientCouponId ?? null,
      address,
      remark: input.remark?.trim() ?? '',
      poNumber: input.po_number?.trim() ?? '',
      deliveryDate: input.delivery_date || null,
      isQuick: input.isQuick === 1 ? 1 : 0,
      idempotencyKey: input.idempotency_key,
      createdAt: now,
      updatedAt: now,
      payDeadline: new Date(now.getTime() + orderSettings().payTimeoutMinutes * 60_000),
    })
    .returning({ id: orders.id, orderCode: orders.orderCode, totalFen: orders.totalFen });
  if (!order) throw new Error('order insert returned nothing');
  await recordPurchaser(tx, order.id, pass);
  await attachCheckoutInvoice(tx, buyer.clientId, order, input.invoice);

  const byKey = new Map(price.lines.map((p) => [p.key, p]));
  // A combination line becomes one order line per component (parts.ts).
  const parts = lines.flatMap((l) => orderParts(l, byKey.get(l.key)!));
  await tx.insert(orderLines).values(
    parts.map((l) => ({
      orderId: order.id,
      productId: l.row.id,
      productCode: l.row.productCode,
      tyName: l.row.tyName,
      productStandard: l.row.productStandard,
      dosageForm: l.row.dosageForm,
      manufacturer: l.row.manufacturer,
      approvalNumber: l.row.approvalNumber,
      productDw: l.row.productDw,
      amount: l.amount,
      listPriceFen: l.listPriceFen,
      priceFen: l.priceFen,
      lineFen: l.lineFen,
      discountFen: l.discountFen,
      ...l.activity,
    })),
  );
  const mover: Mover = buyer.salesmanId !== null ? { kind: 'salesman', id: buyer.salesmanId } : { kind: 'client', id: buyer.clientId };
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: null,
    toStatus: ORDER_STATUS.pendingPayment,
    actorKind: mover.kind,
    actorId: mover.id,
    reason: CHECKOUT_MSG.submitted,
    at: now,
  });
  // Nothing to pay: the order is paid as it is placed, so no pay step and no timeout cancel.
  if (order.totalFen === 0) {
    await moveOrder(tx, order.id, ORDER_STATUS.pendingPayment, ORDER_STATUS.paid, mover, '应付金额为0，无需支付', {
      payStatus: 2,
      paidAt: now,
      payDeadline: null,
    });
  }

  const keys = lines.map((l) => l.key);
  if (input.isQuick === 1) {
    await tx.delete(quickOrderLines).where(and(eq(quickOrderLines.clientId, buyer.clientId), inArray(quickOrderLines.productId, keys)));
  } else {
    await tx.delete(cartLines).where(and(eq(cartLines.clientId, buyer.clientId), inArray(cartLines.id, keys)));
  }
  const today = chinaDay(now.getTime());
  const bought = new Map(parts.map((l) => [l.row.id, l.amount]));
  await tx
    .insert(oftenBuy)
    .values([...bought].map(([productId, amount]) => ({ clientId: buyer.clientId, productId, times: 1, lastAmount: amount, lastBoughtAt: today })))
    .onConflictDoUpdate({
      target: [oftenBuy.clientId, oftenBuy.productId],
      set: { times: sql`${oftenBuy.times} + 1`, lastAmount: sql`excluded.last_amount`, lastBoughtAt: today },
    });

  // Stock last: the products' rows stay locked only from here to the commit, so buyers of the same product queue
  // for the shortest time. A short product throws, and the whole order above rolls back with it.
  const short = await takeStock(tx, parts.map((l) => ({ productId: l.row.id, amount: l.amount })));
  if (short) {
    const name = parts.find((l) => l.row.id === short.shortProductId)?.row.tyName ?? '';
    throw new ApiError(400, CHECKOUT_MSG.stockShort(name));
  }
  await takeActivityHolds(tx, buyer.clientId, lines.map((l) => ({ seckillId: l.activity.seckillId, purchaseId: l.activity.purchaseId, amount: l.amount, name: l.row.tyName })), now);
  await takeCappedHolds(tx, buyer.clientId, lines.flatMap((l) => cappedNeedOf(l)), now);
  return answer(order);
}

/** A special line's units or a combination line's sets, for capped-holds.ts. */
function cappedNeedOf(l: SourceLine): CappedNeed[] {
  if (l.activity.combinationId > 0) return [{ kind: 'combination', id: l.activity.combinationId, amount: l.amount, name: l.combo?.name ?? '' }];
  if (l.activity.specialId > 0 && l.activity.seckillId <= 0 && l.activity.purchaseId <= 0) return [{ kind: 'special', id: l.activity.specialId, amount: l.amount, name: l.row.tyName }];
  return [];
}

/** Order codes are random within the second: a repeat (unique index) is retried with a new code, twice at most. */
const CODE_ATTEMPTS = 3;

export async function sureOrder(db: Db, buyer: Buyer, input: SureOrderInput, now = new Date()): Promise<PlacedOrder> {
  const dateProblem = deliveryDateProblem(input.delivery_date ?? '', now.getTime());
  if (dateProblem) throw new ApiError(400, dateProblem);
  for (let attempt = 1; ; attempt++) {
    try {
      // The client's row lock of every cart change (services/cart/tx.ts), taken here with the row itself: one round
      // trip less per order than locking and then reading it.
      return await db.transaction(async (tx) => {
        const [client] = await tx.select().from(clients).where(eq(clients.id, buyer.clientId)).for('no key update');
        return place(tx, buyer, client, input, now);
      });
    } catch (e) {
      if (uniqueViolation(e, 'orders_order_code_unique') && attempt < CODE_ATTEMPTS) continue;
      // Another request with this key won the race past the lock (it cannot under the client lock, but the index
      // is the authority): answer its order.
      if (uniqueViolation(e, 'orders_idempotency_uq')) {
        const won = await existing(db, buyer.clientId, input.idempotency_key);
        if (won) return won;
      }
      if (uniqueViolation(e, 'orders_coupon_once_uq')) throw new ApiError(400, CHECKOUT_MSG.couponTaken);
      throw e;
    }
  }
}
