/** Checkout: the preview, totals for a chosen coupon and placing the order, for a client or an acting salesman. */
import type { FastifyInstance } from 'fastify';
import * as checkout from '../../contract/checkout';
import { MSG } from '../../model/messages';
import { route } from '../http/route';
import { buyerOf } from '../http/who';
import { calcWithCoupon, previewCheckout } from '../services/checkout/preview';
import { sureOrder } from '../services/checkout/submit';
import type { RouteDeps } from './deps';

export async function checkoutArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  route(app, checkout.submitOrder, async ({ who, body }) => {
    const { clientId, scopes } = buyerOf(who, MSG.salesmanNeedsCustomer);
    return previewCheckout(db, clientId, scopes, body);
  });

  route(app, checkout.ajaxCalcProductDiscountMoney, async ({ who, body }) => {
    const { clientId, scopes } = buyerOf(who, MSG.salesmanNeedsCustomer);
    return calcWithCoupon(db, clientId, scopes, body);
  });

  route(app, checkout.sureOrder, async ({ who, body }) => {
    const { clientId, scopes } = buyerOf(who, MSG.salesmanNeedsCustomer);
    return sureOrder(db, { clientId, scopes, salesmanId: who.salesmanId, handshakePhone: who.session?.cisStaffPhone ?? null }, body);
  });
}
