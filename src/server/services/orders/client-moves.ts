/** The buyer's own moves: cancel, confirm receipt, ask for a refund, comment once. */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { ORDER_MSG } from '../../../model/messages';
import { REFUND_IMAGES_MAX } from '../../../model/constants';
import { normaliseComplaints, takesComplaints } from '../../../model/order-comment';
import { ORDER_STATUS, transitionRefusal } from '../../../model/order-status';
import type { OrderComment } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { orderComments, orderRefunds, uploads } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { keyOfUrl } from '../content/uploads';
import { cancelOrder, receiveOrder } from './lifecycle';
import { ownOrder } from './own';
import { moveOrder, type Mover } from './transition';
import { commentView } from './views';

const S = ORDER_STATUS;

/** clientCacelOrRecivOrder: cancel (stock and coupon back) or confirm receipt. */
export async function cancelOrReceive(db: Db, clientId: number, orderId: number, type: 'cancel' | 'receive', by: Mover): Promise<void> {
  await db.transaction(async (tx) => {
    const o = await ownOrder(tx, clientId, orderId);
    if (type === 'cancel') await cancelOrder(tx, o, S.cancelled, by);
    else await receiveOrder(tx, o, by);
  });
}

export interface RefundInput {
  reason: string;
  images: string[];
  /** The session that uploaded the pictures (only its own unclaimed uploads may be attached). */
  sessionId: number;
}

/**
 * Claims the session's own unclaimed uploads (keys) for the client, or refuses them all: a picture another session
 * uploaded, or one already attached, is not the buyer's to attach (refunds and returns by line).
 */
export async function claimPictures(tx: Tx, clientId: number, sessionId: number, keys: string[]): Promise<void> {
  if (!keys.length) return;
  const claimed = await tx
    .update(uploads)
    .set({ clientId })
    .where(and(inArray(uploads.key, keys), eq(uploads.sessionId, sessionId), isNull(uploads.clientId)))
    .returning({ key: uploads.key });
  if (claimed.length !== keys.length) throw new ApiError(400, ORDER_MSG.refundImageUnknown);
}

/** clientRefundCommit: → 8 with the reason and the session's own pictures (claimed for the client). */
export async function commitRefund(db: Db, clientId: number, orderId: number, input: RefundInput, by: Mover): Promise<void> {
  const reason = input.reason.trim();
  if (!reason) throw new ApiError(400, ORDER_MSG.refundReasonRequired);
  // The pictures as given (upload urls), one per stored picture.
  const byKey = new Map(input.images.map((url) => [keyOfUrl(url), url] as const));
  const keys = [...byKey.keys()];
  if (keys.length > REFUND_IMAGES_MAX) throw new ApiError(400, ORDER_MSG.refundImagesTooMany(REFUND_IMAGES_MAX));
  await db.transaction(async (tx) => {
    const o = await ownOrder(tx, clientId, orderId);
    const refusal = transitionRefusal(o.status, S.refundPending, 'client');
    if (refusal) throw new ApiError(400, refusal);
    await claimPictures(tx, clientId, input.sessionId, keys);
    await moveOrder(tx, o.id, o.status, S.refundPending, by, reason);
    await tx.insert(orderRefunds).values({
      orderId: o.id,
      reason,
      images: [...byKey.values()],
      amountFen: o.paidFen > 0 ? o.paidFen : o.totalFen,
    });
  });
}

export interface CommentInput {
  service_score: number;
  complaints?: number[];
  content?: string;
}

/** The comment of a received order, once (the primary key refuses a second even if two arrive together). */
export async function commentOrder(db: Db, clientId: number, orderId: number, input: CommentInput): Promise<OrderComment> {
  const o = await ownOrder(db, clientId, orderId);
  if (o.status !== S.received) throw new ApiError(400, ORDER_MSG.commentOnlyReceived);
  const complaints = normaliseComplaints(input.complaints ?? []);
  if (complaints.length > 0 && !takesComplaints(input.service_score)) throw new ApiError(400, ORDER_MSG.complaintsOnlyDissatisfied);
  const [row] = await db
    .insert(orderComments)
    .values({
      orderId: o.id,
      serviceScore: input.service_score,
      complaints,
      content: (input.content ?? '').trim(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new ApiError(400, ORDER_MSG.commentTwice);
  return commentView(row);
}
