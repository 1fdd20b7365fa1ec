/**
 * The operator's promotion commands, parsed and run for src/server/cli/operator.ts:
 *   seckills                                                  the latest 100 seckills with their state
 *   seckill-create <商品ID> <秒杀价> <数量> <开始> <结束> [每单限购] [每人限购] [起购数量] [名称]
 *                                                             times "yyyy-MM-dd HH:mm:ss" (China time); -1 = no limit
 *   seckill-end <秒杀ID>                                       ends a running or scheduled seckill now
 * Over the running server (operator API) or, with a database handle, directly.
 */
import * as promotions from '../../contract/promotions';
import type { OperatorSeckill } from '../../contract/promotions';
import { SECKILL_PHASE_TEXT } from '../../model/promotion-rules';
import { createSeckill, endSeckill, listSeckillsForOperator, type NewSeckill } from '../services/promotions/seckill-admin';
import type { Transport } from './order-commands';

export const PROMOTION_USAGE = `  npm run operator -- seckills                                   秒杀活动列表
  npm run operator -- seckill-create <商品ID> <秒杀价> <数量> "<开始 yyyy-MM-dd HH:mm:ss>" "<结束>" [每单限购] [每人限购] [起购数量] [名称]
                                                                 创建（排期）秒杀，-1 表示不限
  npm run operator -- seckill-end <秒杀ID>                         提前结束秒杀`;

export type PromotionCommand = { kind: 'seckills' } | { kind: 'seckill-create'; input: NewSeckill } | { kind: 'seckill-end'; id: number };

const int = (v: string | undefined, min: number): number | null => (v !== undefined && /^-?\d{1,9}$/.test(v) && Number(v) >= min ? Number(v) : null);

/** The promotion command these arguments name, or null (not one, or malformed). */
export function parsePromotionCommand(args: string[]): PromotionCommand | null {
  const [verb, ...rest] = args;
  if (verb === 'seckills') return { kind: 'seckills' };
  if (verb === 'seckill-end') {
    const id = int(rest[0], 1);
    return id === null ? null : { kind: 'seckill-end', id };
  }
  if (verb !== 'seckill-create') return null;
  const [product, price, stock, start, end, orderLimit, clientLimit, minNum, ...title] = rest;
  const productId = int(product, 1);
  const seckillStock = int(stock, 1);
  if (productId === null || seckillStock === null || !price || !start || !end) return null;
  const limits = [orderLimit, clientLimit, minNum].map((v, i) => (v === undefined ? undefined : int(v, i < 2 ? -1 : 0)));
  if (limits.some((v) => v === null)) return null;
  const [order_limit, client_limit, min_num] = limits as (number | undefined)[];
  return {
    kind: 'seckill-create',
    input: {
      product_id: productId,
      seckill_price: price,
      seckill_stock: seckillStock,
      start_time: start,
      end_time: end,
      ...(order_limit !== undefined ? { order_limit } : {}),
      ...(client_limit !== undefined ? { client_limit } : {}),
      ...(min_num !== undefined ? { min_num } : {}),
      ...(title.length ? { title: title.join(' ') } : {}),
    },
  };
}

const limitText = (n: number) => (n < 0 ? '不限' : String(n));
const line = (s: OperatorSeckill) =>
  `#${s.seckill_id}  ${SECKILL_PHASE_TEXT[s.phase]}  ${s.ty_name}（商品${s.product_id}）  ¥${s.seckill_price}  已抢${s.seckill_sold}/${s.seckill_stock}  每单${limitText(s.order_limit)} 每人${limitText(s.client_limit)}  ${s.start_time} ~ ${s.end_time}${s.title ? `  ${s.title}` : ''}`;

/** Runs the command and answers what to print. */
export async function runPromotionCommand(c: PromotionCommand, t: Transport): Promise<string> {
  if (c.kind === 'seckills') {
    const list = t.kind === 'http' ? await t.post(promotions.operatorSeckills, {}) : await listSeckillsForOperator(t.db);
    return list.length ? list.map(line).join('\n') : '没有秒杀活动';
  }
  if (c.kind === 'seckill-end') {
    const s = t.kind === 'http' ? await t.post(promotions.operatorSeckillEnd, { seckill_id: c.id }) : await endSeckill(t.db, c.id);
    return `已结束秒杀：${line(s)}`;
  }
  const s = t.kind === 'http' ? await t.post(promotions.operatorSeckillCreate, c.input) : await createSeckill(t.db, c.input);
  return `已创建秒杀：${line(s)}`;
}
