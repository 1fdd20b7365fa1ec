/**
 * Seckill lines in the cart and at checkout. A line added with a seckill_id is judged against that seckill: it must
 * exist, be for this product and be running, the client must be under his limit, and the quantity obeys the
 * seckill's rule (seckill_total = what he may still buy in one order, seckill_min_num). Its price is the model's
 * chargedUnitPrice. The activity facts ride on the product the shared purchase rules read, so card, cart, preview
 * and submit apply one quantity rule.
 */
import { fenToYuan } from '../../../model/money';
import { chargedUnitPrice, PROMOTION_MSG, seckillMaxForClient, seckillRefusal } from '../../../model/promotion-rules';
import { quantityRule, type QuantityRule } from '../../../model/product-rules';
import { productRefusal, type Refusal } from '../../../model/purchase-rules';
import { SERVER_MSG } from '../../../model/messages';
import type { CartLine } from '../../../contract/cart';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import type { Tx } from '../cart-tx';
import { toProduct, type ProductRow } from '../product-view';
import { boughtBy, seckillsByIds, termsOf, type SeckillRow } from './seckill-terms';

/** What a seckill line adds to the product the purchase rules read. */
export interface ActivityFacts {
  seckill_id?: number;
  seckill_total?: number;
  seckill_min_num?: number;
}

export interface SeckillVerdict {
  facts: ActivityFacts;
  /** The seckill's price while it runs, else null. */
  priceFen: number | null;
  /** Why the line cannot be bought under the seckill now (phase, limit), else null. */
  refusal: string | null;
}

function verdictOf(row: SeckillRow | undefined, productId: number, bought: number, nowMs: number, unit: string): SeckillVerdict {
  if (!row || row.productId !== productId) {
    return { facts: { seckill_id: row?.id ?? 1, seckill_total: 0 }, priceFen: null, refusal: PROMOTION_MSG.activityUnavailable };
  }
  const terms = termsOf(row);
  const refusal = seckillRefusal(terms, nowMs, bought, unit);
  return {
    facts: { seckill_id: row.id, seckill_total: refusal ? 0 : seckillMaxForClient(terms, bought), seckill_min_num: row.minNum },
    priceFen: refusal ? null : row.priceFen,
    refusal,
  };
}

/** The verdict of every seckill line (keyed by the caller's key); lines without a seckill are left out. */
export async function seckillVerdicts(
  db: Db | Tx,
  clientId: number,
  lines: readonly { key: number; seckillId: number; productId: number; unit: string }[],
  nowMs: number,
): Promise<Map<number, SeckillVerdict>> {
  const mine = lines.filter((l) => l.seckillId > 0);
  const out = new Map<number, SeckillVerdict>();
  if (mine.length === 0) return out;
  const ids = mine.map((l) => l.seckillId);
  const [rows, bought] = await Promise.all([seckillsByIds(db, ids), boughtBy(db, clientId, ids)]);
  for (const l of mine) out.set(l.key, verdictOf(rows.get(l.seckillId), l.productId, bought.get(l.seckillId) ?? 0, nowMs, l.unit));
  return out;
}

/** The purchase rules' refusal of a line under its seckill: the seckill's own reason first, named. */
export function seckillLineRefusal(row: ProductRow, scopes: number[], amount: number, v: SeckillVerdict): Refusal | null {
  const product = { ...toProduct(row, { scopes, showPrices: false }), ...v.facts };
  const r = productRefusal(product, amount);
  if (v.refusal && r) return { ...r, text: `${row.tyName}：${v.refusal}` };
  return r && { ...r, text: `${row.tyName}：${r.text}` };
}

/** A line's unit price under its seckill verdict (none: the product's own price). */
export function seckillUnitPrice(listFen: number, ownFen: number, v: SeckillVerdict | undefined): number {
  return chargedUnitPrice(listFen, ownFen, v?.priceFen ?? null);
}

/** For adds: refuses (400) a seckill line that cannot be bought now, naming the product and why. */
export async function refuseSeckillAdds(
  db: Db,
  clientId: number,
  scopes: number[],
  lines: readonly { productId: number; amount: number; seckillId?: number }[],
  found: Map<number, ProductRow>,
  nowMs: number,
): Promise<Map<number, SeckillVerdict>> {
  const keyed = lines.map((l, key) => ({ key, seckillId: l.seckillId ?? 0, productId: l.productId, unit: found.get(l.productId)?.productDw ?? '' }));
  const verdicts = await seckillVerdicts(db, clientId, keyed, nowMs);
  for (const [key, v] of verdicts) {
    const line = lines[key]!;
    const row = found.get(line.productId);
    if (!row) throw new ApiError(400, SERVER_MSG.productMissing);
    const refusal = seckillLineRefusal(row, scopes, line.amount, v);
    if (refusal) throw new ApiError(400, refusal.text);
  }
  return verdicts;
}

/**
 * A cart line under its seckill: the seckill's price and limits; a line that cannot be bought under it now is
 * unchecked and disabled (the failure group) with the reason, unless the product's own warning already says why.
 */
export function withSeckill(line: CartLine, v: SeckillVerdict, ownFen: number): CartLine {
  if (line.disabledChecked) return { ...line, seckill_total: 0 };
  if (v.refusal) return { ...line, checked: 0, disabledChecked: true, warnTip: v.refusal, seckill_total: 0 };
  return {
    ...line,
    price: fenToYuan(chargedUnitPrice(ownFen, ownFen, v.priceFen)),
    seckill_total: v.facts.seckill_total,
    seckill_min_num: v.facts.seckill_min_num,
  };
}

/** The quantity rule a seckill line's cart merge is held to. */
export function seckillRuleOf(row: ProductRow, v: SeckillVerdict): QuantityRule {
  return quantityRule({ stock: row.stock, zhongbaozhuang_num: row.zhongbaozhuangNum, ...v.facts });
}

/** For a quantity change of a seckill cart line: refuses (400) what the seckill does not allow now. */
export async function refuseSeckillAmount(tx: Tx, clientId: number, scopes: number[], row: ProductRow, seckillId: number, amount: number): Promise<void> {
  const v = (await seckillVerdicts(tx, clientId, [{ key: 0, seckillId, productId: row.id, unit: row.productDw }], Date.now())).get(0);
  const refusal = v && seckillLineRefusal(row, scopes, amount, v);
  if (refusal) throw new ApiError(400, refusal.text);
}
