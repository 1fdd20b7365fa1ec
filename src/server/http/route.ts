/**
 * Registers a route from its contract declaration: path, auth level, query/body/response schemas, OpenAPI tags.
 * The handler gets typed input and who is asking, and returns the envelope's `data`; the response schema
 * serialises it, so a field the contract does not declare is never sent.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { BodyOf, DataOf, EndpointSpec, ParamsOf, QueryOf } from '../../contract/define';
import { Envelope } from '../../contract/common';
import { ok } from '../errors';
import { isShared } from '../cache/shared-answers';
import type { Who } from './who';
import { encodingFor, notModified, wireOf } from './wire';
import { fileResponses } from './file-answer';

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
  // A staff endpoint without roles would be open to no one, or by a slip to everyone: refused at start-up.
  if ((e.auth === 'staff') !== (e.roles !== undefined && e.roles.length > 0)) {
    throw new Error(`${e.method} ${e.path}: roles are declared with auth 'staff' and only then`);
  }
  const fullEnvelope = Envelope(e.response);
  const visitorEnvelope = e.visitorResponse ? Envelope(e.visitorResponse) : null;
  /** Envelope serialisers by schema, made on first use (wire.ts keys its bytes by them). */
  const serializers = new Map<object, (answer: object) => string>();
  const serializerFor = (reply: FastifyReply, schema: object) => {
    let serialize = serializers.get(schema);
    if (!serialize) {
      const compiled = reply.compileSerializationSchema(schema as Record<string, unknown>, '200');
      serialize = (answer) => compiled(ok(answer));
      serializers.set(schema, serialize);
    }
    return serialize;
  };
  /** A shared answer (a cache entry every viewer of one class receives) as prepared bytes, or a 304. */
  const sendShared = (req: FastifyRequest, reply: FastifyReply, answer: object, schema: object) => {
    const check = app.contractRefusal;
    const wire = wireOf(answer, serializerFor(reply, schema), check && ((json) => check(ok(answer), json)));
    reply.type('application/json; charset=utf-8');
    if (typeof wire === 'string') return reply.status(500).send(wire);
    const vary = reply.getHeader('vary');
    reply
      .header('vary', [vary, 'token', 'accept-encoding'].filter(Boolean).join(', '))
      .header('cache-control', 'private, no-cache')
      .header('etag', wire.etag);
    if (notModified(req.headers['if-none-match'], wire)) return reply.status(304).send();
    const enc = encodingFor(req.headers['accept-encoding'], wire);
    if (!enc) return reply.send(wire.body);
    const bytes = wire.encoded(enc);
    if (Buffer.isBuffer(bytes)) return reply.header('content-encoding', enc).send(bytes);
    return bytes.then((b) => reply.header('content-encoding', enc).send(b));
  };
  const options: RouteShorthandOptions = {
    config: { ...extras.config, auth: e.auth, identityCheck: e.identityCheck ?? true, endpoint: e },
    schema: {
      tags: [e.tag],
      summary: e.summary,
      ...(e.auth === 'none' || e.auth === 'operator' ? {} : { security: [e.auth === 'partner' ? { partnerSignature: [] } : { token: [] }] }),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      ...(e.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: e.file ? fileResponses(e.file) : { 200: fullEnvelope },
    },
  };
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
      const schema = visitorEnvelope && !req.who.showPrices ? visitorEnvelope : fullEnvelope;
      if (isShared(data)) return sendShared(req, reply, data, schema);
      if (schema === visitorEnvelope) {
        reply.type('application/json; charset=utf-8').serializer(reply.compileSerializationSchema(visitorEnvelope, '200'));
      }
      return ok(data);
    },
  });
}
