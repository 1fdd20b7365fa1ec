import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MSG } from '../../../src/model/messages';
import { quantityProblem, quantityRule } from '../../../src/model/product-rules';
import {
  addRefusal,
  listRefusal,
  nearExpiryQuestion,
  needsNearExpiryConfirm,
  productRefusal,
  purchaseState,
  type PurchaseFacts,
} from '../../../src/model/purchase-rules';

const product = (over: Partial<PurchaseFacts> = {}): PurchaseFacts => ({
  ty_name: '阿莫西林胶囊',
  switch: 1,
  stock: 100,
  is_failure: 0,
  zhongbaozhuang_num: 1,
  ...over,
});

describe('addRefusal: who may add', () => {
  it('asks a visitor to log in first', () => {
    expect(addRefusal('visitor', product(), 1)).toMatchObject({ code: 'needLogin', text: MSG.loginFirst, fix: 'login' });
  });
  it('tells a salesman alone to order for a customer', () => {
    expect(addRefusal('salesman', product(), 1)).toMatchObject({ code: 'salesmanSelf', text: MSG.salesmanCartOnly, fix: 'chooseCustomer' });
  });
  it('lets a client add a purchasable product', () => {
    expect(addRefusal('client', product(), 1)).toBeNull();
  });
  it('checks login before the product (a visitor sees the login prompt even for a sold-out product)', () => {
    expect(addRefusal('visitor', product({ stock: 0 }), 1)?.code).toBe('needLogin');
  });
});

describe('productRefusal: what may be added', () => {
  it('names an out-of-scope product and says to contact customer service', () => {
    expect(productRefusal(product({ switch: 0 }), 1)).toMatchObject({
      code: 'outOfScope',
      text: MSG.outOfScope('阿莫西林胶囊'),
      fix: 'contactService',
    });
  });
  it.each([
    [{ is_failure: 1 as const }, 'offShelf', '阿莫西林胶囊已下架'],
    [{ is_failure: 3 as const }, 'expired', '阿莫西林胶囊已过期'],
    [{ is_failure: 2 as const }, 'soldOut', '阿莫西林胶囊已售罄'],
    [{ stock: 0 }, 'soldOut', '阿莫西林胶囊已售罄'],
  ])('%o → %s', (over, code, text) => {
    expect(productRefusal(product(over), 1)).toMatchObject({ code, text, fix: 'chooseAnother' });
  });
  it('refuses a quantity off the packing step with the step in the message', () => {
    expect(productRefusal(product({ zhongbaozhuang_num: 10 }), 15)).toMatchObject({
      code: 'badQuantity',
      text: '购买数量须为10的倍数',
      fix: 'changeQuantity',
    });
  });
  it('says no quantity is possible when stock is below one pack', () => {
    expect(productRefusal(product({ zhongbaozhuang_num: 10, stock: 5 }), 10)?.code).toBe('noValidQuantity');
  });
});

describe('listRefusal: an add list', () => {
  it('refuses an empty list', () => {
    expect(listRefusal([])).toMatchObject({ code: 'emptyList', text: MSG.nothingToAdd });
  });
  it('names every out-of-scope product once, before any other problem', () => {
    const r = listRefusal([
      { product: product({ stock: 0, ty_name: '甲' }), amount: 1 },
      { product: product({ switch: 0, ty_name: '乙' }), amount: 1 },
      { product: product({ switch: 0, ty_name: '丙' }), amount: 1 },
      { product: product({ switch: 0, ty_name: '乙' }), amount: 2 },
    ]);
    expect(r?.text).toBe(MSG.outOfScope('乙、丙'));
  });
  it('prefixes a quantity problem with the product name when there are several lines', () => {
    const r = listRefusal([
      { product: product({ ty_name: '甲' }), amount: 1 },
      { product: product({ ty_name: '乙', zhongbaozhuang_num: 5 }), amount: 7 },
    ]);
    expect(r?.text).toBe('乙：购买数量须为5的倍数');
  });
  it('accepts a list of good lines', () => {
    expect(listRefusal([{ product: product(), amount: 2 }])).toBeNull();
  });
});

describe('purchaseState and near expiry', () => {
  it('disables buying when stock cannot cover one pack', () => {
    expect(purchaseState(product({ stock: 5, zhongbaozhuang_num: 10 })).canBuy).toBe(false);
    expect(purchaseState(product()).canBuy).toBe(true);
  });
  it('asks to confirm near-expiry products only', () => {
    expect(needsNearExpiryConfirm({ near_expiration_date: 1 })).toBe(true);
    expect(needsNearExpiryConfirm({ near_expiration_date: 0 })).toBe(false);
    expect(needsNearExpiryConfirm({})).toBe(false);
  });
});

describe('quantity properties (fast-check)', () => {
  const facts = fc.record({
    step: fc.integer({ min: 1, max: 50 }),
    stock: fc.integer({ min: -1, max: 10_000 }),
    maxBuy: fc.integer({ min: -1, max: 5_000 }),
    minBuy: fc.integer({ min: 0, max: 200 }),
  });

  it('accepts exactly the multiples of the step between min and max', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: -100, max: 20_000 }), ({ step, stock, maxBuy, minBuy }, amount) => {
        const p = product({ zhongbaozhuang_num: step, stock, max_buy_num: maxBuy, min_buy_num: minBuy });
        const rule = quantityRule(p);
        const ok = quantityProblem(amount, rule) === null;
        const expected = amount > 0 && amount % step === 0 && amount >= rule.min && amount <= rule.max;
        expect(ok).toBe(expected);
        // The bounds themselves obey the step, and never exceed stock or the purchase limit.
        expect(rule.min % step).toBe(0);
        if (Number.isFinite(rule.max)) expect(rule.max % step).toBe(0);
        if (stock >= 0) expect(rule.max).toBeLessThanOrEqual(stock);
        if (maxBuy >= 0) expect(rule.max).toBeLessThanOrEqual(maxBuy);
      }),
    );
  });

  it('never lets a refused line through and never refuses a valid one', () => {
    fc.assert(
      fc.property(facts, fc.integer({ min: 1, max: 20_000 }), ({ step, stock, maxBuy, minBuy }, amount) => {
        const p = product({ zhongbaozhuang_num: step, stock, max_buy_num: maxBuy, min_buy_num: minBuy });
        const valid = quantityProblem(amount, quantityRule(p)) === null && stock !== 0;
        expect(productRefusal(p, amount) === null).toBe(valid);
      }),
    );
  });
});

describe('the near-expiry question', () => {
  const near = (ty_name: string, validity?: string) => ({ ty_name, near_expiration_date: 1 as const, ...(validity ? { validity } : {}) });
  it('names the expiry date of one product, and each near one of several (not the others)', () => {
    expect(nearExpiryQuestion([near('布洛芬缓释胶囊', '2027-03-01')])).toBe('该商品为近效期药品（有效期至2027-03-01），确定要购买吗？');
    expect(nearExpiryQuestion([near('组合')])).toBe(MSG.nearExpiry);
    expect(
      nearExpiryQuestion([near('布洛芬缓释胶囊', '2027-03-01'), { ty_name: '阿莫西林胶囊', near_expiration_date: 0 }, near('板蓝根颗粒', '2027-01-15')]),
    ).toBe('布洛芬缓释胶囊（有效期至2027-03-01）、板蓝根颗粒（有效期至2027-01-15）为近效期药品，确定要购买吗？');
  });
  it('asks nothing when no product is near its expiry', () => {
    expect(nearExpiryQuestion([{ ty_name: '阿莫西林胶囊', near_expiration_date: 0, validity: '2029-01-01' }])).toBeNull();
    expect(nearExpiryQuestion([])).toBeNull();
  });
});
