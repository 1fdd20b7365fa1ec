/**
 * Group purchase end to end on the server, on PGlite and on a real PostgreSQL cluster: the list per viewer, joining
 * through the cart (purchase_min, the group price) and the normal checkout, 30 buyers racing for 10 units, and the
 * explicit end states at the close run by the sweeper: reached → the orders go on; not reached → unpaid orders
 * cancelled, paid ones refunded to the balance, the coupon and the stock back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as promotions from '../../../src/contract/promotions';
import { chinaStamp } from '../../../src/model/date-range';
import { clientCoupons, clients, coupons, groupPurchases, orderLines, orders } from '../../../src/server/db/schema';
import { addToCart } from '../../../src/server/services/cart/add';
import { readCart } from '../../../src/server/services/cart/view';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { accountPay } from '../../../src/server/services/payments/order-pay';
import { creditCash } from '../../../src/server/services/payments/ledger';
import { sweepOrders } from '../../../src/server/services/orders/sweep';
import { closeGroupNow, createGroup } from '../../../src/server/services/promotions/group-admin';
import { shipOrder } from '../../../src/server/services/orders/operator';
import { createBuyers, hotProduct } from '../../../bench/orders-fixture';
import { api, loginAs, type TestServer } from '../helpers';
import { onBothEngines } from '../both-engines';
import { stockOf, uuid, raceToOrder } from '../checkout/helpers';

const ALL_SCOPES = [0, 1, 2];
const HOUR = 3_600_000;

function suite(start: () => Promise<TestServer>) {
  let s: TestServer;
  beforeAll(async () => {
    s = await start();
  }, 120_000);
  afterAll(() => s?.close());

  /** An open group at 8.00 on a fresh product (price of product 1), closing in an hour. */
  async function open(target: number, stock: number, extra: { purchase_min?: number; order_limit?: number } = {}) {
    const product = await hotProduct(s.db, `GP-${Date.now()}-${Math.random()}`, 1000);
    const now = Date.now();
    const g = await createGroup(s.db, { product_id: product, group_price: '8.00', target, stock, start_time: chinaStamp(new Date(now - HOUR)), end_time: chinaStamp(new Date(now + HOUR)), ...extra });
    return { product, groupId: g.group_id };
  }
  const buyer = (clientId: number) => ({ clientId, scopes: ALL_SCOPES, salesmanId: null });
  const group = async (id: number) => (await s.db.select().from(groupPurchases).where(eq(groupPurchases.id, id)))[0]!;
  const order = async (id: number) => (await s.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  /** Joins: the group line into the cart, then the group checkout (isPurchase=1). */
  async function join(clientId: number, product: number, groupId: number, amount: number, coupon_id?: number) {
    await addToCart(s.db, clientId, ALL_SCOPES, [{ product_id: product, amount, purchase_id: groupId }]);
    return sureOrder(s.db, buyer(clientId), { idempotency_key: uuid(), isPurchase: 1, ...(coupon_id ? { coupon_id } : {}) });
  }
  async function payByBalance(clientId: number, orderCode: string, fen: number) {
    await s.db.transaction((tx) => creditCash(tx, clientId, fen, 'recharge', { note: 'test' }));
    const r = await accountPay(s.db, clientId, orderCode, { kind: 'client', id: clientId });
    expect(r).toBeTruthy();
  }

  it('the list: open, upcoming, reached and failed groups; the group price only for logged-in viewers', async () => {
    const visitor = (await api(s.app, promotions.groupPurchaseList)).body.data;
    expect(new Set(visitor.list.map((g) => g.phase))).toEqual(new Set(['open', 'upcoming', 'reached', 'failed']));
    // The seed's paid orders: open groups part of the way to their minimum, the reached one over it.
    const seeded = (title: string) => visitor.list.find((g) => g.title === title)!;
    expect(seeded('诊所常备拼团').amountCount).toBe(90);
    expect(seeded('慢病用药拼团').amountCount).toBeGreaterThan(0);
    expect(seeded('慢病用药拼团').amountCount).toBeLessThan(seeded('慢病用药拼团').target);
    expect(seeded('换季感冒药拼团').amountCount).toBeGreaterThanOrEqual(seeded('换季感冒药拼团').target);
    expect(visitor.list.every((g) => g.group_price === undefined && g.price === undefined && g.type === 1)).toBe(true);
    const { token } = await loginAs(s.app, 'yaofang01');
    const first = (await api(s.app, promotions.groupPurchaseList, undefined, { token })).body.data.list[0]!;
    expect(Number(first.group_price)).toBeLessThan(Number(first.price));
    const detail = await api(s.app, promotions.groupPurchaseDetail, { groupId: first.purchase_id! }, { token });
    expect(detail.body.data.item).toMatchObject({ purchase_id: first.purchase_id, target: first.target, phase: 'open' });
    expect((await api(s.app, promotions.groupPurchaseDetail, { groupId: 99_999_999 })).body).toMatchObject({ code: 404, msg: '团购活动不存在' });
  });

  it('joining: below purchase_min refused; the line at the group price; the group checkout takes the units', async () => {
    const { product, groupId } = await open(10, 100, { purchase_min: 2, order_limit: 5 });
    const [c] = await createBuyers(s.db, 1, `gpj${Date.now()}_`);
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 1, purchase_id: groupId }])).rejects.toThrow(/最少购买2/);
    await expect(addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 6, purchase_id: groupId }])).rejects.toThrow(/最多购买5/);
    await addToCart(s.db, c!, ALL_SCOPES, [{ product_id: product, amount: 3, purchase_id: groupId }]);
    expect((await readCart(s.db, c!, ALL_SCOPES)).product).toMatchObject([{ purchase_id: groupId, price: '8.00', purchase_min: 2, max_buy_num: 5 }]);
    const placed = await sureOrder(s.db, buyer(c!), { idempotency_key: uuid(), isPurchase: 1 });
    const [line] = await s.db.select().from(orderLines).where(eq(orderLines.orderId, placed.order_id));
    expect(line).toMatchObject({ purchaseId: groupId, priceFen: 800, amount: 3 });
    expect((await group(groupId)).sold).toBe(3);
  });

  it('30 buyers race for 10 units: exactly 5 orders of 2', async () => {
    const { product, groupId } = await open(5, 10);
    const buyers = await createBuyers(s.db, 30, `gpr${Date.now()}_`);
    expect(await raceToOrder(s, buyers, { productId: product, amount: 2, purchaseId: groupId }, { isPurchase: 1 })).toBe(5);
    expect((await group(groupId)).sold).toBe(10);
    expect(await stockOf(s, product)).toBe(990);
  }, 120_000);

  it('not reached at the close: the sweeper cancels the unpaid order and refunds the paid one, coupon and stock back', async () => {
    const { product, groupId } = await open(10, 100);
    const [a, b] = await createBuyers(s.db, 2, `gpf${Date.now()}_`);
    const [cpn] = await s.db
      .insert(coupons)
      .values({ typeName: '满减券', couponType: 1, amountFen: 100, payvalueFen: 1000, couponTitle: '满10减1', total: 10, startTime: new Date(Date.now() - HOUR), endTime: new Date(Date.now() + 24 * HOUR) })
      .returning({ id: coupons.id });
    const [held] = await s.db.insert(clientCoupons).values({ clientId: a!, couponId: cpn!.id }).returning();
    const paid = await join(a!, product, groupId, 3, cpn!.id); // 24.00 − 1.00 (+ delivery)
    await payByBalance(a!, paid.orderCode, Math.round(Number(paid.total) * 100));
    const unpaid = await join(b!, product, groupId, 2);
    expect(await stockOf(s, product)).toBe(995);

    await sweepOrders(s.db, new Date(Date.now() + 2 * HOUR));
    expect((await group(groupId)).state).toBe(2);
    expect(await order(paid.order_id)).toMatchObject({ status: 16, payStatus: 3 });
    expect((await order(unpaid.order_id)).status).toBe(7);
    const [clientA] = await s.db.select({ balance: clients.balanceFen }).from(clients).where(eq(clients.id, a!));
    expect(clientA!.balance).toBe(Math.round(Number(paid.total) * 100)); // all of it back
    expect((await s.db.select().from(clientCoupons).where(eq(clientCoupons.id, held!.id)))[0]!.usedAt).toBeNull();
    expect(await stockOf(s, product)).toBe(1000);
    expect((await group(groupId)).sold).toBe(0);
    // A second sweep changes nothing.
    await sweepOrders(s.db, new Date(Date.now() + 3 * HOUR));
    expect((await order(paid.order_id)).status).toBe(16);
  });

  it('reached at the close: state reached, the paid orders go on; closing again is refused', async () => {
    const { product, groupId } = await open(3, 100);
    const [a] = await createBuyers(s.db, 1, `gpo${Date.now()}_`);
    const placed = await join(a!, product, groupId, 3);
    await payByBalance(a!, placed.orderCode, Math.round(Number(placed.total) * 100));
    await expect(shipOrder(s.db, placed.orderCode, {})).rejects.toThrow('团购尚未成团，截团成团后才能发货');
    const closed = await closeGroupNow(s.db, groupId);
    expect(closed).toMatchObject({ phase: 'reached', paid_units: 3 });
    expect((await order(placed.order_id)).status).toBe(1);
    await expect(closeGroupNow(s.db, groupId)).rejects.toThrow('该团购已截团');
    expect((await shipOrder(s.db, placed.orderCode, {})).status).toBe(2);
    // A closed group takes no one else.
    const [late] = await createBuyers(s.db, 1, `gpl${Date.now()}_`);
    await expect(addToCart(s.db, late!, ALL_SCOPES, [{ product_id: product, amount: 1, purchase_id: groupId }])).rejects.toThrow(/团购已结束/);
  });
}

onBothEngines('group', suite);
