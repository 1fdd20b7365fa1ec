/**
 * The operator's special-price and combination commands, parsed and run for src/server/cli/operator.ts:
 *   specials | special-create <商品ID> <特价> <数量> <开始> <结束> [每人限购] [名称] | special-end <特价ID>
 *   combos | combo-create <名称> <套餐价> <商品ID:每套数量,…> <套数> <开始> <结束> [每人限购(套)] | combo-end <套餐ID>
 * Times "yyyy-MM-dd HH:mm:ss" (China time); -1 = no limit. Over the running server (operator API) or directly.
 */
import * as specials from '../../contract/specials';
import type { OperatorCombination, OperatorSpecial } from '../../contract/specials';
import { CAPPED_PHASE_TEXT } from '../../model/special-combination-rules';
import {
  createCombination,
  createSpecial,
  endCombination,
  endSpecial,
  listCombinationsForOperator,
  listSpecialsForOperator,
  type NewCombination,
  type NewSpecial,
} from '../services/promotions/capped-admin';
import { int } from './args';
import type { Transport } from './order-commands';

export const SPECIAL_USAGE = `  npm run operator -- specials                                   特价活动列表
  npm run operator -- special-create <商品ID> <特价> <数量> "<开始 yyyy-MM-dd HH:mm:ss>" "<结束>" [每人限购] [名称]
                                                                 创建（排期）特价，-1 表示不限
  npm run operator -- special-end <特价ID>                         提前结束特价
  npm run operator -- combos                                     套餐活动列表
  npm run operator -- combo-create <名称> <套餐价> <商品ID:每套数量,…> <套数> "<开始>" "<结束>" [每人限购套数]
                                                                 创建（排期）套餐
  npm run operator -- combo-end <套餐ID>                           提前结束套餐`;

export type SpecialCommand =
  | { kind: 'specials' }
  | { kind: 'special-create'; input: NewSpecial }
  | { kind: 'special-end'; id: number }
  | { kind: 'combos' }
  | { kind: 'combo-create'; input: NewCombination }
  | { kind: 'combo-end'; id: number };

/** "12:2,15:1" → the items, or null when any part is malformed. */
export function parseItems(text: string | undefined): { product_id: number; qty: number }[] | null {
  if (!text) return null;
  const items = text.split(/[,，]/).map((part) => {
    const [id, qty] = part.split(/[:：]/);
    const productId = int(id?.trim(), 1);
    const n = int(qty?.trim() ?? '1', 1);
    return productId === null || n === null ? null : { product_id: productId, qty: n };
  });
  return items.every((i) => i !== null) ? (items as { product_id: number; qty: number }[]) : null;
}

/** The special or combination command these arguments name, or null (not one, or malformed). */
export function parseSpecialCommand(args: string[]): SpecialCommand | null {
  const [verb, ...rest] = args;
  if (verb === 'specials') return { kind: 'specials' };
  if (verb === 'combos') return { kind: 'combos' };
  if (verb === 'special-end' || verb === 'combo-end') {
    const id = int(rest[0], 1);
    return id === null ? null : { kind: verb, id };
  }
  if (verb === 'special-create') {
    const [product, price, stock, start, end, limit, ...title] = rest;
    const productId = int(product, 1);
    const n = int(stock, 1);
    const clientLimit = limit === undefined ? undefined : int(limit, -1);
    if (productId === null || n === null || clientLimit === null || !price || !start || !end) return null;
    return {
      kind: 'special-create',
      input: {
        product_id: productId,
        special_price: price,
        stock: n,
        start_time: start,
        end_time: end,
        ...(clientLimit !== undefined ? { client_limit: clientLimit } : {}),
        ...(title.length ? { title: title.join(' ') } : {}),
      },
    };
  }
  if (verb !== 'combo-create') return null;
  const [name, price, itemsText, stock, start, end, limit] = rest;
  const items = parseItems(itemsText);
  const n = int(stock, 1);
  const clientLimit = limit === undefined ? undefined : int(limit, -1);
  if (!name || !price || !items || n === null || clientLimit === null || !start || !end) return null;
  return {
    kind: 'combo-create',
    input: { name, combination_price: price, items, stock: n, start_time: start, end_time: end, ...(clientLimit !== undefined ? { client_limit: clientLimit } : {}) },
  };
}

const limitText = (n: number) => (n < 0 ? '不限' : String(n));
const specialLine = (s: OperatorSpecial) =>
  `#${s.special_id}  ${CAPPED_PHASE_TEXT[s.phase]}  ${s.ty_name}（商品${s.product_id}）  特价¥${s.special_price}  已售${s.sold}/${s.stock}  每人${limitText(s.client_limit)}  ${s.start_time} ~ ${s.end_time}${s.title ? `  ${s.title}` : ''}`;
const comboLine = (c: OperatorCombination) =>
  `#${c.combination_id}  ${CAPPED_PHASE_TEXT[c.phase]}  ${c.title}  套餐价¥${c.combination_price}（原价¥${c.client_total_price}）  ${c.items.map((i) => `${i.ty_name}×${i.qty}`).join('、')}  已售${c.sold}/${c.stock}套  每人${limitText(c.client_limit)}  ${c.start_time} ~ ${c.end_time}`;

/** Runs the command and answers what to print. */
export async function runSpecialCommand(c: SpecialCommand, t: Transport): Promise<string> {
  switch (c.kind) {
    case 'specials': {
      const list = t.kind === 'http' ? await t.post(specials.operatorSpecials, {}) : await listSpecialsForOperator(t.db);
      return list.length ? list.map(specialLine).join('\n') : '没有特价活动';
    }
    case 'special-create':
      return `已创建特价：${specialLine(t.kind === 'http' ? await t.post(specials.operatorSpecialCreate, c.input) : await createSpecial(t.db, c.input))}`;
    case 'special-end':
      return `已结束特价：${specialLine(t.kind === 'http' ? await t.post(specials.operatorSpecialEnd, { special_id: c.id }) : await endSpecial(t.db, c.id))}`;
    case 'combos': {
      const list = t.kind === 'http' ? await t.post(specials.operatorCombinations, {}) : await listCombinationsForOperator(t.db);
      return list.length ? list.map(comboLine).join('\n') : '没有套餐活动';
    }
    case 'combo-create':
      return `已创建套餐：${comboLine(t.kind === 'http' ? await t.post(specials.operatorCombinationCreate, c.input) : await createCombination(t.db, c.input))}`;
    case 'combo-end':
      return `已结束套餐：${comboLine(t.kind === 'http' ? await t.post(specials.operatorCombinationEnd, { combination_id: c.id }) : await endCombination(t.db, c.id))}`;
  }
}
