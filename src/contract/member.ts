/**
 * Paid member articles (SPEC §2.5): the list with what each costs and whether the client owns it, an article (its
 * body only for a reader), and buying one by WeChat / Alipay QR like an order.
 */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './define';
import { Flag, Id, Nullable, OneOf, PageOf, PagerQuery, Yuan } from './fields';
import { QrPay } from './payments';

const TAG = '会员文章';

export const ArticleBrief = Type.Object({
  article_id: Type.Integer(),
  title: Type.String(),
  summary: Type.String({ description: '摘要（未购买也可见）' }),
  author: Type.String(),
  price: Yuan('价格（元），0.00 为免费'),
  free: Flag('免费'),
  bought: Flag('已购买'),
  published_at: Type.String({ description: 'yyyy-MM-dd' }),
});
export type ArticleBrief = Static<typeof ArticleBrief>;

export const ArticlePage = PageOf(ArticleBrief);
export type ArticlePage = Static<typeof ArticlePage>;

export const ArticleDetail = Type.Object({
  ...ArticleBrief.properties,
  body: Nullable(Type.String({ description: '全文 HTML（已净化）；未购买的付费文章为 null' })),
});
export type ArticleDetail = Static<typeof ArticleDetail>;

export const memberArticleList = endpoint({
  method: 'GET',
  path: '/w1/memberArticleList',
  auth: 'client',
  tag: TAG,
  summary: '会员文章列表（新发布在前）：价格、是否免费、是否已购买',
  query: Type.Object(PagerQuery),
  response: ArticlePage,
});

export const memberArticleDetail = endpoint({
  method: 'GET',
  path: '/w1/memberArticleDetail',
  auth: 'client',
  tag: TAG,
  summary: '会员文章：免费或已购买时含全文，否则只有摘要',
  query: Type.Object({ articleId: Id('文章ID') }),
  response: ArticleDetail,
});

export const memberArticlePay = endpoint({
  method: 'POST',
  path: '/w1/memberArticlePay',
  auth: 'client',
  tag: TAG,
  summary: '购买会员文章：按文章价格生成微信或支付宝二维码（已购买或免费的文章不可购买）',
  body: Type.Object({ article_id: Id('文章ID'), way: OneOf('支付方式', ['wx', 'zfb'] as const) }),
  response: QrPay,
});
