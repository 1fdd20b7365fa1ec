/** Promotions: the seckill page, group purchases and the coupon centre. Not re-exported by api/index.ts, so the first load does not carry it. */
import * as promotions from '../contract/promotions';
import type { GroupItem, GroupList, SeckillList } from '../contract/promotions';
import type { Coupon } from '../contract/personal';
import type { RequestOptions } from './client';
import { call } from './call';

export function getSeckillList(opts: RequestOptions = {}): Promise<SeckillList> {
  return call(promotions.seckillList, undefined, opts);
}

export async function getCouponCenter(opts: RequestOptions = {}): Promise<Coupon[]> {
  return (await call(promotions.couponCenter, undefined, opts)).list;
}

export function getGroupList(opts: RequestOptions = {}): Promise<GroupList> {
  return call(promotions.groupPurchaseList, undefined, opts);
}

/** quiet: the page shows a missing group itself. */
export function getGroupDetail(groupId: number, opts: RequestOptions = {}): Promise<{ now: number; item: GroupItem }> {
  return call(promotions.groupPurchaseDetail, { groupId }, { quiet: true, ...opts });
}
