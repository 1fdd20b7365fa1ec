/**
 * The back office's catalogue and promotions (/api/admin/products…, /api/admin/seckill…, issue 28, 运营): the
 * products list and shelf, a product's prices and the seckills, through the operator's own services with the staff
 * member as the audited actor.
 */
import type { FastifyInstance } from 'fastify';
import * as cat from '../../contract/admin-catalogue';
import * as promo from '../../contract/admin-promotions';
import { route } from '../http/route';
import { adminProductPage, productBatchStock, setShelf } from '../services/back-office/products';
import { createSeckill, endSeckill, listSeckillsForOperator } from '../services/promotions/seckill-admin';
import { clearAgreedPrice, clearTypePrice, productPrices, setAgreedPrice, setTypePrice } from '../services/prices/admin';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';

export async function backOfficeCatalogueArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, cat.adminProducts, async ({ query }) => adminProductPage(db, query));
  route(app, cat.adminProductShelf, async ({ body, req }) => setShelf(db, body.product_id, body.on, actorOf(req)));
  route(app, cat.adminProductPrices, async ({ query }) => productPrices(db, query.product_id));
  route(app, cat.adminProductBatches, async ({ query }) => productBatchStock(db, query.product_id));
  route(app, cat.adminTypePriceSet, async ({ body, req }) => setTypePrice(db, body, new Date(), actorOf(req)));
  route(app, cat.adminTypePriceClear, async ({ body, req }) => clearTypePrice(db, body.product_id, body.client_type, new Date(), actorOf(req)));
  route(app, cat.adminAgreedPriceSet, async ({ body, req }) => setAgreedPrice(db, body, new Date(), actorOf(req)));
  route(app, cat.adminAgreedPriceClear, async ({ body, req }) => clearAgreedPrice(db, body.product_id, body.username, new Date(), actorOf(req)));

  route(app, promo.adminSeckills, async () => listSeckillsForOperator(db));
  route(app, promo.adminSeckillCreate, async ({ body, req }) => createSeckill(db, body, new Date(), actorOf(req)));
  route(app, promo.adminSeckillEnd, async ({ body, req }) => endSeckill(db, body.seckill_id, new Date(), actorOf(req)));
}
