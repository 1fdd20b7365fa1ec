/** The home page data (clientIndex). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../errors';
import { clientIndex } from '../services/home';
import { viewerOf } from '../services/viewer';
import type { RouteDeps } from './deps';

export function homeRoutes(app: FastifyInstance, { db, header }: RouteDeps): void {
  app.get(
    '/api/w1/clientIndex',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['首页'],
        summary: '首页：轮播、两级分类（外省账号不返回）、推荐楼层、专区入口、最新公告；游客不返回价格',
        querystring: {
          type: 'object',
          properties: { client_id: { type: 'integer' }, company_id: { type: 'integer' } },
        },
      },
    },
    async (req) => ok(await clientIndex(db, await viewerOf(db, req.session), req.session?.companyId ?? null, () => header.get())),
  );
}
