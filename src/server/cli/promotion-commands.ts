/**
 * The operator's promotion commands, parsed and run for src/server/cli/operator.ts:
 *   seckills                                                  the latest 100 seckills with their state
 *   seckill-create <商品ID> <秒杀价> <数量> <开始> <结束> [每单限购] [每人限购] [起购数量] [名称]
 *                                                             times "yyyy-MM-dd HH:mm:ss" (China time); -1 = no limit
 *   seckill-end <秒杀ID>                                       ends a running or scheduled seckill now
 *   market <商品ID> <每单限购> <提示…> | market-clear <商品ID>                   control-sale limit of a product
 *   groups | group-create <商品ID> <团购价> <成团数量> <团购数量> <开始> <截团> [起购数量] [每单限购] [名称] | group-close <团购ID>
 * Over the running server (operator API) or, with a database handle, directly.
 */
import * as promotions from '../../contract/promotions';
import type { OperatorGroup, OperatorSeckill } from '../../contract/promotions';
import { GROUP_PHASE_TEXT, SECKILL_PHASE_TEXT } from '../../model/promotion-rules';
import { closeGroupNow, createGroup, listGroupsForOperator, type NewGroup } from '../services/promotions/group-admin';
import { setMarketLimit, type MarketInput } from '../services/promotions/market-admin';
import { createSeckill, endSeckill, listSeckillsForOperator, type NewSeckill } from '../services/promotions/seckill-admin';
import { int } from './args';
import type { Transport } from './order-commands';

export const PROMOTION_USAGE = `  npm run operator -- seckills                                   秒杀活动列表
  npm run operator -- seckill-create <商品ID> <秒杀价> <数量> "<开始 yyyy-MM-dd HH:mm:ss>" "<结束>" [每单限购] [每人限购] [起购数量] [名称]
                                                                 创建（排期）秒杀，-1 表示不限
  npm run operator -- seckill-end <秒杀ID>                         提前结束秒杀
  npm run operator -- market <商品ID> <每单限购> <限购提示>             设置控销限购（-1 不限）
  npm run operator -- market-clear <商品ID>                        取消控销限购
  npm run operator -- groups                                     团购活动列表
  npm run operator -- group-create <商品ID> <团购价> <成团数量> <团购数量> "<开始>" "<截团>" [起购数量] [每单限购] [名称]
                                                                 创建（排期）团购
  npm run operator -- group-close <团购ID>                         立即截团并结算（未成团则取消订单并退款）`;

export type PromotionCommand =
  | { kind: 'seckills' }
  | { kind: 'seckill-create'; input: NewSeckill }
  | { kind: 'seckill-end'; id: number }
  | { kind: 'groups' }
  | { kind: 'group-create'; input: NewGroup }
  | { kind: 'group-close'; id: number }
  | { kind: 'market'; input: MarketInput };

/** The promotion command these arguments name, or null (not one, or malformed). */
export function parsePromotionCommand(args: string[]): PromotionCommand | null {
  const [verb, ...rest] = args;
  if (verb === 'seckills') return { kind: 'seckills' };
  if (verb === 'groups') return { kind: 'groups' };
  if (verb === 'market-clear') {
    const id = int(rest[0], 1);
    return id === null ? null : { kind: 'market', input: { product_id: id, clear: 1 } };
  }
  if (verb === 'market') {
    const [product, max, ...msg] = rest;
    const id = int(product, 1);
    const maxN = int(max, -1);
    return id === null || maxN === null || msg.length === 0 ? null : { kind: 'market', input: { product_id: id, max_buy_num: maxN, msg: msg.join(' ') } };
  }
  if (verb === 'group-close') {
    const id = int(rest[0], 1);
    return id === null ? null : { kind: 'group-close', id };
  }
  if (verb === 'group-create') return parseGroupCreate(rest);
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

function parseGroupCreate(rest: string[]): PromotionCommand | null {
  const [product, price, target, stock, start, end, min, limit, ...title] = rest;
  const productId = int(product, 1);
  const targetN = int(target, 1);
  const stockN = int(stock, 1);
  if (productId === null || targetN === null || stockN === null || !price || !start || !end) return null;
  const purchaseMin = min === undefined ? undefined : int(min, 0);
  const orderLimit = limit === undefined ? undefined : int(limit, -1);
  if (purchaseMin === null || orderLimit === null) return null;
  return {
    kind: 'group-create',
    input: {
      product_id: productId,
      group_price: price,
      target: targetN,
      stock: stockN,
      start_time: start,
      end_time: end,
      ...(purchaseMin !== undefined ? { purchase_min: purchaseMin } : {}),
      ...(orderLimit !== undefined ? { order_limit: orderLimit } : {}),
      ...(title.length ? { title: title.join(' ') } : {}),
    },
  };
}

const groupLine = (g: OperatorGroup) =>
  `#${g.group_id}  ${GROUP_PHASE_TEXT[g.phase]}  ${g.ty_name}（商品${g.product_id}）  ¥${g.group_price}  已付款${g.paid_units}/成团${g.target}  已参团${g.sold}/${g.stock}  ${g.start_time} ~ ${g.end_time}${g.title ? `  ${g.title}` : ''}`;

const limitText = (n: number) => (n < 0 ? '不限' : String(n));
const line = (s: OperatorSeckill) =>
  `#${s.seckill_id}  ${SECKILL_PHASE_TEXT[s.phase]}  ${s.ty_name}（商品${s.product_id}）  ¥${s.seckill_price}  已抢${s.seckill_sold}/${s.seckill_stock}  每单${limitText(s.order_limit)} 每人${limitText(s.client_limit)}  ${s.start_time} ~ ${s.end_time}${s.title ? `  ${s.title}` : ''}`;

/** Runs the command and answers what to print. */
export async function runPromotionCommand(c: PromotionCommand, t: Transport): Promise<string> {
  if (c.kind === 'seckills') {
    const list = t.kind === 'http' ? await t.post(promotions.operatorSeckills, {}) : await listSeckillsForOperator(t.db);
    return list.length ? list.map(line).join('\n') : '没有秒杀活动';
  }
  if (c.kind === 'market') {
    const m = t.kind === 'http' ? await t.post(promotions.operatorMarketSet, c.input) : await setMarketLimit(t.db, c.input);
    return m.market_id > 0 ? `已设置控销限购：${m.ty_name}（商品${m.product_id}）每单限购${limitText(m.max_buy_num)}  ${m.msg}` : `已取消控销限购：${m.ty_name}（商品${m.product_id}）`;
  }
  if (c.kind === 'groups') {
    const list = t.kind === 'http' ? await t.post(promotions.operatorGroups, {}) : await listGroupsForOperator(t.db);
    return list.length ? list.map(groupLine).join('\n') : '没有团购活动';
  }
  if (c.kind === 'group-create') {
    const g = t.kind === 'http' ? await t.post(promotions.operatorGroupCreate, c.input) : await createGroup(t.db, c.input);
    return `已创建团购：${groupLine(g)}`;
  }
  if (c.kind === 'group-close') {
    const g = t.kind === 'http' ? await t.post(promotions.operatorGroupClose, { group_id: c.id }) : await closeGroupNow(t.db, c.id);
    return `已截团：${groupLine(g)}`;
  }
  if (c.kind === 'seckill-end') {
    const s = t.kind === 'http' ? await t.post(promotions.operatorSeckillEnd, { seckill_id: c.id }) : await endSeckill(t.db, c.id);
    return `已结束秒杀：${line(s)}`;
  }
  const s = t.kind === 'http' ? await t.post(promotions.operatorSeckillCreate, c.input) : await createSeckill(t.db, c.input);
  return `已创建秒杀：${line(s)}`;
}
