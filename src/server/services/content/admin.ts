/**
 * The back office's content (issue 28, 运营): publishing an announcement (stored through content.ts
 * addAnnouncement, i.e. the sanitiser) and withdrawing one, and the home carousel's banners saved (new or edited,
 * shown or hidden, with a picture uploaded through the uploads' checks), and the help centre's pages saved (the
 * body through the announcements' sanitiser) and deleted. Each change writes its audit row (before and after) in its
 * own transaction and announces the change, so every instance drops its cached home page, message centre and help.
 */
import { asc, eq } from 'drizzle-orm';
import type { AdminBanner, AdminHelpPage, BannerInput, HelpPageInput } from '../../../contract/admin-content';
import type { AnnouncementBrief, HelpPageText } from '../../../contract/content';
import { CONTENT_PICTURE_PREFIX } from '../../../model/banner-themes';
import { chinaStamp } from '../../../model/date-range';
import { HELP_MSG } from '../../../model/help-pages';
import { plainText } from '../../../model/rich-text';
import type { Db } from '../../db/client';
import { announcements, banners, contentPictures, helpPages } from '../../db/schema';
import { ApiError } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize';
import { catalogueChanged } from '../../notices/catalogue';
import { OPERATOR_ACTOR, stepAudit, type Actor } from '../trust/audit';
import { addAnnouncement, ANNOUNCEMENT_MISSING, listAnnouncements } from './announcements';
import { checkedPicture, newPictureKey } from './uploads';

export const BANNER_MISSING = '轮播图不存在';
export const PICTURE_MISSING = '图片不存在';

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
const bannerView = (b: BannerRow): AdminBanner => ({ banner_id: b.id, title: b.title, subtitle: b.subtitle, theme: b.theme, url: b.url, sort: b.sort, active: b.active, picture: b.picture });

export async function listBanners(db: Db): Promise<AdminBanner[]> {
  return (await db.select().from(banners).orderBy(asc(banners.sort), asc(banners.id))).map(bannerView);
}

/** A new banner (no id) or an edited one; hidden banners stay listed here and leave the home page. */
export async function saveBanner(db: Db, input: BannerInput, actor: Actor = OPERATOR_ACTOR): Promise<AdminBanner> {
  const picture = input.picture ?? '';
  const values = { title: input.title.trim(), subtitle: input.subtitle?.trim() ?? '', theme: input.theme, url: input.url, sort: input.sort, active: input.active, picture };
  return db.transaction(async (tx) => {
    if (picture) {
      const [known] = await tx.select({ id: contentPictures.id }).from(contentPictures).where(eq(contentPictures.key, picture.slice(CONTENT_PICTURE_PREFIX.length)));
      if (!known) throw new ApiError(400, PICTURE_MISSING);
    }
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

/**
 * A banner picture staff uploaded: the checks every upload passes (size, a whole JPEG / PNG / BMP by its bytes),
 * stored under a key no one can guess, answered as its public url. Audited (who, the size and type).
 */
export async function saveContentPicture(db: Db, data: Buffer, actor: Actor = OPERATOR_ACTOR): Promise<{ url: string }> {
  const type = await checkedPicture(data);
  const key = newPictureKey(type.ext);
  await db.transaction(async (tx) => {
    await tx.insert(contentPictures).values({ key, mime: type.mime, size: data.length, data, staffId: actor.kind === 'staff' ? actor.id : null });
    await stepAudit(tx, `picture:${key}`, { step: 'upload', mime: type.mime, size: data.length }, actor);
  });
  return { url: CONTENT_PICTURE_PREFIX + key };
}

/** A public content picture by key (anyone: the home page shows it). */
export async function readContentPicture(db: Db, key: string): Promise<{ mime: string; data: Buffer }> {
  const [row] = await db.select({ mime: contentPictures.mime, data: contentPictures.data }).from(contentPictures).where(eq(contentPictures.key, key)).limit(1);
  if (!row) throw new ApiError(404, PICTURE_MISSING);
  return row;
}

type HelpRow = typeof helpPages.$inferSelect;
const helpView = (r: HelpRow): AdminHelpPage => ({
  name: r.name,
  title: r.title,
  group: r.groupTitle,
  sort: r.sort,
  content_html: sanitizeHtml(r.bodyHtml),
  updated_at: chinaStamp(r.updatedAt),
});

export async function listHelpPages(db: Db): Promise<AdminHelpPage[]> {
  return (await db.select().from(helpPages).orderBy(asc(helpPages.sort), asc(helpPages.name))).map(helpView);
}

/** What /help shows besides its built-in text: the saved pages, sanitised again as they leave. */
export async function helpPagesForStore(db: Db): Promise<HelpPageText[]> {
  return (await listHelpPages(db)).map((p) => ({ name: p.name, title: p.title, group: p.group, sort: p.sort, content: p.content_html }));
}

/** A new page or a changed one (by name); the body is kept sanitised, and one that sanitises to nothing is refused. */
export async function saveHelpPage(db: Db, input: HelpPageInput, actor: Actor = OPERATOR_ACTOR, now = new Date()): Promise<AdminHelpPage> {
  const bodyHtml = sanitizeHtml(input.content_html).trim();
  if (!plainText(bodyHtml) && !/<img\b/i.test(bodyHtml)) throw new ApiError(400, HELP_MSG.emptyBody);
  const title = plainText(input.title);
  if (!title) throw new ApiError(400, HELP_MSG.emptyTitle);
  const values = { title, groupTitle: input.group, bodyHtml, sort: input.sort, updatedAt: now };
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(helpPages).where(eq(helpPages.name, input.name)).for('update');
    const [row] = old
      ? await tx.update(helpPages).set(values).where(eq(helpPages.name, input.name)).returning()
      : await tx.insert(helpPages).values({ name: input.name, ...values }).returning();
    const after = helpView(row!);
    await stepAudit(tx, `help:${input.name}`, { step: old ? 'edit' : 'create', before: old ? helpView(old) : {}, after }, actor);
    await catalogueChanged(tx, 'help');
    return after;
  });
}

export async function deleteHelpPage(db: Db, name: string, actor: Actor = OPERATOR_ACTOR): Promise<{ name: string }> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(helpPages).where(eq(helpPages.name, name)).returning();
    if (!gone) throw new ApiError(404, HELP_MSG.missing);
    await stepAudit(tx, `help:${name}`, { step: 'delete', before: helpView(gone) }, actor);
    await catalogueChanged(tx, 'help');
  });
  return { name };
}
