/**
 * Cart (SPEC §7 购物车) for a client or a salesman acting for one. Every change answers the new cart
 * `{ count, cartList }`, and the additional-list calls the additional list too.
 */
import type { FastifyInstance } from 'fastify';
import * as cart from '../../contract/cart';
import { MSG } from '../../model/messages';
import { addToCart } from '../services/cart/add';
import { deleteFailures, deleteLines, setAmount, setChecked } from '../services/cart/lines';
import { deleteParked, parkLines, unparkLines } from '../services/cart/additional';
import { cartAnswer, readAdditional, readCart } from '../services/cart/view';
import { route } from '../http/route';
import { buyerOf } from '../http/who';
import { addPriceOfferList } from '../services/promotions/add-price';
import { viewerOf } from '../services/accounts/viewer';
import type { RouteDeps } from './deps';

export async function cartArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  /** The buyer of a cart change: a salesman not acting for a customer is told he only buys for customers. */
  const changer = (who: Parameters<typeof buyerOf>[0]) => buyerOf(who, MSG.salesmanCartOnly);

  route(app, cart.myCart, async ({ who }) => {
    const { clientId, scopes } = buyerOf(who, MSG.salesmanNeedsCustomer);
    return { cartList: await readCart(db, clientId, scopes) };
  });

  route(app, cart.addToCart, async ({ who, body }) => {
    const { clientId, scopes } = changer(who);
    await addToCart(db, clientId, scopes, body.list);
    return cartAnswer(db, clientId, scopes);
  });

  route(app, cart.batchAdd, async ({ who, body }) => {
    const { clientId, scopes } = changer(who);
    await addToCart(db, clientId, scopes, body.list);
    return cartAnswer(db, clientId, scopes);
  });

  route(app, cart.deleteLines, async ({ who, body }) => {
    const { clientId, scopes } = changer(who);
    await deleteLines(db, clientId, body.product);
    return cartAnswer(db, clientId, scopes);
  });

  route(app, cart.updateChecked, async ({ who, body }) => {
    const { clientId, scopes } = changer(who);
    await setChecked(db, clientId, scopes, body.product, body.checked);
    return cartAnswer(db, clientId, scopes);
  });

  route(app, cart.setAmount, async ({ who, body }) => {
    const { clientId, scopes } = changer(who);
    await setAmount(db, clientId, scopes, body.id, body.amount);
    return cartAnswer(db, clientId, scopes);
  });

  route(app, cart.delFailure, async ({ who }) => {
    const { clientId, scopes } = changer(who);
    await deleteFailures(db, clientId, scopes);
    return cartAnswer(db, clientId, scopes);
  });

  // The running add-on-price offers (services/promotions/add-price.ts).
  route(app, cart.addPriceProducts, async ({ who }) => {
    buyerOf(who, MSG.salesmanNeedsCustomer);
    return { list: { data: await addPriceOfferList(db, viewerOf(who)) } };
  });

  route(app, cart.additionalList, async ({ who }) => {
    const { clientId, scopes } = buyerOf(who, MSG.salesmanNeedsCustomer);
    return { list: await readAdditional(db, clientId, scopes) };
  });

  const bothLists = async (clientId: number, scopes: number[]) => ({
    ...(await cartAnswer(db, clientId, scopes)),
    additional: await readAdditional(db, clientId, scopes),
  });

  route(app, cart.moveToAdditional, async ({ who, body }) => {
    const { clientId, scopes } = changer(who);
    await parkLines(db, clientId, body.product);
    return bothLists(clientId, scopes);
  });

  route(app, cart.moveToCart, async ({ who, body }) => {
    const { clientId, scopes } = changer(who);
    await unparkLines(db, clientId, scopes, body.product);
    return bothLists(clientId, scopes);
  });

  route(app, cart.deleteAdditional, async ({ who, body }) => {
    const { clientId, scopes } = changer(who);
    await deleteParked(db, clientId, body.product);
    return bothLists(clientId, scopes);
  });
}
