/**
 * Login from a clinic information system (CIS). A link carries UserName, action, ts, nonce and
 * sign = hex(HMAC-SHA256(partner secret, canonical string)); it is valid 5 minutes and each nonce works once.
 * The canonical string is defined in src/model/cis-link.ts and documented in src/server/README.md.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { ACCOUNT_MSG, SERVER_MSG } from '../../../model/messages';
import type { CisLoginResult } from '../../../contract/cis';
import {
  CIS_CLOCK_SKEW_MS,
  CIS_LINK_TTL_MS,
  DEFAULT_CIS_PARTNER,
  cisCanonicalString,
  cisTarget,
  STAFF_PHONE,
  type CisParams,
} from '../../../model/cis-link';
import { maskPhone } from '../../../model/compliance';
import type { Db } from '../../db/client';
import { cisNonces, cisPartnerClients, cisPartners, clients } from '../../db/schema';
import { PARTNER_MSG } from '../../../model/partner-rules';
import { ApiError } from '../../errors';
import { CHECK_STATUS, CLIENT_STATUS, DEMO_CIS_SECRET } from '../../constants';
import { rejectionNote } from '../accounts/review';
import { audit } from '../trust/audit';
import { replaceSession } from '../accounts/sessions';

export const signCis = (secret: string, params: CisParams) =>
  createHmac('sha256', secret).update(cisCanonicalString(params), 'utf8').digest('hex');

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a.toLowerCase());
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
}

/** ts in ms epoch (13 digits); 10-digit seconds are accepted too. */
function tsMillis(ts: string | undefined): number | null {
  if (!ts || !/^\d{10,13}$/.test(ts)) return null;
  const n = Number(ts);
  return ts.length <= 10 ? n * 1000 : n;
}

async function partnerOf(db: Db, code: string | undefined) {
  const [row] = await db
    .select()
    .from(cisPartners)
    .where(eq(cisPartners.code, code || DEFAULT_CIS_PARTNER))
    .limit(1);
  return row ?? null;
}

export interface CisCheckOptions {
  demoMode: boolean;
  now?: number;
  ip?: string;
}

/**
 * Checks a link in this order: signature (forged), time window (expired), nonce (replayed). A link without a
 * signature passes only in demo mode. Returns the partner the link came from (null for an unsigned demo link).
 */
export async function verifyCisLink(db: Db, p: CisParams, opts: CisCheckOptions): Promise<{ partnerId: number | null }> {
  const now = opts.now ?? Date.now();
  if (!p.sign) {
    if (opts.demoMode) return { partnerId: null };
    throw new ApiError(403, ACCOUNT_MSG.cisUnsigned);
  }
  const partner = await partnerOf(db, p.partner);
  if (!partner || !/^[0-9a-f]{64}$/i.test(p.sign) || !sameHex(signCis(partner.secret, p), p.sign)) {
    throw new ApiError(403, ACCOUNT_MSG.cisForged);
  }
  if (partner.revokedAt) throw new ApiError(403, PARTNER_MSG.cisLinkRevoked);
  const ts = tsMillis(p.ts);
  if (ts === null || !p.nonce) throw new ApiError(403, ACCOUNT_MSG.cisForged);
  if (now - ts > CIS_LINK_TTL_MS || ts - now > CIS_CLOCK_SKEW_MS) throw new ApiError(403, ACCOUNT_MSG.cisExpired);
  // The nonce is spent by an insert that only one request can win.
  const fresh = await db
    .insert(cisNonces)
    .values({ partnerId: partner.id, nonce: p.nonce, usedAt: new Date(now) })
    .onConflictDoNothing()
    .returning({ nonce: cisNonces.nonce });
  if (fresh.length === 0) throw new ApiError(403, ACCOUNT_MSG.cisReplayed);
  // Nonces older than any acceptable ts can never be replayed successfully: forget them.
  await db.delete(cisNonces).where(lt(cisNonces.usedAt, new Date(now - CIS_LINK_TTL_MS - 2 * CIS_CLOCK_SKEW_MS)));
  return { partnerId: partner.id };
}

/** GET /w1/cisLogin: verify the link, log the client in on a new token, answer where to go. */
export async function cisLogin(db: Db, sessionId: number, p: CisParams, opts: CisCheckOptions): Promise<CisLoginResult> {
  const username = p.UserName?.trim();
  if (!username) throw new ApiError(400, `${SERVER_MSG.badParams}：缺少UserName`);
  const url = cisTarget(p.action ?? '', p);
  if (!url) throw new ApiError(400, ACCOUNT_MSG.cisBadAction);
  const staffPhone = p.staff_phone?.trim() || null;
  if (staffPhone !== null && !STAFF_PHONE.test(staffPhone)) throw new ApiError(400, ACCOUNT_MSG.cisBadStaffPhone);
  const { partnerId } = await verifyCisLink(db, p, opts);

  const [client] = await db.select().from(clients).where(eq(clients.username, username)).limit(1);
  if (!client) throw new ApiError(403, ACCOUNT_MSG.cisUnknownUser);
  if (partnerId !== null) {
    const [linked] = await db
      .select({ clientId: cisPartnerClients.clientId })
      .from(cisPartnerClients)
      .where(and(eq(cisPartnerClients.partnerId, partnerId), eq(cisPartnerClients.clientId, client.id)))
      .limit(1);
    if (!linked) throw new ApiError(403, ACCOUNT_MSG.cisUnknownUser);
  }
  if (client.status === CLIENT_STATUS.frozen) throw new ApiError(400, SERVER_MSG.accountFrozen);
  if (client.checkStatus === CHECK_STATUS.pending) throw new ApiError(400, SERVER_MSG.accountPending);
  if (client.checkStatus === CHECK_STATUS.rejected) throw new ApiError(400, ACCOUNT_MSG.accountRejected(await rejectionNote(db, client.id)));

  const token = await replaceSession(db, sessionId, { clientId: client.id, companyId: client.companyId, salesmanId: null, acting: false, cisStaffPhone: staffPhone });
  await audit(db, { action: 'login', actorKind: 'client', actorId: client.id, detail: { via: 'cis', partnerId, ...(staffPhone ? { staff: maskPhone(staffPhone) } : {}) }, ip: opts.ip ?? '' });
  return { client_id: client.id, company_id: client.companyId, url, bak_var: p.bak_var ?? '', ...token };
}

/** A signed link for a partner (operator command, host demo): fresh ts and nonce. */
export async function signedCisParams(
  db: Db,
  fields: { UserName: string; action: string; keyword?: string; product_id?: string; bak_var?: string; staff_phone?: string },
  partnerCode = DEFAULT_CIS_PARTNER,
  now = Date.now(),
): Promise<CisParams> {
  const partner = await partnerOf(db, partnerCode);
  if (!partner) throw new ApiError(404, `诊所系统合作方 ${partnerCode} 不存在`);
  if (!cisTarget(fields.action, fields)) throw new ApiError(400, ACCOUNT_MSG.cisBadAction);
  const params: CisParams = { ...fields, partner: partner.code, ts: String(now), nonce: randomBytes(12).toString('base64url') };
  return { ...params, sign: signCis(partner.secret, params) };
}

/**
 * The host demo's signer (GET /demo/cisSign) stands in for a partner's backend. It is open in demo mode, and while
 * the demo partner still has the published secret: then anyone can sign its links anyway, so the signer gives away
 * nothing, and `npm start` shows a working host demo. Changing the secret (or demo mode off with a secret of one's
 * own) closes it.
 */
export async function hostDemoSignerOpen(db: Db, demoMode: boolean): Promise<boolean> {
  if (demoMode) return true;
  return (await partnerOf(db, DEFAULT_CIS_PARTNER))?.secret === DEMO_CIS_SECRET;
}

/** Allow a partner to open the store for a client (done by the operator's cis-link command for new clients). */
export async function linkPartnerClient(db: Db, partnerCode: string, username: string): Promise<void> {
  const partner = await partnerOf(db, partnerCode);
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.username, username)).limit(1);
  if (!partner || !client) throw new ApiError(404, `诊所系统合作方或客户账号 ${username} 不存在`);
  await db.insert(cisPartnerClients).values({ partnerId: partner.id, clientId: client.id }).onConflictDoNothing();
}
