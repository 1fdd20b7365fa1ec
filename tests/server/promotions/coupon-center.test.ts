/**
 * The coupon centre (/w1/couponCenter) and claiming from it, on PGlite and on a real PostgreSQL cluster: kinds per
 * viewer, coupons all taken shown as 0 left, 40 clients racing for 10 coupons get exactly 10, one client claiming
 * 10 times at once gets one, and a coupon spent by an order comes back usable when the order is cancelled.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as promotions from '../../../src/contract/promotions';
import { ACCOUNT_MSG } from '../../../src/model/messages';
import { ApiError } from '../../../src/server/errors';
import { clientCoupons, coupons } from '../../../src/server/db/schema';
import { claimCoupon, couponCenter, myCoupons } from '../../../src/server/services/promotions/coupons';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { cancelOrReceive } from '../../../src/server/services/orders/client-moves';
import { createBuyers, hotProduct, quickLines } from '../../../bench/orders-fixture';
import { api, loginAs, type TestServer } from '../helpers';
import { onBothEngines } from '../both-engines';
import { uuid } from '../checkout/helpers';

const DAY = 86_400_000;

function suite(start: () => Promise<TestServer>) {
  let s: TestServer;
  beforeAll(async () => {
    s = await start();
  }, 120_000);
  afterAll(() => s?.close());

  /** A store-wide 满100减10 coupon with `total` to claim, running for a day. */
  async function coupon(total: number): Promise<number> {
    const [c] = await s.db
      .insert(coupons)
      .values({ typeName: '满减券', couponType: 1, amountFen: 1000, payvalueFen: 10000, couponTitle: `满100减10-${total}`, total, startTime: new Date(Date.now() - DAY), endTime: new Date(Date.now() + DAY) })
      .returning({ id: coupons.id });
    return c!.id;
  }

  it('a visitor sees every running coupon as claimable, none ended; a client sees his own kinds, claimable first', async () => {
    const visitor = await api(s.app, promotions.couponCenter);
    expect(visitor.body.code).toBe(200);
    const seen = visitor.body.data.list;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((c) => c.kind === 0)).toBe(true);
    expect(seen.map((c) => c.coupon_id)).not.toContain(6); // 年中促销 ended

    const { token } = await loginAs(s.app, 'yaofang01');
    const mine = (await api(s.app, promotions.couponCenter, undefined, { token })).body.data.list;
    const kindOf = (id: number) => mine.find((c) => c.coupon_id === id)?.kind;
    expect([kindOf(1), kindOf(2), kindOf(5), kindOf(3)]).toEqual([1, 1, 2, 0]);
    expect(kindOf(6)).toBeUndefined(); // claimed but expired: in 我的优惠券, not in the centre
    const firstOther = mine.findIndex((c) => c.kind !== 0);
    expect(mine.slice(0, firstOther).every((c) => c.kind === 0)).toBe(true);
  });

  it('40 clients race for 10 coupons: exactly 10 claimed, the rest told they are gone; then shown as 0 left', async () => {
    const id = await coupon(10);
    const clients = await createBuyers(s.db, 40, `cc${Date.now()}_`);
    const results = await Promise.allSettled(clients.map((c) => claimCoupon(s.db, c, id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as ApiError).message).toBe(ACCOUNT_MSG.couponGone);
    const [row] = await s.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row!.claimed).toBe(10);
    expect(await s.db.$count(clientCoupons, eq(clientCoupons.couponId, id))).toBe(10);
    const loser = clients.find((_, i) => results[i]!.status === 'rejected')!;
    expect((await couponCenter(s.db, loser)).find((c) => c.coupon_id === id)).toMatchObject({ kind: 0, coupon_num: 0 });
    expect((await myCoupons(s.db, loser)).list.find((c) => c.coupon_id === id)).toBeUndefined();
  }, 120_000);

  it('one client claiming 10 times at once gets one coupon', async () => {
    const id = await coupon(100);
    const [c] = await createBuyers(s.db, 1, `cco${Date.now()}_`);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => claimCoupon(s.db, c!, id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect((r.reason as ApiError).message).toBe(ACCOUNT_MSG.couponTaken);
    const [row] = await s.db.select().from(coupons).where(eq(coupons.id, id));
    expect(row!.claimed).toBe(1);
  });

  it('a coupon spent by an order is usable again when the order is cancelled', async () => {
    const id = await coupon(5);
    const [c] = await createBuyers(s.db, 1, `ccr${Date.now()}_`);
    await claimCoupon(s.db, c!, id);
    const product = await hotProduct(s.db, `CC-${Date.now()}`, 1000);
    await quickLines(s.db, [c!], product, 100);
    const placed = await sureOrder(s.db, { clientId: c!, scopes: [0, 1, 2], salesmanId: null }, { idempotency_key: uuid(), isQuick: 1, coupon_id: id });
    expect((await couponCenter(s.db, c!)).find((x) => x.coupon_id === id)?.kind).toBe(2);
    await cancelOrReceive(s.db, c!, placed.order_id, 'cancel', { kind: 'client', id: c! });
    expect((await couponCenter(s.db, c!)).find((x) => x.coupon_id === id)?.kind).toBe(1);
  });
}

onBothEngines('coupon', suite);
