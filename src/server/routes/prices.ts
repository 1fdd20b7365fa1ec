/** The operator's price commands (contract/prices.ts): client-type and agreed prices of a product. */
import type { FastifyInstance } from 'fastify';
import * as prices from '../../contract/prices';
import { route } from '../http/route';
import { clearAgreedPrice, clearTypePrice, productPrices, setAgreedPrice, setTypePrice } from '../services/prices/admin';
import type { RouteDeps } from './deps';

export async function pricesArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, prices.operatorPrices, ({ body }) => productPrices(db, body.product_id));
  route(app, prices.operatorTypePriceSet, ({ body }) => setTypePrice(db, body));
  route(app, prices.operatorTypePriceClear, ({ body }) => clearTypePrice(db, body.product_id, body.client_type));
  route(app, prices.operatorAgreedPriceSet, ({ body }) => setAgreedPrice(db, body));
  route(app, prices.operatorAgreedPriceClear, ({ body }) => clearAgreedPrice(db, body.product_id, body.username));
}
