/**
 * The home page (clientIndex) and the message centre: announcements (rich text sanitised on the server, and again
 * by the browser).
 */
import type { FastifyInstance } from 'fastify';
import * as content from '../../contract/content';
import { route } from '../http/route';
import { announcementDetail, listAnnouncements } from '../services/content';
import { clientIndex } from '../services/home';
import { viewerOf } from '../services/viewer';
import type { RouteDeps } from './deps';

export async function contentArea(app: FastifyInstance, { db, header }: RouteDeps): Promise<void> {
  route(app, content.clientIndex, ({ who }) => clientIndex(db, viewerOf(who), who.companyId, () => header.get()));

  route(app, content.announcementList, ({ query }) => listAnnouncements(db, query));

  route(app, content.announcementDetail, ({ query }) => announcementDetail(db, query.messageId));
}
