/**
 * A combination line (combination_id) in the cart and at checkout: one cart line per combination whose amount is
 * sets (step 1), stored on the combination's lead product. It can be bought while the combination runs, the client
 * is under his limit, sets are left and every component can be bought by this buyer (scope, shelf, stock for
 * qty × sets). Its price is combination_price per set; its product_list the components with their quantity per set.
 */
import { fenToYuan } from '../../../model/money';
import { CART_MSG } from '../../../model/messages';
import { warningOf, warningText, type QuantityRule } from '../../../model/product-rules';
import { productRefusal, type Refusal } from '../../../model/purchase-rules';
import { PROMOTION_MSG, UNLIMITED } from '../../../model/promotion-rules';
import { cappedMaxForClient, combinationRefusal, COMBINATION_MSG, setOwnTotal, setsInStock } from '../../../model/special-combination-rules';
import type { CartLine } from '../../../contract/cart';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { buyableOf, lineView } from '../cart/line-view';
import { cappedTermsOf, combinationsByIds, heldBy, type Combination } from './capped-terms';
import { independentReads } from '../../db/independent-reads';

export interface CombinationVerdict {
  combo: Combination | undefined;
  /** What this client may put in the cart now (sets); 0 when refused. */
  maxSets: number;
  refusal: string | null;
}

/** The verdict of one combination for this buyer now. */
export function combinationVerdict(combo: Combination | undefined, held: number, scopes: number[], nowMs: number): CombinationVerdict {
  if (!combo || combo.items.length === 0) return { combo, maxSets: 0, refusal: PROMOTION_MSG.activityUnavailable };
  const terms = cappedTermsOf(combo.row);
  const broken = combo.items.map((i) => ({ i, w: warningOf(buyableOf(i.product, scopes)) })).find((x) => x.w !== null);
  const refusal =
    combinationRefusal(terms, nowMs, held) ??
    (broken?.w ? COMBINATION_MSG.component(broken.i.product.tyName, warningText(broken.w, 'cart')) : null);
  if (refusal) return { combo, maxSets: 0, refusal };
  const caps = [cappedMaxForClient(terms, held), setsInStock(combo.items.map((i) => ({ stock: i.product.stock, qty: i.qty })))].filter((n) => n >= 0);
  const maxSets = caps.length ? Math.min(...caps) : UNLIMITED;
  return { combo, maxSets, refusal: maxSets === 0 ? COMBINATION_MSG.soldOut : null };
}

/** The verdicts of these combination lines (keyed by the caller's key). */
export async function combinationVerdicts(
  db: Db | Tx,
  clientId: number,
  scopes: number[],
  lines: readonly { key: number; combinationId: number }[],
  nowMs: number,
): Promise<Map<number, CombinationVerdict>> {
  const ids = lines.map((l) => l.combinationId);
  const [combos, held] = await independentReads(db, () => combinationsByIds(db, ids, { clientId }), () => heldBy(db, 'combination', clientId, ids));
  return new Map(lines.map((l) => [l.key, combinationVerdict(combos.get(l.combinationId), held.get(l.combinationId) ?? 0, scopes, nowMs)]));
}

/** Sets are whole, at least one, at most maxSets (-1 = no cap). */
export const setRule = (maxSets: number): QuantityRule => ({ step: 1, min: 1, max: maxSets < 0 ? Infinity : maxSets });

const UNLIMITED_SETS = 1_000_000;

/** The combination as a cart line: name, price per set, sets, its components; a refused one is a failed line. */
export function combinationLineView(line: { id: number; amount: number; checked?: number; combinationId: number }, v: CombinationVerdict, scopes: number[]): CartLine | null {
  const combo = v.combo;
  const lead = combo?.items[0];
  if (!combo || !lead) return null;
  const base = lineView({ ...line, seckillId: 0, specialId: 0, purchaseId: 0, isAddPrice: 0 }, lead.product, scopes);
  const maxSets = v.maxSets < 0 ? UNLIMITED_SETS : v.maxSets;
  return {
    ...base,
    checked: v.refusal ? 0 : line.checked ? 1 : 0,
    disabledChecked: v.refusal !== null,
    warnTip: v.refusal ?? '',
    ty_name: combo.row.name,
    product_standard: CART_MSG.comboOf(combo.items.length),
    manufacturer: '',
    product_dw: COMBINATION_MSG.setUnit,
    zhongbaozhuang_num: 1,
    stock: maxSets,
    max_buy_num: maxSets,
    min_buy_num: 1,
    near_expiration_date: combo.items.some((i) => i.product.nearExpiry) ? 1 : 0,
    price: fenToYuan(combo.row.priceFen),
    product_list: combo.items.map((i, n) => ({ ...lineView({ id: n + 1, amount: i.qty, checked: 1, seckillId: 0, specialId: 0, purchaseId: 0, combinationId: combo.row.id, isAddPrice: 0 }, i.product, scopes) })),
  };
}

/** Own total of one set (client_total_price) from the components' current prices. */
export const clientTotalFen = (combo: Combination): number => setOwnTotal(combo.items.map((i) => ({ unitFen: i.product.priceFen, qty: i.qty })));

/** The purchase rules' refusal of `sets` of this combination, worded with its name. */
export function combinationRefusalOf(v: CombinationVerdict, sets: number): Refusal | null {
  const name = v.combo?.row.name ?? '';
  const facts = { ty_name: name, switch: 1 as const, stock: v.maxSets, is_failure: 0 as const, zhongbaozhuang_num: 1, max_buy_num: v.refusal ? 0 : v.maxSets };
  const r = productRefusal(facts, sets);
  if (!r) return null;
  return { ...r, text: `${name}：${v.refusal ?? r.text}` };
}

/** For adds and quantity changes: refuses (400) sets of a combination that cannot be bought now. */
export function refuseCombination(v: CombinationVerdict, sets: number): void {
  const r = combinationRefusalOf(v, sets);
  if (r) throw new ApiError(400, r.text);
}
