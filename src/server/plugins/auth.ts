/**
 * Resolves the web token of every API request and enforces the session rules of the contract:
 *   no token / unknown token           -> code 10001 (browser fetches a new token)
 *   expired token of a logged-in user   -> code 401 (an expired anonymous token -> 10001: nothing to log back into)
 *   visitor on a logged-in route        -> code 401
 *   identity param != session's value   -> code 403
 * Each route declares `config.auth`; routes without it (docs, static files, 404) are left alone.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_MSG } from '../../model/messages';
import type { Db } from '../db/client';
import { ApiError, TOKEN_INVALID_CODE } from '../errors';
import { findSession, isBound, type SessionView } from '../services/sessions';

/**
 * none: no token handling. public: token optional (visitor without). session: any valid token.
 * user: logged-in client or salesman. client: a client, or a salesman acting for one. salesman: a salesman.
 */
export type AuthLevel = 'none' | 'public' | 'session' | 'user' | 'client' | 'salesman';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** false: skip the identity-param check (login and logout must work whatever stale ids the browser sends). */
    identityCheck?: boolean;
  }
  interface FastifyRequest {
    session: SessionView | null;
  }
}

const IDENTITY_PARAMS = [
  ['client_id', 'clientId'],
  ['company_id', 'companyId'],
  ['salesman_id', 'salesmanId'],
] as const;

export function readToken(req: FastifyRequest): string | undefined {
  const header = req.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (token) return token.trim() || undefined;
  const auth = req.headers.authorization;
  const m = auth ? /^Bearer\s+(\S+)$/i.exec(auth) : null;
  return m?.[1];
}

function hasRole(level: AuthLevel, s: SessionView): boolean {
  switch (level) {
    case 'client':
      return s.clientId !== null && s.companyId !== null;
    case 'salesman':
      return s.salesmanId !== null;
    case 'user':
      return isBound(s);
    default:
      return true;
  }
}

function paramValue(source: unknown, key: string): unknown {
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
}

export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (req) => {
    const level = req.routeOptions.config.auth ?? 'none';
    if (level === 'none') return;
    const token = readToken(req);
    if (!token) {
      if (level === 'public') return;
      throw new ApiError(TOKEN_INVALID_CODE, SERVER_MSG.tokenInvalid);
    }
    const session = await findSession(db, token);
    if (!session) throw new ApiError(TOKEN_INVALID_CODE, SERVER_MSG.tokenInvalid);
    if (session.expiresAt.getTime() <= Date.now()) {
      if (isBound(session)) throw new ApiError(401, SERVER_MSG.sessionExpired);
      throw new ApiError(TOKEN_INVALID_CODE, SERVER_MSG.tokenInvalid);
    }
    if (!hasRole(level, session)) throw new ApiError(401, SERVER_MSG.loginRequired);
    req.session = session;
  });

  app.addHook('preHandler', async (req) => {
    const { auth = 'none', identityCheck = true } = req.routeOptions.config;
    if (auth === 'none' || !identityCheck) return;
    for (const [param, field] of IDENTITY_PARAMS) {
      for (const source of [req.query, req.body]) {
        const value = paramValue(source, param);
        if (value === undefined || value === null || value === '') continue;
        const own = req.session?.[field] ?? null;
        if (own === null || String(value) !== String(own)) throw new ApiError(403, SERVER_MSG.identityMismatch);
      }
    }
  });
}
