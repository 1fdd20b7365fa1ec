/**
 * The operator's coupon-template commands: argument parsing; create → in the coupon centre, claimable, spent at
 * checkout; end → no longer claimable and the held unused ones expired; every refusal leaves the tables as they
 * were. Over the database itself and the operator API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as personal from '../../../src/contract/personal';
import * as promotions from '../../../src/contract/promotions';
import type { NewCoupon } from '../../../src/contract/operator-offers';
import { chinaStamp } from '../../../src/model/date-range';
import { ACCOUNT_MSG } from '../../../src/model/messages';
import { discountPercent } from '../../../src/model/offer-rules';
import { catalogueVersion } from '../../../src/server/notices/catalogue';
import { parseCouponCommand, parseScope, runCouponCommand } from '../../../src/server/cli/coupon-commands';
import { auditLog, categories, clientCoupons, coupons, couponScopes, orders, products } from '../../../src/server/db/schema';
import { COUPON_ADMIN_MSG, createCoupon, endCoupon } from '../../../src/server/services/promotions/coupon-admin';
import { SECKILL_ADMIN_MSG } from '../../../src/server/services/promotions/seckill-admin';
import { claimCoupon, couponCenter, myCoupons } from '../../../src/server/services/promotions/coupons';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { createBuyers, hotProduct, quickLines } from '../../../bench/orders-fixture';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { uuid } from '../checkout/helpers';
import { directTransport, httpTransport } from './operator-transport';


const START = '2026-12-01 10:00:00';
const END = '2026-12-31 10:00:00';
const HOUR = 3_600_000;
const at = (ms: number) => chinaStamp(new Date(Date.now() + ms));

describe('parseCouponCommand', () => {
  it.each([
    [['coupons'], { kind: 'coupons' }],
    [['coupon-end', '9'], { kind: 'coupon-end', id: 9 }],
    [
      ['coupon-create', '满减', '50', '500', '100', START, END],
      { kind: 'coupon-create', input: { coupon_type: 1, amount: '50', min_spend: '500', total: 100, start_time: START, end_time: END } },
    ],
    [
      ['coupon-create', '折扣', '9折', '100', '500', '30', START, END, '商品:1,2', '分类：3', '品牌:999，同仁堂', '感冒', '专场'],
      {
        kind: 'coupon-create',
        input: {
          coupon_type: 2,
          discount: '9折',
          max_discount: '100',
          min_spend: '500',
          total: 30,
          start_time: START,
          end_time: END,
          scope: { product_ids: [1, 2], class_ids: [3], brands: ['999', '同仁堂'] },
          act_name: '感冒 专场',
        },
      },
    ],
  ])('%j', (args, expected) => {
    expect(parseCouponCommand(args)).toEqual(expected);
  });

  it.each([
    [['coupon-end']],
    [['coupon-end', '0']],
    [['coupon-create', '满送', '50', '500', '100', START, END]],
    [['coupon-create', '满减', '50', '500', '0', START, END]],
    [['coupon-create', '满减', '50', '500', '100', START]],
    [['coupon-create', '折扣', '9折', '500', '100', START, END]],
    [['coupon-create', '满减', '50', '500', '100', START, END, '商品:1,x']],
    [['coupon-create', '满减', '50', '500', '100', START, END, '品牌:']],
    [['specials']],
  ])('is not one: %j', (args) => {
    expect(parseCouponCommand(args)).toBeNull();
  });

  it('scope words: several kinds, the rest is the name', () => {
    expect(parseScope(['全场', '商品：5'])).toEqual({ scope: { product_ids: [5] }, rest: ['全场'] });
    expect(parseScope(['年终'])).toEqual({ rest: ['年终'] });
  });

  it.each([
    ['9折', 90],
    ['9.5折', 95],
    ['0.9', 90],
    ['0.85', 85],
    ['.8', 80],
    ['0', null],
    ['1', null],
    ['10折', null],
    ['0折', null],
    ['0.955', null],
    ['1.2', null],
  ])('discount %s → %s', (text, percent) => {
    expect(discountPercent(text)).toBe(percent);
  });
});

describe('runCouponCommand', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s?.close());

  const run = (args: string[], t = directTransport(s)) => runCouponCommand(parseCouponCommand(args)!, t);
  const idIn = (line: string) => Number(/#(\d+)/.exec(line)![1]);

  it('creates a running store-wide 满减 coupon: in the coupon centre, claimed, spent at checkout; ended: no longer claimable, held ones expired', async () => {
    const before = catalogueVersion();
    const made = await run(['coupon-create', '满减', '10', '100', '5', at(-HOUR), at(24 * HOUR), '测试回馈']);
    expect(made).toMatch(/^已创建优惠券：#\d+  进行中  满100减10（满减券 · 测试回馈）  满¥100.00减¥10.00  全场通用  已领0\/5（未使用0）  .+  可领取$/);
    expect(catalogueVersion()).toBeGreaterThan(before);
    const id = idIn(made);
    const [row] = await s.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ typeName: '满减券', couponType: 1, amountFen: 1000, payvalueFen: 10000, maxDiscountFen: 0, configJson: [], couponTitle: '满100减10', actName: '测试回馈', total: 5, claimed: 0, claimable: true });

    const centre = await api(s.app, promotions.couponCenter);
    expect(centre.body.data.list.find((c) => c.coupon_id === id)).toMatchObject({ kind: 0, coupon_num: 5, coupon_title: '满100减10', amount: '10.00', payvalue: '100.00' });

    // A client claims it from the centre, another spends it on an order.
    const { token } = await loginAs(s.app, 'zhensuo01');
    expect((await api(s.app, personal.receiveCoupon, { coupon_id: id }, { token })).body).toMatchObject({ code: 200, data: { coupon_id: id, kind: 1 } });
    const [buyer, late] = await createBuyers(s.db, 2, `cpc${Date.now()}_`);
    await claimCoupon(s.db, buyer!, id);
    const product = await hotProduct(s.db, `CPC-${Date.now()}`, 1000);
    await quickLines(s.db, [buyer!], product, 20); // 20 × 8.50 = 170.00 ≥ 100
    const placed = await sureOrder(s.db, { clientId: buyer!, scopes: [0, 1, 2], salesmanId: null }, { idempotency_key: uuid(), isQuick: 1, coupon_id: id });
    const [order] = await s.db.select().from(orders).where(eq(orders.id, placed.order_id));
    expect(order!.couponFen).toBe(1000);
    expect(await run(['coupons'])).toContain(`#${id}  进行中  满100减10（满减券 · 测试回馈）  满¥100.00减¥10.00  全场通用  已领2/5（未使用1）`);

    const ended = await run(['coupon-end', String(id)]);
    expect(ended).toMatch(new RegExp(`^已结束优惠券：#${id}  已结束  满100减10`));
    expect(ended).toContain('客户已领取未使用的1张随之失效');
    expect((await api(s.app, promotions.couponCenter)).body.data.list.map((c) => c.coupon_id)).not.toContain(id);
    await expect(claimCoupon(s.db, late!, id)).rejects.toThrow(ACCOUNT_MSG.couponGone);
    expect(await s.db.$count(clientCoupons, eq(clientCoupons.couponId, id))).toBe(2);
    const zhensuo = (await api(s.app, personal.myCoupons, {}, { token })).body.data.list.find((c) => c.coupon_id === id);
    expect(zhensuo?.kind).toBe(3); // held unused: expired with the template
    expect((await myCoupons(s.db, buyer!)).list.find((c) => c.coupon_id === id)?.kind).toBe(2); // spent: stays used
    await expect(run(['coupon-end', String(id)])).rejects.toThrow(COUPON_ADMIN_MSG.alreadyEnded);

    const audits = await s.db.select().from(auditLog).where(eq(auditLog.subject, `coupon:${id}`));
    expect(audits.map((a) => a.detail)).toMatchObject([{ step: 'create', coupon_type: 1 }, { step: 'end', unused_expired: 1 }]);
  });

  it('over the operator API: a scheduled 折扣 coupon with a scope, written as the seed writes them; ended before it starts', async () => {
    const http = httpTransport(s);
    const [p1] = await s.db.select({ id: products.id, brand: products.brand }).from(products).where(eq(products.id, 1));
    const [cat] = await s.db.select({ id: categories.id, name: categories.name }).from(categories).limit(1);
    const made = await run(['coupon-create', '折扣', '9.5折', '80', '500', '30', at(HOUR), at(48 * HOUR), `商品:1,2`, `分类:${cat!.id}`, `品牌:${p1!.brand}`], http);
    expect(made).toMatch(/^已创建优惠券：#\d+  未开始  满500享9.5折（折扣券）  满¥500.00享9.5折 最高优惠¥80.00  /);
    expect(made).toContain(`商品1、2；分类${cat!.name}；品牌${p1!.brand}`);
    const id = idIn(made);
    const [row] = await s.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row).toMatchObject({ typeName: '折扣券', couponType: 2, amountFen: 0, payvalueFen: 0, maxDiscountFen: 8000, configJson: [{ step1_price: '500.00', step1_discount: '95' }], couponTitle: '满500享9.5折', total: 30 });
    const scopes = await s.db.select().from(couponScopes).where(eq(couponScopes.couponId, id));
    expect(scopes.map((r) => [r.productId, r.classId, r.brand])).toEqual(expect.arrayContaining([[1, null, null], [2, null, null], [null, cat!.id, null], [null, null, p1!.brand]]));
    expect((await couponCenter(s.db, null)).find((c) => c.coupon_id === id)).toMatchObject({ kind: 0, coupon_type: 2, max_discount: '80.00' });

    const ended = await run(['coupon-end', String(id)], http);
    expect(ended).toMatch(new RegExp(`^已结束优惠券：#${id}  已结束  `));
    const [after] = await s.db.select().from(coupons).where(eq(coupons.id, id));
    expect(after!.startTime.getTime()).toBeLessThan(after!.endTime.getTime());
    expect(after!.endTime.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await couponCenter(s.db, null)).map((c) => c.coupon_id)).not.toContain(id);
    await expect(run(['coupon-end', '99999999'], http)).rejects.toThrow(COUPON_ADMIN_MSG.notFound);
  });

  describe('refusals change nothing', () => {
    const good = (): NewCoupon => ({ coupon_type: 1, amount: '10', min_spend: '100', total: 10, start_time: at(-HOUR), end_time: at(HOUR) });
    const counts = async () => [await s.db.$count(coupons), await s.db.$count(couponScopes), await s.db.$count(auditLog)];

    it.each<[string, Partial<NewCoupon>, string]>([
      ['end before start', { start_time: at(2 * HOUR), end_time: at(HOUR) }, SECKILL_ADMIN_MSG.endBeforeStart],
      ['end in the past', { start_time: at(-2 * HOUR), end_time: at(-HOUR) }, SECKILL_ADMIN_MSG.endInPast],
      ['not a date', { end_time: '2026-02-30 10:00:00' }, SECKILL_ADMIN_MSG.badTime],
      ['amount 0', { amount: '0' }, COUPON_ADMIN_MSG.amountPositive],
      ['amount not money', { amount: '1.234' }, COUPON_ADMIN_MSG.badMoney],
      ['minimum spend below the amount', { amount: '50', min_spend: '40' }, COUPON_ADMIN_MSG.spendBelowAmount],
      ['discount 1', { coupon_type: 2, discount: '1', max_discount: '10' }, COUPON_ADMIN_MSG.badDiscount],
      ['discount 0', { coupon_type: 2, discount: '0', max_discount: '10' }, COUPON_ADMIN_MSG.badDiscount],
      ['discount 10折', { coupon_type: 2, discount: '10折', max_discount: '10' }, COUPON_ADMIN_MSG.badDiscount],
      ['no maximum discount', { coupon_type: 2, discount: '0.9', max_discount: '0' }, COUPON_ADMIN_MSG.maxDiscountPositive],
      ['total 0', { total: 0 }, COUPON_ADMIN_MSG.totalAtLeastOne],
      ['unknown product', { scope: { product_ids: [1, 99999999] } }, COUPON_ADMIN_MSG.productMissing([99999999])],
      ['unknown category', { scope: { class_ids: [99999999] } }, COUPON_ADMIN_MSG.classMissing([99999999])],
      ['unknown brand', { scope: { brands: ['没有这个品牌'] } }, COUPON_ADMIN_MSG.brandMissing(['没有这个品牌'])],
    ])('%s', async (_what, change, message) => {
      const before = await counts();
      const version = catalogueVersion();
      await expect(createCoupon(s.db, { ...good(), ...change })).rejects.toThrow(message);
      expect(await counts()).toEqual(before);
      expect(catalogueVersion()).toBe(version);
    });

    it('an unknown coupon cannot be ended', async () => {
      const before = await counts();
      await expect(endCoupon(s.db, 99999999)).rejects.toThrow(COUPON_ADMIN_MSG.notFound);
      expect(await counts()).toEqual(before);
    });
  });
});
