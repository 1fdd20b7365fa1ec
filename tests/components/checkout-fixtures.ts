/**
 * A stubbed store server for the checkout page: a preview built with the model's own price rules, coupon totals,
 * and sureOrder answers; records every request.
 */
import { configureApi } from '../../src/api';
import type { InvoiceDetails } from '../../src/contract/invoices';
import type { CheckoutCoupon, CheckoutLine, CheckoutPreview, SureOrderAnswer } from '../../src/contract/checkout';
import type { ComplianceStatus } from '../../src/contract/compliance';
import { emptyCart } from '../../src/model/cart-rules';
import { fenToYuan } from '../../src/model/money';
import { priceOrder, priceTotalsYuan, type CouponTerms, type PriceLine } from '../../src/model/pricing';

export interface Sent {
  path: string;
  body: any;
  query: URLSearchParams;
}

const NOW = Date.now();
const priceLine = (key: number, amount: number, list: number, price: number): PriceLine => ({
  key,
  productId: key,
  amount,
  listPriceFen: list,
  priceFen: price,
  classPath: [1],
  brand: '',
});

export const line = (key: number, name: string, amount: number, listFen: number, priceFen: number, refusal: CheckoutLine['refusal'] = null): CheckoutLine => ({
  key,
  product_id: key,
  group: 'product',
  ty_name: name,
  product_standard: '0.25g*24粒',
  manufacturer: '石药集团',
  product_dw: '盒',
  thumb: '',
  amount,
  list_price: fenToYuan(listFen),
  price: fenToYuan(priceFen),
  line_money: fenToYuan(amount * priceFen),
  discount_money: '0.00',
  refusal,
});

const terms = (o: Partial<CouponTerms> & { couponId: number }): CouponTerms => ({
  couponType: 1,
  amountFen: 0,
  payvalueFen: 0,
  maxDiscountFen: 0,
  steps: [],
  startMs: NOW - 86_400_000,
  endMs: NOW + 86_400_000,
  scopes: [],
  used: false,
  ...o,
});

const coupon = (t: CouponTerms, title: string, usable: boolean, reason = '', discountFen = 0): CheckoutCoupon => ({
  coupon_id: t.couponId,
  coupon_title: title,
  type_name: t.couponType === 2 ? '折扣券' : '满减券',
  coupon_type: t.couponType,
  amount: fenToYuan(t.amountFen),
  payvalue: fenToYuan(t.payvalueFen),
  max_discount: fenToYuan(t.maxDiscountFen),
  config_json: t.steps.map((s) => ({ step1_price: fenToYuan(s.priceFen), step1_discount: String(s.discount) })),
  fold: t.couponType === 2 ? `${(t.steps[0]?.discount ?? 0) / 10}折` : '',
  start_time: '2026-01-01 00:00:00',
  end_time: '2026-12-31 00:00:00',
  usable,
  reason,
  discount_money: fenToYuan(discountFen),
  terms: { ...t, steps: [...t.steps], scopes: [...t.scopes] },
});

/** Two 12.00 → 10.00 boxes (promotion 4.00), delivery 10.00; coupons: 满10减2, 9.5折 (max 5), an expired one. */
export function previewOf(opts: { refused?: boolean; empty?: boolean; zero?: boolean; minOrderFen?: number } = {}): CheckoutPreview {
  const price = opts.zero ? 0 : 1000;
  const lines = opts.empty ? [] : [priceLine(1, 2, opts.zero ? 0 : 1200, price)];
  const delivery = { feeFen: opts.zero ? 0 : 1000, freeFromFen: 50000 };
  const c1 = terms({ couponId: 1, amountFen: 200, payvalueFen: 1000 });
  const c2 = terms({ couponId: 2, couponType: 2, steps: [{ priceFen: 1000, discount: 95 }], maxDiscountFen: 500 });
  const c3 = terms({ couponId: 3, amountFen: 3000, payvalueFen: 30000, endMs: NOW - 1000 });
  const p = priceOrder({ lines, fullReduction: [], coupon: null, delivery, nowMs: NOW });
  if ('refusal' in p) throw new Error(p.refusal);
  const product: CheckoutLine[] = opts.empty ? [] : [line(1, '阿莫西林胶囊', 2, opts.zero ? 0 : 1200, price)];
  if (opts.refused) {
    product.push(line(2, '板蓝根颗粒', 10, 1200, 1200, { code: 'offShelf', text: '板蓝根颗粒已下架', fix: 'chooseAnother', fixText: '选购其他商品' }));
  }
  return {
    addresses: [{ address_id: 1, consignee: '王芳', phone: '13812345601', province: '上海市', city: '上海市', area: '浦东新区', detail: '张杨路1288号' }],
    groups: { ...emptyCart<CheckoutLine>(), product, seckill: [], combination: [], addPrice: [] } as CheckoutPreview['groups'],
    coupons: [coupon(c1, '满10减2', true, '', 200), coupon(c2, '满10享9.5折', true, '', 100), coupon(c3, '满300减30', false, '优惠券已过期')],
    coupon_id: null,
    totals: priceTotalsYuan(p),
    is_credit: 0,
    credit_available: '0.00',
    warnings: opts.refused ? ['部分商品当前不可购买，请返回购物车修改后再提交'] : [],
    pricing: { lines: lines.map((l) => ({ ...l, classPath: [...l.classPath] })), fullReduction: [], delivery, nowMs: NOW, minOrderFen: opts.minOrderFen ?? 0 },
  };
}

/** A buyer in good standing: one valid purchaser, nothing to say. */
export const GOOD_STANDING: ComplianceStatus = {
  reasons: [],
  allowed: true,
  purchasers: [{ id: 1, name: '王芳', valid_until: '2027-11-24' }],
  default_purchaser_id: 1,
  named_by_clinic_system: false,
  reminders: [],
  today: '2026-11-25',
};

export function checkoutServer(
  preview: CheckoutPreview | 'fail',
  opts: { sure?: SureOrderAnswer; refuse?: Record<string, string>; standing?: (purchaserId?: number) => ComplianceStatus; invoice?: InvoiceDetails | null } = {},
) {
  const sent: Sent[] = [];
  const answer = (s: Sent): unknown => {
    const refusal = opts.refuse?.[s.path];
    if (refusal) throw { code: 400, msg: refusal };
    switch (s.path) {
      case '/w1/submitOrder':
        if (preview === 'fail') throw { code: 500, msg: '服务器开小差了' };
        return preview;
      case '/w1/ajaxCalcProductDiscountMoney': {
        if (preview === 'fail') throw { code: 500, msg: 'x' };
        const c = preview.coupons.find((x) => x.coupon_id === s.body.coupon_id);
        const p = priceOrder({ ...preview.pricing, coupon: c?.terms ?? null });
        if ('refusal' in p) throw { code: 400, msg: p.refusal };
        return { coupon_id: p.couponId, totals: priceTotalsYuan(p), lines: [] };
      }
      case '/w1/sureOrder':
        return opts.sure ?? { orderCode: 'YC20260601000000123456', order_id: 42, total: '22.00', paid: 0 };
      case '/w1/MyShoppingtrolley':
        return { count: 0, cartList: emptyCart() };
      case '/w1/fastOrder':
        return { list: [] };
      case '/w1/invoiceDetails':
        return { details: opts.invoice ?? null };
      case '/w1/complianceStatus':
        return opts.standing ? opts.standing(s.query.get('purchaser_id') ? Number(s.query.get('purchaser_id')) : undefined) : GOOD_STANDING;
      default:
        throw { code: 404, msg: `unexpected ${s.path}` };
    }
  };
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const s: Sent = { path: url.pathname.replace(/^\/api/, ''), body: init?.body ? JSON.parse(String(init.body)) : undefined, query: url.searchParams };
      sent.push(s);
      let env: object;
      try {
        env = { code: 200, msg: 'ok', data: answer(s) };
      } catch (e) {
        const r = e as { code: number; msg: string };
        env = { code: r.code, msg: r.msg, data: null };
      }
      return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { sent, of: (path: string) => sent.filter((s) => s.path === path) };
}
