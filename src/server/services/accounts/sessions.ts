/**
 * Web sessions: issue a token, resolve it, bind it to an account, unbind it. Only sha256(token) is stored.
 * Logging in never binds the token the browser already had (session fixation): it issues a new one and drops the
 * old session (`replaceSession`).
 */
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientAgreedPrices, clients, sessions, uploads } from '../../db/schema';
import { hashToken, newToken } from '../../lib/token';
import { SESSION_TTL_MS } from '../../constants';
import { cachedSession, keepSession, sessionCacheEpoch } from '../../cache/session-cache';
import { publish } from '../../notices/bus';

export interface SessionView {
  id: number;
  clientId: number | null;
  companyId: number | null;
  salesmanId: number | null;
  acting: boolean;
  /** Set by a clinic system's link that names the person logged in there (cis.ts). */
  cisStaffPhone: string | null;
  expiresAt: Date;
  /** Business scopes of the bound client (empty without one), read in the same query as the session. */
  scopes: number[];
  /** The bound client's type (clients.client_type; null without one): its client-type prices apply. */
  clientType: number | null;
  /**
   * Whether the bound client has any agreed price (协议价): then its catalogue answers are cached for it alone. A
   * change of its agreed prices publishes a `clients` notice, which evicts this copy (services/prices/admin.ts).
   */
  hasAgreedPrices: boolean;
}

export const isBound = (s: SessionView) => s.clientId !== null || s.salesmanId !== null;

export interface IssuedToken {
  api_token: string;
  expires_at: number;
}

export async function issueSession(db: Db, now = Date.now(), binding?: Binding): Promise<IssuedToken> {
  const token = newToken();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), expiresAt, ...binding });
  return { api_token: token, expires_at: expiresAt.getTime() };
}

/** Login: a new token bound to the account; the session the browser came with is dropped. */
export async function replaceSession(db: Db, oldSessionId: number, binding: Binding): Promise<IssuedToken> {
  const issued = await issueSession(db, Date.now(), binding);
  await db.delete(sessions).where(eq(sessions.id, oldSessionId));
  await publish(db, { kind: 'sessions', ids: [oldSessionId] });
  return issued;
}

/** A password change logs the account out everywhere except the session that changed it; answers how many ended. */
export async function endOtherSessions(
  db: Db,
  account: { clientId?: number; salesmanId?: number },
  keepSessionId: number,
): Promise<number> {
  const own =
    account.clientId !== undefined
      ? and(eq(sessions.clientId, account.clientId), eq(sessions.acting, false))
      : eq(sessions.salesmanId, account.salesmanId ?? -1);
  const ended = await db.delete(sessions).where(and(own, ne(sessions.id, keepSessionId))).returning({ id: sessions.id });
  await publish(db, { kind: 'sessions', ids: ended.map((r) => r.id) });
  return ended.length;
}

/**
 * The session of a token: from memory when this process read it before (session-cache.ts), else one query.
 * `current`: always the query (a request that writes must act on the session as it is now, not as cached).
 */
export async function findSession(db: Db, token: string, opts: { current?: boolean } = {}): Promise<SessionView | null> {
  const tokenHash = hashToken(token);
  const hit = opts.current ? undefined : cachedSession<SessionView>(db, tokenHash);
  if (hit) return hit;
  const readEpoch = sessionCacheEpoch();
  const [row] = await db
    .select({
      id: sessions.id,
      clientId: sessions.clientId,
      companyId: sessions.companyId,
      salesmanId: sessions.salesmanId,
      acting: sessions.acting,
      cisStaffPhone: sessions.cisStaffPhone,
      expiresAt: sessions.expiresAt,
      scopes: clients.businessScopes,
      clientType: clients.clientType,
      hasAgreedPrices: sql<boolean>`exists (select 1 from ${clientAgreedPrices} a where a.client_id = ${sessions.clientId})`,
    })
    .from(sessions)
    .leftJoin(clients, eq(clients.id, sessions.clientId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const view = { ...row, scopes: row.scopes ?? [], hasAgreedPrices: Boolean(row.hasAgreedPrices) };
  keepSession(db, tokenHash, view, readEpoch);
  return view;
}

type Binding = { clientId: number | null; companyId: number | null; salesmanId: number | null; acting: boolean; cisStaffPhone?: string | null };

export async function bindSession(db: Db, sessionId: number, binding: Binding): Promise<void> {
  // A new binding (acting, logout) never keeps the clinic system's person of the previous one.
  await db.update(sessions).set({ cisStaffPhone: null, ...binding }).where(eq(sessions.id, sessionId));
  await publish(db, { kind: 'sessions', ids: [sessionId] });
}

export const unbindSession = (db: Db, sessionId: number) =>
  bindSession(db, sessionId, { clientId: null, companyId: null, salesmanId: null, acting: false });

/** Pictures nobody's registration claimed are deleted this long after upload. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Expired sessions are kept a while so their token still answers 401 (not 10001), then deleted. Unclaimed
 * uploads go first (those of the purged sessions and any older than a day); a claimed upload belongs to a client
 * and outlives its session (uploads.session_id is set null), so an upload can never stop the purge.
 */
export async function purgeExpiredSessions(db: Db, keepDays = 30, now = Date.now()): Promise<void> {
  const cutoff = new Date(now - keepDays * 86_400_000);
  const stale = db.select({ id: sessions.id }).from(sessions).where(lt(sessions.expiresAt, cutoff));
  await db
    .delete(uploads)
    .where(
      and(
        isNull(uploads.clientId),
        or(inArray(uploads.sessionId, stale), isNull(uploads.sessionId), lt(uploads.createdAt, new Date(now - UNCLAIMED_UPLOAD_TTL_MS))),
      ),
    );
  await db.delete(sessions).where(lt(sessions.expiresAt, cutoff));
  await publish(db, { kind: 'expired', before: cutoff.getTime() });
}
