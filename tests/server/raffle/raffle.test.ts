/**
 * The prize draw on PGlite and on a real PostgreSQL cluster: the page's view for visitors and clients, odds by an
 * injected random, a coupon prize landing in 我的优惠券 (and never in the coupon centre), a held coupon left out of
 * the pick, an exhausted prize falling back to 谢谢参与, the daily limit, the operator's commands; on both engines,
 * parallel draws never pass a client's limit or a prize's stock.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as raffle from '../../../src/contract/raffle';
import { chinaStamp } from '../../../src/model/date-range';
import { RAFFLE_MSG } from '../../../src/model/raffle-rules';
import { ApiError } from '../../../src/server/errors';
import { clientCoupons, clientMessages, coupons, raffleDrawDays, raffleDraws, rafflePrizes } from '../../../src/server/db/schema';
import { claimCoupon, couponCenter, myCoupons } from '../../../src/server/services/promotions/coupons';
import { drawOnce } from '../../../src/server/services/raffle/draw';
import { createRaffle, endRaffle, RAFFLE_ADMIN_MSG, setPrizeStock, type NewPrize } from '../../../src/server/services/raffle/admin';
import { createBuyers } from '../../../bench/orders-fixture';
import { api, loginAs, newToken, type TestServer } from '../helpers';
import { onBothEngines } from '../both-engines';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (ms: number) => chinaStamp(new Date(Date.now() + ms));
let seq = 0;

function suite(start: () => Promise<TestServer>) {
  let s: TestServer;
  beforeAll(async () => {
    s = await start();
  }, 120_000);
  afterAll(() => s?.close());

  async function buyers(n: number): Promise<number[]> {
    return createBuyers(s.db, n, `rf${Date.now()}_${seq++}_`);
  }

  /** A raffle running from an hour ago for 60 days (after the seeded one ends, so the page keeps showing that). */
  async function raffleWith(prizes: NewPrize[], dailyLimit = 3) {
    return createRaffle(s.db, { title: `测试抽奖${seq++}`, daily_limit: dailyLimit, start_time: at(-HOUR), end_time: at(60 * DAY), prizes });
  }

  it('a visitor sees the running raffle, its prizes with odds adding up to 100%, and is told nothing of his own', async () => {
    const res = await api(s.app, raffle.raffleView);
    expect(res.body.code).toBe(200);
    const r = res.body.data.raffle!;
    expect(r).toMatchObject({ title: '采购节幸运大转盘', phase: 'running', daily_limit: 3, draws_left: 3, refusal: '', my_prizes: [] });
    expect(r.prizes.length).toBe(8);
    expect(r.prizes.reduce((sum, p) => sum + Number(p.odds), 0)).toBeCloseTo(100, 1);
    expect(r.prizes.find((p) => p.name === '上臂式电子血压计')!.left).toBe(0);
    expect(r.winners.length).toBeGreaterThan(0);
    expect(r.winners.every((w) => w.name.includes('*'))).toBe(true);
  });

  it('a coupon prize goes into 我的优惠券, usable, and is never offered in the coupon centre', async () => {
    const { token, data } = await loginAs(s.app, 'xinyong01');
    const view = (await api(s.app, raffle.raffleView, undefined, { token })).body.data.raffle!;
    // random 0 lands on the first prize that can be won: 满300减20券.
    const { draw, draws_left } = await drawOnce(s.db, data.client_id!, view.raffle_id, new Date(), () => 0);
    expect(draw).toMatchObject({ prize_name: '满300减20券', kind: 'coupon' });
    expect(draws_left).toBe(2);
    const mine = await myCoupons(s.db, data.client_id!);
    expect(mine.list.find((c) => c.coupon_id === draw.coupon_id)).toMatchObject({ kind: 1, coupon_title: '抽奖专享 满300减20' });
    // One 促销 message tells him, linking to 我的优惠券.
    const promo = () => s.db.select().from(clientMessages).where(and(eq(clientMessages.clientId, data.client_id!), eq(clientMessages.kind, 'promo')));
    expect((await promo()).map((m) => [m.title, m.link])).toEqual([['您获得一张优惠券：抽奖专享 满300减20', '/personal/myCoupon']]);
    expect((await promo())[0]!.body).toMatch(/^来自「采购节幸运大转盘」抽奖，.+，有效期至\d{4}-\d{2}-\d{2}，可在我的优惠券中查看。$/);
    expect((await couponCenter(s.db, null)).find((c) => c.coupon_id === draw.coupon_id)).toBeUndefined();
    const [other] = await buyers(1);
    expect((await couponCenter(s.db, other!)).find((c) => c.coupon_id === draw.coupon_id)).toBeUndefined();
    await expect(claimCoupon(s.db, other!, draw.coupon_id)).rejects.toMatchObject({ code: 404 });
    const after = (await api(s.app, raffle.raffleView, undefined, { token })).body.data.raffle!;
    expect(after.draws_left).toBe(2);
    expect(after.my_prizes[0]).toMatchObject({ draw_id: draw.draw_id, prize_name: '满300减20券' });
    // The same random again: the coupon he holds is left out, the next prize (a gift) is drawn.
    const again = await drawOnce(s.db, data.client_id!, view.raffle_id, new Date(), () => 0);
    expect(again.draw).toMatchObject({ prize_name: '医用外科口罩1盒', kind: 'gift', coupon_id: 0 });
    expect(await promo()).toHaveLength(1);
  });

  it('the odds follow the weights: a random past every prize but 谢谢参与 loses', async () => {
    const [c] = await buyers(1);
    const r = await raffleWith([
      { name: '礼品A', kind: 'gift', weight: 1, stock: -1 },
      { name: '谢谢参与', kind: 'none', weight: 3, stock: -1 },
    ]);
    expect((await drawOnce(s.db, c!, r.raffle_id, new Date(), () => 0.24)).draw.prize_name).toBe('礼品A');
    expect((await drawOnce(s.db, c!, r.raffle_id, new Date(), () => 0.26)).draw).toMatchObject({ prize_name: '谢谢参与', kind: 'none' });
  });

  it('the daily limit: the fourth draw of the day is refused, nothing recorded; the view disables with the reason', async () => {
    const [c] = await buyers(1);
    const r = await raffleWith([{ name: '谢谢参与', kind: 'none', weight: 1, stock: -1 }], 3);
    for (let i = 0; i < 3; i++) await drawOnce(s.db, c!, r.raffle_id);
    await expect(drawOnce(s.db, c!, r.raffle_id)).rejects.toMatchObject({ message: RAFFLE_MSG.limit(3) });
    expect(await s.db.$count(raffleDraws, eq(raffleDraws.raffleId, r.raffle_id))).toBe(3);
    // Tomorrow (China day) the count starts again.
    expect((await drawOnce(s.db, c!, r.raffle_id, new Date(Date.now() + DAY))).draws_left).toBe(2);
  });

  it('an exhausted prize falls back to 谢谢参与; a coupon whose own stock is gone too, its prize unit given back', async () => {
    const [a, b, d] = await buyers(3);
    const [cp] = await s.db
      .insert(coupons)
      .values({ typeName: '满减券', couponType: 1, amountFen: 1000, payvalueFen: 10000, couponTitle: '抽奖测试券', total: 0, claimable: false, startTime: new Date(Date.now() - DAY), endTime: new Date(Date.now() + DAY) })
      .returning({ id: coupons.id });
    const gift = await raffleWith([{ name: '限量礼品', kind: 'gift', weight: 1, stock: 1 }]);
    expect((await drawOnce(s.db, a!, gift.raffle_id)).draw.prize_name).toBe('限量礼品');
    expect((await drawOnce(s.db, b!, gift.raffle_id)).draw).toMatchObject({ prize_name: '谢谢参与', kind: 'none' });
    const coupon = await raffleWith([{ name: '券', kind: 'coupon', coupon_id: cp!.id, weight: 1, stock: 5 }]);
    expect((await drawOnce(s.db, d!, coupon.raffle_id)).draw.kind).toBe('none');
    const [prize] = await s.db.select().from(rafflePrizes).where(eq(rafflePrizes.id, coupon.prizes[0]!.prize_id));
    expect(prize!.won).toBe(0);
    expect(await s.db.$count(clientCoupons, eq(clientCoupons.couponId, cp!.id))).toBe(0);
    // A refused grant tells nothing.
    expect(await s.db.$count(clientMessages, and(eq(clientMessages.clientId, d!), eq(clientMessages.kind, 'promo')))).toBe(0);
  });

  it('operator: a coupon prize needs its coupon; an ended raffle refuses draws; stock never below what was won', async () => {
    await expect(raffleWith([{ name: '券', kind: 'coupon', weight: 1, stock: 1 }])).rejects.toMatchObject({ message: RAFFLE_ADMIN_MSG.couponNeeded('券') });
    const r = await raffleWith([{ name: '礼品', kind: 'gift', weight: 1, stock: 5 }]);
    expect(r.prizes.map((p) => p.kind)).toEqual(['gift', 'none']);
    const [c] = await buyers(1);
    await drawOnce(s.db, c!, r.raffle_id);
    await expect(setPrizeStock(s.db, r.prizes[0]!.prize_id, 0)).rejects.toMatchObject({ message: RAFFLE_ADMIN_MSG.stockBelowWon(1) });
    expect((await setPrizeStock(s.db, r.prizes[0]!.prize_id, 1)).prizes[0]!.stock).toBe(1);
    await endRaffle(s.db, r.raffle_id);
    await expect(drawOnce(s.db, c!, r.raffle_id)).rejects.toMatchObject({ message: RAFFLE_MSG.ended });
    const err = await drawOnce(s.db, c!, 999_999).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe(404);
  });

  it('over HTTP: a visitor must log in to draw; a client draws and gets his result', async () => {
    const visitor = await api(s.app, raffle.raffleDraw, { raffle_id: 1 }, { token: await newToken(s.app) });
    expect(visitor.body.code).toBe(401);
    const { token } = await loginAs(s.app, 'zhensuo01');
    const res = await api(s.app, raffle.raffleDraw, { raffle_id: 1 }, { token });
    expect(res.body.code).toBe(200);
    expect(res.body.data.draws_left).toBe(2);
  });

  it('one client drawing 10 times at once gets exactly his daily limit', async () => {
    const [c] = await buyers(1);
    const r = await raffleWith([{ name: '谢谢参与', kind: 'none', weight: 1, stock: -1 }], 3);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => drawOnce(s.db, c!, r.raffle_id)));
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(3);
    for (const x of results) if (x.status === 'rejected') expect((x.reason as ApiError).message).toBe(RAFFLE_MSG.limit(3));
    const [day] = await s.db.select().from(raffleDrawDays).where(eq(raffleDrawDays.raffleId, r.raffle_id));
    expect(day!.used).toBe(3);
  }, 120_000);

  it('20 clients racing for a prize of 5: exactly 5 win it, the rest get 谢谢参与', async () => {
    const clients = await buyers(20);
    const r = await raffleWith([{ name: '稀有礼品', kind: 'gift', weight: 1, stock: 5 }]);
    const results = await Promise.all(clients.map((c) => drawOnce(s.db, c, r.raffle_id)));
    expect(results.filter((x) => x.draw.kind === 'gift')).toHaveLength(5);
    expect(results.filter((x) => x.draw.kind === 'none')).toHaveLength(15);
    const [prize] = await s.db.select().from(rafflePrizes).where(eq(rafflePrizes.id, r.prizes[0]!.prize_id));
    expect(prize!.won).toBe(5);
  }, 120_000);

  it('one client racing 5 draws for one coupon prize holds it once', async () => {
    const [c] = await buyers(1);
    const [cp] = await s.db
      .insert(coupons)
      .values({ typeName: '满减券', couponType: 1, amountFen: 1000, payvalueFen: 10000, couponTitle: '并发抽奖券', total: 100, claimable: false, startTime: new Date(Date.now() - DAY), endTime: new Date(Date.now() + DAY) })
      .returning({ id: coupons.id });
    const r = await raffleWith([{ name: '券', kind: 'coupon', coupon_id: cp!.id, weight: 1, stock: 100 }], 5);
    const results = await Promise.all(Array.from({ length: 5 }, () => drawOnce(s.db, c!, r.raffle_id)));
    expect(results.filter((x) => x.draw.kind === 'coupon')).toHaveLength(1);
    const [row] = await s.db.select().from(coupons).where(eq(coupons.id, cp!.id));
    expect(row!.claimed).toBe(1);
    const [prize] = await s.db.select().from(rafflePrizes).where(eq(rafflePrizes.id, r.prizes[0]!.prize_id));
    expect(prize!.won).toBe(1);
  }, 120_000);
}

onBothEngines('raffle', suite);
