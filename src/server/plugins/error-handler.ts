/**
 * One error handler for the whole API: ApiError becomes its envelope, schema validation becomes code 400 with a
 * Chinese message, other client errors a generic 400, and anything else code 500 without internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { SERVER_MSG } from '../../model/messages';
import { ApiError, sendError } from '../errors';
import { validationMessage } from '../http/validation';
export { PAGER_MSG } from '../http/validation';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) return sendError(reply, error.code, error.message);
    if (error.validation) return sendError(reply, 400, validationMessage(error.validation as Parameters<typeof validationMessage>[0]));
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(reply, 429, SERVER_MSG.tooManyAttempts);
    // Malformed JSON, wrong content type, body too large...: the client's fault, but fastify's text is English.
    if (status >= 400 && status < 500) return sendError(reply, 400, SERVER_MSG.badParams);
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, SERVER_MSG.internal);
  });
}
