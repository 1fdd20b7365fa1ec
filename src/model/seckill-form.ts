/**
 * The rules of a new seckill that need no database: the window (China time `yyyy-MM-dd HH:mm:ss`, end after start
 * and after now), the price (below the product's base price when known), the minimum within the per-order limit.
 * The operator's service (services/promotions/seckill-admin.ts) and the back office's form both ask here, so the
 * form refuses before sending exactly what the server would refuse.
 */
import { parseChinaStamp } from './date-range';
import { yuanToFen } from './money';

export const SECKILL_ADMIN_MSG = {
  productMissing: '商品不存在',
  badTime: '时间格式应为 yyyy-MM-dd HH:mm:ss',
  endBeforeStart: '结束时间须晚于开始时间',
  endInPast: '结束时间须晚于当前时间',
  badPrice: '秒杀价须为最多两位小数的正数',
  priceAboveOwn: '秒杀价须低于商品售价',
  badStock: '秒杀数量须为 1 至 1000000 的整数',
  minAboveLimit: '起购数量不能大于每单限购数量',
  notFound: '秒杀活动不存在',
  alreadyEnded: '该秒杀活动已结束',
} as const;

export interface SeckillDraft {
  seckill_price: string;
  seckill_stock: number;
  order_limit?: number;
  min_num?: number;
  start_time: string;
  end_time: string;
}

/** Why this seckill cannot be created (Chinese), or null. `baseFen`: the product's base price, when known. */
export function seckillProblem(d: SeckillDraft, now: Date, baseFen?: number): string | null {
  const start = parseChinaStamp(d.start_time);
  const end = parseChinaStamp(d.end_time);
  if (!start || !end) return SECKILL_ADMIN_MSG.badTime;
  if (end <= start) return SECKILL_ADMIN_MSG.endBeforeStart;
  if (end <= now) return SECKILL_ADMIN_MSG.endInPast;
  const priceFen = yuanToFen(d.seckill_price);
  if (!Number.isInteger(priceFen) || priceFen <= 0) return SECKILL_ADMIN_MSG.badPrice;
  if (!Number.isInteger(d.seckill_stock) || d.seckill_stock < 1 || d.seckill_stock > 1_000_000) return SECKILL_ADMIN_MSG.badStock;
  const orderLimit = d.order_limit ?? -1;
  if (orderLimit >= 0 && (d.min_num ?? 0) > orderLimit) return SECKILL_ADMIN_MSG.minAboveLimit;
  if (baseFen !== undefined && !(priceFen < baseFen)) return SECKILL_ADMIN_MSG.priceAboveOwn;
  return null;
}
