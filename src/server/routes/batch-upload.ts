/** Batch upload: GET the .xlsx template, POST a purchase list (multipart field `file`) for its per-row report. */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import * as quickOrder from '../../contract/quick-order';
import { BATCH_MAX_BYTES } from '../../model/constants';
import { BATCH_MSG, MSG } from '../../model/messages';
import { ApiError } from '../errors';
import { route } from '../http/route';
import { buyerOf } from '../http/who';
import { attachment, BATCH_MAX_MB, batchReport, buildTemplate, XLSX_MIME } from '../services/batch-upload';
import { viewerOf } from '../services/accounts/viewer';
import type { RouteDeps } from './deps';

/** Uploads per minute per ip: each one parses a spreadsheet. */
const UPLOADS_PER_MINUTE = 30;
const TEMPLATE_TTL_MS = 5 * 60_000;

const isTooLarge = (e: unknown) => (e as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';

/** Registered as its own plugin, so its multipart parser (with the batch limits) serves only these routes. */
export async function batchUploadArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: BATCH_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  // Anyone may download the template: it is built at most once per TEMPLATE_TTL_MS (its sample rows are products).
  let template: { at: number; data: Promise<Buffer> } | null = null;
  const currentTemplate = () => {
    if (!template || Date.now() - template.at > TEMPLATE_TTL_MS) {
      const data = buildTemplate(db);
      template = { at: Date.now(), data };
      data.catch(() => {
        template = null;
      });
    }
    return template.data;
  };

  route(app, quickOrder.batchTemplate, async ({ reply }) =>
    reply
      .type(XLSX_MIME)
      .header('content-disposition', attachment(BATCH_MSG.templateName, 'yaocai-batch-template.xlsx'))
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .send(await currentTemplate()),
  );

  route(
    app,
    quickOrder.batchUpload,
    async ({ req, who }) => {
      const { scopes } = buyerOf(who, MSG.salesmanCartOnly);
      if (!req.isMultipart()) throw new ApiError(400, BATCH_MSG.fileMissing);
      let data: Buffer;
      try {
        const file = await req.file();
        if (!file) throw new ApiError(400, BATCH_MSG.fileMissing);
        data = await file.toBuffer();
      } catch (e) {
        if (isTooLarge(e)) throw new ApiError(400, BATCH_MSG.fileTooLarge(BATCH_MAX_MB));
        if (e instanceof ApiError) throw e;
        throw new ApiError(400, MSG.uploadFailed);
      }
      return batchReport(db, { ...viewerOf(who), scopes }, data);
    },
    { config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: 60_000 } } },
  );
}
