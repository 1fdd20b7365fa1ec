/** The response envelope and the one error type routes and services throw. */
import type { FastifyReply } from 'fastify';
import type { Envelope } from '../contract/common';

/** Codes answered with the same HTTP status; every other code (e.g. 10001) travels with HTTP 200. */
const HTTP_CODES = new Set([400, 401, 403, 404, 429, 500, 503]);
/** The database cannot be reached: retry later (HTTP 503 with Retry-After). */
export const UNAVAILABLE_CODE = 503;
export const TOKEN_INVALID_CODE = 10001;

export const httpStatusOf = (code: number) => (HTTP_CODES.has(code) ? code : 200);

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** Read by fastify and its plugins (rate limit) when the error is thrown from a hook. */
  get statusCode(): number {
    return httpStatusOf(this.code);
  }
}

export const ok = <T>(data: T): Envelope<T> => ({ code: 200, msg: '操作成功', data });

export function sendError(reply: FastifyReply, code: number, msg: string): FastifyReply {
  // Error envelopes bypass the route's response schema (which describes success data).
  return reply
    .status(httpStatusOf(code))
    .type('application/json; charset=utf-8')
    .serializer(JSON.stringify)
    .send({ code, msg, data: null } satisfies Envelope<null>);
}
