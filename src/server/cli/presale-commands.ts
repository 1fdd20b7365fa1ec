/**
 * The operator's pre-sale commands, parsed and run for src/server/cli/operator.ts:
 *   presales                                                   the latest 100 pre-sales with their state
 *   presale-create <商品ID> <预售价> <数量> <开始> <结束> <发货日期> [每单限订] [每人限订] [起订数量] [名称]
 *   presale-end <预售ID>                                        ends a running or scheduled pre-sale now
 * Over the running server (operator API) or, with a database handle, directly.
 */
import * as presale from '../../contract/presale';
import type { OperatorPresale } from '../../contract/presale';
import { PRESALE_PHASE_TEXT } from '../../model/presale-rules';
import { createPresale, endPresale, listPresalesForOperator, type NewPresale } from '../services/promotions/presale-admin';
import { int } from './args';
import type { Transport } from './order-commands';

export const PRESALE_USAGE = `  npm run operator -- presales                                   预售活动列表
  npm run operator -- presale-create <商品ID> <预售价> <数量> "<开始>" "<结束>" <发货日期 yyyy-MM-dd> [每单限订] [每人限订] [起订数量] [名称]
                                                                 创建（排期）预售，-1 表示不限
  npm run operator -- presale-end <预售ID>                         提前结束预售`;

export type PresaleCommand = { kind: 'presales' } | { kind: 'presale-create'; input: NewPresale } | { kind: 'presale-end'; id: number };

export function parsePresaleCommand(args: string[]): PresaleCommand | null {
  const [verb, ...rest] = args;
  if (verb === 'presales') return { kind: 'presales' };
  if (verb === 'presale-end') {
    const id = int(rest[0], 1);
    return id === null ? null : { kind: 'presale-end', id };
  }
  if (verb !== 'presale-create') return null;
  const [product, price, stock, start, end, ship, orderLimit, clientLimit, min, ...title] = rest;
  const productId = int(product, 1);
  const stockN = int(stock, 1);
  if (productId === null || stockN === null || !price || !start || !end || !ship) return null;
  const limits = [orderLimit, clientLimit, min].map((v, i) => (v === undefined ? undefined : int(v, i < 2 ? -1 : 0)));
  if (limits.some((v) => v === null)) return null;
  const [order_limit, client_limit, purchase_min] = limits as (number | undefined)[];
  return {
    kind: 'presale-create',
    input: {
      product_id: productId,
      presale_price: price,
      stock: stockN,
      start_time: start,
      end_time: end,
      ship_date: ship,
      ...(order_limit !== undefined ? { order_limit } : {}),
      ...(client_limit !== undefined ? { client_limit } : {}),
      ...(purchase_min !== undefined ? { purchase_min } : {}),
      ...(title.length ? { title: title.join(' ') } : {}),
    },
  };
}

const limitText = (n: number) => (n < 0 ? '不限' : String(n));
export const presaleLine = (p: OperatorPresale) =>
  `#${p.presale_id}  ${PRESALE_PHASE_TEXT[p.phase]}  ${p.ty_name}（商品${p.product_id}）  ¥${p.presale_price}  已订${p.sold}/${p.stock}  每单${limitText(p.order_limit)} 每人${limitText(p.client_limit)}  ${p.start_time} ~ ${p.end_time}  预计${p.ship_date}发货${p.title ? `  ${p.title}` : ''}`;

export async function runPresaleCommand(c: PresaleCommand, t: Transport): Promise<string> {
  if (c.kind === 'presales') {
    const list = t.kind === 'http' ? await t.post(presale.operatorPresales, {}) : await listPresalesForOperator(t.db);
    return list.length ? list.map(presaleLine).join('\n') : '没有预售活动';
  }
  if (c.kind === 'presale-end') {
    const p = t.kind === 'http' ? await t.post(presale.operatorPresaleEnd, { presale_id: c.id }) : await endPresale(t.db, c.id);
    return `已结束预售：${presaleLine(p)}`;
  }
  const p = t.kind === 'http' ? await t.post(presale.operatorPresaleCreate, c.input) : await createPresale(t.db, c.input);
  return `已创建预售：${presaleLine(p)}`;
}
