/** POST /api/upload (multipart, one picture) and reading a picture back for its owner. */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import * as register from '../../contract/register';
import { UPLOAD_MAX_MB } from '../../model/constants';
import { ACCOUNT_MSG, MSG } from '../../model/messages';
import { ApiError } from '../errors';
import { route } from '../http/route';
import { sessionOf } from '../http/who';
import { readUpload, saveUpload, UPLOAD_MAX_BYTES } from '../services/content/uploads';
import type { RouteDeps } from './deps';

const isTooLarge = (e: unknown) => (e as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Registered as its own plugin, so the multipart parser serves only these routes. */
export async function uploadArea(app: FastifyInstance, { db, limits }: RouteDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 } });

  route(
    app,
    register.upload,
    async ({ req, who }) => {
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
      return saveUpload(db, sessionOf(who).id, data, req.ip);
    },
    { config: { rateLimit: { max: limits.loginPerMinute, timeWindow: 60_000 } } },
  );

  route(app, register.uploadedPicture, async ({ params, who, reply }) => {
    const s = sessionOf(who);
    const file = await readUpload(db, params.key, { sessionId: s.id, clientId: s.clientId });
    return reply
      .type(file.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .send(file.data);
  });
}
