/**
 * Resolves the web token of every API request once and enforces the session rules of the contract:
 *   no token / unknown token           -> code 10001 (browser fetches a new token)
 *   expired token of a logged-in user   -> code 401 (an expired anonymous token -> 10001: nothing to log back into)
 *   visitor on a logged-in route        -> code 401
 *   identity param != session's value   -> code 403
 *   operator route without the key      -> code 403
 *   staff route: no staff session        -> code 401; a staff member without one of the route's roles -> code 403
 *   partner route (the open API)         -> code 401 naming the refusal (open-signature.ts) unless signed; checked
 *                                           after the body is read and validated, because the body's hash is signed
 * The route's contract declares the level (`config.auth`); routes without it (docs, static files) are left alone.
 * The result is `req.who` (client, company, scopes, salesman), read by handlers instead of querying again; on a
 * staff route `req.staff` (the staff member, read from the database on every request, never from a cache).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthLevel, EndpointSpec } from '../../contract/define';
import { IDENTITY_PARAMS } from '../../contract/common';
import { ACCOUNT_MSG, SERVER_MSG } from '../../model/messages';
import type { Db } from '../db/client';
import { ApiError, TOKEN_INVALID_CODE } from '../errors';
import { isOperatorKey } from '../lib/operator-key';
import { findSession, isBound, type SessionView } from '../services/accounts/sessions';
import { findStaff, type StaffView } from '../services/accounts/staff';
import { verifySignedRequest, type PartnerView } from '../services/open/verify';
import { STAFF_MSG } from '../../model/staff';
import { VISITOR, whoOf, type Who } from '../http/who';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
    /** false: skip the identity-param check (login and logout must work whatever stale ids the browser sends). */
    identityCheck?: boolean;
    endpoint?: EndpointSpec;
  }
  interface FastifyRequest {
    who: Who;
    /** The session was read from the database for this request (not a cached copy). */
    sessionIsCurrent: boolean;
    /** The staff member of a staff route (null elsewhere). */
    staff: StaffView | null;
    /** The ERP partner of a signed open-API route (null elsewhere). */
    partner: PartnerView | null;
    /** The body's bytes as received, on the open API (their hash is signed); set by its content parser. */
    rawBody: Buffer | null;
  }
}

const SESSION_FIELD = { client_id: 'clientId', company_id: 'companyId', salesman_id: 'salesmanId' } as const;

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

/** Whether a call may change kept data: every POST, and the GETs declared `writes`. */
export const changesState = (e: Pick<EndpointSpec, 'method' | 'writes'>): boolean => e.method !== 'GET' || e.writes === true;

function paramValue(source: unknown, key: string): unknown {
  return source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
}

function requireOperator(req: FastifyRequest): void {
  const header = req.headers['x-operator-key'];
  if (!isOperatorKey(Array.isArray(header) ? header[0] : header)) throw new ApiError(403, ACCOUNT_MSG.operatorDenied);
}

/** A staff route: a staff token holding one of the endpoint's roles. A buyer's token is unknown here (401). */
async function requireStaff(db: Db, req: FastifyRequest): Promise<void> {
  const token = readToken(req);
  const found = token ? await findStaff(db, token) : null;
  if (!found) throw new ApiError(401, STAFF_MSG.signInRequired);
  const allowed = req.routeOptions.config?.endpoint?.roles ?? [];
  if (!found.roles.some((r) => allowed.includes(r))) throw new ApiError(403, STAFF_MSG.roleDenied);
  req.staff = found;
  req.sessionIsCurrent = true;
}

export function registerAuth(app: FastifyInstance, db: Db): void {
  // Fastify wants null as a reference-typed decoration's initial value; the onRequest hook below sets `who` first.
  app.decorateRequest('who', null as unknown as Who);
  app.decorateRequest('sessionIsCurrent', false);
  app.decorateRequest('staff', null);
  app.decorateRequest('partner', null);
  app.decorateRequest('rawBody', null);

  // Most answers (pages, files, public reads) need no session: they pass without a promise; the rest look it up.
  app.addHook('onRequest', (req, _reply, done) => {
    req.who = VISITOR;
    const level = req.routeOptions.config?.auth ?? 'none';
    // A partner's signature covers the body's hash: it is checked in preHandler, once the body has been read.
    if (level === 'none' || level === 'partner') return done();
    resolveWho(req, level).then(() => done(), done);
  });

  async function resolveWho(req: FastifyRequest, level: AuthLevel): Promise<void> {
    if (level === 'operator') return requireOperator(req);
    if (level === 'staff') return requireStaff(db, req);
    const token = readToken(req);
    if (!token) {
      if (level === 'public') return;
      throw new ApiError(TOKEN_INVALID_CODE, SERVER_MSG.tokenInvalid);
    }
    // A request that writes acts on the session as it is now: a cached copy may predate a change made on another
    // instance whose notice has not arrived yet (ARCHITECTURE "Trust": the session rule).
    const endpoint = req.routeOptions.config?.endpoint;
    req.sessionIsCurrent = endpoint === undefined || changesState(endpoint);
    let session = await findSession(db, token, { current: req.sessionIsCurrent });
    // Nor is a refusal decided on a cached copy (acting may have started on another instance a moment ago).
    if (session && !req.sessionIsCurrent && !hasRole(level, session)) {
      req.sessionIsCurrent = true;
      session = await findSession(db, token, { current: true });
    }
    if (!session) throw new ApiError(TOKEN_INVALID_CODE, SERVER_MSG.tokenInvalid);
    if (session.expiresAt.getTime() <= Date.now()) {
      if (isBound(session)) throw new ApiError(401, SERVER_MSG.sessionExpired);
      throw new ApiError(TOKEN_INVALID_CODE, SERVER_MSG.tokenInvalid);
    }
    if (!hasRole(level, session)) throw new ApiError(401, SERVER_MSG.loginRequired);
    req.who = whoOf(session);
  }

  const identityMatches = (req: FastifyRequest): boolean => {
    for (const param of IDENTITY_PARAMS) {
      for (const source of [req.query, req.body]) {
        const value = paramValue(source, param);
        if (value === undefined || value === null || value === '') continue;
        const own = req.who.session?.[SESSION_FIELD[param]] ?? null;
        if (own === null || String(value) !== String(own)) return false;
      }
    }
    return true;
  };

  app.addHook('preHandler', async (req) => {
    const { auth = 'none', identityCheck = true } = req.routeOptions.config;
    if (auth === 'partner') {
      req.partner = await verifySignedRequest(db, { method: req.method, url: req.url, headers: req.headers, body: req.rawBody ?? '' });
      return;
    }
    if (auth === 'none' || auth === 'operator' || auth === 'staff' || !identityCheck || identityMatches(req)) return;
    // Checked again on the current session before refusing: the company may have been switched on another instance.
    const token = readToken(req);
    if (!req.sessionIsCurrent && token) {
      req.sessionIsCurrent = true;
      const session = await findSession(db, token, { current: true });
      if (session && session.expiresAt.getTime() > Date.now() && hasRole(auth, session)) {
        req.who = whoOf(session);
        if (identityMatches(req)) return;
      }
    }
    throw new ApiError(403, SERVER_MSG.identityMismatch);
  });
}
