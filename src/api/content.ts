import type { Page } from '../contract/catalog';
import * as content from '../contract/content';
import type { AnnouncementBrief, AnnouncementDetail, HelpPageText } from '../contract/content';
import type { QueryOf } from '../contract/define';
import type { RequestOptions } from './client';
import { call } from './call';

export function getAnnouncementList(
  params: QueryOf<typeof content.announcementList> = {},
  opts: RequestOptions = {},
): Promise<Page<AnnouncementBrief>> {
  return call(content.announcementList, params, opts);
}

/** quiet: the page shows a missing announcement itself. */
export function getAnnouncement(messageId: number, opts: RequestOptions = {}): Promise<AnnouncementDetail> {
  return call(content.announcementDetail, { messageId }, { quiet: true, ...opts });
}

/** The help pages staff saved (quiet: the help centre falls back to its built-in text). */
export function getHelpPages(opts: RequestOptions = {}): Promise<HelpPageText[]> {
  return call(content.helpPages, {}, { quiet: true, ...opts });
}
