import type { AnnouncementBrief, AnnouncementDetail } from '../model/catalog-types';
import type { Page } from '../model/types';
import { apiGet, type RequestOptions } from './client';
import { unwrap } from './unwrap';

export function getAnnouncementList(params: { page?: number; size?: number } = {}, opts: RequestOptions = {}): Promise<Page<AnnouncementBrief>> {
  return unwrap(apiGet<Page<AnnouncementBrief>>('/w1/announcementList', { ...params }, opts));
}

/** quiet: the page shows a missing announcement itself. */
export function getAnnouncement(messageId: number, opts: RequestOptions = {}): Promise<AnnouncementDetail> {
  return unwrap(apiGet<AnnouncementDetail>('/w1/announcementDetail', { messageId }, { quiet: true, ...opts }));
}
