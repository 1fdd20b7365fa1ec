/**
 * The operator's seckill commands (npm run operator -- seckill…, /api/operator/promotions/*): list, create
 * (scheduled by its start time) and end early. Each writes its audit_log row in the same transaction. Ending keeps
 * the orders already placed (they hold their units until paid or cancelled); no new take can happen after it.
 */
import { desc, eq } from 'drizzle-orm';
import { chinaStamp, parseChinaStamp } from '../../../model/date-range';
import { fenToYuan, yuanToFen } from '../../../model/money';
import { seckillPhase } from '../../../model/promotion-rules';
import { SECKILL_ADMIN_MSG, seckillProblem } from '../../../model/seckill-form';
import type { OperatorSeckill } from '../../../contract/promotions';
import type { Db } from '../../db/client';
import { products, seckills } from '../../db/schema';
import { OPERATOR_ACTOR, stepAudit, type Actor } from '../trust/audit';
import { ApiError } from '../../errors';
import { basePriceOf } from '../prices/effective';
import type { Tx } from '../cart/tx';
import { termsOf, type SeckillRow } from './seckill-terms';
import { changingCatalogue } from '../../notices/catalogue';

export { SECKILL_ADMIN_MSG };

export interface NewSeckill {
  product_id: number;
  seckill_price: string;
  seckill_stock: number;
  order_limit?: number;
  client_limit?: number;
  min_num?: number;
  start_time: string;
  end_time: string;
  title?: string;
}

async function view(db: Db | Tx, row: SeckillRow, now: Date): Promise<OperatorSeckill> {
  const [p] = await db.select({ tyName: products.tyName }).from(products).where(eq(products.id, row.productId));
  return {
    seckill_id: row.id,
    product_id: row.productId,
    ty_name: p?.tyName ?? '',
    title: row.title,
    seckill_price: fenToYuan(row.priceFen),
    seckill_stock: row.stock,
    seckill_sold: row.sold,
    order_limit: row.orderLimit,
    client_limit: row.clientLimit,
    min_num: row.minNum,
    start_time: chinaStamp(row.startTime),
    end_time: chinaStamp(row.endedAt ?? row.endTime),
    phase: seckillPhase(termsOf(row), now.getTime()),
  };
}

export async function listSeckillsForOperator(db: Db, now = new Date()): Promise<OperatorSeckill[]> {
  const rows = await db.select().from(seckills).orderBy(desc(seckills.id)).limit(100);
  return Promise.all(rows.map((r) => view(db, r, now)));
}

export async function createSeckill(db: Db, input: NewSeckill, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorSeckill> {
  const problem = seckillProblem(input, now);
  if (problem) throw new ApiError(400, problem);
  const start = parseChinaStamp(input.start_time)!;
  const end = parseChinaStamp(input.end_time)!;
  const priceFen = yuanToFen(input.seckill_price);
  const orderLimit = input.order_limit ?? -1;
  const minNum = input.min_num ?? 0;
  return changingCatalogue(db, 'activities', db.transaction(async (tx) => {
    // Judged against the base price (prices/effective.ts basePriceOf says why).
    const base = await basePriceOf(tx, input.product_id);
    if (base === null) throw new ApiError(400, SECKILL_ADMIN_MSG.productMissing);
    const priceProblem = seckillProblem(input, now, base);
    if (priceProblem) throw new ApiError(400, priceProblem);
    const [row] = await tx
      .insert(seckills)
      .values({
        productId: input.product_id,
        title: input.title?.trim() ?? '',
        priceFen,
        stock: input.seckill_stock,
        orderLimit,
        clientLimit: input.client_limit ?? -1,
        minNum,
        startTime: start,
        endTime: end,
      })
      .returning();
    await stepAudit(tx, `seckill:${row!.id}`, { step: 'create', ...input }, actor);
    return view(tx, row!, now);
  }));
}

export async function endSeckill(db: Db, seckillId: number, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorSeckill> {
  return changingCatalogue(db, 'activities', db.transaction(async (tx) => {
    const [row] = await tx.select().from(seckills).where(eq(seckills.id, seckillId)).for('update');
    if (!row) throw new ApiError(404, SECKILL_ADMIN_MSG.notFound);
    if (seckillPhase(termsOf(row), now.getTime()) === 'ended') throw new ApiError(400, SECKILL_ADMIN_MSG.alreadyEnded);
    // A seckill not started yet ends at its start (end_time must stay after start_time); one running ends now.
    const [ended] = await tx.update(seckills).set({ endedAt: now < row.startTime ? row.startTime : now }).where(eq(seckills.id, seckillId)).returning();
    await stepAudit(tx, `seckill:${seckillId}`, { step: 'end' }, actor);
    return view(tx, ended!, now);
  }));
}
