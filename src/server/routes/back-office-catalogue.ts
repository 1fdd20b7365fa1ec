/**
 * The back office's catalogue and promotions (/api/admin/products…, /api/admin/seckill…, issue 28, 运营): the
 * products list and shelf, a product's prices and the seckills, through the operator's own services with the staff
 * member as the audited actor.
 */
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import * as cat from '../../contract/admin-catalogue';
import * as promo from '../../contract/admin-promotions';
import { multipartFile } from '../http/multipart-file';
import { route } from '../http/route';
import { buildImportTemplate, importProductSheet, PRODUCT_SHEET_MAX_MB, SHEET_MSG } from '../services/open/product-sheet';
import { adminProductPage, productBatchStock, setShelf } from '../services/back-office/products';
import { createSeckill, endSeckill, listSeckillsForOperator } from '../services/promotions/seckill-admin';
import { clearAgreedPrice, clearTypePrice, productPrices, setAgreedPrice, setTypePrice } from '../services/prices/admin';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';
import { sendXlsx } from './xlsx';

export async function backOfficeCatalogueArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  // Only the product import is multipart here (this plugin's own parser).
  await app.register(multipart, { limits: { fileSize: PRODUCT_SHEET_MAX_MB * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  route(app, cat.adminProducts, async ({ query }) => adminProductPage(db, query));
  route(app, cat.adminProductShelf, async ({ body, req }) => setShelf(db, body.product_id, body.on, actorOf(req)));
  route(app, cat.adminProductPrices, async ({ query }) => productPrices(db, query.product_id));
  route(app, cat.adminProductBatches, async ({ query }) => productBatchStock(db, query.product_id));
  route(app, cat.adminTypePriceSet, async ({ body, req }) => setTypePrice(db, body, new Date(), actorOf(req)));
  route(app, cat.adminTypePriceClear, async ({ body, req }) => clearTypePrice(db, body.product_id, body.client_type, new Date(), actorOf(req)));
  route(app, cat.adminAgreedPriceSet, async ({ body, req }) => setAgreedPrice(db, body, new Date(), actorOf(req)));
  route(app, cat.adminAgreedPriceClear, async ({ body, req }) => clearAgreedPrice(db, body.product_id, body.username, new Date(), actorOf(req)));

  route(app, cat.adminProductImport, async ({ req }) => importProductSheet(db, (await multipartFile(req, SHEET_MSG)).data, actorOf(req)), {
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
  });
  route(app, cat.adminProductImportTemplate, async ({ reply }) => sendXlsx(reply, '商品资料导入模板.xlsx', 'yaocai-product-import.xlsx', await buildImportTemplate()));

  route(app, promo.adminSeckills, async () => listSeckillsForOperator(db));
  route(app, promo.adminSeckillCreate, async ({ body, req }) => createSeckill(db, body, new Date(), actorOf(req)));
  route(app, promo.adminSeckillEnd, async ({ body, req }) => endSeckill(db, body.seckill_id, new Date(), actorOf(req)));
}
