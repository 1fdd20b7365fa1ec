/** Seckill rows as the model's terms, and what a client already holds of them (seckill_buyers). */
import { and, eq, inArray } from 'drizzle-orm';
import type { SeckillTerms } from '../../../model/promotion-rules';
import type { Db } from '../../db/client';
import { seckillBuyers, seckills } from '../../db/schema';
import type { Tx } from '../cart/tx';

export type SeckillRow = typeof seckills.$inferSelect;

export function termsOf(row: SeckillRow): SeckillTerms {
  return {
    priceFen: row.priceFen,
    stock: row.stock,
    sold: row.sold,
    orderLimit: row.orderLimit,
    clientLimit: row.clientLimit,
    minNum: row.minNum,
    startMs: row.startTime.getTime(),
    endMs: row.endTime.getTime(),
    endedEarly: row.endedAt !== null,
  };
}

export async function seckillsByIds(db: Db | Tx, ids: number[]): Promise<Map<number, SeckillRow>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(seckills).where(inArray(seckills.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** seckill id → units the client holds in live orders (0 when none). */
export async function boughtBy(db: Db | Tx, clientId: number | null, ids: number[]): Promise<Map<number, number>> {
  const wanted = [...new Set(ids.filter((id) => id > 0))];
  if (clientId === null || wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: seckillBuyers.seckillId, bought: seckillBuyers.bought })
    .from(seckillBuyers)
    .where(and(eq(seckillBuyers.clientId, clientId), inArray(seckillBuyers.seckillId, wanted)));
  return new Map(rows.map((r) => [r.id, r.bought]));
}
