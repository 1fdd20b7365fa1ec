/**
 * May this buyer put this product in the cart (SPEC §4, §5)? One answer for the product card, the detail page, the
 * quick order and the server, which re-applies it. A refusal carries a code, the Chinese text and what the buyer can
 * do about it.
 */
import { MSG } from './messages';
import {
  isPurchasable,
  quantityMessage,
  quantityProblem,
  quantityRule,
  warningOf,
  warningText,
  type Buyable,
  type QuantityRule,
  type QuantitySource,
  type Warning,
} from './product-rules';

/** visitor: not logged in; salesman: a salesman not acting for a customer; client: a client or an acting salesman. */
export type BuyerRole = 'visitor' | 'client' | 'salesman';

export type RefusalCode = 'needLogin' | 'salesmanSelf' | 'emptyList' | Warning | 'badQuantity' | 'noValidQuantity';

/** What the buyer can do: log in, choose a customer, ask for a wider scope, fix the quantity, pick another product. */
export type FixAction = 'login' | 'chooseCustomer' | 'contactService' | 'changeQuantity' | 'chooseAnother';

export interface Refusal {
  code: RefusalCode;
  text: string;
  fix: FixAction;
  fixText: string;
}

const FIX_TEXT: Record<FixAction, string> = {
  login: '登录后购买',
  chooseCustomer: '先选择要代下单的客户',
  contactService: '联系客服修改经营范围',
  changeQuantity: '修改购买数量',
  chooseAnother: '选购其他商品',
};

const refusal = (code: RefusalCode, text: string, fix: FixAction): Refusal => ({ code, text, fix, fixText: FIX_TEXT[fix] });

export type PurchaseFacts = Buyable & QuantitySource & { ty_name: string; near_expiration_date?: 0 | 1 };

/** Quantity rule, warning and whether buy buttons are enabled: one answer for card, detail and cart. */
export function purchaseState(p: PurchaseFacts): { rule: QuantityRule; warning: Warning | null; canBuy: boolean } {
  const rule = quantityRule(p);
  return { rule, warning: warningOf(p), canBuy: isPurchasable(p) && rule.max >= rule.min };
}

function warningRefusal(w: Warning, name: string): Refusal {
  if (w === 'outOfScope') return refusal(w, MSG.outOfScope(name), 'contactService');
  if (w === 'neverOnline') return refusal(w, MSG.neverOnline(name), 'chooseAnother');
  return refusal(w, `${name}${warningText(w, 'cart')}`, 'chooseAnother');
}

/** Why this product cannot be bought in this quantity, ignoring who buys; null when it can. */
export function productRefusal(p: PurchaseFacts, amount: number): Refusal | null {
  const w = warningOf(p);
  if (w) return warningRefusal(w, p.ty_name);
  const rule = quantityRule(p);
  const problem = quantityProblem(amount, rule);
  if (!problem) return null;
  const code = problem === 'unavailable' ? 'noValidQuantity' : 'badQuantity';
  return refusal(code, quantityMessage(problem, rule), problem === 'unavailable' ? 'chooseAnother' : 'changeQuantity');
}

/** Login first, then the salesman rule, then the product (SPEC §5 order). */
export function addRefusal(role: BuyerRole, p: PurchaseFacts, amount: number): Refusal | null {
  if (role === 'visitor') return refusal('needLogin', MSG.loginFirst, 'login');
  if (role === 'salesman') return refusal('salesmanSelf', MSG.salesmanCartOnly, 'chooseCustomer');
  return productRefusal(p, amount);
}

/** The near-expiry confirmation is asked before adding (SPEC §5). */
export const needsNearExpiryConfirm = (p: { near_expiration_date?: 0 | 1 }) => p.near_expiration_date === 1;

/**
 * A whole add list: empty → 没有可加入购物车的商品; every drug never sold online named in one message; every out-of-scope product named in one message; then the first
 * line's problem, prefixed with the product name when the list has several lines.
 */
export function listRefusal(lines: { product: PurchaseFacts; amount: number }[]): Refusal | null {
  if (lines.length === 0) return refusal('emptyList', MSG.nothingToAdd, 'chooseAnother');
  const banned = [...new Set(lines.filter((l) => l.product.never_online === 1).map((l) => l.product.ty_name))];
  if (banned.length) return warningRefusal('neverOnline', banned.join('、'));
  const outOfScope = [...new Set(lines.filter((l) => l.product.switch !== 1).map((l) => l.product.ty_name))];
  if (outOfScope.length) return warningRefusal('outOfScope', outOfScope.join('、'));
  for (const { product, amount } of lines) {
    const r = productRefusal(product, amount);
    if (!r) continue;
    if (r.code === 'badQuantity' || r.code === 'noValidQuantity') {
      return lines.length > 1 ? { ...r, text: `${product.ty_name}：${r.text}` } : r;
    }
    return r;
  }
  return null;
}
