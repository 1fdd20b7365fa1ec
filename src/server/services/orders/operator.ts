/**
 * The order steps of the operator (npm run operator, /api/operator/*) and of the back office's orders desk
 * (/admin, routes/back-office-orders.ts): list, ship with batch and expiry (the GSP record) and carrier / waybill,
 * review a bank-transfer order, cancel. Every step moves through moveOrder and writes an audit_log row (who: the
 * operator key or the staff member; the status before and after) in the same transaction, so a refused step leaves
 * neither a move nor an audit row.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import { chinaDay, chinaStamp } from '../../../model/date-range';
import { ORDER_MSG } from '../../../model/messages';
import { fenToYuan } from '../../../model/money';
import { ORDER_STATUS, transitionRefusal } from '../../../model/order-status';
import type { OperatorOrder } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { auditLog, clients, orderLines, orders } from '../../db/schema';
import { orderSettings } from '../../lib/order-settings';
import { ApiError } from '../../errors';
import { OPERATOR_ACTOR, type Actor } from '../trust/audit';
import type { Tx } from '../cart/tx';
import { cancelOrder } from './lifecycle';
import { moveOrder, type Mover } from './transition';
import { statusText, type OrderRow } from './views';
import { refuseUnsettledGroupShip } from '../promotions/group-terms';

const S = ORDER_STATUS;
export const OPERATOR: Mover = { kind: 'operator', id: null };
const DAY_MS = 86_400_000;
/** Shelf life assumed when the operator ships without an expiry date (demo): two years. */
const DEFAULT_SHELF_DAYS = 730;

async function orderByCode(db: Db | Tx, code: string): Promise<OrderRow & { username: string; clinicName: string }> {
  const [row] = await db
    .select({ order: orders, username: clients.username, clinicName: clients.name })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(orders.orderCode, code))
    .limit(1);
  if (!row) throw new ApiError(404, ORDER_MSG.notFound);
  return { ...row.order, username: row.username, clinicName: row.clinicName };
}

/** The order as the operator sees it, read again (after a step). */
export async function operatorView(db: Db | Tx, code: string): Promise<OperatorOrder> {
  const o = await orderByCode(db, code);
  return {
    order_code: o.orderCode,
    username: o.username,
    clinic_name: o.clinicName,
    status: o.status,
    status_text: statusText(o.status),
    total: fenToYuan(o.totalFen),
    created_at: chinaStamp(o.createdAt),
  };
}

/**
 * An audit row for an order step, inside the step's transaction: `operator` for the operator key, `order_step` for
 * a staff member of the back office (with their id and address).
 */
export async function auditOperator(tx: Tx, action: string, code: string, detail: Record<string, unknown>, actor: Actor = OPERATOR_ACTOR): Promise<void> {
  await tx.insert(auditLog).values({
    action: actor.kind === 'staff' ? 'order_step' : 'operator',
    actorKind: actor.kind,
    actorId: actor.id,
    subject: `order:${code}`,
    detail: { step: action, ...detail },
    ip: actor.ip ?? '',
  });
}

/** Runs one step on the order with this code, in a transaction, then answers its new view. */
export async function operatorStep(
  db: Db,
  code: string,
  action: string,
  detail: Record<string, unknown>,
  step: (tx: Tx, o: OrderRow) => Promise<void>,
  actor: Actor = OPERATOR_ACTOR,
): Promise<OperatorOrder> {
  await db.transaction(async (tx) => {
    const o = await orderByCode(tx, code);
    await step(tx, o);
    const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, o.id));
    await auditOperator(tx, action, code, { from: o.status, to: after?.status ?? o.status, ...detail }, actor);
  });
  return operatorView(db, code);
}

/** An audit row for an operator read (order list, GSP export): who looked at what is part of the trail too. */
export async function auditOperatorRead(db: Db, step: string, detail: Record<string, unknown>): Promise<void> {
  await db.insert(auditLog).values({ action: 'operator', actorKind: 'operator', subject: 'orders', detail: { step, ...detail } });
}

export async function listOrdersForOperator(db: Db, username?: string): Promise<OperatorOrder[]> {
  await auditOperatorRead(db, 'orders', username ? { username } : {});
  const rows = await db
    .select({ order: orders, username: clients.username, clinicName: clients.name })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(username ? eq(clients.username, username) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
  return rows.map(({ order: o, username: u, clinicName }) => ({
    order_code: o.orderCode,
    username: u,
    clinic_name: clinicName,
    status: o.status,
    status_text: statusText(o.status),
    total: fenToYuan(o.totalFen),
    created_at: chinaStamp(o.createdAt),
  }));
}

export interface ShipInput {
  batchNo?: string;
  expiryDate?: string;
  /** 物流公司 and 运单号: both or neither (the CLI may ship without them). */
  carrier?: string;
  waybillNo?: string;
}

/**
 * 1 or 11 → 2: every line gets batch, expiry and shipped_at (then the trigger freezes it); the order gets its
 * carrier and waybill and its auto receipt.
 */
export function shipOrder(db: Db, code: string, input: ShipInput, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorOrder> {
  const s = shipFacts(input, now);
  return operatorStep(db, code, 'ship', s.detail, (tx, o) => shipNamedInTx(tx, o, s, now), actor);
}

export type ShipFacts = ReturnType<typeof shipFacts>;

/** The ship's input checked: carrier and waybill both or neither; the batch named or B<today>, expiry real. */
export function shipFacts(input: ShipInput, now: Date) {
  const carrier = input.carrier?.trim() ?? '';
  const waybillNo = input.waybillNo?.trim() ?? '';
  if (Boolean(carrier) !== Boolean(waybillNo)) throw new ApiError(400, ORDER_MSG.waybillPair);
  const batchNo = input.batchNo?.trim() || `B${chinaDay(now).replace(/-/g, '')}`;
  const expiryDate = input.expiryDate ?? chinaDay(new Date(now.getTime() + DEFAULT_SHELF_DAYS * DAY_MS));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiryDate) || Number.isNaN(Date.parse(`${expiryDate}T00:00:00Z`))) {
    throw new ApiError(400, ORDER_MSG.badExpiry);
  }
  const detail = { batchNo, expiryDate, ...(carrier ? { carrier, waybillNo } : {}) };
  return { carrier, waybillNo, batchNo, expiryDate, named: Boolean(input.batchNo?.trim()), detail };
}

/** Ships every line with the one batch of `s` (named by the operator, or the default): the GSP record on the lines. */
export function shipNamedInTx(tx: Tx, o: OrderRow, s: ShipFacts, now: Date): Promise<void> {
  const waybill = s.carrier ? `，${s.carrier} ${s.waybillNo}` : '';
  return shipInTx(tx, o, now, `已发货（批号 ${s.batchNo}，有效期至 ${s.expiryDate}${waybill}）`, { carrier: s.carrier, waybillNo: s.waybillNo }, async () => {
    const shipped = await tx
      .update(orderLines)
      .set({ batchNo: s.batchNo, expiryDate: s.expiryDate, shippedAt: now })
      .where(and(eq(orderLines.orderId, o.id), isNull(orderLines.shippedAt)))
      .returning({ id: orderLines.id });
    return shipped.length;
  });
}

/**
 * Shipping (1 or 11 → 2) around `markLines`, which writes the lines' batches and shipped_at (then the trigger freezes
 * them) and answers how many lines it shipped: the move's checks first, the order's carrier and waybill and its auto
 * receipt set. The operator's command and the back office above and an ERP's shipment callback
 * (services/open/shipments.ts) all ship through it.
 */
export async function shipInTx(
  tx: Tx,
  o: OrderRow,
  now: Date,
  reason: string,
  waybill: { carrier: string; waybillNo: string },
  markLines: () => Promise<number>,
): Promise<void> {
  const refusal = transitionRefusal(o.status, S.shipped, 'operator');
  if (refusal) throw new ApiError(400, refusal);
  await refuseUnsettledGroupShip(tx, o.id);
  if ((await markLines()) === 0) throw new ApiError(400, ORDER_MSG.shipNeedsLines);
  const autoReceiveAt = new Date(now.getTime() + orderSettings().autoReceiveDays * DAY_MS);
  await moveOrder(tx, o.id, o.status, S.shipped, OPERATOR, reason, { shippedAt: now, autoReceiveAt, ...waybill });
}

/** 10 → 11 (pass) or 12 (reject). */
export function reviewOrder(db: Db, code: string, action: 'pass' | 'reject', actor: Actor = OPERATOR_ACTOR): Promise<OperatorOrder> {
  return operatorStep(db, code, `review:${action}`, {}, async (tx, o) => {
    await moveOrder(tx, o.id, o.status, action === 'pass' ? S.approved : S.rejected, OPERATOR);
  }, actor);
}

/** 0, 10 or 12 → 7 where the rules let the operator cancel: the stock and coupon go back (lifecycle.cancelOrder). */
export function cancelOrderStep(db: Db, code: string, reason: string, actor: Actor = OPERATOR_ACTOR): Promise<OperatorOrder> {
  return operatorStep(db, code, 'cancel', { reason }, async (tx, o) => {
    await cancelOrder(tx, o, S.cancelled, OPERATOR, reason);
  }, actor);
}
