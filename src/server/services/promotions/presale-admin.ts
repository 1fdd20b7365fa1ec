/**
 * The operator's pre-sale commands (npm run operator -- presale…, /api/operator/promotions/presale*): list, create
 * (scheduled by its start time) and end now (orders already placed go on and ship from the shipping date). Each
 * writes its audit_log row in the same transaction.
 */
import { and, desc, eq } from 'drizzle-orm';
import { chinaDay, chinaStamp, parseChinaStamp } from '../../../model/date-range';
import { fenToYuan, yuanToFen } from '../../../model/money';
import { presalePhase, PRESALE_TYPE } from '../../../model/presale-rules';
import type { OperatorPresale } from '../../../contract/presale';
import type { Db } from '../../db/client';
import { groupPurchases, products } from '../../db/schema';
import { OPERATOR_ACTOR, stepAudit, type Actor } from '../trust/audit';
import { ApiError } from '../../errors';
import { basePriceOf } from '../prices/effective';
import type { Tx } from '../cart/tx';
import type { GroupRow } from './group-terms';
import { PRESALE_MISSING } from './presale-list';
import { presaleTermsOf } from './presale-terms';
import { SECKILL_ADMIN_MSG } from './seckill-admin';
import { changingCatalogue } from '../../notices/catalogue';

export const PRESALE_ADMIN_MSG = {
  minAboveLimit: '起订数量不能大于每单限订数量',
  priceAboveOwn: '预售价须低于商品售价',
  badShipDate: '预计发货日期格式应为 yyyy-MM-dd',
  shipBeforeEnd: '预计发货日期不能早于预售结束日期',
  alreadyEnded: '该预售已结束',
} as const;

export interface NewPresale {
  product_id: number;
  presale_price: string;
  stock: number;
  ship_date: string;
  purchase_min?: number;
  order_limit?: number;
  client_limit?: number;
  start_time: string;
  end_time: string;
  title?: string;
}

async function view(db: Db | Tx, row: GroupRow, now: Date): Promise<OperatorPresale> {
  const [p] = await db.select({ tyName: products.tyName }).from(products).where(eq(products.id, row.productId));
  return {
    presale_id: row.id,
    product_id: row.productId,
    ty_name: p?.tyName ?? '',
    title: row.title,
    presale_price: fenToYuan(row.priceFen),
    stock: row.stock,
    sold: row.sold,
    purchase_min: row.purchaseMin,
    order_limit: row.orderLimit,
    client_limit: row.clientLimit,
    start_time: chinaStamp(row.startTime),
    end_time: chinaStamp(row.endTime),
    ship_date: row.shipDate ?? '',
    phase: presalePhase(presaleTermsOf(row), now.getTime()),
  };
}

export async function listPresalesForOperator(db: Db, now = new Date()): Promise<OperatorPresale[]> {
  const rows = await db.select().from(groupPurchases).where(eq(groupPurchases.type, PRESALE_TYPE)).orderBy(desc(groupPurchases.id)).limit(100);
  return Promise.all(rows.map((r) => view(db, r, now)));
}

const realDay = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && parseChinaStamp(`${day} 00:00:00`) !== null;

export async function createPresale(db: Db | Tx, input: NewPresale, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorPresale> {
  const start = parseChinaStamp(input.start_time);
  const end = parseChinaStamp(input.end_time);
  if (!start || !end) throw new ApiError(400, SECKILL_ADMIN_MSG.badTime);
  if (end <= start) throw new ApiError(400, SECKILL_ADMIN_MSG.endBeforeStart);
  if (end <= now) throw new ApiError(400, SECKILL_ADMIN_MSG.endInPast);
  if (!realDay(input.ship_date)) throw new ApiError(400, PRESALE_ADMIN_MSG.badShipDate);
  if (input.ship_date < chinaDay(end)) throw new ApiError(400, PRESALE_ADMIN_MSG.shipBeforeEnd);
  const orderLimit = input.order_limit ?? -1;
  const purchaseMin = input.purchase_min ?? 0;
  if (orderLimit >= 0 && purchaseMin > orderLimit) throw new ApiError(400, PRESALE_ADMIN_MSG.minAboveLimit);
  const priceFen = yuanToFen(input.presale_price);
  return changingCatalogue(db, 'activities', db.transaction(async (tx) => {
    // Judged against the base price (prices/effective.ts basePriceOf says why).
    const base = await basePriceOf(tx, input.product_id);
    if (base === null) throw new ApiError(400, SECKILL_ADMIN_MSG.productMissing);
    if (!(priceFen < base)) throw new ApiError(400, PRESALE_ADMIN_MSG.priceAboveOwn);
    const [made] = await tx
      .insert(groupPurchases)
      .values({
        type: PRESALE_TYPE,
        productId: input.product_id,
        title: input.title?.trim() ?? '',
        priceFen,
        // No minimum: a pre-sale is never settled (the sweeper only closes type 1).
        target: 1,
        stock: input.stock,
        purchaseMin,
        orderLimit,
        clientLimit: input.client_limit ?? -1,
        shipDate: input.ship_date,
        startTime: start,
        endTime: end,
      })
      .returning();
    await stepAudit(tx, `presale:${made!.id}`, { step: 'create', ...input }, actor);
    return view(tx, made!, now);
  }));
}

/** Ends a running or scheduled pre-sale now (one not started yet: its window becomes the last second). */
export async function endPresale(db: Db, id: number, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorPresale> {
  return changingCatalogue(db, 'activities', db.transaction(async (tx) => {
    const [row] = await tx.select().from(groupPurchases).where(and(eq(groupPurchases.id, id), eq(groupPurchases.type, PRESALE_TYPE))).for('update');
    if (!row) throw new ApiError(404, PRESALE_MISSING);
    if (presalePhase(presaleTermsOf(row), now.getTime()) === 'ended') throw new ApiError(400, PRESALE_ADMIN_MSG.alreadyEnded);
    const start = now < row.startTime ? new Date(now.getTime() - 1000) : row.startTime;
    const [ended] = await tx.update(groupPurchases).set({ startTime: start, endTime: now }).where(eq(groupPurchases.id, id)).returning();
    await stepAudit(tx, `presale:${id}`, { step: 'end' }, actor);
    return view(tx, ended!, now);
  }));
}
