/**
 * ERP partners' credentials (issue 27): created, listed, rotated and revoked by the operator command now
 * (cli/partner-commands.ts over /api/operator/partners*) and by the back office later, through these functions only.
 * Each change is one transaction with its audit_log row (never the secret). The secret is answered once.
 */
import { asc, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { PartnerCredentials, PartnerRow } from '../../../contract/partners';
import { chinaStamp } from '../../../model/date-range';
import { PARTNER_MSG, partnerName, ROTATION_GRACE_MS } from '../../../model/partner-rules';
import type { Db } from '../../db/client';
import { partners } from '../../db/schema';
import { ApiError } from '../../errors';
import { operatorAudit } from '../promotions/operator-window';

type Partner = typeof partners.$inferSelect;

const newKeyId = () => `yc_${randomBytes(8).toString('hex')}`;
const newSecret = () => randomBytes(32).toString('base64url');

export function partnerRow(p: Partner): PartnerRow {
  return {
    key_id: p.keyId,
    name: p.name,
    state: p.revokedAt ? '已停用' : '启用',
    created_at: chinaStamp(p.createdAt),
    last_used_at: p.lastUsedAt ? chinaStamp(p.lastUsedAt) : null,
  };
}

export async function createPartner(db: Db, nameText: string): Promise<PartnerCredentials> {
  const name = partnerName(nameText);
  if (!name) throw new ApiError(400, PARTNER_MSG.nameRequired);
  return db.transaction(async (tx) => {
    const [p] = await tx.insert(partners).values({ keyId: newKeyId(), name, secret: newSecret() }).returning();
    await operatorAudit(tx, `partner:${p!.keyId}`, { change: 'partner-create', name });
    return { key_id: p!.keyId, name: p!.name, secret: p!.secret };
  });
}

export async function listPartners(db: Db): Promise<PartnerRow[]> {
  return (await db.select().from(partners).orderBy(asc(partners.id))).map(partnerRow);
}

/** The partner of `keyId`, locked for the change; refused when unknown, or revoked (unless `revokedOk`). */
async function partnerForChange(tx: Parameters<Parameters<Db['transaction']>[0]>[0], keyId: string, revokedOk = false): Promise<Partner> {
  const [p] = await tx.select().from(partners).where(eq(partners.keyId, keyId.trim())).for('update');
  if (!p) throw new ApiError(404, PARTNER_MSG.unknown(keyId.trim()));
  if (p.revokedAt && !revokedOk) throw new ApiError(400, PARTNER_MSG.revoked(p.keyId));
  return p;
}

/** A new secret; the previous one still signs for ROTATION_GRACE_MS. */
export async function rotatePartnerSecret(db: Db, keyId: string, now = new Date()): Promise<PartnerCredentials> {
  return db.transaction(async (tx) => {
    const p = await partnerForChange(tx, keyId);
    const [next] = await tx
      .update(partners)
      .set({ secret: newSecret(), previousSecret: p.secret, previousUntil: new Date(now.getTime() + ROTATION_GRACE_MS) })
      .where(eq(partners.id, p.id))
      .returning();
    await operatorAudit(tx, `partner:${p.keyId}`, { change: 'partner-rotate' });
    return { key_id: next!.keyId, name: next!.name, secret: next!.secret };
  });
}

/** Refuses every request signed by the key from now on (revoking twice answers the same row). */
export async function revokePartner(db: Db, keyId: string, now = new Date()): Promise<PartnerRow> {
  return db.transaction(async (tx) => {
    const p = await partnerForChange(tx, keyId, true);
    if (p.revokedAt) return partnerRow(p);
    const [next] = await tx.update(partners).set({ revokedAt: now, previousSecret: null, previousUntil: null }).where(eq(partners.id, p.id)).returning();
    await operatorAudit(tx, `partner:${p.keyId}`, { change: 'partner-revoke' });
    return partnerRow(next!);
  });
}
