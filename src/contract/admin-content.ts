/**
 * The back office's content (/admin/content, issue 28, 运营): announcements (the body stored through the site's
 * sanitiser) published and withdrawn, and the home carousel's banners created, edited, ordered and switched on or
 * off, with an uploaded picture (checked like every upload) — and the help centre's pages listed, saved and
 * deleted (the body through the same sanitiser); all audited with the staff member; the buyer's home page, message
 * centre and /help show the result.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BANNER_THEME_NAMES, CONTENT_PICTURE_PATTERN, SITE_PATH_PATTERN } from '../model/banner-themes';
import { HELP_BODY_MAX, HELP_GROUP_TITLES, HELP_NAME_PATTERN, HELP_TITLE_MAX } from '../model/help-pages';
import { UPLOAD_MAX_MB } from '../model/constants';
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
  picture: Type.String({ description: '轮播图片地址；空为只用配色' }),
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
  picture: Type.Optional(Str('轮播图片', 120, { pattern: CONTENT_PICTURE_PATTERN, description: '上传轮播图片返回的地址；空为只用配色' })),
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

export const adminBannerPicture = endpoint({
  ...staff,
  method: 'POST',
  path: '/admin/bannerPicture',
  summary: `上传轮播图片（multipart 字段 file；仅 jpeg/jpg/png/bmp，按内容识别；不超过${UPLOAD_MAX_MB}MB），返回地址；保存轮播图后首页显示`,
  multipart: true,
  response: Type.Object({ url: Type.String() }),
});

export const AdminHelpPage = Type.Object({
  name: Type.String({ description: '页面标识：/help?name=…' }),
  title: Type.String(),
  group: Type.String({ description: '所在分组' }),
  sort: Type.Integer(),
  content_html: Type.String({ description: '净化后的HTML' }),
  updated_at: Type.String(),
});
export type AdminHelpPage = Static<typeof AdminHelpPage>;

export const adminHelpPages = endpoint({
  ...staff,
  method: 'GET',
  path: '/admin/helpPages',
  summary: '已保存的帮助页面（与内置主题同名的替代内置内容）',
  response: Type.Array(AdminHelpPage),
});

export const HelpPageBody = Type.Object({
  name: Str('页面标识', 32, { pattern: HELP_NAME_PATTERN, description: '字母开头，字母、数字或 -；与内置主题同名即替代其内容', examples: ['invoice'] }),
  title: Str('页面标题', HELP_TITLE_MAX, { minLength: 1 }),
  group: OneOf('所在分组', HELP_GROUP_TITLES),
  sort: Int('顺序', 0, 999),
  content_html: Str('页面正文', HELP_BODY_MAX, { minLength: 1 }),
});
export type HelpPageInput = Static<typeof HelpPageBody>;

export const adminHelpPageSave = endpoint({
  ...staff,
  method: 'POST',
  path: '/admin/helpPageSave',
  summary: '新建或修改帮助页面（正文经网站的净化规则保存），写入操作日志',
  body: HelpPageBody,
  response: AdminHelpPage,
});

export const adminHelpPageDelete = endpoint({
  ...staff,
  method: 'POST',
  path: '/admin/helpPageDelete',
  summary: '删除帮助页面（内置主题恢复默认内容），写入操作日志',
  body: Type.Object({ name: Str('页面标识', 32, { pattern: HELP_NAME_PATTERN }) }),
  response: Type.Object({ name: Type.String() }),
});
