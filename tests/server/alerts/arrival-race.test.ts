/**
 * 到货提醒 told exactly once (issue 32). Two stock updates race (two ERP reports from 0, and an order cancel giving
 * stock back), two deliveries race (two instances running the job at once); every subscriber gets exactly one 到货
 * message linking to the product, and a later arrival tells nobody again. On PostgreSQL (tests/server/engines.ts)
 * the updates and the deliveries really run at once. The licence expiry job's told-once (one 资质 message per
 * licence, last day and window, three runs racing) is proved here too, for the same reason.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { chinaDay } from '../../../src/model/date-range';
import { arrivalSubscriptions, clientLicenceValidity, clientMessages, products, stockArrivals } from '../../../src/server/db/schema';
import { tellLicenceExpiry } from '../../../src/server/services/alerts/licence-expiry';
import { deliverArrivals, subscribeArrival } from '../../../src/server/services/alerts/arrivals';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { cancelOrReceive } from '../../../src/server/services/orders/client-moves';
import { reportStock } from '../../../src/server/services/open/stock';
import { createBuyers, hotProduct, quickLines } from '../../../bench/orders-fixture';
import { type TestServer } from '../helpers';
import { onBothEngines } from '../both-engines';
import { uuid } from '../checkout/helpers';

const day = (offsetDays: number) => chinaDay(new Date(Date.now() + offsetDays * 86_400_000));
const batch = (quantity: number) => [{ batch_no: 'ARR-1', produced_on: day(-30), expires_on: day(300), quantity }];
const silent = { send: async () => {} };

onBothEngines('back-in-stock alerts told once', (start) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await start();
  }, 120_000);
  afterAll(() => s?.close());

  const arrivalMessages = (clientIds: number[], productId: number) =>
    s.db
      .select({ clientId: clientMessages.clientId, link: clientMessages.link })
      .from(clientMessages)
      .where(and(inArray(clientMessages.clientId, clientIds), eq(clientMessages.kind, 'arrival'), eq(clientMessages.link, `/productDetail/${productId}`)));

  it('two ERP reports racing from 0 and two deliveries racing: each subscriber told exactly once', async () => {
    const code = `ARR-${Date.now()}`;
    const product = await hotProduct(s.db, code, 0);
    const buyers = await createBuyers(s.db, 8, `arr${Date.now()}_`);
    for (const c of buyers) await subscribeArrival(s.db, c, product);
    await subscribeArrival(s.db, buyers[0]!, product); // again: still one subscription
    // Nothing waits for a product nobody subscribed to: no outbox row.
    const other = await hotProduct(s.db, `${code}-X`, 0);
    await Promise.all([reportStock(s.db, [{ code, batches: batch(10) }, { code: `${code}-X`, batches: batch(5) }]), reportStock(s.db, [{ code, batches: batch(12) }])]);
    expect(await s.db.select().from(stockArrivals).where(eq(stockArrivals.productId, other))).toHaveLength(0);
    const told = await Promise.all([deliverArrivals(s.db, silent, 1), deliverArrivals(s.db, silent, 1), deliverArrivals(s.db, silent)]);
    expect(told.reduce((a, b) => a + b, 0)).toBe(buyers.length);
    const messages = await arrivalMessages(buyers, product);
    expect(messages.map((m) => m.clientId).sort((a, b) => a - b)).toEqual([...buyers].sort((a, b) => a - b));
    // Sold out and back again: the subscriptions were closed, nobody is told twice.
    await reportStock(s.db, [{ code, batches: batch(0) }]);
    await reportStock(s.db, [{ code, batches: batch(3) }]);
    expect(await deliverArrivals(s.db, silent)).toBe(0);
    expect(await arrivalMessages(buyers, product)).toHaveLength(buyers.length);
    const open = await s.db.select().from(arrivalSubscriptions).where(and(eq(arrivalSubscriptions.productId, product)));
    expect(open.every((o) => o.notifiedAt !== null)).toBe(true);
  }, 120_000);

  it('an order cancel giving the last stock back tells the waiting subscribers once; gone again before delivery, they keep waiting', async () => {
    const code = `ARRC-${Date.now()}`;
    const product = await hotProduct(s.db, code, 2);
    const [buyer, waiter, second] = await createBuyers(s.db, 3, `arrc${Date.now()}_`);
    await quickLines(s.db, [buyer!], product, 2);
    const placed = await sureOrder(s.db, { clientId: buyer!, scopes: [0, 1, 2], salesmanId: null }, { idempotency_key: uuid(), isQuick: 1 });
    await subscribeArrival(s.db, waiter!, product);
    await subscribeArrival(s.db, second!, product);
    // The cancel and an ERP report race for the product's stock: one of them takes it from 0.
    await Promise.all([
      cancelOrReceive(s.db, buyer!, placed.order_id, 'cancel', { kind: 'client', id: buyer! }),
      reportStock(s.db, [{ code, batches: batch(2) }]),
    ]);
    const [row] = await s.db.select({ stock: products.stock }).from(products).where(eq(products.id, product));
    expect(row!.stock).toBeGreaterThan(0);
    await Promise.all([deliverArrivals(s.db, silent), deliverArrivals(s.db, silent)]);
    expect((await arrivalMessages([waiter!, second!], product)).map((m) => m.clientId).sort()).toEqual([waiter!, second!].sort());
    // The cancel also wrote the buyer's 订单 message, linking to the order.
    const orderMsgs = await s.db.select().from(clientMessages).where(and(eq(clientMessages.clientId, buyer!), eq(clientMessages.kind, 'order')));
    expect(orderMsgs.map((m) => m.link)).toContain(`/personal/orderDetail/${placed.order_id}`);

    // Back in stock but sold out again before the job ran: no message, the subscription stays open.
    await s.db.update(products).set({ stock: 0 }).where(eq(products.id, product));
    await subscribeArrival(s.db, buyer!, product);
    await reportStock(s.db, [{ code, batches: batch(0) }]);
    await reportStock(s.db, [{ code, batches: batch(4) }]);
    await s.db.update(products).set({ stock: 0 }).where(eq(products.id, product));
    expect(await deliverArrivals(s.db, silent)).toBe(0);
    const [waiting] = await s.db.select().from(arrivalSubscriptions).where(and(eq(arrivalSubscriptions.productId, product), eq(arrivalSubscriptions.clientId, buyer!)));
    expect(waiting!.notifiedAt).toBeNull();
  }, 120_000);

  it('licences running out: one 资质 message per licence and window, three runs racing; a renewed licence is told again', async () => {
    const [a, b, c] = await createBuyers(s.db, 3, `lic${Date.now()}_`);
    const licence = (clientId: number, kind: string, days: number) =>
      s.db
        .insert(clientLicenceValidity)
        .values({ clientId, kind, validUntil: day(days) })
        .onConflictDoUpdate({ target: [clientLicenceValidity.clientId, clientLicenceValidity.kind], set: { validUntil: day(days) } });
    await licence(a!, 'GSP', 10);
    await licence(a!, 'business', 100);
    await licence(a!, 'attorney', -1); // no validity period: never told
    await licence(b!, 'phaTrading', -3);
    await licence(c!, 'GSP', 10);
    const told = async () =>
      (
        await s.db
          .select({ clientId: clientMessages.clientId, kind: clientMessages.kind, title: clientMessages.title, link: clientMessages.link })
          .from(clientMessages)
          .where(and(inArray(clientMessages.clientId, [a!, b!, c!]), eq(clientMessages.kind, 'licence')))
          .orderBy(clientMessages.id)
      ).map((m) => `${m.clientId === a ? 'a' : m.clientId === b ? 'b' : 'c'} ${m.title} ${m.link}`);
    await Promise.all([tellLicenceExpiry(s.db, new Date(), silent), tellLicenceExpiry(s.db, new Date(), silent), tellLicenceExpiry(s.db, new Date(), silent)]);
    expect((await told()).sort()).toEqual([
      'a 资质即将过期：GSP证书 /personal/licences',
      'b 资质已过期：药品经营许可证 /personal/licences',
      'c 资质即将过期：GSP证书 /personal/licences',
    ]);
    // Run again (a restart): nobody is told twice.
    expect(await tellLicenceExpiry(s.db, new Date(), silent)).toBe(0);
    // Eleven days on, the GSP certificates have ended: told once more, that they expired.
    const later = new Date(Date.now() + 11 * 86_400_000);
    await Promise.all([tellLicenceExpiry(s.db, later, silent), tellLicenceExpiry(s.db, later, silent)]);
    expect((await told()).filter((m) => m.includes('已过期：GSP')).sort()).toEqual(['a 资质已过期：GSP证书 /personal/licences', 'c 资质已过期：GSP证书 /personal/licences']);
    // a renews: the new certificate ends in 20 days, a new last day, so a is told of it.
    await licence(a!, 'GSP', 20);
    await tellLicenceExpiry(s.db, new Date(), silent);
    expect(await told()).toHaveLength(6);
    expect((await told()).at(-1)).toBe('a 资质即将过期：GSP证书 /personal/licences');
  }, 120_000);
});
