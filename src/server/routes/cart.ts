/** Cart read and add for a client (or a salesman acting for one). */
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../model/messages';
import type { AddCartLine } from '../../model/types';
import { CART_ADD_MAX_LINES } from '../constants';
import { ApiError, ok } from '../errors';
import { scopesOf } from '../services/accounts';
import { addToCart, readCart } from '../services/cart';
import type { SessionView } from '../services/sessions';
import { sessionOf } from './session';
import type { RouteDeps } from './deps';

const TAG = ['购物车'];
const security = [{ token: [] }];
const id = { type: 'integer', minimum: 0 } as const;

function buyerOf(session: SessionView, salesmanMsg: string): number {
  if (session.clientId === null) throw new ApiError(400, salesmanMsg);
  return session.clientId;
}

export function cartRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get(
    '/api/w1/MyShoppingtrolley',
    { config: { auth: 'user' }, schema: { tags: TAG, summary: '购物车（五类列表）', security } },
    async (req) => {
      const clientId = buyerOf(sessionOf(req), MSG.salesmanNeedsCustomer);
      return ok({ cartList: await readCart(db, clientId, (await scopesOf(db, clientId)) ?? []) });
    },
  );

  app.post<{ Body: { list: AddCartLine[] } }>(
    '/api/w1/addShoppingtrolley',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAG,
        summary: '加入购物车（同商品同活动合并数量）',
        security,
        body: {
          type: 'object',
          required: ['list'],
          properties: {
            list: {
              type: 'array',
              maxItems: CART_ADD_MAX_LINES,
              items: {
                type: 'object',
                required: ['product_id', 'amount'],
                properties: {
                  product_id: { type: 'integer', minimum: 1 },
                  // A number, not an integer: quantityMessage words a non-integer better than a schema error.
                  amount: { type: 'number' },
                  seckill_id: id,
                  special_id: id,
                  purchase_id: id,
                  combination_id: id,
                  is_add_price: { type: 'integer', enum: [0, 1] },
                },
              },
            },
            attach: {},
          },
        },
      },
    },
    async (req) => {
      const clientId = buyerOf(sessionOf(req), MSG.salesmanCartOnly);
      return ok(await addToCart(db, clientId, (await scopesOf(db, clientId)) ?? [], req.body.list));
    },
  );
}
