/**
 * Seckill end to end on the server, on PGlite and on a real PostgreSQL cluster (pg-harness): the page's phases and
 * prices per viewer, adding and buying at the seckill price through the normal cart and checkout, 40 buyers racing
 * for 10 units, a client's limit under parallel takes, and units released by the unpaid timeout never sold twice
 * when the late payment arrives.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as promotions from '../../../src/contract/promotions';
import * as pay from '../../../src/contract/payments';
import { chinaStamp } from '../../../src/model/date-range';
import { ApiError } from '../../../src/server/errors';
import { clients, orderLines, orders, payments, refunds, seckillBuyers, seckills } from '../../../src/server/db/schema';
import { addToCart } from '../../../src/server/services/cart/add';
import { readCart } from '../../../src/server/services/cart/view';
import { deleteFailures, setAmount } from '../../../src/server/services/cart/lines';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { sweepOrders } from '../../../src/server/services/orders/sweep';
import { createSeckill, endSeckill } from '../../../src/server/services/promotions/seckill-admin';
import { takeActivityHolds } from '../../../src/server/services/promotions/activity-stock';
import { createBuyers, hotProduct } from '../../../bench/orders-fixture';
import { api, loginAs, type TestServer } from '../helpers';
import { onBothEngines } from '../both-engines';
import { sandboxNotify } from '../payments/fixtures';
import { stockOf, uuid, raceToOrder, fulfilledCount } from '../checkout/helpers';

const ALL_SCOPES = [0, 1, 2];
const HOUR = 3_600_000;

function suite(start: () => Promise<TestServer>) {
  let s: TestServer;
  beforeAll(async () => {
    s = await start();
  }, 120_000);
  afterAll(() => s?.close());

  /** A running seckill at 8.00 on a fresh product (price of product 1) with the given stock and limits. */
  async function running(stock: number, limits: { order_limit?: number; client_limit?: number; min_num?: number } = {}, productStock = 1000) {
    const product = await hotProduct(s.db, `SK-${Date.now()}-${Math.random()}`, productStock);
    const now = Date.now();
    const sk = await createSeckill(s.db, {
      product_id: product,
      seckill_price: '8.00',
      seckill_stock: stock,
      start_time: chinaStamp(new Date(now - HOUR)),
      end_time: chinaStamp(new Date(now + HOUR)),
      ...limits,
    });
    return { product, seckillId: sk.seckill_id };
  }
  const buyer = (clientId: number) => ({ clientId, scopes: ALL_SCOPES, salesmanId: null });
  const seckillRow = async (id: number) => (await s.db.select().from(seckills).where(eq(seckills.id, id)))[0]!;

  it('the page: every phase, seckill prices only for logged-in viewers, countdown ends as 13-digit ms', async () => {
    const visitor = await api(s.app, promotions.seckillList);
    expect(visitor.body.code).toBe(200);
    const list = visitor.body.data.list;
    expect(new Set(list.map((i) => i.phase))).toEqual(new Set(['running', 'soldOut', 'upcoming', 'ended']));
    expect(list.every((i) => i.seckill_price === undefined && i.price === undefined)).toBe(true);
    expect(list.every((i) => String(i.end_time).length === 13 && String(i.start_time).length === 13)).toBe(true);
    expect(String(visitor.body.data.now)).toHaveLength(13);
    const { token } = await loginAs(s.app, 'yaofang01');
    const client = (await api(s.app, promotions.seckillList, undefined, { token })).body.data.list;
    const first = client.find((i) => i.phase === 'running')!;
    expect(Number(first.seckill_price)).toBeLessThan(Number(first.price));
    expect(first.seckill_total).toBeGreaterThan(0);
  });

  it('bought through the cart and checkout at the seckill price; an ended seckill is refused and its cart line fails', async () => {
    const { product, seckillId } = await running(10, { order_limit: 5 });
    const [c] = await createBuyers(s.db, 1, `skb${Date.now()}_`);
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 6, seckill_id: seckillId }])).rejects.toThrow(/最多购买5/);
    await addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 2, seckill_id: seckillId }]);
    const cart = await readCart(s.db, c!, ALL_SCOPES);
    expect(cart.seckill).toMatchObject([{ product_id: product, amount: 2, price: '8.00', seckill_total: 5 }]);
    const placed = await sureOrder(s.db, buyer(c!), { idempotency_key: uuid() });
    const [line] = await s.db.select().from(orderLines).where(eq(orderLines.orderId, placed.order_id));
    expect(line).toMatchObject({ seckillId, priceFen: 800, amount: 2 });
    expect((await seckillRow(seckillId)).sold).toBe(2);

    await addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 1, seckill_id: seckillId }]);
    await endSeckill(s.db, seckillId);
    expect((await readCart(s.db, c!, ALL_SCOPES)).failure).toMatchObject([{ product_id: product, warnTip: '秒杀已结束', disabledChecked: true }]);
    await expect(sureOrder(s.db, buyer(c!), { idempotency_key: uuid() })).rejects.toThrow(/秒杀已结束/);
    await expect(setAmount(s.db, c!, ALL_SCOPES, cart.seckill[0]!.id, 1)).rejects.toThrow(ApiError);
    await deleteFailures(s.db, c!, ALL_SCOPES);
    expect(await readCart(s.db, c!, ALL_SCOPES)).toMatchObject({ seckill: [], failure: [] });
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 1, seckill_id: seckillId }])).rejects.toThrow(/秒杀已结束/);
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: 1, amount: 1, seckill_id: seckillId }])).rejects.toThrow(/该活动不存在或已结束/);
  });

  it('the operator: a price not below the product price, an end before the start or in the past, ending twice are refused', async () => {
    const product = await hotProduct(s.db, `SKO-${Date.now()}`, 10);
    const now = Date.now();
    const input = { product_id: product, seckill_price: '8.00', seckill_stock: 5, start_time: chinaStamp(new Date(now)), end_time: chinaStamp(new Date(now + HOUR)) };
    await expect(createSeckill(s.db, { ...input, seckill_price: '99999.00' })).rejects.toThrow('秒杀价须低于商品售价');
    await expect(createSeckill(s.db, { ...input, end_time: input.start_time })).rejects.toThrow('结束时间须晚于开始时间');
    await expect(createSeckill(s.db, { ...input, start_time: chinaStamp(new Date(now - 2 * HOUR)), end_time: chinaStamp(new Date(now - HOUR)) })).rejects.toThrow('结束时间须晚于当前时间');
    await expect(createSeckill(s.db, { ...input, order_limit: 2, min_num: 3 })).rejects.toThrow('起购数量不能大于每单限购数量');
    await expect(createSeckill(s.db, { ...input, product_id: 99_999_999 })).rejects.toThrow('商品不存在');
    const made = await createSeckill(s.db, { ...input, start_time: chinaStamp(new Date(now + HOUR)), end_time: chinaStamp(new Date(now + 2 * HOUR)) });
    expect(made.phase).toBe('upcoming');
    const ended = await endSeckill(s.db, made.seckill_id);
    expect(ended.phase).toBe('ended');
    await expect(endSeckill(s.db, made.seckill_id)).rejects.toThrow('该秒杀活动已结束');
    await expect(endSeckill(s.db, 99_999_999)).rejects.toThrow('秒杀活动不存在');
  });

  it('40 buyers race for 10 units: exactly 5 orders of 2, sold = stock, never more, the product stock taken once', async () => {
    const { product, seckillId } = await running(10, { order_limit: 2 });
    const buyers = await createBuyers(s.db, 40, `skr${Date.now()}_`);
    expect(await raceToOrder(s, buyers, { productId: product, amount: 2, seckillId })).toBe(5);
    expect((await seckillRow(seckillId)).sold).toBe(10);
    expect(await stockOf(s, product)).toBe(990);
    const sold = await s.db.select({ amount: orderLines.amount }).from(orderLines).where(eq(orderLines.seckillId, seckillId));
    expect(sold.reduce((a, l) => a + l.amount, 0)).toBe(10);
  }, 120_000);

  it("a client's limit holds under 10 parallel takes of 1 (limit 3), even outside the client lock", async () => {
    const { seckillId } = await running(100, { client_limit: 3 });
    const [c] = await createBuyers(s.db, 1, `skl${Date.now()}_`);
    const take = () => s.db.transaction((tx) => takeActivityHolds(tx, c!, [{ seckillId, purchaseId: 0, amount: 1, name: '测试品' }], new Date()));
    expect(await fulfilledCount(Array.from({ length: 10 }, take))).toBe(3);
    expect((await seckillRow(seckillId)).sold).toBe(3);
    const [held] = await s.db.select().from(seckillBuyers).where(and(eq(seckillBuyers.seckillId, seckillId), eq(seckillBuyers.clientId, c!)));
    expect(held!.bought).toBe(3);
    // The cart already says he can add nothing more.
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: (await seckillRow(seckillId)).productId, amount: 1, seckill_id: seckillId }])).rejects.toThrow(/限购3/);
  });

  it('units released by the unpaid timeout go to another buyer; the late payment is refunded, never sold twice', async () => {
    const { product, seckillId } = await running(2);
    const [a, b] = await createBuyers(s.db, 2, `skt${Date.now()}_`);
    await addToCart(s.db, a!, ALL_SCOPES, [{ product_id: product, amount: 2, seckill_id: seckillId }]);
    const late = await sureOrder(s.db, buyer(a!), { idempotency_key: uuid() });
    // A's QR is shown, then the sweeper cancels the unpaid order at its deadline and gives the units back.
    const qr = await payQr(s, a!, late.orderCode);
    await sweepOrders(s.db, new Date(Date.now() + 24 * HOUR));
    expect((await s.db.select().from(orders).where(eq(orders.id, late.order_id)))[0]!.status).toBe(4);
    expect((await seckillRow(seckillId)).sold).toBe(0);
    await addToCart(s.db, b!, ALL_SCOPES, [{ product_id: product, amount: 2, seckill_id: seckillId }]);
    await sureOrder(s.db, buyer(b!), { idempotency_key: uuid() });
    expect((await seckillRow(seckillId)).sold).toBe(2);
    // A pays late: nothing to take, so the order stays cancelled and the money goes back.
    expect((await sandboxNotify(s, qr)).body).toBe('success');
    expect((await s.db.select().from(orders).where(eq(orders.id, late.order_id)))[0]!.status).toBe(4);
    expect((await seckillRow(seckillId)).sold).toBe(2);
    const [p] = await s.db.select().from(payments).where(eq(payments.outTradeNo, qr));
    expect(await s.db.select().from(refunds).where(eq(refunds.paymentId, p!.id))).toHaveLength(1);
  });

  it('a late payment revives the order when its seckill units are still free', async () => {
    const { product, seckillId } = await running(5);
    const [a] = await createBuyers(s.db, 1, `skv${Date.now()}_`);
    await addToCart(s.db, a!, ALL_SCOPES, [{ product_id: product, amount: 2, seckill_id: seckillId }]);
    const late = await sureOrder(s.db, buyer(a!), { idempotency_key: uuid() });
    const qr = await payQr(s, a!, late.orderCode);
    await sweepOrders(s.db, new Date(Date.now() + 24 * HOUR));
    expect((await seckillRow(seckillId)).sold).toBe(0);
    expect((await sandboxNotify(s, qr)).body).toBe('success');
    expect((await s.db.select().from(orders).where(eq(orders.id, late.order_id)))[0]!.status).toBe(1);
    expect((await seckillRow(seckillId)).sold).toBe(2);
  });
}

/** A WeChat QR for the order, made as its buyer (logged in by username). */
async function payQr(s: TestServer, clientId: number, orderCode: string): Promise<string> {
  const [o] = await s.db.select().from(orders).where(eq(orders.orderCode, orderCode));
  if (o?.clientId !== clientId) throw new Error('not his order');
  const [c] = await s.db.select({ username: clients.username }).from(clients).where(eq(clients.id, clientId));
  const { token } = await loginAs(s.app, c!.username);
  const r = await api(s.app, pay.wxpay, { orderCode }, { token });
  if (r.body.code !== 200) throw new Error(r.raw);
  return r.body.data.out_trade_no;
}

onBothEngines('seckill', suite);
