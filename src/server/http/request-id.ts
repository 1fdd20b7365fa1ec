/**
 * The id of a request, on every log line it causes and in its `X-Request-Id` answer header: the one a reverse proxy
 * sent (nginx `$request_id`) when it is a short plain token, so the proxy's and the store's lines join; otherwise a
 * new random one (a header with spaces, quotes or 200 characters would let a caller write into the log).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const PLAIN_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}
