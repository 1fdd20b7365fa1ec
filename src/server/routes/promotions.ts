/**
 * Promotions (SPEC §2.4): the seckill page and the coupon centre for everyone (prices and claims only after login;
 * claiming is personal.receiveCoupon), and the operator's seckill commands.
 */
import type { FastifyInstance } from 'fastify';
import * as promotions from '../../contract/promotions';
import { route } from '../http/route';
import { viewerOf } from '../services/viewer';
import { listSeckills } from '../services/promotions/seckill-list';
import { createSeckill, endSeckill, listSeckillsForOperator } from '../services/promotions/seckill-admin';
import { couponCenter } from '../services/coupons';
import type { RouteDeps } from './deps';

export async function promotionsArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  // Not cached: the per-client limits, the stock left and the phase change by the second.
  route(app, promotions.seckillList, ({ who }) => listSeckills(db, viewerOf(who), who.clientId, new Date()));

  route(app, promotions.couponCenter, async ({ who }) => ({ list: await couponCenter(db, who.clientId) }));

  route(app, promotions.operatorSeckills, () => listSeckillsForOperator(db));
  route(app, promotions.operatorSeckillCreate, ({ body }) => createSeckill(db, body));
  route(app, promotions.operatorSeckillEnd, ({ body }) => endSeckill(db, body.seckill_id));
}
