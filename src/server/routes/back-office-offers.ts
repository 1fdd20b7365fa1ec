/**
 * The back office's promotion forms (/api/admin/offers/*, issue 28, 运营): each kind's list, create and end through
 * the operator's own services (the CLI's), with the staff member as the audited actor.
 */
import type { FastifyInstance } from 'fastify';
import * as offers from '../../contract/admin-offers';
import { route } from '../http/route';
import { createAddPrice, endAddPrice, listAddPricesForOperator } from '../services/promotions/add-price-admin';
import { createCombination, createSpecial, endCombination, endSpecial, listCombinationsForOperator, listSpecialsForOperator } from '../services/promotions/capped-admin';
import { createCoupon, endCoupon, listCouponsForOperator } from '../services/promotions/coupon-admin';
import { closeGroupNow, createGroup, listGroupsForOperator } from '../services/promotions/group-admin';
import { setMarketLimit } from '../services/promotions/market-admin';
import { createPresale, endPresale, listPresalesForOperator } from '../services/promotions/presale-admin';
import { createRaffle, endRaffle, listRafflesForOperator } from '../services/raffle/admin';
import { actorOf } from './back-office';
import type { RouteDeps } from './deps';

export async function backOfficeOffersArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const now = () => new Date();
  route(app, offers.adminGroups, () => listGroupsForOperator(db));
  route(app, offers.adminGroupCreate, ({ body, req }) => createGroup(db, body, now(), actorOf(req)));
  route(app, offers.adminGroupEnd, ({ body, req }) => closeGroupNow(db, body.id, now(), actorOf(req)));

  route(app, offers.adminPresales, () => listPresalesForOperator(db));
  route(app, offers.adminPresaleCreate, ({ body, req }) => createPresale(db, body, now(), actorOf(req)));
  route(app, offers.adminPresaleEnd, ({ body, req }) => endPresale(db, body.id, now(), actorOf(req)));

  route(app, offers.adminSpecials, () => listSpecialsForOperator(db));
  route(app, offers.adminSpecialCreate, ({ body, req }) => createSpecial(db, body, now(), actorOf(req)));
  route(app, offers.adminSpecialEnd, ({ body, req }) => endSpecial(db, body.id, now(), actorOf(req)));

  route(app, offers.adminCombinations, () => listCombinationsForOperator(db));
  route(app, offers.adminCombinationCreate, ({ body, req }) => createCombination(db, body, now(), actorOf(req)));
  route(app, offers.adminCombinationEnd, ({ body, req }) => endCombination(db, body.id, now(), actorOf(req)));

  route(app, offers.adminAddPrices, () => listAddPricesForOperator(db));
  route(app, offers.adminAddPriceCreate, ({ body, req }) => createAddPrice(db, body, now(), actorOf(req)));
  route(app, offers.adminAddPriceEnd, ({ body, req }) => endAddPrice(db, body.id, now(), actorOf(req)));

  route(app, offers.adminCoupons, () => listCouponsForOperator(db));
  route(app, offers.adminCouponCreate, ({ body, req }) => createCoupon(db, body, now(), actorOf(req)));
  route(app, offers.adminCouponEnd, ({ body, req }) => endCoupon(db, body.id, now(), actorOf(req)));

  route(app, offers.adminRaffles, () => listRafflesForOperator(db));
  route(app, offers.adminRaffleCreate, ({ body, req }) => createRaffle(db, body, now(), actorOf(req)));
  route(app, offers.adminRaffleEnd, ({ body, req }) => endRaffle(db, body.id, now(), actorOf(req)));

  route(app, offers.adminMarketSet, ({ body, req }) => setMarketLimit(db, body, actorOf(req)));
}
