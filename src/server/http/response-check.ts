/**
 * Contract check for tests and the e2e server: a handler that returns a field its response schema does not
 * declare (or a value of another type) would have it silently dropped or coerced by the serialiser. With the check
 * on, that answer becomes a 500 naming the field, so the test that exercised it fails.
 */
import type { FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../model/messages';

declare module 'fastify' {
  interface FastifyRequest {
    unserialised?: unknown;
  }
  interface FastifyInstance {
    /** Set when the check is on: the 500 body for an answer whose serialised JSON differs from it, or null. */
    contractRefusal?: (meant: unknown, json: string) => string | null;
  }
}

/** The first path where `sent` differs from `meant`, or null. */
export function firstDifference(meant: unknown, sent: unknown, path = ''): string | null {
  if (meant === sent) return null;
  if (typeof meant !== 'object' || typeof sent !== 'object' || meant === null || sent === null) {
    return `${path || '/'} (${JSON.stringify(meant)} → ${JSON.stringify(sent)})`;
  }
  if (Array.isArray(meant) !== Array.isArray(sent)) return `${path || '/'} (array)`;
  const keys = new Set([...Object.keys(meant), ...Object.keys(sent)]);
  for (const k of keys) {
    const d = firstDifference((meant as Record<string, unknown>)[k], (sent as Record<string, unknown>)[k], `${path}/${k}`);
    if (d) return d;
  }
  return null;
}

/** The 500 body when `json` (what the schema serialised) differs from `meant` (what the handler returned), else null. */
export function contractRefusal(meant: unknown, json: string): string | null {
  const diff = firstDifference(JSON.parse(JSON.stringify(meant)) as unknown, JSON.parse(json) as unknown);
  return diff ? JSON.stringify({ code: 500, msg: `${SERVER_MSG.internal}（响应与契约不符：${diff}）`, data: null }) : null;
}

export function registerResponseCheck(app: FastifyInstance): void {
  app.decorate('contractRefusal', contractRefusal);
  app.addHook('preSerialization', async (req, _reply, payload) => {
    req.unserialised = payload;
    return payload;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.unserialised === undefined || typeof payload !== 'string' || reply.statusCode !== 200) return payload;
    const refusal = contractRefusal(req.unserialised, payload);
    if (!refusal) return payload;
    req.log.error({ url: req.url, refusal }, 'response does not match its contract');
    reply.status(500);
    return refusal;
  });
}
