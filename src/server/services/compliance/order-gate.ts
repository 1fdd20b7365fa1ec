/**
 * The compliance gate of sureOrder: inside the order's transaction, the buyer's account, licences and purchaser
 * are judged by the engine (src/model/compliance.ts); the first blocking reason refuses the order with its text and
 * what to do, nothing written. The purchaser who passed is recorded on the order (order_purchasers) with the name
 * and masked ID number of the day, so the sales records keep them whatever changes later.
 */
import { eq } from 'drizzle-orm';
import { buyerReasons, firstBlock, maskIdCard, purchaserDecision } from '../../../model/compliance';
import { orderPurchasers, purchasers } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { complianceFacts } from './facts';

/** The refusal text as the envelope carries it: the reason, then what to do. */
export const gateMessage = (r: { text: string; fixText: string }) => `${r.text}（${r.fixText}）`;

export interface GatePass {
  purchaserId: number;
}

export async function orderGate(tx: Tx, clientId: number, purchaserId: number | undefined, now: Date, handshakePhone: string | null = null): Promise<GatePass> {
  const facts = await complianceFacts(tx, clientId, now);
  const block = firstBlock(buyerReasons(facts, purchaserId, handshakePhone));
  if (block) throw new ApiError(400, gateMessage(block));
  const who = purchaserDecision(facts, purchaserId, handshakePhone);
  if (!who.purchaser) throw new ApiError(400, gateMessage(who.reason));
  return { purchaserId: who.purchaser.id };
}

export async function recordPurchaser(tx: Tx, orderId: number, pass: GatePass): Promise<void> {
  const [p] = await tx.select({ name: purchasers.name, idCard: purchasers.idCard }).from(purchasers).where(eq(purchasers.id, pass.purchaserId));
  if (!p) throw new Error('purchaser vanished inside the order transaction');
  await tx.insert(orderPurchasers).values({ orderId, purchaserId: pass.purchaserId, name: p.name, idCardMasked: maskIdCard(p.idCard) });
}
