/**
 * The home page (clientIndex) and the message centre: announcements (rich text sanitised on the server, and again
 * by the browser). Answers are cached per viewer class (cache/read-cache.ts).
 */
import type { FastifyInstance } from 'fastify';
import * as content from '../../contract/content';
import { isOtherProvinces } from '../../model/session-rules';
import { route } from '../http/route';
import { inputKey, viewerClass } from '../cache/viewer-class';
import { announcementDetail, listAnnouncements } from '../services/content';
import { clientIndex } from '../services/home';
import { viewerOf } from '../services/viewer';
import type { RouteDeps } from './deps';

export async function contentArea(app: FastifyInstance, { db, header, reads }: RouteDeps): Promise<void> {
  route(app, content.clientIndex, ({ who }) => {
    const viewer = viewerOf(who);
    // The home depends on the company only through the other-province rule (no category menu).
    const otherProvince = isOtherProvinces(who.companyId);
    return reads.get(`home|${viewerClass(viewer)}|${otherProvince}`, () => clientIndex(db, viewer, who.companyId, () => header.get()));
  });

  route(app, content.announcementList, ({ query }) => reads.get(`news|${inputKey(query)}`, () => listAnnouncements(db, query)));

  route(app, content.announcementDetail, ({ query }) =>
    reads.get(`news-detail|${query.messageId}`, () => announcementDetail(db, query.messageId)),
  );
}
