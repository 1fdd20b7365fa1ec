/**
 * Checks a signed open-API request (model/open-signature.ts) and answers its partner, or refuses it with 401 and the
 * refusal's code: headers, key, timestamp window, signature (the current secret, or the previous one during its
 * grace after a rotation), then the nonce. The nonce is recorded in the database (primary key partner + nonce), so a
 * replay is refused by every instance; it is recorded only for a request whose signature holds, and it is kept until
 * the timestamp leaves the window, after which the timestamp alone refuses the request (and the housekeeping purge
 * deletes it).
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { NONCE_PATTERN, OPEN_HEADERS, OPEN_WINDOW_S, openRefusalText, timestampRefusal, type OpenRefusal } from '../../../model/open-signature';
import type { Db } from '../../db/client';
import { partnerNonces, partners } from '../../db/schema';
import { ApiError } from '../../errors';
import { sha256Hex, signatureMatches } from '../../lib/open-sign';

export interface PartnerView {
  id: number;
  keyId: string;
  name: string;
}

export interface SignedRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer | string;
}

const refuse = (code: OpenRefusal): never => {
  throw new ApiError(401, openRefusalText(code));
};

const header = (h: SignedRequest['headers'], name: string): string => {
  const v = h[name];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? '';
};

export async function verifySignedRequest(db: Db, req: SignedRequest, now = Date.now()): Promise<PartnerView> {
  const keyId = header(req.headers, OPEN_HEADERS.key);
  const timestamp = header(req.headers, OPEN_HEADERS.timestamp);
  const nonce = header(req.headers, OPEN_HEADERS.nonce);
  const signature = header(req.headers, OPEN_HEADERS.signature);
  if (!keyId || !timestamp || !nonce || !signature) refuse('missing_headers');
  if (keyId.length > 40) refuse('unknown_key');
  const [p] = await db.select().from(partners).where(eq(partners.keyId, keyId));
  if (!p) return refuse('unknown_key');
  if (p.revokedAt) refuse('revoked_key');
  const late = timestampRefusal(timestamp, now);
  if (late) refuse(late);
  if (!NONCE_PATTERN.test(nonce)) refuse('bad_nonce');
  const parts = { method: req.method, url: req.url, timestamp, nonce, bodyHash: sha256Hex(req.body) };
  const previousValid = p.previousSecret !== null && p.previousUntil !== null && p.previousUntil.getTime() > now;
  if (!signatureMatches(p.secret, parts, signature) && !(previousValid && signatureMatches(p.previousSecret!, parts, signature))) refuse('bad_signature');
  const expiresAt = new Date((Number(timestamp) + OPEN_WINDOW_S) * 1000);
  const fresh = await db.insert(partnerNonces).values({ partnerId: p.id, nonce, expiresAt }).onConflictDoNothing().returning({ nonce: partnerNonces.nonce });
  if (fresh.length === 0) refuse('replayed_nonce');
  // Last use to the minute: one write a minute per partner, not one per call.
  await db
    .update(partners)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(partners.id, p.id), or(isNull(partners.lastUsedAt), lt(partners.lastUsedAt, sql`now() - interval '1 minute'`))));
  return { id: p.id, keyId: p.keyId, name: p.name };
}

/** Deletes the nonces whose timestamp has left the window (the housekeeping purge, start/housekeeping.ts). */
export async function purgeExpiredNonces(db: Db, now = Date.now()): Promise<void> {
  await db.delete(partnerNonces).where(lt(partnerNonces.expiresAt, new Date(now)));
}
