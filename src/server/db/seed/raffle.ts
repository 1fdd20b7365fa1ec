/**
 * The demo prize draw: one raffle running for a month (3 draws a day) with coupon prizes (their own coupons, only
 * granted, never in the coupon centre), gifts (one already all won: 已抽完) and 谢谢参与, and a few past draws of
 * demo clients so the winners list and 我的奖品 are not empty.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../types';
import { clients, coupons, raffleDraws, rafflePrizes, raffles } from '../schema';

const DAY = 86_400_000;

const RULES = [
  '活动期间，每位客户每天可抽奖3次，次数当天有效，次日零点（北京时间）重置。',
  '抽中的优惠券即时放入「我的优惠券」，在有效期内下单可直接使用；同一张优惠券每位客户限得一次。',
  '抽中的实物礼品将随您的下一笔订单一起发出，可在本页「我的奖品」查看。',
  '奖品数量有限，抽完即止；各奖项中奖概率见奖品列表。',
  '如发现恶意刷奖等行为，药采有权取消中奖资格。',
].join('\n');

/** [coupon title, amount fen, threshold fen, total] for the coupon prizes. */
const PRIZE_COUPONS: [string, number, number, number][] = [
  ['抽奖专享 满300减20', 2000, 30000, 500],
  ['抽奖专享 满1000减80', 8000, 100000, 200],
  ['抽奖专享 满3000减300', 30000, 300000, 30],
];

/** Weights add up to 100, so the odds shown are whole percents. */
type Prize = { name: string; kind: 'coupon' | 'gift' | 'none'; coupon?: number; weight: number; stock: number; won?: number };

const PRIZES: Prize[] = [
  { name: '满300减20券', kind: 'coupon', coupon: 0, weight: 20, stock: 500 },
  { name: '医用外科口罩1盒', kind: 'gift', weight: 6, stock: 100, won: 2 },
  { name: '满1000减80券', kind: 'coupon', coupon: 1, weight: 8, stock: 200 },
  { name: '谢谢参与', kind: 'none', weight: 57, stock: -1 },
  { name: '电子体温计', kind: 'gift', weight: 3, stock: 20, won: 1 },
  { name: '满3000减300券', kind: 'coupon', coupon: 2, weight: 2, stock: 30 },
  { name: '上臂式电子血压计', kind: 'gift', weight: 1, stock: 3, won: 3 },
  { name: '谢谢参与', kind: 'none', weight: 3, stock: -1 },
];

/** Past winning draws: [username, prize index, days ago]. */
const PAST: [string, number, number][] = [
  ['zhensuo01', 6, 2],
  ['liansuo01', 6, 2],
  ['shangye01', 1, 1],
  ['yaofang01', 4, 1],
  ['weishengyuan01', 6, 1],
  ['zongbu01', 1, 0],
];

export async function seedRaffle(db: Db, today: Date): Promise<void> {
  if ((await db.$count(raffles)) > 0) return;
  const users = await db.select({ id: clients.id, username: clients.username }).from(clients).where(inArray(clients.username, PAST.map((p) => p[0])));
  const idOf = new Map(users.map((u) => [u.username, u.id]));
  const start = new Date(today.getTime() - 3 * DAY);
  await db.transaction(async (tx) => {
    const made = await tx
      .insert(coupons)
      .values(
        PRIZE_COUPONS.map(([title, amountFen, payvalueFen, total]) => ({
          typeName: '满减券',
          couponType: 1,
          amountFen,
          payvalueFen,
          couponTitle: title,
          actName: '幸运抽奖',
          total,
          claimable: false,
          startTime: start,
          endTime: new Date(today.getTime() + 60 * DAY),
        })),
      )
      .returning({ id: coupons.id });
    const [raffle] = await tx
      .insert(raffles)
      .values({ title: '采购节幸运大转盘', rules: RULES, dailyLimit: 3, startTime: start, endTime: new Date(today.getTime() + 27 * DAY) })
      .returning({ id: raffles.id });
    const prizes = await tx
      .insert(rafflePrizes)
      .values(
        PRIZES.map((p, i) => ({
          raffleId: raffle!.id,
          name: p.name,
          kind: p.kind,
          couponId: p.coupon === undefined ? null : made[p.coupon]!.id,
          weight: p.weight,
          stock: p.stock,
          won: p.won ?? 0,
          sort: i,
        })),
      )
      .returning({ id: rafflePrizes.id });
    const draws = PAST.flatMap(([username, index, daysAgo], i) => {
      const clientId = idOf.get(username);
      const p = PRIZES[index]!;
      if (!clientId) return [];
      return [{ raffleId: raffle!.id, clientId, prizeId: prizes[index]!.id, kind: p.kind, prizeName: p.name, drawnAt: new Date(today.getTime() - daysAgo * DAY - (i + 1) * 3_600_000) }];
    });
    if (draws.length) await tx.insert(raffleDraws).values(draws);
  });
}
