/**
 * Announcements (message centre). Staff HTML is sanitised with the shared allow-list when it is stored
 * (addAnnouncement) and again when it is sent, so rows written before sanitising existed (the seed keeps two
 * hostile ones on purpose) never reach a browser raw. Titles travel as plain text.
 */
import { and, asc, count, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Page } from '../../../contract/catalog';
import type { AnnouncementBrief, AnnouncementDetail } from '../../../contract/content';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../../model/constants';
import { plainText } from '../../../model/rich-text';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema';
import { ApiError } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize';
import { catalogueChanged } from '../../notices/catalogue';
import type { Tx } from '../cart/tx';

export const ANNOUNCEMENT_MISSING = '公告不存在或已下线';
const SUMMARY_LENGTH = 60;

/** yyyy-MM-dd HH:mm:ss in China time, whatever the server's zone. */
export function chinaTime(d: Date): string {
  const shifted = new Date(d.getTime() + 8 * 3_600_000);
  return shifted.toISOString().replace('T', ' ').slice(0, 19);
}

type Row = typeof announcements.$inferSelect;

function brief(row: Row, safeHtml = sanitizeHtml(row.contentHtml)): AnnouncementBrief {
  const text = plainText(safeHtml);
  return {
    message_id: row.id,
    title: plainText(row.title),
    created_at: chinaTime(row.createdAt),
    summary: text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH)}…` : text,
  };
}

/** Newest first (id breaks ties). */
const newest = [desc(announcements.createdAt), desc(announcements.id)];

export async function listAnnouncements(
  db: Db,
  { page = PAGE_DEFAULT, size = PAGE_SIZE_DEFAULT }: { page?: number; size?: number } = {},
): Promise<Page<AnnouncementBrief>> {
  const [c] = await db.select({ n: count() }).from(announcements);
  const rows = await db
    .select()
    .from(announcements)
    .orderBy(...newest)
    .limit(size)
    .offset((page - 1) * size);
  return { list: rows.map((r) => brief(r)), total: c?.n ?? 0, page, size };
}

export async function latestAnnouncements(db: Db, limit: number): Promise<AnnouncementBrief[]> {
  return (await listAnnouncements(db, { page: 1, size: limit })).list;
}

export async function announcementDetail(db: Db, id: number): Promise<AnnouncementDetail> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  if (!row) throw new ApiError(404, ANNOUNCEMENT_MISSING);
  const content = sanitizeHtml(row.contentHtml);
  // Neighbours in list order: "previous" is the newer one above it, "next" the older one below.
  const newer = or(gt(announcements.createdAt, row.createdAt), and(eq(announcements.createdAt, row.createdAt), gt(announcements.id, row.id)));
  const older = or(lt(announcements.createdAt, row.createdAt), and(eq(announcements.createdAt, row.createdAt), lt(announcements.id, row.id)));
  const [prev] = await db
    .select({ message_id: announcements.id, title: announcements.title })
    .from(announcements)
    .where(newer)
    .orderBy(asc(announcements.createdAt), asc(announcements.id))
    .limit(1);
  const [next] = await db
    .select({ message_id: announcements.id, title: announcements.title })
    .from(announcements)
    .where(older)
    .orderBy(...newest)
    .limit(1);
  const link = (n: { message_id: number; title: string } | undefined) => (n ? { message_id: n.message_id, title: plainText(n.title) } : null);
  return { ...brief(row, content), content, prev: link(prev), next: link(next) };
}

/** Stores staff HTML already sanitised (the send-time pass stays as a second line of defence). */
export async function addAnnouncement(db: Db | Tx, input: { title: string; contentHtml: string }): Promise<number> {
  const [row] = await db
    .insert(announcements)
    .values({ title: plainText(input.title), contentHtml: sanitizeHtml(input.contentHtml) })
    .returning({ id: announcements.id });
  if (!row) throw new ApiError(500, '公告保存失败');
  await catalogueChanged(db, 'announcements');
  return row.id;
}

