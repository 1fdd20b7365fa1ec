/**
 * The operator's add-on-price offers (npm run operator -- addprices | addprice-create | addprice-end,
 * /api/operator/promotions/addprice*): list, create (scheduled by its start time) and end now, each with its
 * audit_log row in the same transaction; cached catalogue answers are dropped once it committed.
 *
 * A product has one offer (the unique index on product_id): a new offer for it is refused while the earlier one
 * is running or scheduled, and replaces it once it has ended (the old terms stay in the audit row). Ending one
 * makes the add-on lines in carts failed lines (add-price.ts reads only running offers); orders keep their price.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import { chinaStamp } from '../../../model/date-range';
import { fenToYuan, yuanToFen } from '../../../model/money';
import { windowPhase } from '../../../model/offer-rules';
import type { NewAddPrice, OperatorAddPrice } from '../../../contract/operator-offers';
import type { Db } from '../../db/client';
import { addPriceOffers, products } from '../../db/schema';
import { ApiError } from '../../errors';
import { basePriceOf } from '../prices/effective';
import { changingCatalogue } from '../../notices/catalogue';
import type { Tx } from '../cart/tx';
import type { OfferRow } from './add-price';
import { endedWindow, operatorAudit, operatorWindow } from './operator-window';
import { OPERATOR_ACTOR, type Actor } from '../trust/audit';
import { SECKILL_ADMIN_MSG } from './seckill-admin';

export const ADD_PRICE_ADMIN_MSG = {
  notFound: '加价购活动不存在',
  alreadyEnded: '该加价购活动已结束',
  badMoney: '金额格式不正确，应为元，最多两位小数',
  priceAboveOwn: '加价购价须低于商品售价',
  thresholdPositive: '门槛金额须大于0',
  mainsRequired: '请填写至少一个主商品',
  mainIsAddOn: '主商品不能包含加价购商品本身',
  mainMissing: (ids: number[]) => `主商品不存在：${ids.join('、')}`,
  taken: (id: number) => `该商品已有未结束的加价购活动 #${id}，请先结束（addprice-end ${id}）再创建`,
} as const;

const phaseOf = (row: OfferRow, now: Date) => windowPhase(row.startTime.getTime(), row.endTime.getTime(), now.getTime());

async function views(db: Db | Tx, rows: OfferRow[], now: Date): Promise<OperatorAddPrice[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.productId, ...r.mainProductIds]))];
  const named = ids.length ? await db.select({ id: products.id, tyName: products.tyName, priceFen: products.priceFen }).from(products).where(inArray(products.id, ids)) : [];
  const byId = new Map(named.map((p) => [p.id, p]));
  return rows.map((r) => ({
    offer_id: r.id,
    product_id: r.productId,
    ty_name: byId.get(r.productId)?.tyName ?? '',
    add_price: fenToYuan(r.priceFen),
    own_price: fenToYuan(byId.get(r.productId)?.priceFen ?? 0),
    threshold: fenToYuan(r.thresholdFen),
    main_products: r.mainProductIds.map((id) => ({ product_id: id, ty_name: byId.get(id)?.tyName ?? '' })),
    phase: phaseOf(r, now),
    start_time: chinaStamp(r.startTime),
    end_time: chinaStamp(r.endTime),
  }));
}

export async function listAddPricesForOperator(db: Db, now = new Date()): Promise<OperatorAddPrice[]> {
  return views(db, await db.select().from(addPriceOffers).orderBy(desc(addPriceOffers.id)).limit(100), now);
}

export async function createAddPrice(db: Db, input: NewAddPrice, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorAddPrice> {
  const window = operatorWindow(input.start_time, input.end_time, now);
  const priceFen = yuanToFen(input.add_price);
  const thresholdFen = yuanToFen(input.threshold);
  if (!(priceFen >= 0) || !(thresholdFen >= 0)) throw new ApiError(400, ADD_PRICE_ADMIN_MSG.badMoney);
  if (thresholdFen === 0) throw new ApiError(400, ADD_PRICE_ADMIN_MSG.thresholdPositive);
  const mains = [...new Set(input.main_product_ids)];
  if (mains.length === 0) throw new ApiError(400, ADD_PRICE_ADMIN_MSG.mainsRequired);
  if (mains.includes(input.product_id)) throw new ApiError(400, ADD_PRICE_ADMIN_MSG.mainIsAddOn);
  return changingCatalogue(db, 'activities',
    db.transaction(async (tx) => {
      // Judged against the base price (prices/effective.ts basePriceOf says why).
      const base = await basePriceOf(tx, input.product_id);
      if (base === null) throw new ApiError(400, SECKILL_ADMIN_MSG.productMissing);
      if (!(priceFen < base)) throw new ApiError(400, ADD_PRICE_ADMIN_MSG.priceAboveOwn);
      const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, mains));
      const gone = mains.filter((id) => !found.some((f) => f.id === id));
      if (gone.length) throw new ApiError(400, ADD_PRICE_ADMIN_MSG.mainMissing(gone));
      const [earlier] = await tx.select().from(addPriceOffers).where(eq(addPriceOffers.productId, input.product_id)).for('update');
      if (earlier && phaseOf(earlier, now) !== 'ended') throw new ApiError(400, ADD_PRICE_ADMIN_MSG.taken(earlier.id));
      if (earlier) await tx.delete(addPriceOffers).where(eq(addPriceOffers.id, earlier.id));
      // A concurrent create for the same product meets the unique index: nothing inserted, the same refusal.
      const [row] = await tx
        .insert(addPriceOffers)
        .values({ productId: input.product_id, priceFen, thresholdFen, mainProductIds: mains, ...window })
        .onConflictDoNothing()
        .returning();
      if (!row) {
        const [other] = await tx.select({ id: addPriceOffers.id }).from(addPriceOffers).where(eq(addPriceOffers.productId, input.product_id));
        throw new ApiError(400, ADD_PRICE_ADMIN_MSG.taken(other?.id ?? 0));
      }
      const replaced = earlier ? { replaced: { offer_id: earlier.id, price_fen: earlier.priceFen, threshold_fen: earlier.thresholdFen, main_product_ids: earlier.mainProductIds } } : {};
      await operatorAudit(tx, `addprice:${row.id}`, { step: 'create', ...input, ...replaced }, actor);
      return (await views(tx, [row], now))[0]!;
    }),
  );
}

export async function endAddPrice(db: Db, offerId: number, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorAddPrice> {
  return changingCatalogue(db, 'activities',
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(addPriceOffers).where(eq(addPriceOffers.id, offerId)).for('update');
      if (!row) throw new ApiError(404, ADD_PRICE_ADMIN_MSG.notFound);
      if (phaseOf(row, now) === 'ended') throw new ApiError(400, ADD_PRICE_ADMIN_MSG.alreadyEnded);
      const [ended] = await tx.update(addPriceOffers).set(endedWindow(row, now)).where(eq(addPriceOffers.id, offerId)).returning();
      await operatorAudit(tx, `addprice:${offerId}`, { step: 'end' }, actor);
      return (await views(tx, [ended!], now))[0]!;
    }),
  );
}
