/**
 * One error handler for the whole API: ApiError becomes its envelope, schema validation becomes code 400 with a
 * Chinese message, other client errors a generic 400, a database that cannot be reached code 503 with the busy text
 * and `Retry-After` (http/db-unavailable.ts), and anything else code 500 without internals.
 */
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../model/messages';
import { ApiError, sendError, UNAVAILABLE_CODE } from '../errors';
import { DB_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../http/db-unavailable';
import { validationMessage } from '../http/validation';
export { PAGER_MSG } from '../http/validation';

/** PostgreSQL cancelled the statement (statement_timeout, SQLSTATE 57014); drizzle wraps it as the cause. */
const isStatementTimeout = (e: unknown): boolean => {
  const code = (x: unknown) => (x && typeof x === 'object' ? (x as { code?: unknown }).code : undefined);
  return code(e) === '57014' || code((e as { cause?: unknown } | null)?.cause) === '57014';
};

/** The first code along the cause chain (ECONNREFUSED, 57P01…), for the log line. */
function errorCode(e: unknown): string {
  for (let x = e, depth = 0; x && typeof x === 'object' && depth < 6; x = (x as { cause?: unknown }).cause, depth++) {
    const code = (x as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return 'connection';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error.code, error.message);
    if (error.validation) return sendError(reply, 400, validationMessage(error.validation as Parameters<typeof validationMessage>[0]));
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, SERVER_MSG.tooManyAttempts);
    // Malformed JSON, wrong content type, body too large...: the client's fault, but fastify's text is English.
    if (status >= 400 && status < 500) return sendError(reply, 400, SERVER_MSG.badParams);
    if (isDatabaseUnavailable(error)) {
      // One short line: the error's text may name the server, its chain holds the driver's client.
      request.log.warn({ dbError: errorCode(error) }, 'database unavailable');
      reply.header('retry-after', String(DB_RETRY_AFTER_SECONDS));
      return sendError(reply, UNAVAILABLE_CODE, SERVER_MSG.internal);
    }
    if (isStatementTimeout(error)) {
      request.log.warn({ url: request.url }, 'statement timeout');
      return sendError(reply, 500, SERVER_MSG.busy);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, SERVER_MSG.internal);
  });
}

/**
 * Requests node's HTTP parser refuses before Fastify sees them (headers over the size limit, malformed request
 * lines) get the Chinese envelope instead of Fastify's English default body.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) return;
  const tooLarge = err.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const msg = tooLarge ? `${SERVER_MSG.badParams}：请求头过大` : SERVER_MSG.badParams;
  const body = JSON.stringify({ code: 400, msg, data: null });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
