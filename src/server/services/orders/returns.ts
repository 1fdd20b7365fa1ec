/**
 * Returns by line and quantity (issue 29; the rules are model/returns.ts, the same the order detail previews with).
 *
 * Guarantees:
 * - **Never more than was bought.** Asking locks the order row (`FOR UPDATE`), then counts the units already asked
 *   for (every return but refused ones): two requests for the same line at once are serialised, and the second sees
 *   only what remains.
 * - **Money out never exceeds money in.** The refund is the payments area's `refundOrderPayments` capped at the
 *   return's amount: payments locked, earlier refunds (returns, a whole-order refund) subtracted. A decision locks the
 *   order first, like the whole-order refund, so the two wait for each other and cannot deadlock; a return is not
 *   paid while the order is in (or through) a whole-order refund.
 * - **Idempotent decisions.** The return row is locked; the same step taken again answers the return as it is and
 *   moves nothing (model/returns.ts returnStep).
 * - **Stock back only for goods returned sellable** (退货退款 received as 可销售): the product's stock and the
 *   batches the line shipped from. 仅退款 and 不可销售 give no stock back.
 * - **Coupons**: the existing rule stands: a coupon comes back only with the whole-order refund (operator-money.ts),
 *   never with a return by line.
 */
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { OrderReturns, ReturnView } from '../../../contract/returns';
import { REFUND_IMAGES_MAX } from '../../../model/constants';
import { chinaStamp } from '../../../model/date-range';
import { ORDER_MSG } from '../../../model/messages';
import { fenToYuan } from '../../../model/money';
import {
  orderTakesReturns,
  planReturn,
  reasonRefusal,
  reasonText,
  returnableUnits,
  returnStep,
  RETURN_KIND_TEXT,
  RETURN_MSG,
  RETURN_STATUS_TEXT,
  type ReturnAction,
  type ReturnKind,
  type ReturnLineFacts,
  type ReturnReason,
  type ReturnStatus,
} from '../../../model/returns';
import type { Db } from '../../db/client';
import { orderLines, orderReturnLines, orderReturns, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import { OPERATOR_ACTOR, type Actor } from '../trust/audit';
import type { Tx } from '../cart/tx';
import { refundOrderPayments, sendRefunds } from '../payments/refund';
import { keyOfUrl } from '../content/uploads';
import { claimPictures } from './client-moves';
import { auditOperator, OPERATOR } from './operator';
import { restockReturned } from './return-stock';
import type { OrderRow } from './views';

type ReturnRow = typeof orderReturns.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
const stamp = (d: Date | null) => (d ? chinaStamp(d) : null);
const lineName = (l: Pick<LineRow, 'tyName' | 'productStandard'>) => `${l.tyName} ${l.productStandard}`.trim();

async function lockOrder(tx: Tx, where: SQL | undefined): Promise<OrderRow> {
  const [o] = await tx.select().from(orders).where(where).for('update');
  if (!o) throw new ApiError(404, ORDER_MSG.notFound);
  return o;
}

/** The lines of an order with the units asked for so far (refused returns not counted). */
async function lineFacts(db: Db | Tx, orderId: number): Promise<{ rows: LineRow[]; facts: ReturnLineFacts[] }> {
  const rows = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
  const asked = await db
    .select({ lineId: orderReturnLines.orderLineId, units: sql<number>`sum(${orderReturnLines.units})::int` })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, 'rejected')))
    .groupBy(orderReturnLines.orderLineId);
  const facts = rows.map((l) => ({
    id: l.id,
    name: lineName(l),
    amount: l.amount,
    lineFen: l.lineFen,
    askedUnits: Number(asked.find((a) => a.lineId === l.id)?.units ?? 0),
  }));
  return { rows, facts };
}

async function views(db: Db | Tx, returns: ReturnRow[]): Promise<ReturnView[]> {
  if (!returns.length) return [];
  const ids = returns.map((r) => r.id);
  const lines = await db
    .select({ rl: orderReturnLines, tyName: orderLines.tyName, productStandard: orderLines.productStandard })
    .from(orderReturnLines)
    .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
    .where(inArray(orderReturnLines.returnId, ids))
    .orderBy(asc(orderReturnLines.orderLineId));
  const codes = await db
    .select({ id: orders.id, code: orders.orderCode })
    .from(orders)
    .where(inArray(orders.id, [...new Set(returns.map((r) => r.orderId))]));
  return returns.map((r) => ({
    id: r.id,
    order_id: r.orderId,
    order_code: codes.find((c) => c.id === r.orderId)?.code ?? '',
    kind: r.kind as ReturnKind,
    kind_text: RETURN_KIND_TEXT[r.kind as ReturnKind],
    reason_code: r.reasonCode as ReturnReason,
    reason: reasonText(r.reasonCode as ReturnReason, r.reasonText),
    images: r.images,
    status: r.status as ReturnStatus,
    status_text: RETURN_STATUS_TEXT[r.status as ReturnStatus],
    amount: fenToYuan(r.amountFen),
    refunded: fenToYuan(r.refundedFen),
    decision_note: r.decisionNote,
    sellable: r.sellable,
    created_at: chinaStamp(r.createdAt),
    decided_at: stamp(r.decidedAt),
    received_at: stamp(r.receivedAt),
    lines: lines
      .filter((l) => l.rl.returnId === r.id)
      .map((l) => ({ order_line_id: l.rl.orderLineId, name: lineName(l), units: l.rl.units, amount: fenToYuan(l.rl.amountFen) })),
  }));
}

const returnsOf = (db: Db | Tx, orderId: number) => db.select().from(orderReturns).where(eq(orderReturns.orderId, orderId)).orderBy(desc(orderReturns.id));

/** What the buyer sees: each line's returnable units and the returns asked so far (newest first). */
export async function clientOrderReturns(db: Db, clientId: number, orderId: number): Promise<OrderReturns> {
  const [o] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)));
  if (!o) throw new ApiError(404, ORDER_MSG.notFound);
  const { rows, facts } = await lineFacts(db, o.id);
  return {
    order_id: o.id,
    open: orderTakesReturns(o.status, o.shippedAt !== null),
    lines: rows.map((l, i) => ({
      order_line_id: l.id,
      name: facts[i]!.name,
      unit: l.productDw,
      amount: l.amount,
      paid: fenToYuan(l.lineFen),
      asked: facts[i]!.askedUnits,
      returnable: returnableUnits(facts[i]!),
    })),
    returns: await views(db, await returnsOf(db, o.id)),
  };
}

export interface ReturnInput {
  kind: ReturnKind;
  reasonCode: ReturnReason;
  reasonText: string;
  images: string[];
  lines: { order_line_id: number; units: number }[];
  /** The session that uploaded the pictures (only its own unclaimed uploads may be attached). */
  sessionId: number;
}

/** orderReturnApply: checks the request against what remains (order locked) and records it as pending. */
export async function applyReturn(db: Db, clientId: number, orderId: number, input: ReturnInput): Promise<OrderReturns> {
  const words = input.reasonText.trim();
  const refusal = reasonRefusal(input.reasonCode, words);
  if (refusal) throw new ApiError(400, refusal);
  const byKey = new Map(input.images.map((url) => [keyOfUrl(url), url] as const));
  if (byKey.size > REFUND_IMAGES_MAX) throw new ApiError(400, ORDER_MSG.refundImagesTooMany(REFUND_IMAGES_MAX));
  await db.transaction(async (tx) => {
    const o = await lockOrder(tx, and(eq(orders.id, orderId), eq(orders.clientId, clientId)));
    if (!orderTakesReturns(o.status, o.shippedAt !== null)) throw new ApiError(400, RETURN_MSG.orderNotReturnable);
    const { facts } = await lineFacts(tx, o.id);
    const plan = planReturn(
      facts,
      input.lines.map((l) => ({ lineId: l.order_line_id, units: l.units })),
    );
    if ('refusal' in plan) throw new ApiError(400, plan.refusal);
    await claimPictures(tx, clientId, input.sessionId, [...byKey.keys()]);
    const [row] = await tx
      .insert(orderReturns)
      .values({
        orderId: o.id,
        clientId,
        kind: input.kind,
        reasonCode: input.reasonCode,
        reasonText: words,
        images: [...byKey.values()],
        amountFen: plan.totalFen,
      })
      .returning({ id: orderReturns.id });
    await tx.insert(orderReturnLines).values(plan.lines.map((l) => ({ returnId: row!.id, orderLineId: l.lineId, units: l.units, amountFen: l.fen })));
  });
  return clientOrderReturns(db, clientId, orderId);
}

/** The back office's view of an order's returns. */
export async function adminOrderReturns(db: Db, code: string): Promise<ReturnView[]> {
  const [o] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderCode, code));
  if (!o) throw new ApiError(404, ORDER_MSG.notFound);
  return views(db, await returnsOf(db, o.id));
}

export interface Decision {
  action: ReturnAction;
  note: string;
  sellable?: boolean;
}

/** Staff's step on a return (approve / reject / receive), in one transaction with its audit row; see the module. */
export async function decideReturn(db: Db, returnId: number, d: Decision, actor: Actor = OPERATOR_ACTOR): Promise<ReturnView> {
  const note = d.note.trim();
  if (d.action === 'reject' && !note) throw new ApiError(400, RETURN_MSG.rejectReasonRequired);
  if (d.action === 'receive' && d.sellable === undefined) throw new ApiError(400, RETURN_MSG.sellableRequired);
  let pending: number[] = [];
  await db.transaction(async (tx) => {
    const [peek] = await tx.select({ orderId: orderReturns.orderId }).from(orderReturns).where(eq(orderReturns.id, returnId));
    if (!peek) throw new ApiError(404, RETURN_MSG.notFound);
    // The order first (as the whole-order refund does), then the return: one lock order, no deadlock.
    const o = await lockOrder(tx, eq(orders.id, peek.orderId));
    const [r] = await tx.select().from(orderReturns).where(eq(orderReturns.id, returnId)).for('update');
    const step = returnStep(r!.status as ReturnStatus, r!.kind as ReturnKind, d.action);
    if ('refusal' in step) throw new ApiError(400, step.refusal);
    if ('same' in step) return;
    if (step.to !== 'rejected' && !orderTakesReturns(o.status, o.shippedAt !== null)) throw new ApiError(400, RETURN_MSG.orderInFullRefund);
    const now = new Date();
    const set: Partial<ReturnRow> = { status: step.to };
    if (d.action !== 'receive') Object.assign(set, { decidedAt: now, decisionNote: note });
    if (step.money) {
      const why = `${RETURN_KIND_TEXT[r!.kind as ReturnKind]}：${reasonText(r!.reasonCode as ReturnReason, r!.reasonText)}`;
      const money = await refundOrderPayments(tx, o.id, why, OPERATOR, r!.amountFen);
      pending = money.pendingRefundIds;
      set.refundedFen = money.refundedFen;
    }
    if (d.action === 'receive') {
      Object.assign(set, { receivedAt: now, sellable: d.sellable === true });
      if (d.sellable) {
        const lines = await tx.select().from(orderReturnLines).where(eq(orderReturnLines.returnId, r!.id));
        await restockReturned(tx, lines.map((l) => ({ orderLineId: l.orderLineId, units: l.units })));
      }
    }
    await tx.update(orderReturns).set(set).where(and(eq(orderReturns.id, r!.id), eq(orderReturns.status, r!.status)));
    await auditOperator(tx, `return:${d.action}`, o.orderCode, { returnId: r!.id, from: r!.status, to: step.to, note, sellable: d.sellable ?? null, refundedFen: set.refundedFen ?? 0 }, actor);
  });
  // Provider refunds go out after the commit (failures are retried by the sweeper).
  if (pending.length) await sendRefunds(db, pending);
  const [row] = await db.select().from(orderReturns).where(eq(orderReturns.id, returnId));
  return (await views(db, [row!]))[0]!;
}
