/** GET /w1/rotaryRaffle: the raffle shown now with its prizes and odds, the asker's draws left and prizes, recent winners. */
import { and, desc, eq, ne } from 'drizzle-orm';
import { chinaStamp } from '../../../model/date-range';
import { drawRefusal, drawsLeft, maskName, prizeLeft, prizeOdds, type PrizeKind } from '../../../model/raffle-rules';
import type { RaffleDraw, RaffleView } from '../../../contract/raffle';
import type { Db } from '../../db/client';
import { clientCoupons, clients, raffleDraws } from '../../db/schema';
import { currentRaffle, phaseOf, prizesOf, usedToday } from './terms';

const MY_PRIZES = 20;
const WINNERS = 12;

type DrawRow = typeof raffleDraws.$inferSelect;

export function drawView(d: DrawRow, couponId: number): RaffleDraw {
  return { draw_id: d.id, prize_id: d.prizeId, prize_name: d.prizeName, kind: d.kind as PrizeKind, drawn_at: chinaStamp(d.drawnAt), coupon_id: couponId };
}

export async function myPrizes(db: Db, raffleId: number, clientId: number): Promise<RaffleDraw[]> {
  const rows = await db
    .select({ d: raffleDraws, couponId: clientCoupons.couponId })
    .from(raffleDraws)
    .leftJoin(clientCoupons, eq(clientCoupons.id, raffleDraws.clientCouponId))
    .where(and(eq(raffleDraws.raffleId, raffleId), eq(raffleDraws.clientId, clientId), ne(raffleDraws.kind, 'none')))
    .orderBy(desc(raffleDraws.id))
    .limit(MY_PRIZES);
  return rows.map((r) => drawView(r.d, r.couponId ?? 0));
}

async function winners(db: Db, raffleId: number) {
  const rows = await db
    .select({ name: clients.name, prize: raffleDraws.prizeName, at: raffleDraws.drawnAt })
    .from(raffleDraws)
    .innerJoin(clients, eq(clients.id, raffleDraws.clientId))
    .where(and(eq(raffleDraws.raffleId, raffleId), ne(raffleDraws.kind, 'none')))
    .orderBy(desc(raffleDraws.id))
    .limit(WINNERS);
  return rows.map((r) => ({ name: maskName(r.name), prize_name: r.prize, drawn_at: chinaStamp(r.at) }));
}

export async function raffleView(db: Db, clientId: number | null, now = new Date()): Promise<RaffleView> {
  const raffle = await currentRaffle(db, now);
  if (!raffle) return { now: now.getTime(), raffle: null };
  const [prizes, used, mine, won] = await Promise.all([
    prizesOf(db, raffle.id),
    clientId === null ? 0 : usedToday(db, raffle.id, clientId, now),
    clientId === null ? [] : myPrizes(db, raffle.id, clientId),
    winners(db, raffle.id),
  ]);
  const odds = prizeOdds(prizes);
  const phase = phaseOf(raffle, now);
  return {
    now: now.getTime(),
    raffle: {
      raffle_id: raffle.id,
      title: raffle.title,
      rules: raffle.rules,
      phase,
      start_time: raffle.startTime.getTime(),
      end_time: raffle.endTime.getTime(),
      daily_limit: raffle.dailyLimit,
      prizes: prizes.map((p) => ({ prize_id: p.id, name: p.name, kind: p.kind as PrizeKind, odds: odds.get(p.id) ?? '0.00', left: prizeLeft(p) })),
      draws_left: drawsLeft(raffle.dailyLimit, used),
      refusal: drawRefusal(phase, raffle.dailyLimit, used) ?? '',
      my_prizes: mine,
      winners: won,
    },
  };
}
