/**
 * Authorised purchasers (采购人员): registered by the client with an authorisation letter and a validity; revoked,
 * never deleted (past orders name them). The ID number leaves the server only masked, and the audit row carries
 * only the masked form.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Purchaser } from '../../../contract/compliance';
import { maskIdCard, maskPhone } from '../../../model/compliance';
import { purchaserProblems, type PurchaserInput } from '../../../model/compliance-forms';
import { chinaDay } from '../../../model/date-range';
import type { Db } from '../../db/client';
import { auditLog, purchasers, uploads } from '../../db/schema';
import { ApiError } from '../../errors';
import { clientTransaction } from '../cart/tx';
import { urlOfKey } from '../content/uploads';
import { claimUpload } from './uploads';

/** Purchasers one client may keep (revoked ones included): a clinic has a handful of buyers. */
export const PURCHASERS_MAX = 50;

const STATE_TEXT = { valid: '授权有效', expired: '授权已过期', notYet: '未到生效日期', revoked: '已撤销' } as const;

function out(p: typeof purchasers.$inferSelect, key: string | null, today: string): Purchaser {
  const state = p.revokedAt ? 'revoked' : p.validUntil < today ? 'expired' : p.validFrom > today ? 'notYet' : 'valid';
  return {
    id: p.id,
    name: p.name,
    id_card: maskIdCard(p.idCard),
    phone: maskPhone(p.phone),
    valid_from: p.validFrom,
    valid_until: p.validUntil,
    state,
    state_text: STATE_TEXT[state],
    letter_url: key ? urlOfKey(key) : '',
  };
}

async function rows(db: Db, where: ReturnType<typeof and>) {
  return db
    .select({ p: purchasers, key: uploads.key })
    .from(purchasers)
    .leftJoin(uploads, eq(uploads.id, purchasers.letterUploadId))
    .where(where)
    .orderBy(asc(purchasers.id));
}

export async function myPurchasers(db: Db, clientId: number, now = new Date()): Promise<Purchaser[]> {
  const today = chinaDay(now);
  return (await rows(db, eq(purchasers.clientId, clientId))).map((r) => out(r.p, r.key, today));
}

export async function addPurchaser(db: Db, who: { sessionId: number; clientId: number }, input: PurchaserInput, now = new Date()): Promise<Purchaser> {
  const today = chinaDay(now);
  const first = Object.values(purchaserProblems(input, today))[0];
  if (first) throw new ApiError(400, first);
  const id = await clientTransaction(db, who.clientId, async (tx) => {
    const kept = await tx.$count(purchasers, eq(purchasers.clientId, who.clientId));
    if (kept >= PURCHASERS_MAX) throw new ApiError(400, `采购人员最多登记${PURCHASERS_MAX}人`);
    const idCard = input.id_card.trim().toUpperCase();
    const same = await tx.$count(purchasers, and(eq(purchasers.clientId, who.clientId), eq(purchasers.idCard, idCard), isNull(purchasers.revokedAt)));
    if (same) throw new ApiError(400, '该身份证号的采购人员已登记，如需更新授权请先撤销原授权');
    const letterUploadId = await claimUpload(tx, who.sessionId, who.clientId, input.letter_url);
    const [p] = await tx
      .insert(purchasers)
      .values({ clientId: who.clientId, name: input.name.trim(), idCard, phone: input.phone.trim(), letterUploadId, validFrom: input.valid_from, validUntil: input.valid_until, createdAt: now })
      .returning({ id: purchasers.id });
    await tx.insert(auditLog).values({ action: 'purchaser_added', actorKind: 'client', actorId: who.clientId, subject: String(p!.id), detail: { name: input.name.trim(), id_card: maskIdCard(idCard) } });
    return p!.id;
  });
  const [r] = await rows(db, eq(purchasers.id, id));
  return out(r!.p, r!.key, today);
}

export async function revokePurchaser(db: Db, clientId: number, id: number, now = new Date()): Promise<Purchaser> {
  await clientTransaction(db, clientId, async (tx) => {
    const [p] = await tx
      .update(purchasers)
      .set({ revokedAt: now })
      .where(and(eq(purchasers.id, id), eq(purchasers.clientId, clientId), isNull(purchasers.revokedAt)))
      .returning({ id: purchasers.id });
    // Another client's purchaser answers like a missing one.
    if (!p) throw new ApiError(404, '采购人员不存在或已撤销');
    await tx.insert(auditLog).values({ action: 'purchaser_revoked', actorKind: 'client', actorId: clientId, subject: String(id) });
  });
  const [r] = await rows(db, eq(purchasers.id, id));
  return out(r!.p, r!.key, chinaDay(now));
}
