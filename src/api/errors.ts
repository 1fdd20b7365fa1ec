import { MSG } from '../model/messages';

/**
 * business: the server answered with an error code (or no code at all);
 * network: no usable answer (connection, timeout, HTTP error page, aborted);
 * auth: code 401, the login expired; token: code 10001, the web token is unknown;
 * busy: code 503, the store cannot reach its database right now (the answer's Retry-After says when to try again).
 */
export type ApiErrorKind = 'business' | 'network' | 'auth' | 'token' | 'busy';

/** Every rejection of the client is an ApiError, so callers can show `message` inline. */
export class ApiError<D = unknown> extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** Envelope code, HTTP status for an HTTP error page, 0 when there was no response. */
    readonly code: number,
    message: string,
    readonly kind: ApiErrorKind,
    /** Envelope data of a business error, when the server sent some. */
    readonly data?: D,
    /** True when the caller's own AbortSignal cancelled the request. */
    readonly aborted = false,
  ) {
    super(message);
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/**
 * Whether the same call may well succeed a little later: the store was busy (503) or no usable answer came (network,
 * timeout, a proxy's 502/503/504 page). Pages offer 重试 for these; a business refusal would only be refused again.
 */
export function isRetryable(e: unknown): boolean {
  return e instanceof ApiError && !e.aborted && (e.kind === 'busy' || e.kind === 'network');
}

/** SPEC §8 default texts, used when the server sends an error code without a msg. */
export function defaultText(code: number): string {
  switch (code) {
    case 401:
      return MSG.http401;
    case 403:
      return MSG.http403;
    case 404:
      return MSG.http404;
    default:
      return MSG.httpDefault;
  }
}

/** The text to show for a failed call: the server's (or the catalogue's) Chinese message, else `fallback`. */
export function errorText(e: unknown, fallback: string): string {
  return e instanceof ApiError && e.message ? e.message : fallback;
}
