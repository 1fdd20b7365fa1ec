/**
 * Registers a route from its contract declaration: path, auth level, query/body/response schemas, OpenAPI tags.
 * The handler gets typed input and who is asking, and returns the envelope's `data`; the response schema
 * serialises it, so a field the contract does not declare is never sent.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { BodyOf, DataOf, EndpointSpec, ParamsOf, QueryOf } from '../../contract/define';
import { Envelope } from '../../contract/common';
import { ok } from '../errors';
import type { Who } from './who';

export const API_PREFIX = '/api';

export interface HandlerInput<E extends EndpointSpec> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  who: Who;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteExtras {
  /** Fastify route config beyond auth (e.g. `rateLimit`). */
  config?: Record<string, unknown>;
}

export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  e: E,
  handler: (input: HandlerInput<E>) => Promise<DataOf<E>>,
  extras: RouteExtras = {},
): void {
  const options: RouteShorthandOptions = {
    config: { ...extras.config, auth: e.auth, identityCheck: e.identityCheck ?? true, endpoint: e },
    schema: {
      tags: [e.tag],
      summary: e.summary,
      ...(e.auth === 'none' || e.auth === 'operator' ? {} : { security: [{ token: [] }] }),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(e.file ? {} : { response: { 200: Envelope(e.response) } }),
    },
  };
  const visitorEnvelope = e.visitorResponse ? Envelope(e.visitorResponse) : null;
  app.route({
    method: e.method,
    url: API_PREFIX + e.path,
    ...options,
    handler: async (req, reply) => {
      const data = await handler({
        params: (req.params ?? {}) as ParamsOf<E>,
        query: (req.query ?? {}) as QueryOf<E>,
        body: (req.body ?? {}) as BodyOf<E>,
        who: req.who,
        req,
        reply,
      });
      // A file answer is sent by the handler itself (reply.type(...).send(buffer)) and returns the reply.
      if (e.file) return data;
      if (visitorEnvelope && !req.who.showPrices) {
        reply.type('application/json; charset=utf-8').serializer(reply.compileSerializationSchema(visitorEnvelope, '200'));
      }
      return ok(data);
    },
  });
}
