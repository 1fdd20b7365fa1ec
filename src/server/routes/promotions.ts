/**
 * Promotions (SPEC §2.4): the seckill page, group purchases and the coupon centre for everyone (prices and claims only after login;
 * claiming is personal.receiveCoupon; joining a group is adding its line to the cart), and the operator's commands.
 */
import type { FastifyInstance } from 'fastify';
import * as promotions from '../../contract/promotions';
import { route } from '../http/route';
import { viewerOf } from '../services/accounts/viewer';
import { listSeckills } from '../services/promotions/seckill-list';
import { createSeckill, endSeckill, listSeckillsForOperator } from '../services/promotions/seckill-admin';
import { couponCenter } from '../services/promotions/coupons';
import { groupDetail, listGroups } from '../services/promotions/group-list';
import { closeGroupNow, createGroup, listGroupsForOperator } from '../services/promotions/group-admin';
import { setMarketLimit } from '../services/promotions/market-admin';
import type { RouteDeps } from './deps';

export async function promotionsArea(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  // Not cached: the per-client limits, the stock left and the phase change by the second.
  route(app, promotions.seckillList, ({ who }) => listSeckills(db, viewerOf(who), who.clientId, new Date()));

  route(app, promotions.couponCenter, async ({ who }) => ({ list: await couponCenter(db, who.clientId) }));

  route(app, promotions.groupPurchaseList, ({ who }) => listGroups(db, viewerOf(who), new Date()));
  route(app, promotions.groupPurchaseDetail, ({ who, query }) => groupDetail(db, viewerOf(who), query.groupId, new Date()));

  route(app, promotions.operatorGroups, () => listGroupsForOperator(db));
  route(app, promotions.operatorGroupCreate, ({ body }) => createGroup(db, body));
  route(app, promotions.operatorGroupClose, ({ body }) => closeGroupNow(db, body.group_id));

  route(app, promotions.operatorMarketSet, ({ body }) => setMarketLimit(db, body));

  route(app, promotions.operatorSeckills, () => listSeckillsForOperator(db));
  route(app, promotions.operatorSeckillCreate, ({ body }) => createSeckill(db, body));
  route(app, promotions.operatorSeckillEnd, ({ body }) => endSeckill(db, body.seckill_id));
}
