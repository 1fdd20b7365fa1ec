/**
 * The units of a special price and the sets of a combination held by orders, taken and given back in the
 * transaction that takes or gives back the order's product stock (activity-stock.ts calls these), the seckill's
 * way (see there):
 *
 * - take: one conditional update of the activity (in its window, not ended early, `sold + n <= stock`), then one
 *   conditional upsert of what the client holds (`bought + n <= client_limit`). Both conditions are on the rows
 *   being written, which PostgreSQL re-checks on the newest version after a concurrent writer commits, so racing
 *   buyers never pass the stock or a client's limit; a refusal throws and the whole order rolls back.
 * - release: gives `sold` and `bought` back; called once per order (orders.stock_released_at).
 * - retake (a payment after the timeout cancel): the same conditions without the window.
 *
 * Both tables share their capped columns, so one statement serves both.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { COMBINATION_MSG, SPECIAL_MSG } from '../../../model/special-combination-rules';
import { rowsOf } from '../../db/client';
import { activityBuyers, combinationItems, combinations, orderLines, orders, specialPrices } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { KIND, type CappedKind } from './capped-terms';
import { independentReads } from '../../db/independent-reads';

export interface CappedNeed {
  kind: CappedKind;
  id: number;
  /** Units of a special, sets of a combination. */
  amount: number;
  /** For the refusal's text. */
  name: string;
}

const TABLE = { special: specialPrices, combination: combinations } as const;

/** One need per activity, specials first then combinations, each in id order (the lock order). */
function grouped(needs: readonly CappedNeed[]): CappedNeed[] {
  const sum = new Map<string, CappedNeed>();
  for (const n of needs) {
    if (n.id <= 0 || n.amount <= 0) continue;
    const k = `${n.kind}:${n.id}`;
    const had = sum.get(k);
    sum.set(k, { ...n, amount: (had?.amount ?? 0) + n.amount });
  }
  return [...sum.values()].sort((a, b) => KIND[a.kind] - KIND[b.kind] || a.id - b.id);
}

async function takeOne(tx: Tx, clientId: number, need: CappedNeed, now: Date | null): Promise<boolean> {
  const t = TABLE[need.kind];
  const n = need.amount;
  const inWindow = now ? sql`and start_time <= ${now.toISOString()}::timestamptz and end_time > ${now.toISOString()}::timestamptz and ended_at is null` : sql``;
  const [took] = rowsOf<{ client_limit: number }>(
    await tx.execute(sql`update ${t} set sold = sold + ${n} where id = ${need.id} ${inWindow} and sold + ${n} <= stock returning client_limit`),
  );
  if (!took) return false;
  const limit = Number(took.client_limit);
  if (limit >= 0 && n > limit) return false;
  const held = await tx
    .insert(activityBuyers)
    .values({ kind: KIND[need.kind], activityId: need.id, clientId, bought: n })
    .onConflictDoUpdate({
      target: [activityBuyers.kind, activityBuyers.activityId, activityBuyers.clientId],
      set: { bought: sql`${activityBuyers.bought} + excluded.bought` },
      setWhere: limit < 0 ? undefined : sql`${activityBuyers.bought} + excluded.bought <= ${limit}`,
    })
    .returning({ bought: activityBuyers.bought });
  return held.length > 0;
}

const takenText = (need: CappedNeed) => (need.kind === 'special' ? SPECIAL_MSG.taken(need.name) : COMBINATION_MSG.taken(need.name));

/** At submit, after the product stock: every special's units and combination's sets, or ApiError 400 naming it. */
export async function takeCappedHolds(tx: Tx, clientId: number, needs: readonly CappedNeed[], now: Date): Promise<void> {
  for (const need of grouped(needs)) {
    if (!(await takeOne(tx, clientId, need, now))) throw new ApiError(400, takenText(need));
  }
}

/** What an order holds: a special's units from its lines, a combination's sets from any component (amount / qty). */
async function orderHolds(tx: Tx, orderId: number): Promise<{ clientId: number; needs: CappedNeed[] }> {
  const [specials, combos] = await independentReads(
    tx,
    () => tx
      .select({ clientId: orders.clientId, id: orderLines.specialId, amount: orderLines.amount, name: orderLines.tyName })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orderLines.orderId, orderId), gt(orderLines.specialId, 0))),
    () => tx
      .selectDistinctOn([orderLines.combinationId], {
        clientId: orders.clientId,
        id: orderLines.combinationId,
        sets: sql<number>`(${orderLines.amount} / ${combinationItems.qty})::int`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(combinationItems, and(eq(combinationItems.combinationId, orderLines.combinationId), eq(combinationItems.productId, orderLines.productId)))
      .where(and(eq(orderLines.orderId, orderId), gt(orderLines.combinationId, 0))),
  );
  const clientId = specials[0]?.clientId ?? combos[0]?.clientId ?? 0;
  const needs = grouped([
    ...specials.map((s) => ({ kind: 'special' as const, id: s.id, amount: s.amount, name: s.name })),
    ...combos.map((c) => ({ kind: 'combination' as const, id: c.id, amount: Number(c.sets), name: '' })),
  ]);
  return { clientId, needs };
}

/** Gives the order's special units and combination sets back (called once, with its product stock). */
export async function releaseCappedHolds(tx: Tx, orderId: number): Promise<void> {
  const { clientId, needs } = await orderHolds(tx, orderId);
  for (const need of needs) {
    await tx.execute(sql`update ${TABLE[need.kind]} set sold = sold - ${need.amount} where id = ${need.id}`);
    await tx
      .update(activityBuyers)
      .set({ bought: sql`${activityBuyers.bought} - ${need.amount}` })
      .where(and(eq(activityBuyers.kind, KIND[need.kind]), eq(activityBuyers.activityId, need.id), eq(activityBuyers.clientId, clientId)));
  }
}

/** For a late payment: takes them again, all or (false) none (the caller's savepoint undoes a partial take). */
export async function retakeCappedHolds(tx: Tx, orderId: number): Promise<boolean> {
  const { clientId, needs } = await orderHolds(tx, orderId);
  for (const need of needs) if (!(await takeOne(tx, clientId, need, null))) return false;
  return true;
}
