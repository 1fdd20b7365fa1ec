/**
 * The back office's content (issue 28, 运营): publishing an announcement (stored through content.ts
 * addAnnouncement, i.e. the sanitiser) and withdrawing one, and the home carousel's banners saved (new or edited,
 * shown or hidden). Each change writes its audit row (before and after) in its own transaction and announces the
 * change, so every instance drops its cached home page and message centre.
 */
import { asc, eq } from 'drizzle-orm';
import type { AdminBanner, BannerInput } from '../../contract/admin-content';
import type { AnnouncementBrief } from '../../contract/content';
import type { Db } from '../db/client';
import { announcements, banners } from '../db/schema';
import { ApiError } from '../errors';
import { catalogueChanged } from '../notices/catalogue';
import { OPERATOR_ACTOR, stepAudit, type Actor } from './audit';
import { addAnnouncement, ANNOUNCEMENT_MISSING, listAnnouncements } from './content';

export const BANNER_MISSING = '轮播图不存在';

export async function publishAnnouncement(db: Db, input: { title: string; content_html: string }, actor: Actor = OPERATOR_ACTOR): Promise<AnnouncementBrief> {
  const id = await db.transaction(async (tx) => {
    const made = await addAnnouncement(tx, { title: input.title, contentHtml: input.content_html });
    const [row] = await tx.select().from(announcements).where(eq(announcements.id, made));
    await stepAudit(tx, `announcement:${made}`, { step: 'publish', title: row!.title, content_html: row!.contentHtml }, actor);
    return made;
  });
  return (await listAnnouncements(db, { page: 1, size: 100 })).list.find((a) => a.message_id === id)!;
}

export async function withdrawAnnouncement(db: Db, id: number, actor: Actor = OPERATOR_ACTOR): Promise<{ message_id: number }> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
    if (!gone) throw new ApiError(404, ANNOUNCEMENT_MISSING);
    await stepAudit(tx, `announcement:${id}`, { step: 'withdraw', title: gone.title, content_html: gone.contentHtml }, actor);
    await catalogueChanged(tx, 'announcements');
  });
  return { message_id: id };
}

type BannerRow = typeof banners.$inferSelect;
const bannerView = (b: BannerRow): AdminBanner => ({ banner_id: b.id, title: b.title, subtitle: b.subtitle, theme: b.theme, url: b.url, sort: b.sort, active: b.active });

export async function listBanners(db: Db): Promise<AdminBanner[]> {
  return (await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id))).map(bannerView);
}

/** A new banner (no id) or an edited one; hidden banners stay listed here and leave the home page. */
export async function saveBanner(db: Db, input: BannerInput, actor: Actor = OPERATOR_ACTOR): Promise<AdminBanner> {
  const values = { title: input.title.trim(), subtitle: input.subtitle?.trim() ?? '', theme: input.theme, url: input.url, sort: input.sort, active: input.active };
  return db.transaction(async (tx) => {
    let before: Record<string, unknown> = {};
    let row: BannerRow | undefined;
    if (input.banner_id === undefined) {
      [row] = await tx.insert(banners).values(values).returning();
    } else {
      const [old] = await tx.select().from(banners).where(eq(banners.id, input.banner_id)).for('update');
      if (!old) throw new ApiError(404, BANNER_MISSING);
      before = bannerView(old);
      [row] = await tx.update(banners).set(values).where(eq(banners.id, input.banner_id)).returning();
    }
    const after = bannerView(row!);
    await stepAudit(tx, `banner:${after.banner_id}`, { step: input.banner_id === undefined ? 'create' : 'edit', before, after }, actor);
    await catalogueChanged(tx, 'banners');
    return after;
  });
}
