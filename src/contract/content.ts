/**
 * Home page and message centre (SPEC §7 首页, 公告): banners, the two-level category menu, product floors, zone
 * entries and announcements (rich text sanitised on the server, and again by the browser).
 */
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { Category, ProductProps, VisitorProductProps } from './catalog';
import { endpoint } from './define';
import { Id, PagerQuery, PageOf, Str } from './fields';
import { PICTURE_MEDIA } from './media';

export const Banner = Type.Object({
  banner_id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.String(),
  /** Colour scheme the browser draws the slide in (the demo has no photos). */
  theme: Type.String(),
  url: Type.String(),
  /** A picture staff uploaded (/api/contentPicture/…), drawn over the colours; '' for none. */
  picture: Type.String(),
});
export type Banner = Static<typeof Banner>;

const homeFloorOf = <P extends TProperties>(product: P) =>
  Type.Object({
    floor_id: Type.Integer(),
    title: Type.String(),
    subtitle: Type.String(),
    /** The floor's "more" link. */
    url: Type.String(),
    list: Type.Array(Type.Object(product)),
  });
export const HomeFloor = homeFloorOf(ProductProps);
export type HomeFloor = Static<typeof HomeFloor>;

export const ZoneEntry = Type.Object({ name: Type.String(), desc: Type.String(), url: Type.String(), icon: Type.String() });
export type ZoneEntry = Static<typeof ZoneEntry>;

const AnnouncementBriefFields = {
  message_id: Type.Integer(),
  /** Plain text (markup stripped on the server). */
  title: Type.String(),
  /** yyyy-MM-dd HH:mm:ss, China time. */
  created_at: Type.String({ description: 'yyyy-MM-dd HH:mm:ss（北京时间）' }),
  /** Plain-text opening of the content. */
  summary: Type.String(),
};
export const AnnouncementBrief = Type.Object(AnnouncementBriefFields);
export type AnnouncementBrief = Static<typeof AnnouncementBrief>;

const AnnouncementLink = Type.Union([Type.Object({ message_id: Type.Integer(), title: Type.String() }), Type.Null()]);
export const AnnouncementDetail = Type.Object({
  ...AnnouncementBriefFields,
  /** Sanitised HTML: render it through the browser sanitiser again, never raw. */
  content: Type.String({ description: '净化后的HTML' }),
  prev: AnnouncementLink,
  next: AnnouncementLink,
});
export type AnnouncementDetail = Static<typeof AnnouncementDetail>;

const clientIndexOf = <P extends TProperties>(product: P) =>
  Type.Object({
    banners: Type.Array(Banner),
    /** False for other-province accounts (company 4): no category menu, classList empty. */
    showCategory: Type.Boolean(),
    classList: Type.Array(Category),
    floors: Type.Array(homeFloorOf(product)),
    zones: Type.Array(ZoneEntry),
    announcements: Type.Array(AnnouncementBrief),
  });
/** GET /w1/clientIndex: the home page in one call. */
export const ClientIndex = clientIndexOf(ProductProps);
export type ClientIndex = Static<typeof ClientIndex>;

export const clientIndex = endpoint({
  method: 'GET',
  path: '/w1/clientIndex',
  auth: 'public',
  tag: '首页',
  summary: '首页：轮播、两级分类（外省账号不返回）、推荐楼层、专区入口、最新公告；游客不返回价格',
  response: ClientIndex,
  visitorResponse: clientIndexOf(VisitorProductProps),
});

export const announcementList = endpoint({
  method: 'GET',
  path: '/w1/announcementList',
  auth: 'public',
  tag: '公告',
  summary: '公告列表（最新在前；标题与摘要为纯文本）',
  query: Type.Object(PagerQuery),
  response: PageOf(AnnouncementBrief),
});

export const announcementDetail = endpoint({
  method: 'GET',
  path: '/w1/announcementDetail',
  auth: 'public',
  tag: '公告',
  summary: '公告详情（content 为净化后的HTML）与上一篇/下一篇',
  query: Type.Object({ messageId: Id('公告ID') }),
  response: AnnouncementDetail,
});

export const HelpPageText = Type.Object({
  name: Type.String(),
  title: Type.String(),
  group: Type.String(),
  sort: Type.Integer(),
  /** Sanitised HTML: render it through the browser sanitiser again, never raw. */
  content: Type.String({ description: '净化后的HTML' }),
});
export type HelpPageText = Static<typeof HelpPageText>;

export const helpPages = endpoint({
  method: 'GET',
  path: '/w1/helpPages',
  auth: 'public',
  tag: '帮助中心',
  summary: '后台保存的帮助页面（与内置主题同名的替代内置内容，其余为新增页面；content 为净化后的HTML）',
  response: Type.Array(HelpPageText),
});

export const contentPicture = endpoint({
  method: 'GET',
  path: '/contentPicture/:key',
  auth: 'public',
  // An <img> on any page loads it: no identity fields, and it names no account.
  identityCheck: false,
  tag: '首页',
  summary: '后台上传的公开图片（轮播图片）',
  params: Type.Object({ key: Str('图片', 64, { pattern: '^[A-Za-z0-9_-]+\\.(jpg|png|bmp)$' }) }),
  file: PICTURE_MEDIA,
  response: Type.Any(),
});
