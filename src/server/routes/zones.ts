/** Clinic zone, special-price zone, famous manufacturers and brand pages (prices only for logged-in users). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../errors';
import type { SearchParams } from '../services/search';
import { viewerOf } from '../services/viewer';
import { clinicZone, clinicZoneSearch, famousManufacturers, manufacturerDetail, specialZone } from '../services/zones';
import { listingFilters, pagerQuery } from './catalog';
import type { RouteDeps } from './deps';

const TAG = ['专区与品牌'];
const listing = { type: 'object', properties: { ...listingFilters, ...pagerQuery } } as const;

export function zoneRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(
    '/api/w1/clinicZone',
    { config: { auth: 'public' }, schema: { tags: TAG, summary: '诊所专区：按版块分组的商品' } },
    async (req) => ok(await clinicZone(db, await viewerOf(db, req.session))),
  );

  app.get<{ Querystring: SearchParams }>(
    '/api/w1/clinicZoneSearch',
    { config: { auth: 'public' }, schema: { tags: TAG, summary: '诊所专区内搜索', querystring: listing } },
    async (req) => ok(await clinicZoneSearch(db, req.query, await viewerOf(db, req.session))),
  );

  app.get<{ Querystring: SearchParams }>(
    '/api/w1/specialZone',
    { config: { auth: 'public' }, schema: { tags: TAG, summary: '特价专区（original_price 为降价前价格，仅登录可见）', querystring: listing } },
    async (req) => ok(await specialZone(db, req.query, await viewerOf(db, req.session))),
  );

  app.get(
    '/api/w1/famousManufacturer',
    { config: { auth: 'public' }, schema: { tags: TAG, summary: '品牌厂家列表' } },
    async () => ok(await famousManufacturers(db)),
  );

  app.get<{ Querystring: SearchParams & { brandId: number } }>(
    '/api/w1/manufacturerDetail',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAG,
        summary: '品牌厂家详情与其商品',
        querystring: {
          type: 'object',
          required: ['brandId'],
          properties: { brandId: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: '品牌ID' }, ...listing.properties },
        },
      },
    },
    async (req) => {
      const { brandId, ...params } = req.query;
      return ok(await manufacturerDetail(db, brandId, params, await viewerOf(db, req.session)));
    },
  );
}
