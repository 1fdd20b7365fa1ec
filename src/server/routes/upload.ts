/** POST /api/upload (multipart, one picture) and reading a picture back for its owner. */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { ACCOUNT_MSG, MSG } from '../../model/messages';
import { ApiError, ok } from '../errors';
import { readUpload, saveUpload, UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '../services/uploads';
import type { RouteDeps } from './deps';
import { sessionOf } from './session';

const TAG = ['注册'];
const security = [{ token: [] }];

const isTooLarge = (e: unknown) => (e as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

export function uploadRoutes(app: FastifyInstance, { db, limits }: RouteDeps): void {
  // Own scope: the multipart parser serves only this route.
  app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 } });

    scope.post(
      '/api/upload',
      {
        config: { auth: 'session', identityCheck: false, rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } },
        schema: {
          tags: TAG,
          summary: `上传图片（multipart 字段 file；仅 jpeg/jpg/png/bmp，按内容识别；不超过${UPLOAD_MAX_MB}MB）`,
          security,
          consumes: ['multipart/form-data'],
        },
      },
      async (req) => {
        if (!req.isMultipart()) throw new ApiError(400, ACCOUNT_MSG.uploadMissing);
        let data: Buffer;
        try {
          const file = await req.file();
          if (!file) throw new ApiError(400, ACCOUNT_MSG.uploadMissing);
          data = await file.toBuffer();
        } catch (e) {
          if (isTooLarge(e)) throw new ApiError(400, ACCOUNT_MSG.uploadTooLarge(UPLOAD_MAX_MB));
          if (e instanceof ApiError) throw e;
          throw new ApiError(400, MSG.uploadFailed);
        }
        return ok(await saveUpload(db, sessionOf(req).id, data));
      },
    );
  });

  app.get<{ Params: { key: string } }>(
    '/api/upload/:key',
    {
      config: { auth: 'session', identityCheck: false },
      schema: {
        tags: TAG,
        summary: '读取已上传的图片（仅上传它的会话或所属客户）',
        security,
        params: { type: 'object', properties: { key: { type: 'string', maxLength: 64 } } },
      },
    },
    async (req, reply) => {
      const s = sessionOf(req);
      const file = await readUpload(db, req.params.key, { sessionId: s.id, clientId: s.clientId });
      return reply
        .type(file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
        .send(file.data);
    },
  );
}
