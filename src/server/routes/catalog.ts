/**
 * Public header, product search (with suggestions, facets and the client's history) and product detail. Visitors
 * are welcome; prices only for logged-in users.
 */
import type { FastifyInstance } from 'fastify';
import * as catalog from '../../contract/catalog';
import { PAGE_DEFAULT } from '../../model/constants';
import { route } from '../http/route';
import { clientOf } from '../http/who';
import { productDetail } from '../services/catalog/product-detail';
import { searchFacets, searchProducts } from '../services/search/search';
import { clearHistory, listHistory, recordSearch } from '../services/search/history';
import { inputKey, viewerClass } from '../cache/viewer-class';
import { createSuggester } from '../services/search/suggest';
import { releaseSearchIndex } from '../services/search/live';
import { releasePageRows } from '../services/search/rows';
import { viewerOf } from '../services/accounts/viewer';
import type { RouteDeps } from './deps';

export async function catalogArea(app: FastifyInstance, { db, header, reads, lane }: RouteDeps): Promise<void> {
  const suggester = createSuggester(db);
  app.addHook('onClose', async () => {
    releaseSearchIndex(db);
    releasePageRows(db);
  });

  route(app, catalog.publicHeader, () => header.get());

  route(app, catalog.productSearch, async ({ query, who }) => {
    const viewer = viewerOf(who);
    // Index-served searches still take the lane: their row reads (and a reload of the index) give way to every
    // other request's queries on PGlite (db/query-priority.ts), and the lane's admission bounds a crowd.
    const result = await reads.get(`search|${viewerClass(viewer)}|${inputKey(query)}`, () =>
      lane.run(() => searchProducts(db, query, viewer)),
    );
    const keyword = query.keyword?.trim();
    // Only a new search counts (page 1), not paging through its results; written after the answer (search-history.ts).
    if (who.clientId !== null && keyword && (query.page ?? PAGE_DEFAULT) === PAGE_DEFAULT) recordSearch(db, who.clientId, keyword);
    return result;
  });

  route(app, catalog.searchFacets, ({ query }) =>
    reads.get(`facets|${inputKey(query)}`, () => lane.run(() => searchFacets(db, query))),
  );

  route(app, catalog.searchSuggest, ({ query }) => suggester.suggest(query.keyword ?? ''));

  route(app, catalog.searchHistory, ({ who }) => listHistory(db, clientOf(who)));

  route(app, catalog.clearSearchHistory, async ({ who }) => {
    await clearHistory(db, clientOf(who));
    return null;
  });

  route(app, catalog.productDetail, ({ query, who }) => {
    const { productId, seckillId, purchaseId } = query;
    const viewer = viewerOf(who);
    return reads.get(`detail|${viewerClass(viewer)}|${inputKey(query)}`, () =>
      productDetail(db, productId, viewer, { seckillId, purchaseId }),
    );
  });
}
