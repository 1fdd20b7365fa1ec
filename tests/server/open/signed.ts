/** Signed open-API calls for the server tests, as a partner's ERP makes them (server/lib/open-sign.ts). */
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../src/contract/common';
import type { DataOf, EndpointSpec } from '../../../src/contract/define';
import { signedHeaders } from '../../../src/server/lib/open-sign';

export interface Credentials {
  key_id: string;
  secret: string;
}

export interface SignOptions {
  /** Sign at this time (ms). */
  now?: number;
  nonce?: string;
  /** Sign these headers but send them changed (a tampered request). */
  tamper?: (h: Record<string, string>) => Record<string, string>;
  /** Send this body instead of the one signed. */
  sendBody?: string;
  /** Send to this url (with query) instead of the one signed. */
  sendUrl?: string;
}

/** A raw signed request: `url` with its query, `body` as the exact text sent. */
export async function signedRaw(app: FastifyInstance, who: Credentials, method: 'GET' | 'POST', url: string, body?: string, o: SignOptions = {}) {
  let headers = signedHeaders(who.key_id, who.secret, { method, url, body: body ?? '' }, o.now, o.nonce);
  if (o.tamper) headers = o.tamper(headers);
  const sent = o.sendBody ?? body;
  const res = await app.inject({ method, url: o.sendUrl ?? url, headers: { ...headers, ...(sent !== undefined ? { 'content-type': 'application/json' } : {}) }, ...(sent !== undefined ? { payload: sent } : {}) });
  return { status: res.statusCode, body: res.json() as Envelope<unknown>, raw: res.body };
}

/** Calls an open endpoint by its declaration: a GET's input as its query, a POST's as its JSON body. */
export async function signed<E extends EndpointSpec>(app: FastifyInstance, who: Credentials, e: E, input: Record<string, unknown> = {}, o: SignOptions = {}) {
  if (e.method === 'GET') {
    const q = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
    const r = await signedRaw(app, who, 'GET', `/api${e.path}${q ? `?${q}` : ''}`, undefined, o);
    return r as { status: number; body: Envelope<DataOf<E>>; raw: string };
  }
  const r = await signedRaw(app, who, 'POST', `/api${e.path}`, JSON.stringify(input), o);
  return r as { status: number; body: Envelope<DataOf<E>>; raw: string };
}
