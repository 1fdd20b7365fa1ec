/**
 * The operator's group-purchase commands (npm run operator -- group…, /api/operator/promotions/group*): list,
 * create (scheduled by its start time) and close now (the end moves to now and the group is settled at once, as
 * the sweeper would at its close). Each writes its audit_log row.
 */
import { GROUP_TYPE } from '../../../model/presale-rules';
import { desc, eq } from 'drizzle-orm';
import { chinaStamp, parseChinaStamp } from '../../../model/date-range';
import { fenToYuan, yuanToFen } from '../../../model/money';
import { groupPhase } from '../../../model/promotion-rules';
import type { OperatorGroup } from '../../../contract/promotions';
import type { Db } from '../../db/client';
import { groupPurchases, products } from '../../db/schema';
import { OPERATOR_ACTOR, stepAudit, type Actor } from '../trust/audit';
import { ApiError } from '../../errors';
import { basePriceOf } from '../prices/effective';
import { closeGroupPurchases } from './group-close';
import { GROUP_MISSING } from './group-list';
import { groupTermsOf, paidUnits, type GroupRow } from './group-terms';
import { SECKILL_ADMIN_MSG } from './seckill-admin';
import { changingCatalogue } from '../../notices/catalogue';

export const GROUP_ADMIN_MSG = {
  targetAboveStock: '成团数量不能大于团购数量',
  minAboveLimit: '起购数量不能大于每单限购数量',
  alreadyClosed: '该团购已截团',
  priceAboveOwn: '团购价须低于商品售价',
} as const;

export interface NewGroup {
  product_id: number;
  group_price: string;
  target: number;
  stock: number;
  purchase_min?: number;
  order_limit?: number;
  start_time: string;
  end_time: string;
  title?: string;
}

async function view(db: Db, row: GroupRow, now: Date): Promise<OperatorGroup> {
  const [p] = await db.select({ tyName: products.tyName }).from(products).where(eq(products.id, row.productId));
  const paid = (await paidUnits(db, [row.id])).get(row.id) ?? 0;
  return {
    group_id: row.id,
    product_id: row.productId,
    ty_name: p?.tyName ?? '',
    title: row.title,
    group_price: fenToYuan(row.priceFen),
    target: row.target,
    paid_units: paid,
    sold: row.sold,
    stock: row.stock,
    purchase_min: row.purchaseMin,
    order_limit: row.orderLimit,
    start_time: chinaStamp(row.startTime),
    end_time: chinaStamp(row.endTime),
    phase: groupPhase(groupTermsOf(row, paid), now.getTime()),
  };
}

export async function listGroupsForOperator(db: Db, now = new Date()): Promise<OperatorGroup[]> {
  const rows = await db.select().from(groupPurchases).where(eq(groupPurchases.type, GROUP_TYPE)).orderBy(desc(groupPurchases.id)).limit(100);
  return Promise.all(rows.map((r) => view(db, r, now)));
}

export async function createGroup(db: Db, input: NewGroup, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorGroup> {
  const start = parseChinaStamp(input.start_time);
  const end = parseChinaStamp(input.end_time);
  if (!start || !end) throw new ApiError(400, SECKILL_ADMIN_MSG.badTime);
  if (end <= start) throw new ApiError(400, SECKILL_ADMIN_MSG.endBeforeStart);
  if (end <= now) throw new ApiError(400, SECKILL_ADMIN_MSG.endInPast);
  if (input.target > input.stock) throw new ApiError(400, GROUP_ADMIN_MSG.targetAboveStock);
  const orderLimit = input.order_limit ?? -1;
  const purchaseMin = input.purchase_min ?? 0;
  if (orderLimit >= 0 && purchaseMin > orderLimit) throw new ApiError(400, GROUP_ADMIN_MSG.minAboveLimit);
  const priceFen = yuanToFen(input.group_price);
  const row = await changingCatalogue(db, 'activities', db.transaction(async (tx) => {
    // Judged against the base price (prices/effective.ts basePriceOf says why).
    const base = await basePriceOf(tx, input.product_id);
    if (base === null) throw new ApiError(400, SECKILL_ADMIN_MSG.productMissing);
    if (!(priceFen < base)) throw new ApiError(400, GROUP_ADMIN_MSG.priceAboveOwn);
    const [made] = await tx
      .insert(groupPurchases)
      .values({ productId: input.product_id, title: input.title?.trim() ?? '', priceFen, target: input.target, stock: input.stock, purchaseMin, orderLimit, startTime: start, endTime: end })
      .returning();
    await stepAudit(tx, `group:${made!.id}`, { step: 'create', ...input }, actor);
    return made!;
  }));
  return view(db, row, now);
}

/** Closes an open group now and settles it (reached → orders go on; not reached → cancelled and refunded). */
export async function closeGroupNow(db: Db, groupId: number, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorGroup> {
  await changingCatalogue(db, 'activities', db.transaction(async (tx) => {
    const [row] = await tx.select().from(groupPurchases).where(eq(groupPurchases.id, groupId)).for('update');
    if (!row || row.type !== GROUP_TYPE) throw new ApiError(404, GROUP_MISSING);
    if (row.state !== 0) throw new ApiError(400, GROUP_ADMIN_MSG.alreadyClosed);
    // The close is the end: a group not yet open closes at its start (the window stays valid).
    const end = now < row.startTime ? new Date(row.startTime.getTime() + 1) : now;
    if (end < row.endTime) await tx.update(groupPurchases).set({ endTime: end }).where(eq(groupPurchases.id, groupId));
    await stepAudit(tx, `group:${groupId}`, { step: 'close' }, actor);
  }));
  const [row] = await db.select().from(groupPurchases).where(eq(groupPurchases.id, groupId));
  await closeGroupPurchases(db, new Date(Math.max(now.getTime(), row!.endTime.getTime())));
  const [settled] = await db.select().from(groupPurchases).where(eq(groupPurchases.id, groupId));
  return view(db, settled!, now);
}
