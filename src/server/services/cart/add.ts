/**
 * Adding to a client's cart. Every line is validated with the shared purchase rules first, then all lines are
 * upserted in one transaction; a repeated add merges into the existing line with an atomic conditional update
 * (merged amount still a multiple of the packing size and within the limit), so concurrent adds never lose an
 * update nor pass a limit.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { CART_MAX_LINES } from '../../../model/constants';
import { CART_SERVER_MSG, SERVER_MSG } from '../../../model/messages';
import { quantityMessage, quantityProblem, quantityRule, type QuantityRule } from '../../../model/product-rules';
import { listRefusal } from '../../../model/purchase-rules';
import { PROMOTION_MSG } from '../../../model/promotion-rules';
import type { AddCartLine } from '../../../contract/cart';
import type { Db } from '../../db/client';
import { cartLines, products } from '../../db/schema';
import { ApiError } from '../../errors';
import { clientTransaction, type Tx } from './tx';
import { pricedProductFields, type PriceFor } from '../prices/effective';
import { toProduct, type ProductRow } from '../catalog/product-view';
import { activityRuleOf, refuseActivityAdds } from '../promotions/activity-lines';
import { combinationVerdicts, refuseCombination, setRule } from '../promotions/combination-lines';

export const ACTIVITY_UNAVAILABLE = PROMOTION_MSG.activityUnavailable;

const lineKey = [
  cartLines.clientId,
  cartLines.productId,
  cartLines.seckillId,
  cartLines.specialId,
  cartLines.purchaseId,
  cartLines.combinationId,
  cartLines.isAddPrice,
];

/** A line to write: the product, the amount and the activity it belongs to (0 = none). */
export interface LineToWrite {
  productId: number;
  amount: number;
  seckillId?: number;
  specialId?: number;
  purchaseId?: number;
  combinationId?: number;
  isAddPrice?: number;
  /** The rule a merge is held to when it is not the product's own (an activity line's). */
  rule?: QuantityRule;
}

export function ruleOf(row: ProductRow) {
  return quantityRule({
    stock: row.stock,
    zhongbaozhuang_num: row.zhongbaozhuangNum,
    max_buy_num: row.maxBuyNum,
    min_buy_num: row.minBuyNum,
    ...(row.marketId > 0 ? { market_id: row.marketId, whetherMarket: { maxBuyNum: row.marketMaxBuyNum, msg: row.marketMsg } } : {}),
  });
}

/** The products by id, priced for `buyer` (null: the base price, for reads that only judge purchasability). */
export async function loadProducts(db: Db, ids: number[], buyer: PriceFor): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(pricedProductFields(buyer)).from(products).where(inArray(products.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The product rules of an add list (model/purchase-rules listRefusal), for this buyer; throws code 400. */
export function refuseList(lines: { productId: number; amount: number }[], found: Map<number, ProductRow>, scopes: number[]): void {
  if (lines.some((l) => !found.has(l.productId))) throw new ApiError(400, SERVER_MSG.productMissing);
  const refusal = listRefusal(
    lines.map((l) => ({ product: toProduct(found.get(l.productId) as ProductRow, { scopes, showPrices: false }), amount: l.amount })),
  );
  if (refusal) throw new ApiError(400, refusal.text);
}

/**
 * Inserts the lines or merges them into the lines already there, each merge conditional on the merged amount
 * keeping the rule; refuses (400, naming the product and what the cart already holds) when one does not, and when
 * the cart would hold more than CART_MAX_LINES kinds. Run inside the client's transaction, so a refusal writes nothing.
 */
export async function upsertLines(tx: Tx, clientId: number, lines: LineToWrite[], found: Map<number, ProductRow>): Promise<void> {
  for (const line of lines) {
    const row = found.get(line.productId) as ProductRow;
    const rule = line.rule ?? ruleOf(row);
    const merged = sql`(${cartLines.amount} + excluded.amount)`;
    const withinMax = Number.isFinite(rule.max) ? sql` and ${merged} <= ${rule.max}` : sql``;
    const key = {
      seckillId: line.seckillId ?? 0,
      specialId: line.specialId ?? 0,
      purchaseId: line.purchaseId ?? 0,
      combinationId: line.combinationId ?? 0,
      isAddPrice: line.isAddPrice ?? 0,
    };
    const written = await tx
      .insert(cartLines)
      .values({ clientId, productId: line.productId, amount: line.amount, ...key })
      .onConflictDoUpdate({
        target: lineKey,
        set: { amount: sql`${merged}`, updatedAt: sql`now()` },
        setWhere: sql`${merged} % ${rule.step} = 0${withinMax}`,
      })
      .returning({ amount: cartLines.amount });
    if (written.length === 0) {
      // The merged amount broke the rule; read what is there only to word the message (the client's lock holds it).
      const [existing] = await tx
        .select({ amount: cartLines.amount })
        .from(cartLines)
        .where(
          and(
            eq(cartLines.clientId, clientId),
            eq(cartLines.productId, line.productId),
            eq(cartLines.seckillId, key.seckillId),
            eq(cartLines.specialId, key.specialId),
            eq(cartLines.purchaseId, key.purchaseId),
            eq(cartLines.combinationId, key.combinationId),
            eq(cartLines.isAddPrice, key.isAddPrice),
          ),
        );
      const already = existing?.amount ?? 0;
      const problem = quantityProblem(already + line.amount, rule) ?? 'aboveMax';
      throw new ApiError(400, `${row.tyName}：${quantityMessage(problem, rule)}（购物车中已有${already}${row.productDw}）`);
    }
  }
  const [kinds] = await tx.select({ n: count() }).from(cartLines).where(eq(cartLines.clientId, clientId));
  if ((kinds?.n ?? 0) > CART_MAX_LINES) throw new ApiError(400, CART_SERVER_MSG.cartFull(CART_MAX_LINES));
}

/** addShoppingtrolley and adds (batch): validate everything, then one transaction of upserts. */
export async function addToCart(db: Db, clientId: number, scopes: number[], list: AddCartLine[], now = new Date()): Promise<void> {
  const lines: LineToWrite[] = list
    .filter((l) => !l.combination_id)
    .map((l) => ({
      productId: l.product_id,
      amount: l.amount,
      seckillId: l.seckill_id ?? 0,
      purchaseId: l.seckill_id ? 0 : (l.purchase_id ?? 0),
      specialId: l.seckill_id || l.purchase_id ? 0 : (l.special_id ?? 0),
      isAddPrice: l.seckill_id || l.purchase_id || l.special_id ? 0 : (l.is_add_price ?? 0),
    }));
  // Priced: an add-on line's threshold is read at this buyer's prices.
  const found = await loadProducts(db, lines.map((l) => l.productId), { clientId });
  // Seckill, group-purchase, special-price and add-on lines are judged by their activity's rules (services/promotions), the others by the product's.
  const activity = await refuseActivityAdds(db, clientId, scopes, lines, found, now.getTime());
  const plain = lines.filter((_, i) => !activity.has(i));
  if (plain.length > 0 || list.length === 0) refuseList(plain, found, scopes);
  const written = lines.map((l, i) => {
    const v = activity.get(i);
    return v ? { ...l, rule: activityRuleOf(found.get(l.productId) as ProductRow, v) } : l;
  });
  written.push(...(await combinationLinesToWrite(db, clientId, scopes, list, found, now)));
  await clientTransaction(db, clientId, (tx) => upsertLines(tx, clientId, written, found));
}

/** The combination lines of an add list (amount = sets, stored on the lead product); refuses (400) what cannot be bought now. */
async function combinationLinesToWrite(db: Db, clientId: number, scopes: number[], list: AddCartLine[], found: Map<number, ProductRow>, now: Date): Promise<LineToWrite[]> {
  const combos = list.filter((l) => l.combination_id);
  if (combos.length === 0) return [];
  const verdicts = await combinationVerdicts(db, clientId, scopes, combos.map((l, key) => ({ key, combinationId: l.combination_id ?? 0 })), now.getTime());
  return combos.map((l, key) => {
    const v = verdicts.get(key)!;
    const lead = v.combo?.items[0]?.product;
    if (!lead || !v.combo?.items.some((i) => i.product.id === l.product_id)) throw new ApiError(400, ACTIVITY_UNAVAILABLE);
    refuseCombination(v, l.amount);
    found.set(lead.id, lead);
    return { productId: lead.id, amount: l.amount, combinationId: v.combo.row.id, rule: setRule(v.maxSets) };
  });
}
