/**
 * The back office's content (/api/admin/announcement…, /api/admin/banner…, /api/admin/helpPage…, issue 28, 运营),
 * audited with the staff member.
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import * as content from '../../contract/admin-content';
import { UPLOAD_MAX_MB } from '../../model/constants';
import { ACCOUNT_MSG } from '../../model/messages';
import { multipartFile } from '../http/multipart-file';
import { route } from '../http/route';
import { listAnnouncements } from '../services/content/announcements';
import {
  deleteHelpPage,
  listBanners,
  listHelpPages,
  publishAnnouncement,
  saveBanner,
  saveContentPicture,
  saveHelpPage,
  withdrawAnnouncement,
} from '../services/content/admin';
import { UPLOAD_MAX_BYTES } from '../services/content/uploads';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';

export async function backOfficeContentArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  // Only the banner picture is multipart here (this plugin's own parser, the uploads' size limit).
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  route(app, content.adminAnnouncements, ({ query }) => listAnnouncements(db, query));
  route(app, content.adminAnnouncementPublish, ({ body, req }) => publishAnnouncement(db, body, actorOf(req)));
  route(app, content.adminAnnouncementWithdraw, ({ body, req }) => withdrawAnnouncement(db, body.id, actorOf(req)));
  route(app, content.adminBanners, () => listBanners(db));
  route(app, content.adminBannerSave, ({ body, req }) => saveBanner(db, body, actorOf(req)));
  route(
    app,
    content.adminBannerPicture,
    async ({ req }) => saveContentPicture(db, (await multipartFile(req, { missing: ACCOUNT_MSG.uploadMissing, tooLarge: ACCOUNT_MSG.uploadTooLarge(UPLOAD_MAX_MB) })).data, actorOf(req)),
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
  );
  route(app, content.adminHelpPages, () => listHelpPages(db));
  route(app, content.adminHelpPageSave, ({ body, req }) => saveHelpPage(db, body, actorOf(req)));
  route(app, content.adminHelpPageDelete, ({ body, req }) => deleteHelpPage(db, body.name, actorOf(req)));
}
