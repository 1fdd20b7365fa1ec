/**
 * The operator's price commands (issue 27), parsed and run for src/server/cli/operator.ts:
 *   prices <商品ID>                                               base, client-type and agreed prices
 *   price-type <商品ID> <客户类型> <价格>                           set a client-type price (type 1..6 or its name)
 *   price-type-clear <商品ID> <客户类型>                            remove it
 *   price-agreed <商品ID> <账号> <价格> <生效日期> <截止日期>         set a client's agreed price (days yyyy-MM-dd, both included)
 *   price-agreed-clear <商品ID> <账号>                              remove it
 * Arguments are checked with the model's rules before anything is sent, so a bad price, type or day is refused in
 * Chinese and nothing changes; the service checks again. Over the running server (operator API) or, with a
 * database handle, directly.
 */
import * as prices from '../../contract/prices';
import type { AgreedPriceInput, ProductPrices, TypePriceInput } from '../../contract/prices';
import { agreedWindowProblem, clientTypeOf, parsePrice, PRICE_MSG } from '../../model/effective-price';
import { CLIENT_TYPES } from '../../model/enums';
import { clearAgreedPrice, clearTypePrice, productPrices, setAgreedPrice, setTypePrice } from '../services/prices/admin';
import { int } from './args';
import type { Transport } from './order-commands';

export const PRICE_USAGE = `  npm run operator -- prices <商品ID>                             商品价格：基础价、客户类型价、协议价
  npm run operator -- price-type <商品ID> <客户类型> <价格>          设置客户类型价（客户类型：1-6 或名称，如 2 或 营利性医疗机构）
  npm run operator -- price-type-clear <商品ID> <客户类型>          删除客户类型价
  npm run operator -- price-agreed <商品ID> <账号> <价格> <生效日期> <截止日期>
                                                                 设置客户协议价（日期 yyyy-MM-dd，含首尾两天）
  npm run operator -- price-agreed-clear <商品ID> <账号>            删除客户协议价`;

export type PriceCommand =
  | { kind: 'prices'; productId: number }
  | { kind: 'price-type'; input: TypePriceInput }
  | { kind: 'price-type-clear'; productId: number; clientType: number }
  | { kind: 'price-agreed'; input: AgreedPriceInput }
  | { kind: 'price-agreed-clear'; productId: number; username: string };

/** A client type typed as its number or its Chinese name; 0 when it is neither (refused when run, in Chinese). */
export function clientTypeArg(text: string): number {
  const byName = Object.entries(CLIENT_TYPES).find(([, name]) => name === text.trim());
  if (byName) return Number(byName[0]);
  return int(text.trim(), 1) ?? 0;
}

/** The price command these arguments name, or null (not one, or the wrong number of arguments). */
export function parsePriceCommand(args: string[]): PriceCommand | null {
  const [verb, productText, ...rest] = args;
  if (!verb || !['prices', 'price-type', 'price-type-clear', 'price-agreed', 'price-agreed-clear'].includes(verb)) return null;
  const productId = int(productText, 1);
  if (productId === null) return null;
  if (verb === 'prices' && rest.length === 0) return { kind: 'prices', productId };
  if (verb === 'price-type' && rest.length === 2) {
    return { kind: 'price-type', input: { product_id: productId, client_type: clientTypeArg(rest[0]!), price: rest[1]! } };
  }
  if (verb === 'price-type-clear' && rest.length === 1) return { kind: 'price-type-clear', productId, clientType: clientTypeArg(rest[0]!) };
  if (verb === 'price-agreed' && rest.length === 4) {
    const [username, price, from, until] = rest as [string, string, string, string];
    return { kind: 'price-agreed', input: { product_id: productId, username, price, valid_from: from, valid_until: until } };
  }
  if (verb === 'price-agreed-clear' && rest.length === 1) return { kind: 'price-agreed-clear', productId, username: rest[0]! };
  return null;
}

/** Why the command's arguments cannot be a price change (Chinese), or null: the model's rules, before any request. */
export function priceCommandProblem(c: PriceCommand): string | null {
  const typeProblem = (n: number) => (clientTypeOf(n) === null ? PRICE_MSG.badClientType : null);
  const priceProblem = (yuan: string) => {
    const parsed = parsePrice(yuan);
    return 'problem' in parsed ? parsed.problem : null;
  };
  if (c.kind === 'price-type') return typeProblem(c.input.client_type) ?? priceProblem(c.input.price);
  if (c.kind === 'price-type-clear') return typeProblem(c.clientType);
  if (c.kind === 'price-agreed') return priceProblem(c.input.price) ?? agreedWindowProblem(c.input.valid_from, c.input.valid_until);
  return null;
}

/** The product's prices as lines to print. */
export function pricesText(p: ProductPrices): string {
  const lines = [`商品${p.product_id} ${p.ty_name} ${p.product_standard}（${p.manufacturer}）  基础价¥${p.base_price}`];
  lines.push(p.type_prices.length ? `  客户类型价：${p.type_prices.map((t) => `${t.client_type} ${t.type_name} ¥${t.price}`).join('；')}` : '  客户类型价：无');
  if (p.agreed_prices.length === 0) lines.push('  协议价：无');
  for (const a of p.agreed_prices) lines.push(`  协议价：${a.username} ${a.client_name} ¥${a.price}  ${a.valid_from} 至 ${a.valid_until}  ${a.state}`);
  return lines.join('\n');
}

/** Runs the command and answers what to print (a refusal throws with its Chinese message). */
export async function runPriceCommand(c: PriceCommand, t: Transport): Promise<string> {
  const problem = priceCommandProblem(c);
  if (problem) throw new Error(problem);
  if (c.kind === 'prices') {
    return pricesText(t.kind === 'http' ? await t.post(prices.operatorPrices, { product_id: c.productId }) : await productPrices(t.db, c.productId));
  }
  if (c.kind === 'price-type') {
    return `已设置客户类型价：\n${pricesText(t.kind === 'http' ? await t.post(prices.operatorTypePriceSet, c.input) : await setTypePrice(t.db, c.input))}`;
  }
  if (c.kind === 'price-type-clear') {
    const r = t.kind === 'http'
      ? await t.post(prices.operatorTypePriceClear, { product_id: c.productId, client_type: c.clientType })
      : await clearTypePrice(t.db, c.productId, c.clientType);
    return `已删除客户类型价：\n${pricesText(r)}`;
  }
  if (c.kind === 'price-agreed') {
    return `已设置协议价：\n${pricesText(t.kind === 'http' ? await t.post(prices.operatorAgreedPriceSet, c.input) : await setAgreedPrice(t.db, c.input))}`;
  }
  const r = t.kind === 'http'
    ? await t.post(prices.operatorAgreedPriceClear, { product_id: c.productId, username: c.username })
    : await clearAgreedPrice(t.db, c.productId, c.username);
  return `已删除协议价：\n${pricesText(r)}`;
}
