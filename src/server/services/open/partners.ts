/**
 * ERP partners' credentials (issue 27): created, listed, rotated and revoked by the operator command now
 * (cli/partner-commands.ts over /api/operator/partners*) and by the back office's 合作方 page (routes/back-office-partners.ts,
 * 管理员), through these functions only. Each change is one transaction with its audit_log row (the operator key or
 * the staff member; never the secret). The secret is answered once.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { AdminCisPartner, AdminErpPartner, PartnerCredentials, PartnerRow } from '../../../contract/partners';
import { chinaStamp } from '../../../model/date-range';
import { PARTNER_MSG, partnerName, ROTATION_GRACE_MS } from '../../../model/partner-rules';
import type { Db } from '../../db/client';
import { cisPartnerClients, cisPartners, partners } from '../../db/schema';
import { ApiError } from '../../errors';
import { OPERATOR_ACTOR, type Actor } from '../trust/audit';
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

export async function createPartner(db: Db, nameText: string, actor: Actor = OPERATOR_ACTOR): Promise<PartnerCredentials> {
  const name = partnerName(nameText);
  if (!name) throw new ApiError(400, PARTNER_MSG.nameRequired);
  return db.transaction(async (tx) => {
    const [p] = await tx.insert(partners).values({ keyId: newKeyId(), name, secret: newSecret() }).returning();
    await operatorAudit(tx, `partner:${p!.keyId}`, { change: 'partner-create', name }, actor);
    return { key_id: p!.keyId, name: p!.name, secret: p!.secret };
  });
}

export async function listPartners(db: Db): Promise<PartnerRow[]> {
  return (await db.select().from(partners).orderBy(asc(partners.id))).map(partnerRow);
}

/** A clinic system as the 合作方 page lists it (services/cis/partners.ts answers the same row). */
export const cisRow = (c: { code: string; name: string; revokedAt: Date | null; createdAt: Date; clients: number | string }): AdminCisPartner => ({
  code: c.code,
  name: c.name,
  clients: Number(c.clients),
  state: c.revokedAt ? '已停用' : '启用',
  created_at: chinaStamp(c.createdAt),
});

/** Every ERP key with its webhook and every clinic system (CIS) with how many clients it may sign in: the 合作方 page. */
export async function partnersOverview(db: Db): Promise<{ erp: AdminErpPartner[]; cis: AdminCisPartner[] }> {
  const [erp, cis] = await Promise.all([
    db.select().from(partners).orderBy(asc(partners.id)),
    db
      .select({
        code: cisPartners.code,
        name: cisPartners.name,
        revokedAt: cisPartners.revokedAt,
        createdAt: cisPartners.createdAt,
        clients: sql<number>`count(${cisPartnerClients.clientId})::int`,
      })
      .from(cisPartners)
      .leftJoin(cisPartnerClients, eq(cisPartnerClients.partnerId, cisPartners.id))
      .groupBy(cisPartners.id)
      .orderBy(asc(cisPartners.id)),
  ]);
  return { erp: erp.map((p) => ({ ...partnerRow(p), webhook_url: p.webhookUrl ?? '' })), cis: cis.map(cisRow) };
}

/** The partner of `keyId`, locked for the change; refused when unknown, or revoked (unless `revokedOk`). */
async function partnerForChange(tx: Parameters<Parameters<Db['transaction']>[0]>[0], keyId: string, revokedOk = false): Promise<Partner> {
  const [p] = await tx.select().from(partners).where(eq(partners.keyId, keyId.trim())).for('update');
  if (!p) throw new ApiError(404, PARTNER_MSG.unknown(keyId.trim()));
  if (p.revokedAt && !revokedOk) throw new ApiError(400, PARTNER_MSG.revoked(p.keyId));
  return p;
}

/** A new secret; the previous one still signs for ROTATION_GRACE_MS. */
export async function rotatePartnerSecret(db: Db, keyId: string, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<PartnerCredentials> {
  return db.transaction(async (tx) => {
    const p = await partnerForChange(tx, keyId);
    const [next] = await tx
      .update(partners)
      .set({ secret: newSecret(), previousSecret: p.secret, previousUntil: new Date(now.getTime() + ROTATION_GRACE_MS) })
      .where(eq(partners.id, p.id))
      .returning();
    await operatorAudit(tx, `partner:${p.keyId}`, { change: 'partner-rotate' }, actor);
    return { key_id: next!.keyId, name: next!.name, secret: next!.secret };
  });
}

/** Refuses every request signed by the key from now on (revoking twice answers the same row). */
export async function revokePartner(db: Db, keyId: string, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<PartnerRow> {
  return db.transaction(async (tx) => {
    const p = await partnerForChange(tx, keyId, true);
    if (p.revokedAt) return partnerRow(p);
    const [next] = await tx.update(partners).set({ revokedAt: now, previousSecret: null, previousUntil: null }).where(eq(partners.id, p.id)).returning();
    await operatorAudit(tx, `partner:${p.keyId}`, { change: 'partner-revoke' }, actor);
    return partnerRow(next!);
  });
}
