/**
 * The back office's content (/admin/content, issue 28, 运营): announcements (the body stored through the site's
 * sanitiser) published and withdrawn, and the home carousel's banners created, edited, ordered and switched on or
 * off — all audited with the staff member; the buyer's home page and message centre show the result.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BANNER_THEME_NAMES, SITE_PATH_PATTERN } from '../model/banner-themes';
import { STAFF_ACCESS } from '../model/staff';
import { AnnouncementBrief } from './content';
import { endpoint } from './define';
import { Id, Int, OneOf, PageOf, PagerQuery, Str } from './fields';

const staff = { auth: 'staff', roles: STAFF_ACCESS.operations, tag: '后台内容' } as const;

export const adminAnnouncements = endpoint({
  ...staff,
  method: 'GET',
  path: '/admin/announcements',
  summary: '公告列表（最新在前）',
  query: Type.Object({ ...PagerQuery }),
  response: PageOf(AnnouncementBrief),
});

export const adminAnnouncementPublish = endpoint({
  ...staff,
  method: 'POST',
  path: '/admin/announcementPublish',
  summary: '发布公告（正文经网站的净化规则保存），写入操作日志',
  body: Type.Object({ title: Str('公告标题', 60, { minLength: 1 }), content_html: Str('公告正文', 20_000, { minLength: 1 }) }),
  response: AnnouncementBrief,
});

export const adminAnnouncementWithdraw = endpoint({
  ...staff,
  method: 'POST',
  path: '/admin/announcementWithdraw',
  summary: '下线公告（买家不再看到），写入操作日志',
  body: Type.Object({ id: Id('公告') }),
  response: Type.Object({ message_id: Type.Integer() }),
});

export const AdminBanner = Type.Object({
  banner_id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  theme: Type.String(),
  url: Type.String(),
  sort: Type.Integer(),
  active: Type.Boolean(),
});
export type AdminBanner = Static<typeof AdminBanner>;

export const adminBanners = endpoint({ ...staff, method: 'GET', path: '/admin/banners', summary: '首页轮播图（按顺序）', response: Type.Array(AdminBanner) });

export const BannerBody = Type.Object({
  banner_id: Type.Optional(Id('轮播图')),
  title: Str('标题', 30, { minLength: 1 }),
  subtitle: Type.Optional(Str('副标题', 60)),
  theme: OneOf('配色', BANNER_THEME_NAMES),
  url: Str('链接', 200, { pattern: SITE_PATH_PATTERN, description: '站内路径，如 /seckillPage', examples: ['/seckillPage'] }),
  sort: Int('顺序', 0, 999),
  active: Type.Boolean({ title: '显示' }),
});
export type BannerInput = Static<typeof BannerBody>;

export const adminBannerSave = endpoint({
  ...staff,
  method: 'POST',
  path: '/admin/bannerSave',
  summary: '新建或修改轮播图（标题、配色、站内链接、顺序、显示），写入操作日志',
  body: BannerBody,
  response: AdminBanner,
});
