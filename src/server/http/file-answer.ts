/**
 * The OpenAPI description of an answer that is a file (a download, a picture, a page, a payment platform's plain
 * reply): the media types it may be sent as, each a binary string, so a partner's tools know what comes back.
 * Fastify sends a Buffer or a string as it is, so these schemas document and never serialise.
 */
export function fileResponses(types: readonly string[], description = '文件'): Record<string, object> {
  const content = Object.fromEntries(types.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]));
  return { 200: { description, content } };
}
