/**
 * The home page (clientIndex) with its banner pictures, the message centre: announcements, and the help centre's
 * saved pages (rich text sanitised on the server, and again by the browser). Answers are cached per viewer class
 * (cache/read-cache.ts).
 */
import type { FastifyInstance } from 'fastify';
import * as content from '../../contract/content';
import { isOtherProvinces } from '../../model/session-rules';
import { route } from '../http/route';
import { inputKey, viewerClass } from '../cache/viewer-class';
import { announcementDetail, listAnnouncements } from '../services/content/announcements';
import { helpPagesForStore, readContentPicture } from '../services/content/admin';
import { clientIndex } from '../services/catalog/home';
import { viewerOf } from '../services/accounts/viewer';
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

  route(app, content.helpPages, () => reads.get('help|all', () => helpPagesForStore(db)));

  // A key names one picture for ever (a new upload gets a new key), so it may be cached long.
  route(app, content.contentPicture, async ({ params, reply }) => {
    const file = await readContentPicture(db, params.key);
    return reply.type(file.mime).header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=31536000, immutable').send(file.data);
  });
}
