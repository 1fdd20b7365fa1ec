/**
 * Public header, product search (with suggestions, facets and the client's history) and product detail. Visitors
 * are welcome; prices only for logged-in users.
 */
import type { FastifyInstance } from 'fastify';
import * as catalog from '../../contract/catalog';
import { PAGE_DEFAULT } from '../../model/constants';
import { route } from '../http/route';
import { clientOf } from '../http/who';
import { productDetail } from '../services/product-detail';
import { recordSearch, searchFacets, searchProducts } from '../services/search';
import { clearHistory, listHistory } from '../services/search-history';
import { createSuggester } from '../services/search-suggest';
import { viewerOf } from '../services/viewer';
import type { RouteDeps } from './deps';

export async function catalogArea(app: FastifyInstance, { db, header }: RouteDeps): Promise<void> {
  const suggester = createSuggester(db);

  route(app, catalog.publicHeader, () => header.get());

  route(app, catalog.productSearch, async ({ query, who }) => {
    const result = await searchProducts(db, query, viewerOf(who));
    const keyword = query.keyword?.trim();
    // Only a new search counts (page 1), not paging through its results.
    if (who.clientId !== null && keyword && (query.page ?? PAGE_DEFAULT) === PAGE_DEFAULT) await recordSearch(db, who.clientId, keyword);
    return result;
  });

  route(app, catalog.searchFacets, ({ query }) => searchFacets(db, query));

  route(app, catalog.searchSuggest, ({ query }) => suggester.suggest(query.keyword ?? ''));

  route(app, catalog.searchHistory, ({ who }) => listHistory(db, clientOf(who)));

  route(app, catalog.clearSearchHistory, async ({ who }) => {
    await clearHistory(db, clientOf(who));
    return null;
  });

  route(app, catalog.productDetail, ({ query, who }) => {
    const { productId, seckillId, purchaseId } = query;
    return productDetail(db, productId, viewerOf(who), { seckillId, purchaseId });
  });
}
