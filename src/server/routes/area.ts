/** Province / city / district lists and the client's own area (SPEC §2.11 area dialog). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../errors';
import { listAreas, setClientArea, type AreaChoice } from '../services/areas';
import type { RouteDeps } from './deps';
import { sessionOf } from './session';

const TAG = ['地区'];

export function areaRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get<{ Querystring: { area_id?: number } }>(
    '/api/w1/getArea',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAG,
        summary: '下级地区列表（GB/T 2260）：不传 area_id 为省份，传省为城市，传市为区县',
        querystring: { type: 'object', properties: { area_id: { type: 'integer', minimum: 0, description: '上级 area_id' } } },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(await listAreas(db, req.query.area_id ?? 0));
    },
  );

  app.post<{ Body: Partial<AreaChoice> }>(
    '/api/w1/setClientArea',
    {
      config: { auth: 'client' },
      schema: {
        tags: TAG,
        summary: '设置客户所在省市区（area_id，须为同一条省→市→区）',
        security: [{ token: [] }],
        body: {
          type: 'object',
          properties: {
            province: { type: 'integer', minimum: 0 },
            city: { type: 'integer', minimum: 0 },
            area: { type: 'integer', minimum: 0 },
          },
        },
      },
    },
    async (req) => ok(await setClientArea(db, sessionOf(req).clientId as number, req.body)),
  );
}
