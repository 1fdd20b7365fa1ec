/**
 * The one way an order changes status: the move must be in src/model/order-status.ts for this actor, the update is
 * conditional on the status read (so two racing moves cannot both win), and the history row is written in the same
 * transaction. Side effects of a move (stock back, coupon back, refund) belong to the caller, inside the same tx.
 */
import { and, eq } from 'drizzle-orm';
import { findTransition, transitionRefusal, type OrderActor, type OrderStatus } from '../../../model/order-status';
import { orderEvents, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { sendSms } from '../alerts/messages';
import { postOrderMessage } from '../alerts/order-messages';

export interface Mover {
  kind: OrderActor | 'salesman';
  id: number | null;
}

/** Actor for the rule table: a salesman acting for a client may do what the client may. */
const ruleActor = (m: Mover): OrderActor => (m.kind === 'salesman' ? 'client' : m.kind);

/**
 * Moves order `orderId` from `from` to `to`, or throws ApiError(400) with the Chinese reason. `extra` sets other
 * columns in the same update (paid_at, pay_type…). Returns false only if another transaction moved it first.
 */
export async function moveOrder(
  tx: Tx,
  orderId: number,
  from: number,
  to: OrderStatus,
  by: Mover,
  why = '',
  extra: Partial<typeof orders.$inferInsert> = {},
): Promise<void> {
  const refusal = transitionRefusal(from, to, ruleActor(by));
  if (refusal) throw new ApiError(400, refusal);
  const moved = await tx
    .update(orders)
    .set({ ...extra, status: to, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning({ id: orders.id, clientId: orders.clientId, code: orders.orderCode });
  if (moved.length === 0) throw new ApiError(409, '订单状态已变化，请刷新后重试');
  // The client's 订单 / 支付 message (message centre), in the same transaction as the move.
  void sendSms(await postOrderMessage(tx, moved[0]!, from, to));
  await tx.insert(orderEvents).values({
    orderId,
    fromStatus: from,
    toStatus: to,
    actorKind: by.kind,
    actorId: by.id,
    reason: why || findTransition(from, to)!.label,
  });
}
