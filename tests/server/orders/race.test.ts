/**
 * Deadlines under real concurrency, on PGlite and on the run's PostgreSQL cluster (tests/server/engines.ts), where the races
 * are real: the sweeper racing a balance payment for the same overdue orders (each order ends paid or cancelled,
 * never both; stock and coupon back only for the cancelled; the balance moved only for the paid), two sweepers at
 * once (stock back once), a client cancel racing the sweeper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { cashLedger, clients, orderEvents, orders, products } from '../../../src/server/db/schema';
import { accountPay } from '../../../src/server/services/payments/order-pay';
import { creditCash } from '../../../src/server/services/payments/ledger';
import { cancelOrReceive } from '../../../src/server/services/orders/client-moves';
import { sweepOrders } from '../../../src/server/services/orders/sweep';
import { startOrderSweeper, SWEEP_QUEUE } from '../../../src/server/jobs/order-sweeper';
import { startServer, type TestServer } from '../helpers';
import { onBothEngines } from '../both-engines';
import { onPostgres } from '../engine';
import { clientIdOf, couponUsed, makeOrder, spentCoupon, stockOf } from './fixtures';

const MIN = 60_000;
const PRODUCT = 1;

function raceSuite(start: () => Promise<TestServer>) {
  let s: TestServer;
  let clientId: number;
  beforeAll(async () => {
    s = await start();
    clientId = await clientIdOf(s.db, 'xinyong01');
    await s.db.transaction((tx) => creditCash(tx, clientId, 10_000_000, 'adjust', { note: 'race test' }));
  });
  afterAll(() => s?.close());

  const balance = async () => (await s.db.select({ b: clients.balanceFen }).from(clients).where(eq(clients.id, clientId)))[0]!.b;
  const overdue = (n: number, now: Date) =>
    Promise.all(
      Array.from({ length: n }, async () =>
        makeOrder(s.db, 'xinyong01', S.pendingPayment, { lines: [{ productId: PRODUCT, amount: 1 }], payDeadline: new Date(now.getTime() - MIN) }),
      ),
    );

  it('sweeper vs balance payment: every order paid or cancelled, never both; stock and money add up', async () => {
    const now = new Date(Date.now() + 1000 * 86_400_000);
    const stock0 = await stockOf(s.db, PRODUCT);
    const coupon = await spentCoupon(s.db, clientId);
    const list = await overdue(12, now);
    await s.db.update(orders).set({ clientCouponId: coupon }).where(eq(orders.id, list[0]!.id));
    const b0 = await balance();
    const payer = { kind: 'client' as const, id: clientId };
    const results = await Promise.allSettled([
      sweepOrders(s.db, now),
      ...list.map((o) => accountPay(s.db, clientId, o.code, payer)),
      sweepOrders(s.db, now),
    ]);
    for (const r of results) if (r.status === 'rejected') expect(String(r.reason)).not.toMatch(/deadlock|500/);
    const rows = await s.db.select().from(orders).where(inArray(orders.id, list.map((o) => o.id)));
    const paid = rows.filter((r) => r.status === S.paid);
    const cancelled = rows.filter((r) => r.status === S.systemCancelled);
    expect(paid.length + cancelled.length).toBe(list.length);
    // Stock: the paid still hold theirs, the cancelled gave theirs back exactly once.
    expect(await stockOf(s.db, PRODUCT)).toBe(stock0 - paid.length);
    // Money: the balance moved for the paid only, and the ledger says the same.
    const paidFen = paid.reduce((sum, r) => sum + r.totalFen, 0);
    expect(await balance()).toBe(b0 - paidFen);
    const [ledger] = await s.db.select({ sum: sql<string>`coalesce(sum(${cashLedger.deltaFen}), 0)` }).from(cashLedger).where(eq(cashLedger.clientId, clientId));
    expect(Number(ledger!.sum)).toBe(await balance());
    for (const r of rows) {
      const moves = (await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, r.id))).map((e) => e.toStatus);
      expect(moves.filter((m) => m === S.paid || m === S.systemCancelled)).toHaveLength(1);
    }
    const first = rows.find((r) => r.id === list[0]!.id)!;
    expect(await couponUsed(s.db, coupon)).toBe(first.status === S.paid);
  });

  it('two sweepers at once give the stock back once', async () => {
    const now = new Date(Date.now() + 1100 * 86_400_000);
    const stock0 = await stockOf(s.db, PRODUCT);
    const list = await overdue(10, now);
    expect(await stockOf(s.db, PRODUCT)).toBe(stock0 - 10);
    const [a, b] = await Promise.all([sweepOrders(s.db, now), sweepOrders(s.db, now)]);
    const ids = list.map((o) => o.id);
    const rows = await s.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, ids));
    expect(rows.every((r) => r.status === S.systemCancelled)).toBe(true);
    expect(await stockOf(s.db, PRODUCT)).toBe(stock0);
    expect(a.cancelled + b.cancelled).toBeGreaterThanOrEqual(10);
    const [events] = await s.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(sql`${orderEvents.orderId} in ${ids} and ${orderEvents.toStatus} = ${S.systemCancelled}`);
    expect(Number(events!.n)).toBe(10);
  });

  it('a client cancel racing the sweeper: one of them moves the order, the stock comes back once', async () => {
    const now = new Date(Date.now() + 1200 * 86_400_000);
    const stock0 = await stockOf(s.db, PRODUCT);
    const list = await overdue(8, now);
    const client = { kind: 'client' as const, id: clientId };
    const results = await Promise.allSettled([sweepOrders(s.db, now), ...list.map((o) => cancelOrReceive(s.db, clientId, o.id, 'cancel', client))]);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as { code?: number }).code).toBeOneOf([400, 409]);
    const rows = await s.db.select({ status: orders.status }).from(orders).where(inArray(orders.id, list.map((o) => o.id)));
    expect(rows.every((r) => r.status === S.cancelled || r.status === S.systemCancelled)).toBe(true);
    expect(await stockOf(s.db, PRODUCT)).toBe(stock0);
    const [p] = await s.db.select({ stock: products.stock }).from(products).where(eq(products.id, PRODUCT));
    expect(p!.stock).toBeGreaterThanOrEqual(0);
  });
}

onBothEngines('order deadlines', raceSuite);

// pg-boss runs on PostgreSQL only (tests/server/orders/sweeper.test.ts covers the embedded database's timer).
describe.runIf(onPostgres())('pg-boss on PostgreSQL', () => {
  it('pg-boss: two server processes sweep through one queue; the overdue order is cancelled once, at start', async () => {
    const s = await startServer();
    const url = s.url!;
    try {
      const order = await makeOrder(s.db, 'yaofang01', S.pendingPayment, { payDeadline: new Date(Date.now() - MIN) });
      const jobs = await Promise.all([1, 2].map(() => startOrderSweeper({ db: s.db, databaseUrl: url, intervalSeconds: 5 })));
      try {
        for (let i = 0; i < 60; i++) {
          const [row] = await s.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
          if (row!.status === S.systemCancelled) break;
          await new Promise((r) => setTimeout(r, 250));
        }
      } finally {
        await Promise.all(jobs.map((j) => j.stop()));
      }
      const moves = await s.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(moves.filter((m) => m.toStatus === S.systemCancelled)).toHaveLength(1);
      // db.execute's result type is the driver's (Db names neither); both drivers answer an object with rows.
      const jobsRun = (await s.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${SWEEP_QUEUE}`)) as unknown as { rows: { n: number }[] };
      expect(Number(jobsRun.rows[0]!.n)).toBeGreaterThanOrEqual(1);
    } finally {
      await s.close();
    }
  });
});
