/**
 * Pre-sale (预售, type 2) end to end on the server, on PGlite and on a real PostgreSQL cluster: the list and detail
 * per viewer (not among the groups), ordering through the cart at the pre-sale price with the shipping date on the
 * order, the per-order and per-client limits, an ended pre-sale refused at checkout with nothing changed, buyers
 * racing for the stock never overselling, parallel takes never passing a client's limit, and a cancelled or
 * timed-out unpaid order giving its units back exactly once; never settled by the group sweeper.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as presale from '../../../src/contract/presale';
import * as promotions from '../../../src/contract/promotions';
import { chinaDay, chinaStamp } from '../../../src/model/date-range';
import { PRESALE_MSG } from '../../../src/model/presale-rules';
import { ApiError } from '../../../src/server/errors';
import { cartLines, groupPurchases, orderLines, orders, purchaseBuyers } from '../../../src/server/db/schema';
import { addToCart } from '../../../src/server/services/cart/add';
import { readCart } from '../../../src/server/services/cart/view';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { cancelOrReceive } from '../../../src/server/services/orders/client-moves';
import { orderDetail } from '../../../src/server/services/orders/detail';
import { sweepOrders } from '../../../src/server/services/orders/sweep';
import { takeActivityHolds } from '../../../src/server/services/promotions/activity-stock';
import { createPresale, endPresale, PRESALE_ADMIN_MSG } from '../../../src/server/services/promotions/presale-admin';
import { createBuyers, hotProduct } from '../../../bench/orders-fixture';
import { api, loginAs, type TestServer } from '../helpers';
import { onBothEngines } from '../both-engines';
import { stockOf, uuid, raceToOrder } from '../checkout/helpers';

const ALL_SCOPES = [0, 1, 2];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SHIP = chinaDay(new Date(Date.now() + 10 * DAY));

function suite(start: () => Promise<TestServer>) {
  let s: TestServer;
  beforeAll(async () => {
    s = await start();
  }, 120_000);
  afterAll(() => s?.close());

  /** A running pre-sale at 8.00 on a fresh product (price of product 1), ending in a day. */
  async function running(stock: number, extra: { purchase_min?: number; order_limit?: number; client_limit?: number } = {}) {
    const product = await hotProduct(s.db, `PS-${Date.now()}-${Math.random()}`, 1000);
    const now = Date.now();
    const p = await createPresale(s.db, { product_id: product, presale_price: '8.00', stock, ship_date: SHIP, start_time: chinaStamp(new Date(now - HOUR)), end_time: chinaStamp(new Date(now + DAY)), ...extra });
    return { product, id: p.presale_id };
  }
  const buyer = (clientId: number) => ({ clientId, scopes: ALL_SCOPES, salesmanId: null });
  const row = async (id: number) => (await s.db.select().from(groupPurchases).where(eq(groupPurchases.id, id)))[0]!;
  const held = async (id: number, clientId: number) =>
    (await s.db.select().from(purchaseBuyers).where(and(eq(purchaseBuyers.purchaseId, id), eq(purchaseBuyers.clientId, clientId))))[0]?.bought ?? 0;
  /** Orders it: the pre-sale line into the cart, then the normal checkout of the cart. */
  async function order(clientId: number, product: number, id: number, amount: number) {
    await addToCart(s.db, clientId, ALL_SCOPES, [{ product_id: product, amount, purchase_id: id }]);
    return sureOrder(s.db, buyer(clientId), { idempotency_key: uuid() });
  }

  it('the list and detail: running, upcoming and ended, type 2 with the shipping date; the price only after login; not a group', async () => {
    const visitor = (await api(s.app, presale.presaleList)).body.data;
    expect(new Set(visitor.list.map((p) => p.phase))).toEqual(new Set(['running', 'upcoming', 'ended']));
    expect(visitor.list.every((p) => p.type === 2 && p.presale_price === undefined && p.price === undefined && /^\d{4}-\d{2}-\d{2}$/.test(p.ship_date))).toBe(true);
    const { token } = await loginAs(s.app, 'yaofang01');
    const first = (await api(s.app, presale.presaleList, undefined, { token })).body.data.list[0]!;
    expect(first.phase).toBe('running');
    expect(Number(first.presale_price)).toBeLessThan(Number(first.price));
    const detail = await api(s.app, presale.presaleDetail, { purchaseId: first.purchase_id! }, { token });
    expect(detail.body.data.item).toMatchObject({ purchase_id: first.purchase_id, ship_date: first.ship_date, type: 2 });
    // A pre-sale is not a group: neither in the group list nor its detail; a group is not a pre-sale.
    const groups = (await api(s.app, promotions.groupPurchaseList)).body.data.list;
    expect(groups.map((g) => g.purchase_id)).not.toContain(first.purchase_id);
    expect((await api(s.app, promotions.groupPurchaseDetail, { groupId: first.purchase_id! })).body.code).toBe(404);
    expect((await api(s.app, presale.presaleDetail, { purchaseId: groups[0]!.purchase_id! })).body).toMatchObject({ code: 404, msg: '预售活动不存在' });
  });

  it('ordering through the cart: limits, the pre-sale price, the units taken, 预售 and the shipping date on the order', async () => {
    const { product, id } = await running(100, { order_limit: 5, client_limit: 6 });
    const [c] = await createBuyers(s.db, 1, `psa${Date.now()}_`);
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 6, purchase_id: id }])).rejects.toThrow(/最多购买5/);
    await addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 4, purchase_id: id }]);
    expect((await readCart(s.db, c!, ALL_SCOPES)).product).toMatchObject([{ purchase_id: id, price: '8.00', max_buy_num: 5 }]);
    const placed = await sureOrder(s.db, buyer(c!), { idempotency_key: uuid() });
    const [line] = await s.db.select().from(orderLines).where(eq(orderLines.orderId, placed.order_id));
    expect(line).toMatchObject({ purchaseId: id, priceFen: 800, amount: 4 });
    expect((await row(id)).sold).toBe(4);
    expect(await held(id, c!)).toBe(4);
    expect((await orderDetail(s.db, c!, placed.order_id)).lines[0]).toMatchObject({
      presale_ship_date: SHIP,
      price: '8.00',
      activity: { kind: 'presale', name: (await row(id)).title || '预售' },
    });
    // The client holds 4 of his 6: the next add may take 2 at most.
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 3, purchase_id: id }])).rejects.toThrow(/最多购买2/);
  });

  it('ended before checkout: refused with the reason, nothing changed', async () => {
    const { product, id } = await running(100);
    const [c] = await createBuyers(s.db, 1, `pse${Date.now()}_`);
    await addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 2, purchase_id: id }]);
    await endPresale(s.db, id);
    const err = await sureOrder(s.db, buyer(c!), { idempotency_key: uuid() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toContain(PRESALE_MSG.ended);
    expect((await row(id)).sold).toBe(0);
    expect(await stockOf(s, product)).toBe(1000);
    expect(await s.db.$count(orders, eq(orders.clientId, c!))).toBe(0);
    expect(await s.db.$count(cartLines, eq(cartLines.clientId, c!))).toBe(1);
    await expect(endPresale(s.db, id)).rejects.toThrow(PRESALE_ADMIN_MSG.alreadyEnded);
  });

  it('20 buyers race for 10 units: exactly 5 orders of 2, never oversold', async () => {
    const { product, id } = await running(10);
    const buyers = await createBuyers(s.db, 20, `psr${Date.now()}_`);
    expect(await raceToOrder(s, buyers, { productId: product, amount: 2, purchaseId: id })).toBe(5);
    expect((await row(id)).sold).toBe(10);
    expect(await stockOf(s, product)).toBe(990);
  }, 120_000);

  it('10 parallel takes by one client never pass his limit of 3', async () => {
    const { id } = await running(100, { client_limit: 3 });
    const [c] = await createBuyers(s.db, 1, `psl${Date.now()}_`);
    const need = [{ seckillId: 0, purchaseId: id, amount: 1, name: '预售商品' }];
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => s.db.transaction((tx) => takeActivityHolds(tx, c!, need, new Date()))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as ApiError).message).toBe(PRESALE_MSG.taken('预售商品'));
    expect(await held(id, c!)).toBe(3);
    expect((await row(id)).sold).toBe(3);
  }, 120_000);

  it('a cancelled and a timed-out unpaid order give their units back once; the group sweeper never settles a pre-sale', async () => {
    const { product, id } = await running(100, { client_limit: 10 });
    const [a, b] = await createBuyers(s.db, 2, `psc${Date.now()}_`);
    const first = await order(a!, product, id, 3);
    const second = await order(b!, product, id, 2);
    expect((await row(id)).sold).toBe(5);
    await cancelOrReceive(s.db, a!, first.order_id, 'cancel', { kind: 'client', id: a! });
    await expect(cancelOrReceive(s.db, a!, first.order_id, 'cancel', { kind: 'client', id: a! })).rejects.toBeInstanceOf(ApiError);
    expect((await row(id)).sold).toBe(2);
    expect(await held(id, a!)).toBe(0);
    // Past the pay deadline (and past the pre-sale's end): the sweeper cancels b's order, twice run, once given back.
    await sweepOrders(s.db, new Date(Date.now() + 3 * DAY));
    await sweepOrders(s.db, new Date(Date.now() + 3 * DAY));
    expect((await s.db.select().from(orders).where(eq(orders.id, second.order_id)))[0]!.status).toBe(4);
    expect((await row(id)).sold).toBe(0);
    expect(await held(id, b!)).toBe(0);
    expect((await row(id)).state).toBe(0);
    expect(await stockOf(s, product)).toBe(1000);
  }, 120_000);
}

onBothEngines('pre-sale', suite);
