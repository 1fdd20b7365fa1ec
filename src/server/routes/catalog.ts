/** Public header and product search (visitors welcome; prices only for logged-in users). */
import type { FastifyInstance } from 'fastify';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZES } from '../../model/constants';
import { KEYWORD_MAX_LENGTH } from '../constants';
import { ok } from '../errors';
import { scopesOf } from '../services/accounts';
import { recordSearch, searchProducts, type SearchParams } from '../services/search';
import type { RouteDeps } from './deps';

const TAG = ['商品'];

const searchQuery = {
  type: 'object',
  properties: {
    keyword: { type: 'string', maxLength: KEYWORD_MAX_LENGTH, description: '通用名、批准文号、拼音码、全拼、厂家、品牌或供应商' },
    ClassID: { type: 'integer', minimum: 0, description: '分类ID，一级分类包含其子分类' },
    manufacturer: { type: 'string', maxLength: 100 },
    drug_type: { type: 'integer', minimum: 0, maximum: 6 },
    business_scope: { type: 'integer', minimum: 0, maximum: 2 },
    in_stock: { type: 'integer', enum: [0, 1] },
    near_expiry: { type: 'integer', enum: [0, 1] },
    sort: { type: 'string', enum: ['default', 'price_asc', 'price_desc', 'sales'], default: 'default' },
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: PAGE_DEFAULT },
    size: { type: 'integer', enum: [...PAGE_SIZES], default: PAGE_SIZE_DEFAULT },
  },
} as const;

export function catalogRoutes(app: FastifyInstance, { db, header }: RouteDeps): void {
  app.get(
    '/api/w1/publicHeader',
    { config: { auth: 'public' }, schema: { tags: TAG, summary: '热搜词、导航与两级分类' } },
    async () => ok(await header.get()),
  );

  app.get<{ Querystring: SearchParams }>(
    '/api/w1/productSearch',
    { config: { auth: 'public' }, schema: { tags: TAG, summary: '商品搜索（游客不返回价格字段）', querystring: searchQuery } },
    async (req) => {
      const session = req.session;
      const clientId = session?.clientId ?? null;
      const viewer = {
        scopes: await scopesOf(db, clientId),
        showPrices: Boolean(session && (session.clientId || session.salesmanId)),
      };
      const result = await searchProducts(db, req.query, viewer);
      if (clientId && req.query.keyword?.trim() && req.query.page === 1) await recordSearch(db, clientId, req.query.keyword);
      return ok(result);
    },
  );
}
