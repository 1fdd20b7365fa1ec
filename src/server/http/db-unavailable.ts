/**
 * Whether an error means the database cannot be reached right now (refused, reset, terminated, timed out, too many
 * clients, shutting down) rather than a bug or a bad query: such a request is answered 503 with the Chinese busy
 * text and `Retry-After` (plugins/error-handler.ts), and the readiness probe turns red (plugins/health.ts).
 * drizzle wraps the driver's error as `cause`, pg-boss and pools sometimes twice: the whole chain is read.
 */

/** Node socket errors of a connection that failed or broke. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);

/**
 * SQLSTATEs: class 08 (connection exception), 53300 too_many_connections, 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up / recovering).
 */
const isUnavailableSqlState = (code: string) => code.startsWith('08') || code === '53300' || code === '57P01' || code === '57P02' || code === '57P03';

/** node-postgres and its pool report these without a code. */
const UNAVAILABLE_TEXT = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Client was closed and is not queryable/i,
  /Cannot use a pool after calling end/i,
  /too many clients/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /PGlite is closed/i,
];

export const DB_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 6 && e && typeof e === 'object'; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))) return true;
    if (typeof message === 'string' && UNAVAILABLE_TEXT.some((re) => re.test(message))) return true;
    // AggregateError (a connect tried on both IPv4 and IPv6) holds the socket errors in `errors`.
    const inner = (e as { errors?: unknown }).errors;
    if (Array.isArray(inner) && inner.some((x) => isDatabaseUnavailable(x))) return true;
    e = cause;
  }
  return false;
}
