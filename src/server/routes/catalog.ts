/**
 * Public header, product search (with suggestions, facets and the client's history) and product detail. Visitors
 * are welcome; prices only for logged-in users.
 */
import type { FastifyInstance } from 'fastify';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZES } from '../../model/constants';
import { KEYWORD_MAX_LENGTH } from '../../model/constants';
import { ok } from '../errors';
import { productDetail } from '../services/product-detail';
import { recordSearch, searchFacets, searchProducts, type SearchParams } from '../services/search';
import { clearHistory, listHistory } from '../services/search-history';
import { createSuggester } from '../services/search-suggest';
import { viewerOf } from '../services/viewer';
import type { RouteDeps } from './deps';
import { sessionOf } from './session';

const TAG = ['商品'];
const security = [{ token: [] }];

/** Filters of every product listing (search, zones, brand pages). */
export const listingFilters = {
  keyword: { type: 'string', maxLength: KEYWORD_MAX_LENGTH, description: '通用名、批准文号、拼音码、全拼、厂家、品牌或供应商' },
  ClassID: { type: 'integer', minimum: 0, description: '分类ID，一级分类包含其子分类' },
  manufacturer: { type: 'string', maxLength: 100, description: '生产厂家（全称）' },
  drug_type: { type: 'integer', minimum: 0, maximum: 6, description: '药品类型 0西药/中成药 1注射剂 2器械 3中药饮片 4超微配方颗粒 5中药膏方 6其他' },
  business_scope: { type: 'integer', minimum: 0, maximum: 2, description: '经营范围 0处方药 1甲类OTC 2乙类OTC' },
  in_stock: { type: 'integer', enum: [0, 1], description: '1 仅看有货' },
  near_expiry: { type: 'integer', enum: [0, 1], description: '1 仅看近效期' },
  coupon_id: { type: 'integer', minimum: 1, description: '仅看该优惠券可用的商品' },
  major: { type: 'integer', enum: [0, 1], description: '1 仅看主推品种' },
  sort: { type: 'string', enum: ['default', 'price_asc', 'price_desc', 'sales'], default: 'default', description: '排序（游客不支持按价格）' },
} as const;

export const pagerQuery = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: PAGE_DEFAULT },
  size: { type: 'integer', enum: [...PAGE_SIZES], default: PAGE_SIZE_DEFAULT },
} as const;

const searchQuery = { type: 'object', properties: { ...listingFilters, ...pagerQuery } } as const;

export function catalogRoutes(app: FastifyInstance, { db, header }: RouteDeps): void {
  const suggester = createSuggester(db);

  app.get(
    '/api/w1/publicHeader',
    { config: { auth: 'public' }, schema: { tags: TAG, summary: '热搜词、导航与两级分类' } },
    async () => ok(await header.get()),
  );

  app.get<{ Querystring: SearchParams }>(
    '/api/w1/productSearch',
    { config: { auth: 'public' }, schema: { tags: TAG, summary: '商品搜索（游客不返回价格字段）', querystring: searchQuery } },
    async (req) => {
      const clientId = req.session?.clientId ?? null;
      const result = await searchProducts(db, req.query, await viewerOf(db, req.session));
      if (clientId && req.query.keyword?.trim() && req.query.page === 1) await recordSearch(db, clientId, req.query.keyword);
      return ok(result);
    },
  );

  app.get<{ Querystring: Omit<SearchParams, 'page' | 'size'> }>(
    '/api/w1/searchFacets',
    {
      config: { auth: 'public' },
      schema: { tags: TAG, summary: '搜索结果的生产厂家（筛选项）', querystring: { type: 'object', properties: listingFilters } },
    },
    async (req) => ok(await searchFacets(db, req.query)),
  );

  app.get<{ Querystring: { keyword?: string } }>(
    '/api/w1/searchSuggest',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAG,
        summary: '输入联想：通用名（含拼音码）、生产厂家、批准文号',
        querystring: { type: 'object', properties: { keyword: listingFilters.keyword } },
      },
    },
    async (req) => ok(await suggester.suggest(req.query.keyword ?? '')),
  );

  app.get(
    '/api/w1/searchHistory',
    { config: { auth: 'client' }, schema: { tags: TAG, summary: '我的搜索历史（最近10个关键词）', security } },
    async (req) => ok(await listHistory(db, sessionOf(req).clientId as number)),
  );

  app.post(
    '/api/w1/clearSearchHistory',
    { config: { auth: 'client' }, schema: { tags: TAG, summary: '清空我的搜索历史（热搜统计不受影响）', security } },
    async (req) => {
      await clearHistory(db, sessionOf(req).clientId as number);
      return ok(null);
    },
  );

  app.get<{ Querystring: { productId: number; seckillId?: number; purchaseId?: number } }>(
    '/api/w1/productDetail',
    {
      config: { auth: 'public' },
      schema: {
        tags: TAG,
        summary: '商品详情与相关商品（游客不返回价格字段）',
        querystring: {
          type: 'object',
          required: ['productId'],
          properties: {
            productId: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: '商品ID' },
            seckillId: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: '秒杀活动ID' },
            purchaseId: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: '团购活动ID' },
          },
        },
      },
    },
    async (req) => {
      const { productId, seckillId, purchaseId } = req.query;
      return ok(await productDetail(db, productId, await viewerOf(db, req.session), { seckillId, purchaseId }));
    },
  );
}
