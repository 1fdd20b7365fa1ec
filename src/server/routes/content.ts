/** Message centre: announcements (rich text sanitised on the server, and again by the browser). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../errors';
import { announcementDetail, listAnnouncements } from '../services/content';
import { pagerQuery } from './catalog';
import type { RouteDeps } from './deps';

const TAG = ['公告'];

export function contentRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get<{ Querystring: { page: number; size: number } }>(
    '/api/w1/announcementList',
    {
      config: { auth: 'public' },
      schema: { tags: TAG, summary: '公告列表（最新在前；标题与摘要为纯文本）', querystring: { type: 'object', properties: pagerQuery } },
    },
    async (req) => ok(await listAnnouncements(db, req.query.page, req.query.size)),
  );

  app.get<{ Querystring: { messageId: number } }>(
    '/api/w1/announcementDetail',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAG,
        summary: '公告详情（content 为净化后的HTML）与上一篇/下一篇',
        querystring: {
          type: 'object',
          required: ['messageId'],
          properties: { messageId: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: '公告ID' } },
        },
      },
    },
    async (req) => ok(await announcementDetail(db, req.query.messageId)),
  );
}
