/**
 * The deadline sweeper with a fake `now`: unpaid orders past pay_deadline are cancelled by the system (0 → 4, stock
 * and coupon back), shipped ones past auto_receive_at received (2/13 → 3); nothing before its deadline moves; a
 * second sweep changes nothing; the timer job sweeps at once on start (deadlines that passed while down).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { orderEvents, orders } from '../../../src/server/db/schema';
import { startOrderSweeper, sweepIntervalSeconds } from '../../../src/server/jobs/order-sweeper';
import { sweepOrders } from '../../../src/server/services/orders/sweep';
import { startServer, type TestServer } from '../helpers';
import { clientIdOf, couponUsed, makeOrder, spentCoupon, stockOf } from './fixtures';
import { scopedEnv } from '../scoped-env';

const env = scopedEnv();

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const MIN = 60_000;
const DAY = 86_400_000;
const orderOf = async (id: number) => (await s.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('timeout cancel', () => {
  it('cancels only orders whose deadline passed, gives stock and coupon back once, and records the system', async () => {
    const now = new Date(Date.now() + 365 * DAY); // later than every seeded deadline too
    const clientId = await clientIdOf(s.db, 'yaofang01');
    const coupon = await spentCoupon(s.db, clientId);
    const stock0 = await stockOf(s.db, 1);
    const late = await makeOrder(s.db, 'yaofang01', S.pendingPayment, { payDeadline: new Date(now.getTime() - MIN), clientCouponId: coupon, lines: [{ productId: 1, amount: 5 }] });
    const onTime = await makeOrder(s.db, 'yaofang01', S.pendingPayment, { payDeadline: new Date(now.getTime() + MIN), lines: [{ productId: 1, amount: 1 }] });
    expect(await stockOf(s.db, 1)).toBe(stock0 - 6);

    const r = await sweepOrders(s.db, now);
    expect(r.cancelled).toBeGreaterThanOrEqual(1);
    expect((await orderOf(late.id)).status).toBe(S.systemCancelled);
    expect((await orderOf(late.id)).cancelledAt).not.toBeNull();
    expect((await orderOf(onTime.id)).status).toBe(S.pendingPayment);
    expect(await stockOf(s.db, 1)).toBe(stock0 - 1);
    expect(await couponUsed(s.db, coupon)).toBe(false);
    const [ev] = (await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, late.id)).orderBy(orderEvents.id)).slice(-1);
    expect(ev).toMatchObject({ fromStatus: 0, toStatus: 4, actorKind: 'system', reason: '超时未付款，系统取消' });

    const again = await sweepOrders(s.db, now);
    expect(again.cancelled).toBe(0);
    expect(await stockOf(s.db, 1)).toBe(stock0 - 1);
  });

  it('leaves orders in other statuses alone whatever their deadline', async () => {
    const now = new Date(Date.now() + 400 * DAY);
    const paid = await makeOrder(s.db, 'yaofang01', S.paid, { payDeadline: new Date(now.getTime() - DAY) });
    const review = await makeOrder(s.db, 'yaofang01', S.pendingReview, { payDeadline: new Date(now.getTime() - DAY) });
    await sweepOrders(s.db, now);
    expect((await orderOf(paid.id)).status).toBe(S.paid);
    expect((await orderOf(review.id)).status).toBe(S.pendingReview);
  });
});

describe('automatic receipt', () => {
  it('receives shipped orders (and refused refunds of shipped ones) past auto_receive_at; not before, not unshipped', async () => {
    const now = new Date(Date.now() + 500 * DAY);
    const due = await makeOrder(s.db, 'zhensuo01', S.shipped, { autoReceiveAt: new Date(now.getTime() - MIN) });
    const notYet = await makeOrder(s.db, 'zhensuo01', S.shipped, { autoReceiveAt: new Date(now.getTime() + MIN) });
    const refused = await makeOrder(s.db, 'zhensuo01', S.refundRejected, { autoReceiveAt: new Date(now.getTime() - MIN) });
    const r = await sweepOrders(s.db, now);
    expect(r.received).toBeGreaterThanOrEqual(2);
    expect((await orderOf(due.id)).status).toBe(S.received);
    expect((await orderOf(due.id)).receivedAt!.getTime()).toBe(now.getTime());
    expect((await orderOf(notYet.id)).status).toBe(S.shipped);
    expect((await orderOf(refused.id)).status).toBe(S.received);
    const [ev] = (await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, due.id)).orderBy(orderEvents.id)).slice(-1);
    expect(ev).toMatchObject({ toStatus: 3, actorKind: 'system' });
  });
});

describe('the job', () => {
  it('sweeps at once on start, then on its interval, and stops cleanly', async () => {
    const past = new Date(Date.now() - MIN);
    const order = await makeOrder(s.db, 'yaofang01', S.pendingPayment, { payDeadline: past });
    const swept: number[] = [];
    const job = await startOrderSweeper({ db: s.db, intervalSeconds: 3600, onSwept: (r) => swept.push(r.cancelled) });
    await job.stop(); // waits for the first sweep
    expect((await orderOf(order.id)).status).toBe(S.systemCancelled);
    expect(swept[0]).toBeGreaterThanOrEqual(1);
  });

  it('reads its interval from YAOCAI_SWEEP_SECONDS within 5…3600, else 60', () => {
    env.set('YAOCAI_SWEEP_SECONDS', '15');
    expect(sweepIntervalSeconds()).toBe(15);
    for (const bad of ['1', 'x', '99999', '']) {
      env.set('YAOCAI_SWEEP_SECONDS', bad);
      expect(sweepIntervalSeconds()).toBe(60);
    }
  });
});
