/** Promotions: the seckill page and the coupon centre. Not re-exported by api/index.ts, so the first load does not carry it. */
import * as promotions from '../contract/promotions';
import type { SeckillList } from '../contract/promotions';
import type { Coupon } from '../contract/personal';
import type { RequestOptions } from './client';
import { call } from './call';

export function getSeckillList(opts: RequestOptions = {}): Promise<SeckillList> {
  return call(promotions.seckillList, undefined, opts);
}

export async function getCouponCenter(opts: RequestOptions = {}): Promise<Coupon[]> {
  return (await call(promotions.couponCenter, undefined, opts)).list;
}
