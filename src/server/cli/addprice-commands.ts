/**
 * The operator's add-on-price (加价购) commands, parsed and run for src/server/cli/operator.ts:
 *   addprices                                                  the latest 100 offers with their state
 *   addprice-create <商品ID> <加价购价> <门槛金额> <主商品ID,…> <开始> <结束>
 *                                                              one offer per product: an ended one is replaced
 *   addprice-end <加价购ID>                                      ends it now
 * Times "yyyy-MM-dd HH:mm:ss" (China time). Over the running server (operator API) or, with a database handle, directly.
 */
import * as offers from '../../contract/operator-offers';
import type { NewAddPrice, OperatorAddPrice } from '../../contract/operator-offers';
import { CAPPED_PHASE_TEXT } from '../../model/special-combination-rules';
import { createAddPrice, endAddPrice, listAddPricesForOperator } from '../services/promotions/add-price-admin';
import { idList, int } from './args';
import type { Transport } from './order-commands';

export const ADD_PRICE_USAGE = `  npm run operator -- addprices                                  加价购活动列表
  npm run operator -- addprice-create <商品ID> <加价购价> <门槛金额> <主商品ID,…> "<开始>" "<结束>"
                                                                 创建（排期）加价购：主商品满门槛金额后可加价购买该商品；
                                                                 每个商品一个活动，未结束时不能再建，已结束的被替换
  npm run operator -- addprice-end <加价购ID>                      立即结束加价购`;

export type AddPriceCommand = { kind: 'addprices' } | { kind: 'addprice-create'; input: NewAddPrice } | { kind: 'addprice-end'; id: number };

/** The add-on-price command these arguments name, or null (not one, or malformed). */
export function parseAddPriceCommand(args: string[]): AddPriceCommand | null {
  const [verb, ...rest] = args;
  if (verb === 'addprices') return { kind: 'addprices' };
  if (verb === 'addprice-end') {
    const id = int(rest[0], 1);
    return id === null ? null : { kind: 'addprice-end', id };
  }
  if (verb !== 'addprice-create') return null;
  const [product, price, threshold, mainsText, start, end, ...extra] = rest;
  const productId = int(product, 1);
  const mains = idList(mainsText);
  if (productId === null || !price || !threshold || !mains || !start || !end || extra.length) return null;
  return { kind: 'addprice-create', input: { product_id: productId, add_price: price, threshold, main_product_ids: mains, start_time: start, end_time: end } };
}

export const addPriceLine = (o: OperatorAddPrice) =>
  `#${o.offer_id}  ${CAPPED_PHASE_TEXT[o.phase]}  ${o.ty_name}（商品${o.product_id}）  加价购¥${o.add_price}（售价¥${o.own_price}）  主商品满¥${o.threshold}：${o.main_products.map((m) => `${m.ty_name}（${m.product_id}）`).join('、')}  ${o.start_time} ~ ${o.end_time}`;

/** Runs the command and answers what to print. */
export async function runAddPriceCommand(c: AddPriceCommand, t: Transport): Promise<string> {
  if (c.kind === 'addprices') {
    const list = t.kind === 'http' ? await t.post(offers.operatorAddPrices, {}) : await listAddPricesForOperator(t.db);
    return list.length ? list.map(addPriceLine).join('\n') : '没有加价购活动';
  }
  if (c.kind === 'addprice-end') {
    return `已结束加价购：${addPriceLine(t.kind === 'http' ? await t.post(offers.operatorAddPriceEnd, { offer_id: c.id }) : await endAddPrice(t.db, c.id))}`;
  }
  return `已创建加价购：${addPriceLine(t.kind === 'http' ? await t.post(offers.operatorAddPriceCreate, c.input) : await createAddPrice(t.db, c.input))}`;
}
