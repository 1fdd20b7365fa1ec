/**
 * Clinic systems' (CIS) credentials (issue 28, the back office's 合作方 page, 管理员): created (the secret answered
 * once), the secret rotated (links signed with the old one fail at once: a link lives five minutes and the clinic
 * system signs each one afresh), revoked (its links refused from then on, services/cis/handshake.ts). Each change is one
 * transaction with its audit row naming the staff member (never the secret), as the ERP keys' (open/partners.ts).
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AdminCisPartner, CisCredentials } from '../../../contract/partners';
import { PARTNER_MSG, partnerName } from '../../../model/partner-rules';
import type { Db } from '../../db/client';
import { cisPartnerClients, cisPartners } from '../../db/schema';
import { ApiError } from '../../errors';
import { OPERATOR_ACTOR, type Actor } from '../trust/audit';
import type { Tx } from '../cart/tx';
import { cisRow } from '../open/partners';
import { operatorAudit } from '../promotions/operator-window';

/** 64 hex digits, like the demo partner's secret: what a clinic system puts into its HMAC. */
const newCisSecret = () => randomBytes(32).toString('hex');

async function rowOf(tx: Tx, id: number): Promise<AdminCisPartner> {
  const [c] = await tx
    .select({ code: cisPartners.code, name: cisPartners.name, revokedAt: cisPartners.revokedAt, createdAt: cisPartners.createdAt, clients: sql<number>`(select count(*)::int from ${cisPartnerClients} where ${cisPartnerClients.partnerId} = ${cisPartners.id})` })
    .from(cisPartners)
    .where(eq(cisPartners.id, id));
  return cisRow(c!);
}

/** The clinic system of `code`, locked for the change; refused when unknown, or revoked (unless `revokedOk`). */
async function cisForChange(tx: Tx, code: string, revokedOk = false) {
  const [c] = await tx.select().from(cisPartners).where(eq(cisPartners.code, code)).for('update');
  if (!c) throw new ApiError(404, PARTNER_MSG.cisUnknown(code));
  if (c.revokedAt && !revokedOk) throw new ApiError(400, PARTNER_MSG.cisRevoked(code));
  return c;
}

export async function createCisPartner(db: Db, input: { code: string; name: string }, actor: Actor = OPERATOR_ACTOR): Promise<CisCredentials> {
  const name = partnerName(input.name);
  if (!name) throw new ApiError(400, PARTNER_MSG.nameRequired);
  return db.transaction(async (tx) => {
    const [made] = await tx.insert(cisPartners).values({ code: input.code, name, secret: newCisSecret() }).onConflictDoNothing().returning();
    if (!made) throw new ApiError(400, PARTNER_MSG.cisCodeTaken(input.code));
    await operatorAudit(tx, `cis:${made.code}`, { change: 'cis-create', name }, actor);
    return { code: made.code, name: made.name, secret: made.secret };
  });
}

export async function rotateCisSecret(db: Db, code: string, actor: Actor = OPERATOR_ACTOR): Promise<CisCredentials> {
  return db.transaction(async (tx) => {
    const c = await cisForChange(tx, code);
    const [next] = await tx.update(cisPartners).set({ secret: newCisSecret() }).where(eq(cisPartners.id, c.id)).returning();
    await operatorAudit(tx, `cis:${c.code}`, { change: 'cis-rotate' }, actor);
    return { code: next!.code, name: next!.name, secret: next!.secret };
  });
}

/** Refuses the clinic system's links from now on (revoking twice answers the same row). */
export async function revokeCisPartner(db: Db, code: string, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<AdminCisPartner> {
  return db.transaction(async (tx) => {
    const c = await cisForChange(tx, code, true);
    if (!c.revokedAt) {
      await tx.update(cisPartners).set({ revokedAt: now }).where(eq(cisPartners.id, c.id));
      await operatorAudit(tx, `cis:${c.code}`, { change: 'cis-revoke' }, actor);
    }
    return rowOf(tx, c.id);
  });
}
