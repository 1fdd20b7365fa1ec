/**
 * The operator's special-price and combination commands (npm run operator -- special-* / combo-*,
 * /api/operator/promotions/*): list, create (scheduled by its start time) and end early, each with its audit_log row
 * in the same transaction. Ending keeps the orders already placed (they hold their units until paid or cancelled);
 * no new take can happen after it. Cached catalogue answers (the 特价 marks) are dropped at once.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { chinaStamp } from '../../../model/date-range';
import { fenToYuan, yuanToFen } from '../../../model/money';
import { cappedPhase, setOwnTotal } from '../../../model/special-combination-rules';
import type { OperatorCombination, OperatorSpecial } from '../../../contract/specials';
import type { Db } from '../../db/client';
import { combinationItems, combinations, products, specialPrices } from '../../db/schema';
import { ApiError } from '../../errors';
import { basePriceOf } from '../prices/effective';
import { catalogueChanged, changingCatalogue } from '../../notices/catalogue';
import type { Tx } from '../cart/tx';
import { SECKILL_ADMIN_MSG } from './seckill-admin';
import { cappedTermsOf, type CombinationRow, type SpecialRow } from './capped-terms';
import { operatorAudit, operatorWindow } from './operator-window';
import { OPERATOR_ACTOR, type Actor } from '../trust/audit';

export const CAPPED_ADMIN_MSG = {
  specialAboveOwn: '特价须低于商品售价',
  specialMissing: '特价活动不存在',
  specialEnded: '该特价活动已结束',
  comboMissing: '套餐不存在',
  comboEnded: '该套餐活动已结束',
  comboRepeated: '套餐内商品不能重复',
  comboTooFew: '套餐至少包含2种商品',
  comboAboveOwn: '套餐价须低于套餐内商品原价合计',
} as const;

export interface WindowInput {
  stock: number;
  client_limit?: number;
  start_time: string;
  end_time: string;
}
export interface NewSpecial extends WindowInput {
  product_id: number;
  special_price: string;
  title?: string;
}
export interface NewCombination extends WindowInput {
  name: string;
  combination_price: string;
  items: { product_id: number; qty: number }[];
}

function windowOf(input: WindowInput, now: Date) {
  return { stock: input.stock, clientLimit: input.client_limit ?? -1, ...operatorWindow(input.start_time, input.end_time, now) };
}

const windowView = (row: SpecialRow | CombinationRow, now: Date) => ({
  stock: row.stock,
  sold: row.sold,
  client_limit: row.clientLimit,
  start_time: chinaStamp(row.startTime),
  end_time: chinaStamp(row.endedAt ?? row.endTime),
  phase: cappedPhase(cappedTermsOf(row), now.getTime()),
});

async function specialView(db: Db | Tx, row: SpecialRow, now: Date): Promise<OperatorSpecial> {
  const [p] = await db.select({ tyName: products.tyName }).from(products).where(eq(products.id, row.productId));
  return { special_id: row.id, product_id: row.productId, ty_name: p?.tyName ?? '', special_price: fenToYuan(row.priceFen), title: row.title, ...windowView(row, now) };
}

async function comboView(db: Db | Tx, row: CombinationRow, now: Date): Promise<OperatorCombination> {
  const items = await db
    .select({ product_id: combinationItems.productId, qty: combinationItems.qty, ty_name: products.tyName, priceFen: products.priceFen })
    .from(combinationItems)
    .innerJoin(products, eq(products.id, combinationItems.productId))
    .where(eq(combinationItems.combinationId, row.id))
    .orderBy(asc(combinationItems.position));
  return {
    combination_id: row.id,
    title: row.name,
    combination_price: fenToYuan(row.priceFen),
    client_total_price: fenToYuan(setOwnTotal(items.map((i) => ({ unitFen: i.priceFen, qty: i.qty })))),
    items: items.map(({ priceFen: _p, ...i }) => i),
    ...windowView(row, now),
  };
}

export async function listSpecialsForOperator(db: Db, now = new Date()): Promise<OperatorSpecial[]> {
  const rows = await db.select().from(specialPrices).orderBy(desc(specialPrices.id)).limit(100);
  return Promise.all(rows.map((r) => specialView(db, r, now)));
}

export async function listCombinationsForOperator(db: Db, now = new Date()): Promise<OperatorCombination[]> {
  const rows = await db.select().from(combinations).orderBy(desc(combinations.id)).limit(100);
  return Promise.all(rows.map((r) => comboView(db, r, now)));
}

export async function createSpecial(db: Db, input: NewSpecial, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorSpecial> {
  const window = windowOf(input, now);
  const priceFen = yuanToFen(input.special_price);
  const view = await db.transaction(async (tx) => {
    // Judged against the base price (prices/effective.ts basePriceOf says why).
    const base = await basePriceOf(tx, input.product_id);
    if (base === null) throw new ApiError(400, SECKILL_ADMIN_MSG.productMissing);
    if (!(priceFen < base)) throw new ApiError(400, CAPPED_ADMIN_MSG.specialAboveOwn);
    const [row] = await tx.insert(specialPrices).values({ productId: input.product_id, title: input.title?.trim() ?? '', priceFen, ...window }).returning();
    await operatorAudit(tx, `special:${row!.id}`, { step: 'create', ...input }, actor);
    return specialView(tx, row!, now);
  });
  await catalogueChanged(db, 'activities');
  return view;
}

export async function createCombination(db: Db, input: NewCombination, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorCombination> {
  const window = windowOf(input, now);
  const priceFen = yuanToFen(input.combination_price);
  const ids = input.items.map((i) => i.product_id);
  if (ids.length < 2) throw new ApiError(400, CAPPED_ADMIN_MSG.comboTooFew);
  if (new Set(ids).size !== ids.length) throw new ApiError(400, CAPPED_ADMIN_MSG.comboRepeated);
  return changingCatalogue(db, 'activities', db.transaction(async (tx) => {
    // The components' base prices, as every promotion is judged (prices/effective.ts basePriceOf says why).
    const found = await tx.select({ id: products.id, priceFen: products.priceFen }).from(products).where(inArray(products.id, ids));
    if (found.length !== ids.length) throw new ApiError(400, SECKILL_ADMIN_MSG.productMissing);
    const own = setOwnTotal(input.items.map((i) => ({ unitFen: found.find((f) => f.id === i.product_id)!.priceFen, qty: i.qty })));
    if (!(priceFen < own)) throw new ApiError(400, CAPPED_ADMIN_MSG.comboAboveOwn);
    const [row] = await tx.insert(combinations).values({ name: input.name.trim(), priceFen, ...window }).returning();
    await tx.insert(combinationItems).values(input.items.map((i, position) => ({ combinationId: row!.id, productId: i.product_id, qty: i.qty, position })));
    await operatorAudit(tx, `combination:${row!.id}`, { step: 'create', ...input }, actor);
    return comboView(tx, row!, now);
  }));
}

/** A capped activity not started yet ends at its start (end_time stays after start_time); one running ends now. */
const endAt = (row: { startTime: Date }, now: Date) => (now < row.startTime ? row.startTime : now);

export async function endSpecial(db: Db, id: number, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorSpecial> {
  const view = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(specialPrices).where(eq(specialPrices.id, id)).for('update');
    if (!row) throw new ApiError(404, CAPPED_ADMIN_MSG.specialMissing);
    if (cappedPhase(cappedTermsOf(row), now.getTime()) === 'ended') throw new ApiError(400, CAPPED_ADMIN_MSG.specialEnded);
    const [ended] = await tx.update(specialPrices).set({ endedAt: endAt(row, now) }).where(eq(specialPrices.id, id)).returning();
    await operatorAudit(tx, `special:${id}`, { step: 'end' }, actor);
    return specialView(tx, ended!, now);
  });
  await catalogueChanged(db, 'activities');
  return view;
}

export async function endCombination(db: Db, id: number, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorCombination> {
  return changingCatalogue(db, 'activities', db.transaction(async (tx) => {
    const [row] = await tx.select().from(combinations).where(eq(combinations.id, id)).for('update');
    if (!row) throw new ApiError(404, CAPPED_ADMIN_MSG.comboMissing);
    if (cappedPhase(cappedTermsOf(row), now.getTime()) === 'ended') throw new ApiError(400, CAPPED_ADMIN_MSG.comboEnded);
    const [ended] = await tx.update(combinations).set({ endedAt: endAt(row, now) }).where(eq(combinations.id, id)).returning();
    await operatorAudit(tx, `combination:${id}`, { step: 'end' }, actor);
    return comboView(tx, ended!, now);
  }));
}
