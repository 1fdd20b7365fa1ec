/**
 * Checkout on PGlite: the preview (groups, refusals kept, coupons with reasons, totals), totals for a chosen coupon,
 * and sureOrder: one transaction that re-applies every rule, recomputes prices, takes stock, spends the coupon once,
 * writes the order with its GSP lines and history, and empties the ordered lines; idempotent by key.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as checkout from '../../../src/contract/checkout';
import * as q from '../../../src/contract/quick-order';
import * as cartContract from '../../../src/contract/cart';
import * as ordersContract from '../../../src/contract/orders';
import { fenToYuan, yuanToFen } from '../../../src/model/money';
import { cartLines, clientCoupons, orderEvents, orderLines, orders, products, quickOrderLines } from '../../../src/server/db/schema';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { orderCodes } from '../../../src/server/services/checkout/submit';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { withProduct } from '../cart/helpers';
import { clearLists, couponUsedAt, fillCart, ordersOf, stockOf, uuid } from './helpers';
import { scopedEnv } from '../scoped-env';

const env = scopedEnv();

const { amoxicillin, packing10, offShelf } = DEMO_PRODUCTS;
const YAOFANG = 1; // yaofang01: coupons 1, 2 usable, 5 used, 6 expired

let s: TestServer;
let token: string;
beforeAll(async () => {
  s = await startServer();
  token = (await loginAs(s.app, 'yaofang01')).token;
});
afterAll(() => s?.close());
beforeEach(async () => {
  await clearLists(s, YAOFANG);
  // Coupon 2 back to usable: its orders cancelled (the once-index skips cancelled orders), its use cleared.
  const [mine] = await s.db.select().from(clientCoupons).where(and(eq(clientCoupons.clientId, YAOFANG), eq(clientCoupons.couponId, 2)));
  await s.db.update(orders).set({ status: 7 }).where(eq(orders.clientCouponId, mine!.id));
  await s.db.update(clientCoupons).set({ usedAt: null }).where(eq(clientCoupons.id, mine!.id));
});

const preview = (body: { isQuick?: 0 | 1 } = {}) => api(s.app, checkout.submitOrder, body, { token });
const sure = (body: Partial<Parameters<typeof api<typeof checkout.sureOrder>>[2] & object> = {}) =>
  api(s.app, checkout.sureOrder, { idempotency_key: uuid(), ...body } as never, { token });
const priceOf = async (id: number) => (await s.db.select().from(products).where(eq(products.id, id)))[0]!.priceFen;

describe('preview (submitOrder)', () => {
  it('lists the checked lines by group, totals from fen, the registered address and credit', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 2 }, { product_id: packing10, amount: 10 }]);
    const r = await preview();
    expect(r.body.code).toBe(200);
    const d = r.body.data;
    expect(d.groups.product.map((l) => l.product_id).sort()).toEqual([amoxicillin, packing10].sort());
    expect(d.groups.product.every((l) => l.refusal === null)).toBe(true);
    const charged = 2 * (await priceOf(amoxicillin)) + 10 * (await priceOf(packing10));
    const list = d.pricing.lines.reduce((a, l) => a + l.amount * l.listPriceFen, 0);
    expect(d.totals.goods_money).toBe(fenToYuan(list));
    expect(d.totals.promotion_money).toBe(fenToYuan(list - charged));
    expect(d.addresses[0]).toMatchObject({ address_id: 1, consignee: '王芳', detail: '张杨路1288号' });
    expect(d.is_credit).toBe(0);
    expect(d.pricing.lines).toHaveLength(2);
  });

  it('a checked line that cannot be bought is returned with its refusal, never dropped, and left out of the totals', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 1 }, { product_id: packing10, amount: 10 }]);
    await withProduct(s, packing10, { isFailure: 1 }, async () => {
      const d = (await preview()).body.data;
      const refused = d.groups.product.find((l) => l.product_id === packing10)!;
      expect(refused.refusal?.code).toBe('offShelf');
      expect(d.warnings).toContain('部分商品当前不可购买，请返回购物车修改后再提交');
      expect(d.pricing.lines.map((l) => l.productId)).toEqual([amoxicillin]);
    });
  });

  it('coupons: usable first with their discount, unusable with the reason; the best one preselected', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 200 }]);
    const d = (await preview()).body.data;
    const byId = Object.fromEntries(d.coupons.map((c) => [c.coupon_id, c]));
    expect(byId[5]).toMatchObject({ usable: false, reason: '优惠券已使用' });
    expect(byId[6]).toMatchObject({ usable: false, reason: '优惠券已过期' });
    const usable = d.coupons.filter((c) => c.usable);
    expect(d.coupons.slice(0, usable.length)).toEqual(usable);
    expect(d.coupon_id).toBe(usable[0]?.coupon_id ?? null);
  });

  it('an empty cart previews empty (the page shows its empty state)', async () => {
    const d = (await preview()).body.data;
    expect(Object.values(d.groups).flat()).toEqual([]);
    expect(d.totals.total_money).toBe('0.00');
  });

  it('isQuick previews the quick-order list instead of the cart', async () => {
    await fillCart(s, token, [{ product_id: packing10, amount: 10 }]);
    await api(s.app, q.addFast, { product_id: amoxicillin, amount: 3 }, { token });
    const d = (await preview({ isQuick: 1 })).body.data;
    expect(d.groups.product.map((l) => [l.product_id, l.amount, l.key])).toEqual([[amoxicillin, 3, amoxicillin]]);
  });
});

describe('ajaxCalcProductDiscountMoney', () => {
  it('recomputes for a chosen coupon; none → no coupon money', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 200 }]);
    const none = await api(s.app, checkout.ajaxCalcProductDiscountMoney, { coupon_id: 0 }, { token });
    expect(none.body.data).toMatchObject({ coupon_id: null, totals: { coupon_money: '0.00' } });
    const goods = 200 * (await priceOf(amoxicillin));
    const two = await api(s.app, checkout.ajaxCalcProductDiscountMoney, { coupon_id: 2 }, { token });
    if (goods >= 50000) expect(two.body.data.totals.coupon_money).toBe('50.00');
    else expect(two.body).toMatchObject({ code: 400 });
  });

  it('an unusable coupon answers its reason; a coupon not claimed is refused', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 1 }]);
    const used = await api(s.app, checkout.ajaxCalcProductDiscountMoney, { coupon_id: 5 }, { token });
    expect(used.body).toMatchObject({ code: 400, msg: '优惠券已使用' });
    const other = await api(s.app, checkout.ajaxCalcProductDiscountMoney, { coupon_id: 7 }, { token });
    expect(other.body).toMatchObject({ code: 400, msg: '优惠券不存在或未领取' });
  });
});

describe('sureOrder', () => {
  it('places the order: server prices, GSP lines, history, stock taken, cart emptied, coupon spent, pay deadline', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 200 }, { product_id: packing10, amount: 10 }]);
    const before = { a: await stockOf(s, amoxicillin), p: await stockOf(s, packing10) };
    const view = (await preview()).body.data;
    const r = await sure({ coupon_id: 2, remark: '请尽快发货', po_number: 'PO-2026-001', address_id: 1 });
    expect(r.body.code).toBe(200);
    const [order] = await s.db.select().from(orders).where(eq(orders.orderCode, r.body.data.orderCode));
    expect(order).toMatchObject({ clientId: YAOFANG, status: 0, remark: '请尽快发货', poNumber: 'PO-2026-001' });
    expect(fenToYuan(order!.totalFen)).toBe(r.body.data.total);
    expect(order!.couponFen).toBe(5000);
    expect(order!.payDeadline!.getTime() - order!.createdAt.getTime()).toBe(30 * 60_000);
    const lines = await s.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toHaveLength(2);
    for (const l of lines) {
      expect(l.tyName && l.productStandard && l.manufacturer && l.productDw).toBeTruthy();
      expect(l.lineFen).toBe(l.amount * l.priceFen - l.discountFen);
    }
    expect(lines.reduce((a, l) => a + l.lineFen, 0) + order!.deliveryFen).toBe(order!.totalFen);
    expect(lines.find((l) => l.productId === amoxicillin)!.approvalNumber).toBe('国药准字H13023964');
    const events = await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events).toMatchObject([{ fromStatus: null, toStatus: 0, actorKind: 'client', actorId: YAOFANG }]);
    expect(await stockOf(s, amoxicillin)).toBe(before.a - 200);
    expect(await stockOf(s, packing10)).toBe(before.p - 10);
    expect(await s.db.select().from(cartLines).where(eq(cartLines.clientId, YAOFANG))).toEqual([]);
    expect(await couponUsedAt(s, YAOFANG, 2)).not.toBeNull();
    expect(view.groups.product).toHaveLength(2);
  });

  it('the same idempotency key again, sequential or at once, gives the same order and takes stock once', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 1 }]);
    const stock = await stockOf(s, amoxicillin);
    const key = uuid();
    const first = await sure({ idempotency_key: key });
    const again = await sure({ idempotency_key: key });
    expect(again.body.data).toEqual(first.body.data);
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 1 }]);
    const key2 = uuid();
    const racing = await Promise.all(Array.from({ length: 5 }, () => sure({ idempotency_key: key2 })));
    expect(new Set(racing.map((r) => r.body.data.orderCode)).size).toBe(1);
    expect(await stockOf(s, amoxicillin)).toBe(stock - 2);
  });

  it('ignores amounts from the browser: the total comes from the catalogue prices', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 1 }]);
    const expected = (await preview()).body.data.totals.total_money;
    const r = await api(s.app, checkout.sureOrder, { idempotency_key: uuid(), total: '0.01', total_money: '0.01' } as never, { token });
    expect(r.body.data.total).toBe(expected);
    expect(r.body.data.total).not.toBe('0.01');
  });

  it('refuses an empty cart, a line that cannot be bought (naming it) and writes nothing', async () => {
    expect((await sure()).body).toMatchObject({ code: 400, msg: '没有可结算的商品，请先在购物车勾选商品' });
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 1 }, { product_id: packing10, amount: 10 }]);
    const count = (await ordersOf(s, YAOFANG)).length;
    const stock = await stockOf(s, amoxicillin);
    await withProduct(s, packing10, { isFailure: 1 }, async () => {
      const r = await sure();
      expect(r.body.code).toBe(400);
      expect(r.body.msg).toContain('板蓝根颗粒');
    });
    await withProduct(s, amoxicillin, { minBuyNum: 2 }, async () => {
      const r = await sure();
      expect(r.body).toMatchObject({ code: 400 });
      expect(r.body.msg).toContain('阿莫西林胶囊：最少购买2');
    });
    expect((await ordersOf(s, YAOFANG)).length).toBe(count);
    expect(await stockOf(s, amoxicillin)).toBe(stock);
    expect(await s.db.select().from(cartLines).where(eq(cartLines.clientId, YAOFANG))).toHaveLength(2);
  });

  it('refuses when stock ran short since the cart was filled, naming the product; nothing taken', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 1 }, { product_id: packing10, amount: 20 }]);
    const stock = await stockOf(s, amoxicillin);
    await withProduct(s, packing10, { stock: 10 }, async () => {
      const r = await sure();
      expect(r.body.code).toBe(400);
      expect(r.body.msg).toContain('板蓝根颗粒');
      expect(await stockOf(s, packing10)).toBe(10);
    });
    expect(await stockOf(s, amoxicillin)).toBe(stock);
  });

  it('bad input: delivery date past, too far or not a date; unknown address; bad key; unusable coupon', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 1 }]);
    const count = (await ordersOf(s, YAOFANG)).length;
    const day = (d: number) => new Date(Date.now() + 8 * 3600_000 + d * 86_400_000).toISOString().slice(0, 10);
    expect((await sure({ delivery_date: day(-1) })).body).toMatchObject({ code: 400, msg: '期望送达日期不能早于今天' });
    expect((await sure({ delivery_date: day(91) })).body).toMatchObject({ code: 400, msg: '期望送达日期不能晚于90天后' });
    expect((await sure({ delivery_date: '2026-02-30' })).body).toMatchObject({ code: 400, msg: '期望送达日期格式不正确' });
    expect((await sure({ address_id: 2 })).body).toMatchObject({ code: 400, msg: '收货地址不存在，请重新选择' });
    expect((await sure({ idempotency_key: 'short' })).body.code).toBe(400);
    expect((await sure({ coupon_id: 5 })).body).toMatchObject({ code: 400, msg: '优惠券已使用' });
    expect((await ordersOf(s, YAOFANG)).length).toBe(count);
    const ok = await sure({ delivery_date: day(90) });
    expect(ok.body.code).toBe(200);
  });

  it('a typed address is kept on the order', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 1 }]);
    const address = { consignee: '李四', phone: '13900000000', province: '上海市', city: '上海市', area: '黄浦区', detail: '南京东路1号' };
    const r = await sure({ address });
    const [o] = await s.db.select().from(orders).where(eq(orders.orderCode, r.body.data.orderCode));
    expect(o!.address).toEqual(address);
  });

  it('one coupon, two orders racing for it: one wins, the other is refused and writes nothing', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 200 }]);
    const goods = 200 * (await priceOf(amoxicillin));
    if (goods < 50000) return; // coupon 2 needs 500 yuan
    const before = (await ordersOf(s, YAOFANG)).length;
    const [a, b] = await Promise.all([sure({ coupon_id: 2 }), sure({ coupon_id: 2 })]);
    const codes = [a.body.code, b.body.code].sort();
    expect(codes[0]).toBe(200);
    expect(codes[1]).toBe(400); // the loser: coupon taken, or the cart already ordered
    expect((await ordersOf(s, YAOFANG)).length).toBe(before + 1);
  });

  it('isQuick orders the quick-order list and removes it, leaving the cart alone', async () => {
    await fillCart(s, token, [{ product_id: packing10, amount: 10 }]);
    await api(s.app, q.addFast, { product_id: amoxicillin, amount: 2 }, { token });
    const r = await sure({ isQuick: 1 });
    expect(r.body.code).toBe(200);
    expect(await s.db.select().from(quickOrderLines).where(eq(quickOrderLines.clientId, YAOFANG))).toEqual([]);
    expect(await s.db.select().from(cartLines).where(eq(cartLines.clientId, YAOFANG))).toHaveLength(1);
    const [o] = await s.db.select().from(orders).where(eq(orders.orderCode, r.body.data.orderCode));
    expect(o!.isQuick).toBe(1);
  });

  it('isQuick with the buy-now list orders exactly that list (server-judged), never a product that does not exist', async () => {
    await api(s.app, q.addFast, { product_id: amoxicillin, amount: 2 }, { token });
    const view = (await api(s.app, checkout.submitOrder, { isQuick: 1, list: [{ product_id: packing10, amount: 10 }] }, { token })).body.data;
    expect(view.groups.product.map((l) => [l.product_id, l.amount])).toEqual([[packing10, 10]]);
    const bad = await sure({ isQuick: 1, list: [{ product_id: 999_999, amount: 1 }] });
    expect(bad.body.code).toBe(400);
    const step = await sure({ isQuick: 1, list: [{ product_id: packing10, amount: 15 }] });
    expect(step.body).toMatchObject({ code: 400, msg: '购买数量须为10的倍数' });
    const r = await sure({ isQuick: 1, list: [{ product_id: packing10, amount: 10 }] });
    const [o] = await s.db.select().from(orders).where(eq(orders.orderCode, r.body.data.orderCode));
    expect((await s.db.select().from(orderLines).where(eq(orderLines.orderId, o!.id))).map((l) => l.productId)).toEqual([packing10]);
    expect(await s.db.select().from(quickOrderLines).where(eq(quickOrderLines.clientId, YAOFANG))).toHaveLength(1);
  });

  it('an order whose total is 0 is still an order, paid as it is placed', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 1 }]);
    env.set('YAOCAI_DELIVERY_FEE_FEN', '0');
    await withProduct(s, amoxicillin, { priceFen: 0 }, async () => {
      const r = await sure();
      expect(r.body.data).toMatchObject({ total: '0.00', paid: 1 });
      const [o] = await s.db.select().from(orders).where(eq(orders.orderCode, r.body.data.orderCode));
      expect([o!.status, o!.payStatus]).toEqual([1, 2]);
    });
  });

  it('an order code that repeats one already used is drawn again, never a 500', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 1 }]);
    const [taken] = await s.db.select({ code: orders.orderCode }).from(orders).limit(1);
    const real = orderCodes.next;
    let calls = 0;
    orderCodes.next = (now) => (++calls === 1 ? taken!.code : real(now));
    try {
      const r = await sure();
      expect(r.body.code).toBe(200);
      expect(r.body.data.orderCode).not.toBe(taken!.code);
      expect(calls).toBe(2);
    } finally {
      orderCodes.next = real;
    }
  });

  it('a salesman not acting for a customer is told to choose one', async () => {
    const { token: ywy } = await loginAs(s.app, 'ywy01');
    const r = await api(s.app, checkout.sureOrder, { idempotency_key: uuid() }, { token: ywy });
    expect(r.body.code).toBe(400);
  });

  it('an off-shelf product put in the cart directly is refused at submit', async () => {
    await s.db.insert(cartLines).values({ clientId: YAOFANG, productId: offShelf, amount: 1, checked: 1 });
    const r = await sure();
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toContain('已下架');
  });
});

describe('minimum order amount (起送金额) and what a line shows', () => {
  it('is answered to the cart and the checkout, refuses sureOrder below it with its reason and fix, nothing written', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 2 }]);
    const goods = 2 * (await priceOf(amoxicillin));
    env.set('YAOCAI_MIN_ORDER_FEN', String(goods + 1234));
    try {
      const cart = await api(s.app, cartContract.myCart, undefined, { token });
      expect(cart.body.data.cartList.min_order).toBe(fenToYuan(goods + 1234));
      expect((await preview()).body.data.pricing.minOrderFen).toBe(goods + 1234);
      const before = (await ordersOf(s, YAOFANG)).length;
      const r = await sure({ address_id: 1 });
      expect(r.body).toMatchObject({ code: 400, msg: `订单商品金额未达起送金额¥${fenToYuan(goods + 1234)}，还差¥12.34（继续选购）` });
      expect(await ordersOf(s, YAOFANG)).toHaveLength(before);
      expect(await s.db.select().from(cartLines).where(eq(cartLines.clientId, YAOFANG))).toHaveLength(1);
      env.set('YAOCAI_MIN_ORDER_FEN', String(goods));
      expect((await sure({ address_id: 1 })).body.code).toBe(200);
    } finally {
      env.set('YAOCAI_MIN_ORDER_FEN', undefined);
    }
    expect((await api(s.app, cartContract.myCart, undefined, { token })).body.data.cartList.min_order).toBe('0.00');
  });

  it('the order detail shows unit × quantity = 小计 and the discount share apart, adding up to what the line costs', async () => {
    await fillCart(s, token, [{ product_id: amoxicillin, amount: 200 }, { product_id: packing10, amount: 10 }]);
    const r = await sure({ coupon_id: 2, address_id: 1 });
    const detail = await api(s.app, ordersContract.getOrderDetailInfo, { id: r.body.data.order_id }, { token });
    const lines = detail.body.data.lines;
    expect(lines.some((l) => l.discount_share !== '0.00')).toBe(true);
    for (const l of lines) {
      expect(yuanToFen(l.subtotal)).toBe(yuanToFen(l.price) * l.amount);
      expect(yuanToFen(l.subtotal) - yuanToFen(l.discount_share)).toBe(yuanToFen(l.line_total));
    }
  });
});
