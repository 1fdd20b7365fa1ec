/**
 * POST /w1/rotaryRaffle/draw: one draw, decided here in one transaction.
 *
 * 1. The raffle must be running; the client's draws today are counted by a conditional upsert (`used + 1 <=
 *    daily_limit`), a row-level condition PostgreSQL re-checks on the newest row after a concurrent writer commits,
 *    so parallel draws never pass the limit.
 * 2. The prize is picked by the model's odds among those in stock, leaving out a coupon the client already holds
 *    (a client holds each coupon once).
 * 3. Its stock is taken by a conditional update (`won < stock`); a coupon is granted in a savepoint through the
 *    coupon centre's `grantCoupon` (its own total and window apply). Either refusal → 谢谢参与, nothing else kept.
 *    A granted coupon posts its 促销 message in the same savepoint (alerts/promo-messages.ts); its SMS, when the
 *    client switched 促销 on, is sent after the commit.
 */
import { randomInt } from 'node:crypto';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { drawRefusal, drawsLeft, NO_PRIZE_NAME, pickPrize, RAFFLE_MSG } from '../../../model/raffle-rules';
import type { RaffleDraw } from '../../../contract/raffle';
import type { Db } from '../../db/client';
import { clientCoupons, raffleDraws, rafflePrizes, raffles } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { grantCoupon } from '../promotions/coupons';
import { postMessages, sendSms, type SmsOut } from '../alerts/messages';
import { couponGrantMessage } from '../alerts/promo-messages';
import { countDraw, phaseOf, prizesOf, prizeTerms, usedToday, type PrizeRow } from './terms';
import { drawView } from './view';

/** A uniform number in [0, 1) from the system's CSPRNG. */
export const secureRandom = (): number => randomInt(0, 2 ** 47) / 2 ** 47;

class GrantRefused extends Error {}

/** Takes one unit of the prize (false: none left). */
async function takePrize(tx: Tx, prize: PrizeRow): Promise<boolean> {
  const took = await tx
    .update(rafflePrizes)
    .set({ won: sql`${rafflePrizes.won} + 1` })
    .where(and(eq(rafflePrizes.id, prize.id), or(lt(rafflePrizes.stock, 0), lt(rafflePrizes.won, rafflePrizes.stock))))
    .returning({ id: rafflePrizes.id });
  return took.length > 0;
}

/** Takes the prize and, for a coupon, grants it and tells the client; null when either is refused (the savepoint undoes all). */
async function award(tx: Tx, clientId: number, prize: PrizeRow, from: string, now: Date, sms: SmsOut[]): Promise<{ clientCouponId: number | null; couponId: number } | null> {
  try {
    return await tx.transaction(async (sp) => {
      if (!(await takePrize(sp, prize))) throw new GrantRefused();
      if (prize.kind !== 'coupon' || prize.couponId === null) return { clientCouponId: null, couponId: 0 };
      const got = await grantCoupon(sp, clientId, prize.couponId, now);
      if ('refused' in got) throw new GrantRefused();
      sms.push(...(await postMessages(sp, [couponGrantMessage(clientId, got.row, `「${from}」抽奖`)])));
      return { clientCouponId: got.clientCouponId, couponId: prize.couponId };
    });
  } catch (e) {
    if (e instanceof GrantRefused) return null;
    throw e;
  }
}

export async function drawOnce(
  db: Db,
  clientId: number,
  raffleId: number,
  now = new Date(),
  random: () => number = secureRandom,
): Promise<{ draw: RaffleDraw; draws_left: number }> {
  const sms: SmsOut[] = [];
  const result = await db.transaction(async (tx) => {
    const [raffle] = await tx.select().from(raffles).where(eq(raffles.id, raffleId));
    if (!raffle) throw new ApiError(404, RAFFLE_MSG.missing);
    const phase = phaseOf(raffle, now);
    const closed = drawRefusal(phase, raffle.dailyLimit, 0);
    if (closed) throw new ApiError(400, closed);
    const used = await countDraw(tx, raffle, clientId, now);
    if (used === null) throw new ApiError(400, drawRefusal(phase, raffle.dailyLimit, await usedToday(tx, raffle.id, clientId, now)) ?? RAFFLE_MSG.limit(raffle.dailyLimit));

    const prizes = (await prizesOf(tx, raffle.id)).map(prizeTerms);
    const couponIds = prizes.flatMap((p) => (p.couponId === null ? [] : [p.couponId]));
    const held = couponIds.length
      ? new Set((await tx.select({ id: clientCoupons.couponId }).from(clientCoupons).where(and(eq(clientCoupons.clientId, clientId), inArray(clientCoupons.couponId, couponIds)))).map((r) => r.id))
      : new Set<number>();
    const fallback = prizes.find((p) => p.kind === 'none');
    if (!fallback) throw new ApiError(500, '抽奖活动缺少「谢谢参与」奖项');
    const winnable = prizes.filter((p) => p.kind !== 'none' && !(p.couponId !== null && held.has(p.couponId)));
    // 谢谢参与 competes with its own weight; it is never out of stock.
    const picked = pickPrize([...winnable, ...prizes.filter((p) => p.kind === 'none')], random());
    const won = picked && picked.kind !== 'none' ? await award(tx, clientId, picked, raffle.title, now, sms) : null;
    const prize = won ? picked! : fallback;

    const [row] = await tx
      .insert(raffleDraws)
      .values({ raffleId: raffle.id, clientId, prizeId: prize.id, kind: prize.kind, prizeName: prize.kind === 'none' ? prize.name || NO_PRIZE_NAME : prize.name, clientCouponId: won?.clientCouponId ?? null, drawnAt: now })
      .returning();
    return { draw: drawView(row!, won?.couponId ?? 0), draws_left: drawsLeft(raffle.dailyLimit, used) };
  });
  await sendSms(sms);
  return result;
}
