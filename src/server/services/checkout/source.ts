/**
 * The lines a checkout is about: the checked cart lines, or the quick-order / buy-now list (isQuick), each with
 * its product, the purchase rules' verdict for this buyer and the facts the price rules read. A line that cannot
 * be bought is kept with its refusal (the preview shows it; submit refuses the order naming it).
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { listRefusal, productRefusal, type Refusal } from '../../../model/purchase-rules';
import type { PriceLine } from '../../../model/pricing';
import { ANY_QUANTITY, quantityMessage, quantityProblem } from '../../../model/product-rules';
import type { Db } from '../../db/client';
import { cartLines, categories, products, quickOrderLines, zoneProducts } from '../../db/schema';
import type { Tx } from '../cart/tx';
import { ApiError } from '../../errors';
import { SERVER_MSG } from '../../../model/messages';
import { kindOf } from '../cart/view';
import { pricedProductFields } from '../prices/effective';
import { toProduct, type ProductRow } from '../catalog/product-view';
import { activityLineRefusal, activityUnitPrice, activityVerdicts, type ActivityFacts } from '../promotions/activity-lines';
import { clientTotalFen, combinationRefusalOf, combinationVerdicts } from '../promotions/combination-lines';
import { chargedUnitPrice } from '../../../model/promotion-rules';


export type Group = 'product' | 'seckill' | 'combination' | 'addPrice';

export interface SourceLine {
  /** Cart line id, or the product id for the quick-order list. */
  key: number;
  group: Group;
  amount: number;
  row: ProductRow;
  refusal: Refusal | null;
  price: PriceLine;
  activity: { seckillId: number; specialId: number; purchaseId: number; combinationId: number; isAddPrice: number };
  /** An activity line's limits (seckill, group purchase), read by the purchase rules with the product's. */
  activityFacts?: ActivityFacts;
  /** A combination line (amount = sets, row = its lead product): its name and components per set. */
  combo?: { name: string; items: { row: ProductRow; qty: number }[] };
}

export interface Source {
  isQuick?: 0 | 1;
  isPurchase?: 0 | 1;
  /** With isQuick: the buy-now list (product ids and quantities only); else the server's quick-order list. */
  list?: { product_id: number; amount: number }[];
}

const NO_ACTIVITY = { seckillId: 0, specialId: 0, purchaseId: 0, combinationId: 0, isAddPrice: 0 };

/**
 * What the price rules need beside the product, read in the same query: the category's parent and grandparent (a
 * coupon for a first-level class covers its children) and the special zone's price before the markdown.
 */
const priceFacts = {
  parentClassId: sql<number | null>`(select c.parent_id from ${categories} c where c.id = ${products.classId})`,
  grandClassId: sql<number | null>`(select p.parent_id from ${categories} c join ${categories} p on p.id = c.parent_id where c.id = ${products.classId})`,
  originalPriceFen: sql<number | null>`(select z.original_price_fen from ${zoneProducts} z where z.zone = 'special' and z.product_id = ${products.id})`,
};
type PriceFacts = { parentClassId: number | null; grandClassId: number | null; originalPriceFen: number | null };

/**
 * Reads the lines; in a transaction (submit) they are locked. `scopes` are the buyer's business scopes. Quantities
 * are judged as the cart does (productRefusal), and the whole list by listRefusal for submit.
 */
export async function readSource(db: Db | Tx, clientId: number, scopes: number[], src: Source, lock = false, now = new Date()): Promise<SourceLine[]> {
  const raw: { key: number; amount: number; row: ProductRow; facts: PriceFacts; group: Group; activity: SourceLine['activity'] }[] = [];
  // The buyer's own price (agreed, client type or base: prices/effective.ts) is what the order charges and keeps.
  const columns = pricedProductFields({ clientId }, now);
  if (src.isQuick === 1 && src.list) {
    // A product listed twice keeps the last quantity, as the quick-order list does.
    const latest = new Map(src.list.map((i) => [i.product_id, i.amount]));
    const rows = await db
      .select({ product: columns, facts: priceFacts })
      .from(products)
      .where(inArray(products.id, [...latest.keys()]));
    const found = new Map(rows.map((r) => [r.product.id, r]));
    for (const [productId, amount] of latest) {
      const r = found.get(productId);
      if (!r) throw new ApiError(400, SERVER_MSG.productMissing);
      // The browser's list is only ids and quantities: a quantity that is not a whole positive number is refused here.
      const problem = quantityProblem(amount, ANY_QUANTITY);
      if (problem) throw new ApiError(400, `${r.product.tyName}：${quantityMessage(problem, ANY_QUANTITY)}`);
      raw.push({ key: productId, amount, row: r.product, facts: r.facts, group: 'product', activity: NO_ACTIVITY });
    }
  } else if (src.isQuick === 1) {
    const q = db
      .select({ amount: quickOrderLines.amount, product: columns, facts: priceFacts })
      .from(quickOrderLines)
      .innerJoin(products, eq(products.id, quickOrderLines.productId))
      .where(eq(quickOrderLines.clientId, clientId))
      .orderBy(asc(quickOrderLines.createdAt), asc(quickOrderLines.productId));
    const rows = lock ? await q.for('update', { of: quickOrderLines }) : await q;
    for (const r of rows) raw.push({ key: r.product.id, amount: r.amount, row: r.product, facts: r.facts, group: 'product', activity: NO_ACTIVITY });
  } else {
    const where = and(
      eq(cartLines.clientId, clientId),
      eq(cartLines.checked, 1),
      src.isPurchase === 1 ? gt(cartLines.purchaseId, 0) : undefined,
    );
    const q = db
      .select({ line: cartLines, product: columns, facts: priceFacts })
      .from(cartLines)
      .innerJoin(products, eq(products.id, cartLines.productId))
      .where(where)
      .orderBy(asc(cartLines.id));
    const rows = lock ? await q.for('update', { of: cartLines }) : await q;
    for (const { line, product, facts } of rows) {
      const { seckillId, specialId, purchaseId, combinationId, isAddPrice } = line;
      raw.push({
        key: line.id,
        amount: line.amount,
        row: product,
        facts,
        group: kindOf(line) as Group,
        activity: { seckillId, specialId, purchaseId, combinationId, isAddPrice },
      });
    }
  }
  const lines: SourceLine[] = raw.map(({ facts, ...r }) => {
    const product = toProduct(r.row, { scopes, showPrices: false });
    const list = Math.max(Number(facts.originalPriceFen ?? 0), r.row.priceFen);
    const classPath = [r.row.classId, facts.parentClassId, facts.grandClassId].filter((c): c is number => c != null).map(Number);
    return {
      ...r,
      refusal: productRefusal(product, r.amount),
      price: {
        key: r.key,
        productId: r.row.id,
        amount: r.amount,
        listPriceFen: list,
        priceFen: r.row.priceFen,
        classPath,
        brand: r.row.brand,
      },
    };
  });
  // Activity lines: the activity's price while it runs, its limits and why it cannot be bought (services/promotions).
  const refs = lines.map((l) => ({ key: l.key, seckillId: l.activity.seckillId, purchaseId: l.activity.purchaseId, specialId: l.activity.specialId, isAddPrice: l.activity.isAddPrice, productId: l.row.id, unit: l.row.productDw }));
  const others = lines.map((l) => ({ productId: l.row.id, amount: l.amount, priceFen: l.row.priceFen, isAddPrice: l.activity.isAddPrice }));
  for (const [key, v] of await activityVerdicts(db, clientId, refs, now.getTime())) {
    const l = lines.find((x) => x.key === key)!;
    l.activityFacts = v.facts;
    l.refusal = activityLineRefusal(l.row, scopes, l.amount, v, others);
    l.price.priceFen = activityUnitPrice(l.price.listPriceFen, l.row.priceFen, v);
  }
  // Combination lines: sets at combination_price while it can be bought; the list price is the components' own total.
  const comboRefs = lines.filter((l) => l.activity.combinationId > 0).map((l) => ({ key: l.key, combinationId: l.activity.combinationId }));
  for (const [key, v] of await combinationVerdicts(db, clientId, scopes, comboRefs, now.getTime())) {
    const l = lines.find((x) => x.key === key)!;
    l.refusal = combinationRefusalOf(v, l.amount);
    if (!v.combo) continue;
    const own = clientTotalFen(v.combo);
    l.combo = { name: v.combo.row.name, items: v.combo.items.map((i) => ({ row: i.product, qty: i.qty })) };
    l.price.listPriceFen = own;
    l.price.priceFen = chargedUnitPrice(own, own, v.refusal ? null : v.combo.row.priceFen);
  }
  return lines;
}

/** The whole list's refusal as the cart rules word it (names the product), or null when it may be ordered. */
export function sourceRefusal(lines: SourceLine[], scopes: number[]): Refusal | null {
  const activity = lines.find((l) => (l.activityFacts || l.activity.combinationId > 0) && l.refusal)?.refusal;
  if (activity) return activity;
  // Combination lines were judged above, component by component; the list rules read the other lines.
  const plain = lines.filter((l) => l.activity.combinationId <= 0);
  if (lines.length > 0 && plain.length === 0) return null;
  return listRefusal(plain.map((l) => ({ product: { ...toProduct(l.row, { scopes, showPrices: false }), ...l.activityFacts }, amount: l.amount })));
}
