/**
 * 资料下载 (contract/documents.ts): the buyers' search and file, the back office's list, upload, delete and 说明书.
 * Registered as its own plugin, so its multipart parser (the documents' size limit) serves only the upload here.
 * The ERP's upload is in the open area (routes/open.ts), for its signed JSON body.
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import * as d from '../../contract/documents';
import { DOCUMENT_MSG, documentFieldsOf } from '../../model/documents';
import { ApiError } from '../errors';
import { multipartFile } from '../http/multipart-file';
import { route } from '../http/route';
import { clientOf } from '../http/who';
import { attachment } from '../services/batch-upload';
import { adminDocumentPage, deleteDocument, DOCUMENT_MAX_BYTES, readDocument, readLeaflet, saveDocument, searchDocuments, setLeaflet } from '../services/content/documents';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';

export async function documentsArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, parts: 12 } });

  route(app, d.documents, ({ who, query }) => {
    clientOf(who);
    return searchDocuments(db, query);
  });
  route(app, d.documentFile, async ({ who, query, reply }) => {
    clientOf(who);
    const file = await readDocument(db, query.key);
    return reply
      .type(file.mime)
      .header('content-disposition', attachment(file.fileName, `document.${file.fileName.split('.').pop()}`))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.data);
  });

  route(app, d.adminDocuments, ({ query }) => adminDocumentPage(db, query));
  route(
    app,
    d.adminDocumentUpload,
    async ({ req }) => {
      const { data, fields: raw } = await multipartFile(req, { missing: DOCUMENT_MSG.missing, tooLarge: DOCUMENT_MSG.tooLarge });
      const fields = documentFieldsOf(raw);
      if (!fields) throw new ApiError(400, DOCUMENT_MSG.badFields);
      const actor = actorOf(req);
      return (await saveDocument(db, fields, data, { actor, uploader: `staff:${actor.id}` })).document;
    },
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );
  route(app, d.adminDocumentDelete, ({ body, req }) => deleteDocument(db, body.key, actorOf(req)));
  route(app, d.adminProductLeafletRead, ({ query }) => readLeaflet(db, query.product_id));
  route(app, d.adminProductLeaflet, ({ body, req }) => setLeaflet(db, body.product_id, body.leaflet, actorOf(req)));
}
