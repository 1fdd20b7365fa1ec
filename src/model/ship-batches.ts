/**
 * Shipping an order from the back office with batches (issue 28): which batches each line leaves with (by default
 * first-expiry-first-out among the sellable batches), the 追溯码 pasted or scanned one per pack, and why an
 * allocation cannot be shipped. The browser checks with these before sending; the server checks again.
 */
import { batchSellable } from './erp-rows';
import { PARCEL_MSG } from './parcels';

/** A batch in stock as the ship form offers it. */
export interface StockBatch {
  batch_no: string;
  expires_on: string;
  quantity: number;
}

/** One batch a line leaves with. */
export interface BatchPick {
  batch_no: string;
  expires_on: string;
  quantity: number;
  trace_codes?: string[];
}

/** A 追溯码: letters and digits, up to 40 (the drug traceability code is 20 digits). */
export const TRACE_CODE = /^[0-9A-Za-z]{1,40}$/;
export const TRACE_CODES_MAX = 2000;

export const SHIP_BATCH_MSG = {
  sumMismatch: (label: string, want: number, got: number) => `${label}：订购 ${want}，所选批次合计 ${got}，须相等`,
  noBatch: (label: string) => `${label}：请选择或填写批号`,
  badQuantity: (label: string) => `${label}：每个批次的数量须为正整数`,
  badExpiry: (label: string) => `${label}：请填写有效期至（yyyy-MM-dd）`,
  twice: (label: string, batch: string) => `${label}：批次 ${batch} 选了两次`,
  traceCount: (label: string, batch: string, want: number, got: number) => `${label}：批次 ${batch} 出库 ${want}，追溯码 ${got} 个，须一码一件`,
  badTraceCode: (code: string) => `追溯码 ${code} 格式不正确（字母或数字，最多 40 位）`,
  duplicateTraceCode: (code: string) => `追溯码 ${code} 重复`,
  notInStock: (label: string, batch: string) => `${label}：批次 ${batch} 不是该商品的库存批次`,
  expired: (label: string, batch: string) => `${label}：批次 ${batch} 已过期，不能出库`,
  short: (label: string, batch: string, left: number) => `${label}：批次 ${batch} 仅剩 ${left}`,
} as const;

/**
 * First-expiry-first-out: the sellable batches (not expired on `today`, quantity left) in expiry order (then batch
 * number), taking from each until `amount` is covered; `short` is what they could not cover.
 */
export function fefo(batches: readonly StockBatch[], amount: number, today: string): { picks: BatchPick[]; short: number } {
  const sellable = batches
    .filter((b) => b.quantity > 0 && batchSellable(b, today))
    .sort((a, b) => a.expires_on.localeCompare(b.expires_on) || a.batch_no.localeCompare(b.batch_no));
  const picks: BatchPick[] = [];
  let left = amount;
  for (const b of sellable) {
    if (left === 0) break;
    const take = Math.min(left, b.quantity);
    picks.push({ batch_no: b.batch_no, expires_on: b.expires_on, quantity: take });
    left -= take;
  }
  return { picks, short: left };
}

/** 追溯码 as pasted or scanned: one per line (commas, spaces and tabs separate too); blanks dropped. */
export function parseTraceCodes(text: string): string[] {
  return text
    .split(/[\s,，;；]+/)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** A calendar day that exists (2027-02-30 does not). */
function isDay(d: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}

/**
 * Why these picks cannot be one order's shipment (Chinese, naming the line by `label`), or null: every line's
 * batches add up to its amount, a batch once per line, positive quantities, real expiry days, 追溯码 well formed,
 * one per pack when given (as many as the batch's quantity) and none twice in the whole shipment. For one parcel of
 * several (`parcel`), `amount` is what is left of the line and the batches may add up to less (not more).
 */
export function pickProblem(lines: readonly { label: string; amount: number; picks: readonly BatchPick[] }[], parcel = false): string | null {
  const codes = new Set<string>();
  for (const l of lines) {
    const seen = new Set<string>();
    for (const p of l.picks) {
      if (!p.batch_no.trim()) return SHIP_BATCH_MSG.noBatch(l.label);
      if (!Number.isInteger(p.quantity) || p.quantity < 1) return SHIP_BATCH_MSG.badQuantity(l.label);
      if (!isDay(p.expires_on)) return SHIP_BATCH_MSG.badExpiry(l.label);
      if (seen.has(p.batch_no)) return SHIP_BATCH_MSG.twice(l.label, p.batch_no);
      seen.add(p.batch_no);
    }
    const sum = l.picks.reduce((a, p) => a + p.quantity, 0);
    if (parcel ? sum > l.amount : sum !== l.amount) return parcel ? PARCEL_MSG.overLine(l.label, l.amount, sum) : SHIP_BATCH_MSG.sumMismatch(l.label, l.amount, sum);
    for (const p of l.picks) {
      const given = p.trace_codes ?? [];
      if (given.length > 0 && given.length !== p.quantity) return SHIP_BATCH_MSG.traceCount(l.label, p.batch_no, p.quantity, given.length);
      for (const c of given) {
        if (!TRACE_CODE.test(c)) return SHIP_BATCH_MSG.badTraceCode(c);
        if (codes.has(c)) return SHIP_BATCH_MSG.duplicateTraceCode(c);
        codes.add(c);
      }
    }
  }
  return null;
}

/**
 * Why a line's picks cannot leave from the product's recorded batches, or null. A product with no batch on record
 * (no ERP stock report yet) ships with the batch numbers entered by hand; one with batches must ship from them:
 * each a recorded batch, sellable on `today`, with enough left (`taken` counts what earlier lines of the same
 * shipment already took, and is updated).
 */
export function stockProblem(label: string, picks: readonly BatchPick[], stock: readonly StockBatch[], today: string, taken: Map<string, number>): string | null {
  if (stock.length === 0) return null;
  for (const p of picks) {
    const b = stock.find((s) => s.batch_no === p.batch_no);
    if (!b) return SHIP_BATCH_MSG.notInStock(label, p.batch_no);
    if (!batchSellable(b, today)) return SHIP_BATCH_MSG.expired(label, p.batch_no);
    const before = taken.get(p.batch_no) ?? 0;
    if (before + p.quantity > b.quantity) return SHIP_BATCH_MSG.short(label, p.batch_no, Math.max(0, b.quantity - before));
    taken.set(p.batch_no, before + p.quantity);
  }
  return null;
}

/** An order line to ship from the product's batches on record. */
export interface LineToAllocate {
  line_id: number;
  product_id: number;
  label: string;
  amount: number;
}

export const FEFO_MSG = {
  short: (label: string, want: number, have: number) => `${label}：订购 ${want}，未过期批次库存仅 ${have}，批次库存不足，不能发货`,
} as const;

/**
 * The store's own allocation when an order ships without batches named (the operator's 发货): each line takes from
 * its product's sellable batches first-expiry-first-out (fefo), lines of the same product one after the other from
 * what the earlier ones left. A product with no batch on record takes `fallback` (the batch number and expiry given
 * for it, as before batches existed). Answers every line's picks, or the first line that cannot be covered.
 */
export function allocateFefo(
  lines: readonly LineToAllocate[],
  stock: ReadonlyMap<number, readonly StockBatch[]>,
  today: string,
  fallback: { batch_no: string; expires_on: string },
): { lines: { line_id: number; picks: BatchPick[] }[] } | { refusal: string } {
  const left = new Map([...stock].map(([id, list]) => [id, list.map((b) => ({ ...b }))]));
  const out: { line_id: number; picks: BatchPick[] }[] = [];
  for (const l of lines) {
    const mine = left.get(l.product_id) ?? [];
    if (mine.length === 0) {
      out.push({ line_id: l.line_id, picks: [{ ...fallback, quantity: l.amount }] });
      continue;
    }
    const { picks, short } = fefo(mine, l.amount, today);
    if (short > 0) return { refusal: FEFO_MSG.short(l.label, l.amount, l.amount - short) };
    for (const p of picks) mine.find((b) => b.batch_no === p.batch_no)!.quantity -= p.quantity;
    out.push({ line_id: l.line_id, picks });
  }
  return { lines: out };
}
