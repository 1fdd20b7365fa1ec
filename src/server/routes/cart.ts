/** Cart read and add for a client (or a salesman acting for one). */
import type { FastifyInstance } from 'fastify';
import * as cart from '../../contract/cart';
import { MSG } from '../../model/messages';
import { addToCart, readCart } from '../services/cart';
import { route } from '../http/route';
import { buyerOf } from '../http/who';
import type { RouteDeps } from './deps';

export function cartRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  route(app, cart.myCart, async ({ who }) => {
    const { clientId, scopes } = buyerOf(who, MSG.salesmanNeedsCustomer);
    return { cartList: await readCart(db, clientId, scopes) };
  });

  route(app, cart.addToCart, async ({ who, body }) => {
    const { clientId, scopes } = buyerOf(who, MSG.salesmanCartOnly);
    const { count } = await addToCart(db, clientId, scopes, body.list);
    return { count, cartList: await readCart(db, clientId, scopes) };
  });
}
