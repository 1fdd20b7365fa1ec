/** 会员专享 articles (src/contract/member.ts): the list, one article, and paying for a paid one. */
import * as m from '../contract/member';
import type { InputOf } from '../contract/define';
import type { WalletWay } from '../model/payment-rules';
import type { RequestOptions } from './client';
import { call } from './call';

export const getMemberArticles = (input: InputOf<typeof m.memberArticleList>, opts: RequestOptions = {}) => call(m.memberArticleList, input, opts);
export const getMemberArticle = (articleId: number, opts: RequestOptions = {}) => call(m.memberArticleDetail, { articleId }, opts);
/** Pays for an article by WeChat or Alipay: the QR code to scan and the trade number to poll. */
export const payMemberArticle = (articleId: number, way: WalletWay) => call(m.memberArticlePay, { article_id: articleId, way });
