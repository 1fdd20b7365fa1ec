/**
 * May this buyer put this product in the cart (SPEC §4, §5)? One answer for the product card, the detail page, the
 * quick order and the server, which re-applies it. A refusal carries a code, the Chinese text and what the buyer can
 * do about it.
 */
import { BUSINESS_SCOPES } from './enums';
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

/** Who may buy at all (src/model/compliance.ts): the buyer's licences, account and purchaser. */
export type ComplianceCode =
  | 'licenceMissing'
  | 'licenceExpired'
  | 'licenceExpiring'
  | 'accountReview'
  | 'accountFrozen'
  | 'purchaserMissing'
  | 'purchaserUnauthorised'
  | 'purchaserExpired';

/** Money rules of an order (src/model/order-money.ts): the minimum order amount, overdue credit bills, the payment password. */
export type MoneyCode = 'belowMinimum' | 'creditOverdue' | 'payPasswordMissing';

export type RefusalCode = 'needLogin' | 'salesmanSelf' | 'emptyList' | Warning | 'badQuantity' | 'noValidQuantity' | ComplianceCode | MoneyCode;

/**
 * What the buyer can do: log in, choose a customer, ask for a wider scope, fix the quantity, pick another product;
 * upload or renew a licence, wait for the review, have the account unfrozen, choose or register a purchaser.
 */
export type FixAction =
  | 'login'
  | 'chooseCustomer'
  | 'contactService'
  | 'changeQuantity'
  | 'chooseAnother'
  | 'uploadLicence'
  | 'renewLicence'
  | 'waitReview'
  | 'unfreeze'
  | 'choosePurchaser'
  | 'authorisePurchaser'
  | 'addMore'
  | 'repayOverdue'
  | 'setPayPassword';

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
  uploadLicence: '上传资质',
  renewLicence: '上传新证',
  waitReview: '等待审核通过',
  unfreeze: '联系客服解冻账号',
  choosePurchaser: '选择采购人员',
  authorisePurchaser: '登记授权采购人员',
  addMore: '继续选购',
  repayOverdue: '先还清逾期账单',
  setPayPassword: '设置支付密码',
};

export const refusal = (code: RefusalCode, text: string, fix: FixAction): Refusal => ({ code, text, fix, fixText: FIX_TEXT[fix] });

/** business_scope (0 prescription, 1 class A OTC, 2 class B OTC) names the scope an out-of-scope buyer lacks. */
export type PurchaseFacts = Buyable & QuantitySource & NearExpiryFacts & { business_scope?: number };

/** Quantity rule, warning and whether buy buttons are enabled: one answer for card, detail and cart. */
export function purchaseState(p: PurchaseFacts): { rule: QuantityRule; warning: Warning | null; canBuy: boolean } {
  const rule = quantityRule(p);
  return { rule, warning: warningOf(p), canBuy: isPurchasable(p) && rule.max >= rule.min };
}

function warningRefusal(w: Warning, name: string, scope?: number): Refusal {
  if (w === 'outOfScope') return refusal(w, MSG.outOfScope(name, scope === undefined ? undefined : BUSINESS_SCOPES[scope]), 'contactService');
  if (w === 'neverOnline') return refusal(w, MSG.neverOnline(name), 'chooseAnother');
  return refusal(w, `${name}${warningText(w, 'cart')}`, 'chooseAnother');
}

/** Why this product cannot be bought in this quantity, ignoring who buys; null when it can. */
export function productRefusal(p: PurchaseFacts, amount: number): Refusal | null {
  const w = warningOf(p);
  if (w) return warningRefusal(w, p.ty_name, p.business_scope);
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

/** What the near-expiry question needs of a product: its name and, where known, its expiry date (yyyy-MM-dd). */
export type NearExpiryFacts = { ty_name: string; near_expiration_date?: 0 | 1; validity?: string };

/**
 * The question asked before near-expiry products go into the cart or an order, naming each one's expiry date: one
 * product alone is "该商品", several are named. Null when none is near its expiry.
 */
export function nearExpiryQuestion(products: readonly NearExpiryFacts[]): string | null {
  const near = products.filter(needsNearExpiryConfirm);
  if (near.length === 0) return null;
  if (products.length === 1) return near[0]!.validity ? MSG.nearExpiryOn(near[0]!.validity) : MSG.nearExpiry;
  const named = near.map((p) => (p.validity ? `${p.ty_name}（有效期至${p.validity}）` : p.ty_name));
  return MSG.nearExpiryNamed([...new Set(named)].join('、'));
}

/**
 * A whole add list: empty → 没有可加入购物车的商品; every drug never sold online named in one message; every out-of-scope product named in one message; then the first
 * line's problem, prefixed with the product name when the list has several lines.
 */
export function listRefusal(lines: { product: PurchaseFacts; amount: number }[]): Refusal | null {
  if (lines.length === 0) return refusal('emptyList', MSG.nothingToAdd, 'chooseAnother');
  const banned = [...new Set(lines.filter((l) => l.product.never_online === 1).map((l) => l.product.ty_name))];
  if (banned.length) return warningRefusal('neverOnline', banned.join('、'));
  const outLines = lines.filter((l) => l.product.switch !== 1);
  const outOfScope = [...new Set(outLines.map((l) => l.product.ty_name))];
  const scopes = new Set(outLines.map((l) => l.product.business_scope));
  if (outOfScope.length) return warningRefusal('outOfScope', outOfScope.join('、'), scopes.size === 1 ? outLines[0]!.product.business_scope : undefined);
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
