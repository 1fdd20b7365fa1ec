/**
 * Activity lines in the cart and at checkout: a line added with a seckill_id, a purchase_id (group purchase, or a
 * pre-sale when the purchase's type is 2), a special_id (a special price, special-lines.ts) or is_add_price (an
 * add-on-price offer, whose main products must reach its threshold) is judged against that activity. It must exist, be for this product and be running (a seckill: the client under
 * his limit; a group: open and not full), and the quantity obeys the activity's rule (seckill_total /
 * seckill_min_num, or purchase_min / max_buy_num). Its price is the model's chargedUnitPrice. The activity facts
 * ride on the product the shared purchase rules read, so card, cart, preview and submit apply one quantity rule.
 */
import { fenToYuan } from '../../../model/money';
import { chargedUnitPrice, groupMaxPerOrder, groupRefusal, PROMOTION_MSG, seckillMaxForClient, seckillRefusal } from '../../../model/promotion-rules';
import { quantityRule, type QuantityRule } from '../../../model/product-rules';
import { productRefusal, type Refusal } from '../../../model/purchase-rules';
import { SERVER_MSG } from '../../../model/messages';
import type { CartLine } from '../../../contract/cart';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { toProduct, type ProductRow } from '../catalog/product-view';
import { groupsByIds, groupTermsOf, paidUnits, type GroupRow } from './group-terms';
import { heldBy, presaleFacts } from './presale-terms';
import { PRESALE_TYPE } from '../../../model/presale-rules';
import { boughtBy, seckillsByIds, termsOf, type SeckillRow } from './seckill-terms';
import { specialVerdicts } from './special-lines';
import { runningOffers, thresholdShort, type MainLine, type OfferRow } from './add-price';
import { cartLines, products } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { independentReads } from '../../db/independent-reads';
import { effectivePriceSql } from '../prices/effective';

/** What an activity line adds to the product the purchase rules read. */
export interface ActivityFacts {
  seckill_id?: number;
  special_id?: number;
  seckill_total?: number;
  seckill_min_num?: number;
  purchase_id?: number;
  purchase_min?: number;
  max_buy_num?: number;
}

export interface ActivityVerdict {
  facts: ActivityFacts;
  /** An add-on-price line's offer: its threshold is judged on the other lines (`activityLineRefusal`). */
  offer?: OfferRow;
  /** The activity's price while it runs, else null. */
  priceFen: number | null;
  /** Why the line cannot be bought under the activity now (phase, limit), else null. */
  refusal: string | null;
}

export interface ActivityLineRef {
  key: number;
  seckillId: number;
  purchaseId: number;
  specialId?: number;
  productId: number;
  unit: string;
  isAddPrice?: number;
}

const unavailable = (facts: ActivityFacts): ActivityVerdict => ({ facts, priceFen: null, refusal: PROMOTION_MSG.activityUnavailable });

function seckillVerdict(row: SeckillRow | undefined, productId: number, bought: number, nowMs: number, unit: string): ActivityVerdict {
  if (!row || row.productId !== productId) return unavailable({ seckill_id: row?.id ?? 1, seckill_total: 0 });
  const terms = termsOf(row);
  const refusal = seckillRefusal(terms, nowMs, bought, unit);
  return {
    facts: { seckill_id: row.id, seckill_total: refusal ? 0 : seckillMaxForClient(terms, bought), seckill_min_num: row.minNum },
    priceFen: refusal ? null : row.priceFen,
    refusal,
  };
}

function groupVerdict(row: GroupRow | undefined, productId: number, paid: number, nowMs: number, presale: { bought: number; unit: string }): ActivityVerdict {
  if (!row || row.productId !== productId) return unavailable({ purchase_id: row?.id ?? 1, max_buy_num: 0 });
  if (row.type === PRESALE_TYPE) return presaleFacts(row, presale.bought, nowMs, presale.unit);
  const terms = groupTermsOf(row, paid);
  const refusal = groupRefusal(terms, nowMs);
  return {
    facts: { purchase_id: row.id, purchase_min: row.purchaseMin, max_buy_num: refusal ? 0 : groupMaxPerOrder(terms) },
    priceFen: refusal ? null : row.priceFen,
    refusal,
  };
}

/** The verdict of every activity line (keyed by the caller's key); lines without an activity are left out. */
export async function activityVerdicts(db: Db | Tx, clientId: number, lines: readonly ActivityLineRef[], nowMs: number): Promise<Map<number, ActivityVerdict>> {
  const out = new Map<number, ActivityVerdict>();
  const seckill = lines.filter((l) => l.seckillId > 0);
  const group = lines.filter((l) => l.seckillId <= 0 && l.purchaseId > 0);
  const special = lines.filter((l) => l.seckillId <= 0 && l.purchaseId <= 0 && (l.specialId ?? 0) > 0);
  const addOn = lines.filter((l) => l.seckillId <= 0 && l.purchaseId <= 0 && !((l.specialId ?? 0) > 0) && l.isAddPrice);
  if (special.length > 0) for (const [key, v] of await specialVerdicts(db, clientId, special, nowMs)) out.set(key, v);
  if (seckill.length > 0) {
    const ids = seckill.map((l) => l.seckillId);
    const [rows, bought] = await independentReads(db, () => seckillsByIds(db, ids), () => boughtBy(db, clientId, ids));
    for (const l of seckill) out.set(l.key, seckillVerdict(rows.get(l.seckillId), l.productId, bought.get(l.seckillId) ?? 0, nowMs, l.unit));
  }
  if (group.length > 0) {
    const ids = group.map((l) => l.purchaseId);
    const [rows, paid, held] = await independentReads(db, () => groupsByIds(db, ids), () => paidUnits(db, ids), () => heldBy(db, clientId, ids));
    for (const l of group) {
      const presale = { bought: held.get(l.purchaseId) ?? 0, unit: l.unit };
      out.set(l.key, groupVerdict(rows.get(l.purchaseId), l.productId, paid.get(l.purchaseId) ?? 0, nowMs, presale));
    }
  }
  if (addOn.length > 0) {
    const offers = await runningOffers(db, addOn.map((l) => l.productId), new Date(nowMs));
    for (const l of addOn) {
      const offer = offers.get(l.productId);
      out.set(l.key, offer ? { facts: {}, priceFen: offer.priceFen, refusal: null, offer } : unavailable({ max_buy_num: 0 }));
    }
  }
  return out;
}

/**
 * The purchase rules' refusal of a line under its activity: the activity's own reason first, named; an add-on
 * line whose offer's main products in `others` (the rest of the cart or order) do not reach the threshold next.
 */
export function activityLineRefusal(row: ProductRow, scopes: number[], amount: number, v: ActivityVerdict, others?: readonly MainLine[]): Refusal | null {
  const product = { ...toProduct(row, { scopes, showPrices: false }), ...v.facts };
  const r = productRefusal(product, amount);
  if (v.refusal && r) return { ...r, text: `${row.tyName}：${v.refusal}` };
  if (r) return { ...r, text: `${row.tyName}：${r.text}` };
  const short = v.offer && others ? thresholdShort(v.offer, others) : null;
  // Worded by the purchase rules' "nothing can be bought" refusal, with the add-on message.
  const none = short ? productRefusal({ ...product, max_buy_num: 0 }, amount) : null;
  return none && { ...none, text: `${row.tyName}：${short}` };
}

/** A line's unit price under its activity verdict (none: the product's own price). */
export function activityUnitPrice(listFen: number, ownFen: number, v: ActivityVerdict | undefined): number {
  return chargedUnitPrice(listFen, ownFen, v?.priceFen ?? null);
}

/** For adds: refuses (400) an activity line that cannot be bought now, naming the product and why. */
export async function refuseActivityAdds(
  db: Db,
  clientId: number,
  scopes: number[],
  lines: readonly { productId: number; amount: number; seckillId?: number; purchaseId?: number; specialId?: number; isAddPrice?: number }[],
  found: Map<number, ProductRow>,
  nowMs: number,
): Promise<Map<number, ActivityVerdict>> {
  const refs = lines.map((l, key) => ({ key, seckillId: l.seckillId ?? 0, purchaseId: l.purchaseId ?? 0, specialId: l.specialId ?? 0, isAddPrice: l.isAddPrice ?? 0, productId: l.productId, unit: found.get(l.productId)?.productDw ?? '' }));
  const verdicts = await activityVerdicts(db, clientId, refs, nowMs);
  // An add-on's threshold is judged on the main products already in the cart and those added with it.
  const others = [...verdicts.values()].some((v) => v.offer)
    ? [...(await cartMainLines(db, clientId)), ...lines.map((l) => ({ productId: l.productId, amount: l.amount, priceFen: found.get(l.productId)?.priceFen ?? 0, isAddPrice: l.isAddPrice ?? 0 }))]
    : undefined;
  for (const [key, v] of verdicts) {
    const line = lines[key]!;
    const row = found.get(line.productId);
    if (!row) throw new ApiError(400, SERVER_MSG.productMissing);
    const refusal = activityLineRefusal(row, scopes, line.amount, v, others);
    if (refusal) throw new ApiError(400, refusal.text);
  }
  return verdicts;
}

/** The client's cart lines as the threshold reads them (the client's own unit price). */
async function cartMainLines(db: Db, clientId: number): Promise<MainLine[]> {
  return db
    .select({ productId: cartLines.productId, amount: cartLines.amount, priceFen: effectivePriceSql({ clientId }), isAddPrice: cartLines.isAddPrice })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.clientId, clientId));
}

/**
 * A cart line under its activity: the activity's price and limits; a line that cannot be bought under it now is
 * unchecked and disabled (the failure group) with the reason, unless the product's own warning already says why.
 */
export function withActivity(line: CartLine, v: ActivityVerdict, ownFen: number): CartLine {
  const limits = v.facts.seckill_id
    ? { seckill_total: v.facts.seckill_total, seckill_min_num: v.facts.seckill_min_num }
    : v.facts.purchase_id
      ? { max_buy_num: v.facts.max_buy_num, purchase_min: v.facts.purchase_min }
      : v.facts.special_id
        ? { max_buy_num: v.facts.max_buy_num }
        : {};
  if (line.disabledChecked) return line;
  if (v.refusal) return { ...line, checked: 0, disabledChecked: true, warnTip: v.refusal };
  return { ...line, ...limits, price: fenToYuan(chargedUnitPrice(ownFen, ownFen, v.priceFen)) };
}

/** The quantity rule an activity line's cart merge is held to. */
export function activityRuleOf(row: ProductRow, v: ActivityVerdict): QuantityRule {
  return quantityRule({ stock: row.stock, zhongbaozhuang_num: row.zhongbaozhuangNum, ...v.facts });
}

/** For a quantity change of an activity cart line: refuses (400) what the activity does not allow now. */
export async function refuseActivityAmount(tx: Tx, clientId: number, scopes: number[], row: ProductRow, ref: { seckillId: number; purchaseId: number; specialId?: number }, amount: number): Promise<void> {
  const v = (await activityVerdicts(tx, clientId, [{ key: 0, ...ref, productId: row.id, unit: row.productDw }], Date.now())).get(0);
  const refusal = v && activityLineRefusal(row, scopes, amount, v);
  if (refusal) throw new ApiError(400, refusal.text);
}
