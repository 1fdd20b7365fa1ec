/** The operator's coupon templates and add-on-price offers (contract/operator-offers.ts). */
import type { FastifyInstance } from 'fastify';
import * as offers from '../../contract/operator-offers';
import { route } from '../http/route';
import { createAddPrice, endAddPrice, listAddPricesForOperator } from '../services/promotions/add-price-admin';
import { createCoupon, endCoupon, listCouponsForOperator } from '../services/promotions/coupon-admin';
import type { RouteDeps } from './deps';

export async function operatorOffersArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, offers.operatorCoupons, () => listCouponsForOperator(db));
  route(app, offers.operatorCouponCreate, ({ body }) => createCoupon(db, body));
  route(app, offers.operatorCouponEnd, ({ body }) => endCoupon(db, body.coupon_id));
  route(app, offers.operatorAddPrices, () => listAddPricesForOperator(db));
  route(app, offers.operatorAddPriceCreate, ({ body }) => createAddPrice(db, body));
  route(app, offers.operatorAddPriceEnd, ({ body }) => endAddPrice(db, body.offer_id));
}
