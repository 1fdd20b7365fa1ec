/** Raffle rows as the model reads them, the raffle shown now, and what a client used today. */
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { chinaDay } from '../../../model/date-range';
import { rafflePhase, type PrizeKind, type PrizeTerms, type RafflePhase } from '../../../model/raffle-rules';
import type { Db } from '../../db/client';
import { raffleDrawDays, rafflePrizes, raffles } from '../../db/schema';
import type { Tx } from '../cart/tx';

export type RaffleRow = typeof raffles.$inferSelect;
export type PrizeRow = typeof rafflePrizes.$inferSelect;

export const phaseOf = (r: RaffleRow, now: Date): RafflePhase =>
  rafflePhase({ startMs: r.startTime.getTime(), endMs: r.endTime.getTime(), endedEarly: r.endedAt !== null }, now.getTime());

export const prizeTerms = (p: PrizeRow): PrizeTerms & PrizeRow => ({ ...p, kind: p.kind as PrizeKind });

/** The raffle the page shows: the running one ending soonest, else the next to start; null when neither. */
export async function currentRaffle(db: Db, now: Date): Promise<RaffleRow | null> {
  const [running] = await db
    .select()
    .from(raffles)
    .where(and(isNull(raffles.endedAt), lte(raffles.startTime, now), gt(raffles.endTime, now)))
    .orderBy(asc(raffles.endTime), asc(raffles.id))
    .limit(1);
  if (running) return running;
  const [next] = await db
    .select()
    .from(raffles)
    .where(and(isNull(raffles.endedAt), gt(raffles.startTime, now)))
    .orderBy(asc(raffles.startTime), asc(raffles.id))
    .limit(1);
  return next ?? null;
}

export function prizesOf(db: Db | Tx, raffleId: number): Promise<PrizeRow[]> {
  return db.select().from(rafflePrizes).where(eq(rafflePrizes.raffleId, raffleId)).orderBy(asc(rafflePrizes.sort), asc(rafflePrizes.id));
}

/** Draws this client made today (China day). */
export async function usedToday(db: Db | Tx, raffleId: number, clientId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ used: raffleDrawDays.used })
    .from(raffleDrawDays)
    .where(and(eq(raffleDrawDays.raffleId, raffleId), eq(raffleDrawDays.clientId, clientId), eq(raffleDrawDays.day, chinaDay(now))));
  return row?.used ?? 0;
}

/** One more draw today, if the limit allows: the conditional upsert; false when the limit is reached. */
export async function countDraw(tx: Tx, raffle: RaffleRow, clientId: number, now: Date): Promise<number | null> {
  const rows = await tx
    .insert(raffleDrawDays)
    .values({ raffleId: raffle.id, clientId, day: chinaDay(now), used: 1 })
    .onConflictDoUpdate({
      target: [raffleDrawDays.raffleId, raffleDrawDays.clientId, raffleDrawDays.day],
      set: { used: sql`${raffleDrawDays.used} + 1` },
      setWhere: sql`${raffleDrawDays.used} + 1 <= ${raffle.dailyLimit}`,
    })
    .returning({ used: raffleDrawDays.used });
  return rows[0]?.used ?? null;
}
