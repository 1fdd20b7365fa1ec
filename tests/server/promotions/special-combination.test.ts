/**
 * Special prices and combinations end to end on the server, on PGlite and on a real PostgreSQL cluster: marks and
 * prices per viewer, buying through the normal cart and checkout, the refusal of an ended one (nothing changed),
 * racing buyers never overselling the units or sets, a client's limit under parallel takes, the unpaid timeout
 * giving them back once, and a combination's order lines per component adding up to the line exactly.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as specials from '../../../src/contract/specials';
import * as catalog from '../../../src/contract/catalog';
import { chinaStamp } from '../../../src/model/date-range';
import { ApiError } from '../../../src/server/errors';
import { activityBuyers, cartLines, combinations, orderLines, orders, products, specialPrices } from '../../../src/server/db/schema';
import { addToCart } from '../../../src/server/services/cart/add';
import { readCart } from '../../../src/server/services/cart/view';
import { setAmount } from '../../../src/server/services/cart/lines';
import { parkLines } from '../../../src/server/services/cart/additional';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { releaseOrderStock } from '../../../src/server/services/checkout/stock';
import { sweepOrders } from '../../../src/server/services/orders/sweep';
import { orderDetail } from '../../../src/server/services/orders/detail';
import { createCombination, createSpecial, endCombination, endSpecial, listCombinationsForOperator, listSpecialsForOperator } from '../../../src/server/services/promotions/capped-admin';
import { takeCappedHolds } from '../../../src/server/services/promotions/capped-holds';
import { createBuyers, hotProduct } from '../../../bench/orders-fixture';
import { api, loginAs, type TestServer } from '../helpers';
import { onBothEngines } from '../both-engines';
import { stockOf, uuid, raceToOrder, fulfilledCount } from '../checkout/helpers';

const ALL_SCOPES = [0, 1, 2];
const HOUR = 3_600_000;

function suite(start: () => Promise<TestServer>) {
  let s: TestServer;
  beforeAll(async () => {
    s = await start();
  }, 120_000);
  afterAll(() => s?.close());

  const window = () => ({ start_time: chinaStamp(new Date(Date.now() - HOUR)), end_time: chinaStamp(new Date(Date.now() + HOUR)) });
  const buyer = (clientId: number) => ({ clientId, scopes: ALL_SCOPES, salesmanId: null });
  const tag = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

  async function special(stock: number, clientLimit = -1, productStock = 1000) {
    const product = await hotProduct(s.db, `SP-${tag()}`, productStock);
    const sp = await createSpecial(s.db, { product_id: product, special_price: '8.00', stock, client_limit: clientLimit, ...window() });
    return { product, specialId: sp.special_id };
  }
  async function combo(stock: number, clientLimit = -1, stocks: [number, number] = [1000, 1000]) {
    const a = await hotProduct(s.db, `CA-${tag()}`, stocks[0]);
    const b = await hotProduct(s.db, `CB-${tag()}`, stocks[1]);
    const c = await createCombination(s.db, {
      name: '测试组合',
      combination_price: '10.00',
      items: [
        { product_id: a, qty: 2 },
        { product_id: b, qty: 1 },
      ],
      stock,
      client_limit: clientLimit,
      ...window(),
    });
    return { a, b, combinationId: c.combination_id };
  }
  const specialRow = async (id: number) => (await s.db.select().from(specialPrices).where(eq(specialPrices.id, id)))[0]!;
  const comboRow = async (id: number) => (await s.db.select().from(combinations).where(eq(combinations.id, id)))[0]!;

  it('the seed: specials running, upcoming and ended; three combinations running and one ended', async () => {
    const seededSpecials = (await listSpecialsForOperator(s.db)).filter((x) => x.title !== '');
    expect(new Set(seededSpecials.map((x) => x.phase))).toEqual(new Set(['running', 'upcoming', 'ended']));
    const seededCombos = (await listCombinationsForOperator(s.db)).filter((c) => !c.title.startsWith('测试') && !c.title.startsWith('E2E'));
    expect(seededCombos.filter((c) => c.phase === 'running').length).toBeGreaterThanOrEqual(3);
    expect(seededCombos.some((c) => c.phase === 'ended')).toBe(true);
    expect(seededCombos.every((c) => c.items.length >= 2)).toBe(true);
  });

  it('special price: 特价 mark for everyone, discount_price only for logged-in viewers, the stepper capped by its limit', async () => {
    const { product, specialId } = await special(10, 4);
    const visitor = (await api(s.app, catalog.productDetail, { productId: product })).body.data.product;
    expect(visitor.special_id).toBe(specialId);
    expect(visitor.discount_price).toBeUndefined();
    const { token } = await loginAs(s.app, 'yaofang01');
    const client = (await api(s.app, catalog.productDetail, { productId: product }, { token })).body.data.product;
    expect(client).toMatchObject({ special_id: specialId, discount_price: { price: '8.00' }, max_buy_num: 4 });
  });

  it('special price: bought through the cart at the discount price; ended → the cart line fails and checkout refuses, nothing changed', async () => {
    const { product, specialId } = await special(10, 5);
    const [c] = await createBuyers(s.db, 1, `spb${tag()}_`);
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 6, special_id: specialId }])).rejects.toThrow(/最多购买5/);
    await addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 2, special_id: specialId }]);
    expect((await readCart(s.db, c!, ALL_SCOPES)).product).toMatchObject([{ product_id: product, amount: 2, price: '8.00', special_id: specialId, max_buy_num: 5 }]);
    const placed = await sureOrder(s.db, buyer(c!), { idempotency_key: uuid() });
    const [line] = await s.db.select().from(orderLines).where(eq(orderLines.orderId, placed.order_id));
    expect(line).toMatchObject({ specialId, priceFen: 800, amount: 2, lineFen: 1600 });
    // The order detail says the line was bought under the special (its title, else 特价).
    const [shownSpecial] = (await orderDetail(s.db, c!, placed.order_id)).lines;
    expect(shownSpecial!.activity).toEqual({ kind: 'special', name: (await specialRow(specialId)).title || '特价' });
    expect((await specialRow(specialId)).sold).toBe(2);

    await addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 1, special_id: specialId }]);
    await endSpecial(s.db, specialId);
    const cart = await readCart(s.db, c!, ALL_SCOPES);
    expect(cart.failure).toMatchObject([{ product_id: product, warnTip: '特价活动已结束', disabledChecked: true }]);
    await s.db.update(cartLines).set({ checked: 1 }).where(eq(cartLines.clientId, c!));
    await expect(sureOrder(s.db, buyer(c!), { idempotency_key: uuid() })).rejects.toThrow(/特价活动已结束/);
    expect((await specialRow(specialId)).sold).toBe(2);
    expect(await stockOf(s, product)).toBe(998);
    await expect(setAmount(s.db, c!, ALL_SCOPES, cart.failure[0]!.id, 1)).rejects.toThrow(ApiError);
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: 1, amount: 1, special_id: specialId }])).rejects.toThrow(/该活动不存在或已结束/);
  });

  it('special price: 40 buyers race for 10 units: exactly 5 orders of 2, never oversold', async () => {
    const { product, specialId } = await special(10);
    const buyers = await createBuyers(s.db, 40, `spr${tag()}_`);
    expect(await raceToOrder(s, buyers, { productId: product, amount: 2, specialId })).toBe(5);
    expect((await specialRow(specialId)).sold).toBe(10);
    expect(await stockOf(s, product)).toBe(990);
  }, 120_000);

  it("special price: a client's limit holds under 10 parallel takes of 1 (limit 3)", async () => {
    const { specialId } = await special(100, 3);
    const [c] = await createBuyers(s.db, 1, `spl${tag()}_`);
    const take = () => s.db.transaction((tx) => takeCappedHolds(tx, c!, [{ kind: 'special', id: specialId, amount: 1, name: '测试品' }], new Date()));
    expect(await fulfilledCount(Array.from({ length: 10 }, take))).toBe(3);
    expect((await specialRow(specialId)).sold).toBe(3);
    const [held] = await s.db.select().from(activityBuyers).where(and(eq(activityBuyers.activityId, specialId), eq(activityBuyers.clientId, c!), eq(activityBuyers.kind, 1)));
    expect(held!.bought).toBe(3);
  });

  it('special price: the unpaid timeout gives the units back once', async () => {
    const { product, specialId } = await special(5, 4);
    const [c] = await createBuyers(s.db, 1, `spt${tag()}_`);
    await addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 3, special_id: specialId }]);
    const placed = await sureOrder(s.db, buyer(c!), { idempotency_key: uuid() });
    expect((await specialRow(specialId)).sold).toBe(3);
    await sweepOrders(s.db, new Date(Date.now() + 24 * HOUR));
    expect((await s.db.select().from(orders).where(eq(orders.id, placed.order_id)))[0]!.status).toBe(4);
    expect((await specialRow(specialId)).sold).toBe(0);
    await s.db.transaction((tx) => releaseOrderStock(tx, placed.order_id));
    expect((await specialRow(specialId)).sold).toBe(0);
    expect(await stockOf(s, product)).toBe(1000);
    const [held] = await s.db.select().from(activityBuyers).where(and(eq(activityBuyers.activityId, specialId), eq(activityBuyers.clientId, c!), eq(activityBuyers.kind, 1)));
    expect(held!.bought).toBe(0);
  });

  it('combination: the list per viewer; sets in the cart with product_list; the order has one line per component adding up exactly', async () => {
    const { a, b, combinationId } = await combo(50, 10);
    const visitor = (await api(s.app, specials.combinationList, { product_id: a })).body.data.list;
    expect(visitor).toHaveLength(1);
    expect(visitor[0]).not.toHaveProperty('combination_price');
    expect(visitor[0]!.product_list.map((p) => [p.product_id, p.num])).toEqual([[a, 2], [b, 1]]);
    const { token } = await loginAs(s.app, 'yaofang01');
    const [own] = await s.db.select({ priceFen: products.priceFen }).from(products).where(eq(products.id, a));
    const shown = (await api(s.app, specials.combinationList, { product_id: b }, { token })).body.data.list[0]!;
    expect(shown).toMatchObject({ combination_id: combinationId, combination_price: '10.00', max_sets: 10 });
    expect(Number(shown.client_total_price)).toBeCloseTo((own!.priceFen * 3) / 100);

    const [c] = await createBuyers(s.db, 1, `cob${tag()}_`);
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: a, amount: 11, combination_id: combinationId }])).rejects.toThrow(/最多购买10/);
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: 1, amount: 1, combination_id: combinationId }])).rejects.toThrow(/该活动不存在或已结束/);
    await addToCart(s.db, c!, ALL_SCOPES, [{ product_id: b, amount: 2, combination_id: combinationId }]);
    const cart = await readCart(s.db, c!, ALL_SCOPES);
    expect(cart.combination).toMatchObject([{ combination_id: combinationId, amount: 2, price: '10.00', ty_name: '测试组合', product_dw: '套' }]);
    expect(cart.combination[0]!.product_list!.map((p) => [p.product_id, p.amount])).toEqual([[a, 2], [b, 1]]);
    await expect(parkLines(s.db, c!, [cart.combination[0]!.id])).rejects.toThrow('套餐不能移入暂存清单');
    await setAmount(s.db, c!, ALL_SCOPES, cart.combination[0]!.id, 3);
    await expect(setAmount(s.db, c!, ALL_SCOPES, cart.combination[0]!.id, 11)).rejects.toThrow(/最多购买10/);

    const placed = await sureOrder(s.db, buyer(c!), { idempotency_key: uuid() });
    const lines = await s.db.select().from(orderLines).where(eq(orderLines.orderId, placed.order_id));
    expect(lines.map((l) => [l.productId, l.amount, l.combinationId]).sort()).toEqual([[a, 6, combinationId], [b, 3, combinationId]].sort());
    expect(lines.reduce((sum, l) => sum + l.lineFen, 0)).toBe(3000);
    expect((await orderDetail(s.db, c!, placed.order_id)).lines.map((l) => l.activity)).toEqual([
      { kind: 'combination', name: '测试组合' },
      { kind: 'combination', name: '测试组合' },
    ]);
    expect(await stockOf(s, a)).toBe(994);
    expect(await stockOf(s, b)).toBe(997);
    expect((await comboRow(combinationId)).sold).toBe(3);
    // Cancelled by the timeout: the sets and each component's stock come back once.
    await sweepOrders(s.db, new Date(Date.now() + 24 * HOUR));
    await s.db.transaction((tx) => releaseOrderStock(tx, placed.order_id));
    expect((await comboRow(combinationId)).sold).toBe(0);
    expect(await stockOf(s, a)).toBe(1000);
  });

  it('combination: ended or a component short → refused at checkout with the reason, nothing changed', async () => {
    const { a, combinationId } = await combo(50, -1, [1000, 1]);
    const [c] = await createBuyers(s.db, 1, `coe${tag()}_`);
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: a, amount: 2, combination_id: combinationId }])).rejects.toThrow(/最多购买1/);
    await addToCart(s.db, c!, ALL_SCOPES, [{ product_id: a, amount: 1, combination_id: combinationId }]);
    await endCombination(s.db, combinationId);
    expect((await readCart(s.db, c!, ALL_SCOPES)).failure).toMatchObject([{ combination_id: combinationId, warnTip: '套餐活动已结束' }]);
    await s.db.update(cartLines).set({ checked: 1 }).where(eq(cartLines.clientId, c!));
    await expect(sureOrder(s.db, buyer(c!), { idempotency_key: uuid() })).rejects.toThrow(/套餐活动已结束/);
    expect((await comboRow(combinationId)).sold).toBe(0);
    expect(await stockOf(s, a)).toBe(1000);
  });

  it('combination: 20 buyers race for 5 sets: exactly 5 orders, sold = stock, components taken for 5 sets only', async () => {
    const { a, b, combinationId } = await combo(5);
    const buyers = await createBuyers(s.db, 20, `cor${tag()}_`);
    expect(await raceToOrder(s, buyers, { productId: a, amount: 1, combinationId })).toBe(5);
    expect((await comboRow(combinationId)).sold).toBe(5);
    expect(await stockOf(s, a)).toBe(990);
    expect(await stockOf(s, b)).toBe(995);
  }, 120_000);

  it("combination: a client's limit holds under parallel takes (limit 2 sets)", async () => {
    const { combinationId } = await combo(100, 2);
    const [c] = await createBuyers(s.db, 1, `col${tag()}_`);
    const take = () => s.db.transaction((tx) => takeCappedHolds(tx, c!, [{ kind: 'combination', id: combinationId, amount: 1, name: '测试组合' }], new Date()));
    expect(await fulfilledCount(Array.from({ length: 8 }, take))).toBe(2);
    expect((await comboRow(combinationId)).sold).toBe(2);
  });

  it('the operator: prices not below the own ones, repeated products, ending twice are refused', async () => {
    const p = await hotProduct(s.db, `OP-${tag()}`, 10);
    await expect(createSpecial(s.db, { product_id: p, special_price: '99999.00', stock: 5, ...window() })).rejects.toThrow('特价须低于商品售价');
    await expect(createSpecial(s.db, { product_id: 99_999_999, special_price: '1.00', stock: 5, ...window() })).rejects.toThrow('商品不存在');
    const items = [{ product_id: p, qty: 1 }, { product_id: 1, qty: 1 }];
    await expect(createCombination(s.db, { name: '贵组合', combination_price: '99999.00', items, stock: 5, ...window() })).rejects.toThrow('套餐价须低于套餐内商品原价合计');
    await expect(createCombination(s.db, { name: '单品', combination_price: '1.00', items: [items[0]!], stock: 5, ...window() })).rejects.toThrow('套餐至少包含2种商品');
    await expect(createCombination(s.db, { name: '重复', combination_price: '1.00', items: [items[0]!, items[0]!], stock: 5, ...window() })).rejects.toThrow('套餐内商品不能重复');
    const made = await createSpecial(s.db, { product_id: p, special_price: '1.00', stock: 5, ...window() });
    expect(made.phase).toBe('running');
    expect((await endSpecial(s.db, made.special_id)).phase).toBe('ended');
    await expect(endSpecial(s.db, made.special_id)).rejects.toThrow('该特价活动已结束');
  });
}

onBothEngines('special/combination', suite);
