/**
 * The operator's raffle commands (npm run operator -- raffle…, /api/operator/raffle*): list, create (scheduled by
 * its start time; 谢谢参与 added when no prize of kind none is given), end early and set a prize's stock. Each
 * writes its audit_log row in the same transaction.
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { chinaStamp, parseChinaStamp } from '../../../model/date-range';
import { NO_PRIZE_NAME, type PrizeKind } from '../../../model/raffle-rules';
import type { OperatorRaffle } from '../../../contract/raffle';
import type { Db } from '../../db/client';
import { OPERATOR_ACTOR, stepAudit, type Actor } from '../trust/audit';
import { coupons, raffleDraws, rafflePrizes, raffles } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { phaseOf, prizesOf, type RaffleRow } from './terms';
import { independentReads } from '../../db/independent-reads';

export const RAFFLE_ADMIN_MSG = {
  badTime: '时间格式应为 yyyy-MM-dd HH:mm:ss',
  endBeforeStart: '结束时间须晚于开始时间',
  endInPast: '结束时间须晚于当前时间',
  couponNeeded: (name: string) => `奖品「${name}」是优惠券，请填写优惠券ID`,
  couponMissing: (id: number) => `优惠券 ${id} 不存在`,
  noOdds: '至少一个奖品的中奖权重须大于 0',
  notFound: '抽奖活动不存在',
  prizeNotFound: '奖品不存在',
  alreadyEnded: '该抽奖活动已结束',
  stockBelowWon: (won: number) => `奖品数量不能少于已抽中的 ${won} 个`,
} as const;

export interface NewPrize {
  name: string;
  kind: PrizeKind;
  coupon_id?: number;
  weight: number;
  stock: number;
}

export interface NewRaffle {
  title: string;
  rules?: string;
  daily_limit: number;
  start_time: string;
  end_time: string;
  prizes: NewPrize[];
}

async function view(db: Db | Tx, row: RaffleRow, now: Date): Promise<OperatorRaffle> {
  const [prizes, [count]] = await independentReads(
    db,
    () => prizesOf(db, row.id),
    () => db.select({ n: sql<number>`count(*)::int` }).from(raffleDraws).where(eq(raffleDraws.raffleId, row.id)),
  );
  return {
    raffle_id: row.id,
    title: row.title,
    daily_limit: row.dailyLimit,
    start_time: chinaStamp(row.startTime),
    end_time: chinaStamp(row.endedAt ?? row.endTime),
    phase: phaseOf(row, now),
    draws: count?.n ?? 0,
    prizes: prizes.map((p) => ({ prize_id: p.id, name: p.name, kind: p.kind as PrizeKind, coupon_id: p.couponId ?? 0, weight: p.weight, stock: p.stock, won: p.won })),
  };
}

export async function listRafflesForOperator(db: Db, now = new Date()): Promise<OperatorRaffle[]> {
  const rows = await db.select().from(raffles).orderBy(desc(raffles.id)).limit(50);
  return Promise.all(rows.map((r) => view(db, r, now)));
}

export async function createRaffle(db: Db | Tx, input: NewRaffle, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorRaffle> {
  const start = parseChinaStamp(input.start_time);
  const end = parseChinaStamp(input.end_time);
  if (!start || !end) throw new ApiError(400, RAFFLE_ADMIN_MSG.badTime);
  if (end <= start) throw new ApiError(400, RAFFLE_ADMIN_MSG.endBeforeStart);
  if (end <= now) throw new ApiError(400, RAFFLE_ADMIN_MSG.endInPast);
  const missingCoupon = input.prizes.find((p) => p.kind === 'coupon' && !p.coupon_id);
  if (missingCoupon) throw new ApiError(400, RAFFLE_ADMIN_MSG.couponNeeded(missingCoupon.name));
  if (!input.prizes.some((p) => p.weight > 0)) throw new ApiError(400, RAFFLE_ADMIN_MSG.noOdds);
  const prizes = input.prizes.some((p) => p.kind === 'none') ? input.prizes : [...input.prizes, { name: NO_PRIZE_NAME, kind: 'none' as const, weight: 0, stock: -1 }];
  return db.transaction(async (tx) => {
    const wanted = prizes.flatMap((p) => (p.kind === 'coupon' && p.coupon_id ? [p.coupon_id] : []));
    if (wanted.length) {
      const found = new Set((await tx.select({ id: coupons.id }).from(coupons).where(inArray(coupons.id, wanted))).map((c) => c.id));
      const absent = wanted.find((id) => !found.has(id));
      if (absent !== undefined) throw new ApiError(400, RAFFLE_ADMIN_MSG.couponMissing(absent));
    }
    const [row] = await tx
      .insert(raffles)
      .values({ title: input.title.trim(), rules: input.rules?.trim() ?? '', dailyLimit: input.daily_limit, startTime: start, endTime: end })
      .returning();
    await tx.insert(rafflePrizes).values(
      prizes.map((p, i) => ({
        raffleId: row!.id,
        name: p.name.trim(),
        kind: p.kind,
        couponId: p.kind === 'coupon' ? (p.coupon_id ?? null) : null,
        weight: p.weight,
        // 谢谢参与 never runs out.
        stock: p.kind === 'none' ? -1 : p.stock,
        sort: i,
      })),
    );
    await stepAudit(tx, `raffle:${row!.id}`, { step: 'create', ...input }, actor);
    return view(tx, row!, now);
  });
}

export async function endRaffle(db: Db, raffleId: number, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorRaffle> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(raffles).where(eq(raffles.id, raffleId)).for('update');
    if (!row) throw new ApiError(404, RAFFLE_ADMIN_MSG.notFound);
    if (phaseOf(row, now) === 'ended') throw new ApiError(400, RAFFLE_ADMIN_MSG.alreadyEnded);
    const [ended] = await tx.update(raffles).set({ endedAt: now }).where(eq(raffles.id, raffleId)).returning();
    await stepAudit(tx, `raffle:${raffleId}`, { step: 'end' }, actor);
    return view(tx, ended!, now);
  });
}

/** A prize's stock: never below what was already won (the update's condition, so a draw racing it cannot pass it). */
export async function setPrizeStock(db: Db, prizeId: number, stock: number, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorRaffle> {
  return db.transaction(async (tx) => {
    const [prize] = await tx.select().from(rafflePrizes).where(eq(rafflePrizes.id, prizeId));
    if (!prize) throw new ApiError(404, RAFFLE_ADMIN_MSG.prizeNotFound);
    const [set] = await tx
      .update(rafflePrizes)
      .set({ stock })
      .where(sql`${rafflePrizes.id} = ${prizeId} and (${stock} < 0 or ${rafflePrizes.won} <= ${stock})`)
      .returning();
    if (!set) throw new ApiError(400, RAFFLE_ADMIN_MSG.stockBelowWon(prize.won));
    await stepAudit(tx, `raffle-prize:${prizeId}`, { step: 'stock', stock }, actor);
    const [row] = await tx.select().from(raffles).where(eq(raffles.id, prize.raffleId));
    return view(tx, row!, now);
  });
}
