/** Paid member articles: the list, an article (its body for readers only) and buying one by QR. */
import type { FastifyInstance } from 'fastify';
import * as member from '../../contract/member';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../model/constants';
import { route } from '../http/route';
import { buyerOf } from '../http/who';
import { articleDetail, articleQr, listArticles } from '../services/member/articles';
import { originOf, payerOf } from './payments';
import type { RouteDeps } from './deps';

export async function memberArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, member.memberArticleList, ({ who, query }) =>
    listArticles(db, buyerOf(who).clientId, query.page ?? PAGE_DEFAULT, query.size ?? PAGE_SIZE_DEFAULT),
  );
  route(app, member.memberArticleDetail, ({ who, query }) => articleDetail(db, buyerOf(who).clientId, query.articleId));
  route(app, member.memberArticlePay, ({ who, body, req }) => articleQr(db, payerOf(who).clientId, body.article_id, body.way, originOf(req)));
}
