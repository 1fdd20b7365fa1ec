/** The back office's content (/api/admin/announcement…, /api/admin/banner…, issue 28, 运营), audited with the staff member. */
import type { FastifyInstance } from 'fastify';
import * as content from '../../contract/admin-content';
import { route } from '../http/route';
import { listAnnouncements } from '../services/content';
import { listBanners, publishAnnouncement, saveBanner, withdrawAnnouncement } from '../services/content-admin';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';

export async function backOfficeContentArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, content.adminAnnouncements, ({ query }) => listAnnouncements(db, query));
  route(app, content.adminAnnouncementPublish, ({ body, req }) => publishAnnouncement(db, body, actorOf(req)));
  route(app, content.adminAnnouncementWithdraw, ({ body, req }) => withdrawAnnouncement(db, body.id, actorOf(req)));
  route(app, content.adminBanners, () => listBanners(db));
  route(app, content.adminBannerSave, ({ body, req }) => saveBanner(db, body, actorOf(req)));
}
