/** Web sessions: issue a token, resolve it, bind it to an account, unbind it. Only sha256(token) is stored. */
import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { clients, sessions } from '../db/schema';
import { hashToken, newToken } from '../lib/token';
import { SESSION_TTL_MS } from '../constants';

export interface SessionView {
  id: number;
  clientId: number | null;
  companyId: number | null;
  salesmanId: number | null;
  acting: boolean;
  expiresAt: Date;
  /** Business scopes of the bound client (empty without one), read in the same query as the session. */
  scopes: number[];
}

export const isBound = (s: SessionView) => s.clientId !== null || s.salesmanId !== null;

export async function issueSession(db: Db, now = Date.now()): Promise<{ api_token: string; expires_at: number }> {
  const token = newToken();
  const expiresAt = new Date(now + SESSION_TTL_MS);
  await db.insert(sessions).values({ tokenHash: hashToken(token), expiresAt });
  return { api_token: token, expires_at: expiresAt.getTime() };
}

export async function findSession(db: Db, token: string): Promise<SessionView | null> {
  const [row] = await db
    .select({
      id: sessions.id,
      clientId: sessions.clientId,
      companyId: sessions.companyId,
      salesmanId: sessions.salesmanId,
      acting: sessions.acting,
      expiresAt: sessions.expiresAt,
      scopes: clients.businessScopes,
    })
    .from(sessions)
    .leftJoin(clients, eq(clients.id, sessions.clientId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  return row ? { ...row, scopes: row.scopes ?? [] } : null;
}

type Binding = { clientId: number | null; companyId: number | null; salesmanId: number | null; acting: boolean };

export async function bindSession(db: Db, sessionId: number, binding: Binding): Promise<void> {
  await db.update(sessions).set(binding).where(eq(sessions.id, sessionId));
}

export const unbindSession = (db: Db, sessionId: number) =>
  bindSession(db, sessionId, { clientId: null, companyId: null, salesmanId: null, acting: false });

/** Expired sessions are kept a while so their token still answers 401 (not 10001), then deleted. */
export async function purgeExpiredSessions(db: Db, keepDays = 30): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(Date.now() - keepDays * 86_400_000)));
}
