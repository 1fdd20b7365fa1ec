/**
 * A quantity as a buyer typed it in a purchase list (batch upload, pasted rows), judged the way the batch report
 * judges it: a positive whole number, rounded up to the packing size with a note, then the purchase rules.
 * The browser re-judges a row with this when the buyer picks a candidate product for it.
 */
import { BATCH_MSG } from './messages';
import { quantityRule, warningOf } from './product-rules';
import { productRefusal, type PurchaseFacts } from './purchase-rules';

/**
 * Text that names a product by code: our codes (YC000001) and approval or registration numbers, with or without
 * their prefix. A list's code cell holding anything else (阿莫西林胶囊) is read as a name, and the reverse.
 */
export function looksLikeCode(text: string): boolean {
  const t = text.normalize('NFKC').trim();
  if (!t) return false;
  if (/^(国药准字|国械注准|国械注进|国械备)/.test(t)) return true;
  return /^[A-Za-z0-9-]+$/.test(t) && /\d/.test(t);
}

/** Largest quantity read from a list row (the cart's own bound). */
export const LIST_QUANTITY_MAX = 1_000_000;

/** A positive whole number (20, 20.0, 1,000, full-width digits); null for anything else. */
export function parseListQuantity(text: string): number | null {
  const t = text.normalize('NFKC').trim();
  if (!/^(\d+|\d{1,3}(,\d{3})+)(\.0*)?$/.test(t)) return null;
  const n = Number.parseInt(t.replace(/,/g, ''), 10);
  return n > 0 && n <= LIST_QUANTITY_MAX ? n : null;
}

export interface ListQuantityJudgement {
  /** What may go into the cart; 0 when nothing may. */
  amount: number;
  /** Why not, when amount is 0. */
  reason: string | null;
  /** The rounding, when the typed quantity was off the packing size. */
  note: string;
}

export function judgeListQuantity(product: PurchaseFacts, text: string): ListQuantityJudgement {
  const rule = quantityRule(product);
  const typed = parseListQuantity(text);
  if (typed === null) {
    // A product that cannot be bought at all is the more useful reason than the quantity.
    const unavailable = warningOf(product) ? productRefusal(product, rule.min) : null;
    return { amount: 0, reason: unavailable?.text ?? BATCH_MSG.badQuantity, note: '' };
  }
  const amount = Math.ceil(typed / rule.step) * rule.step;
  const refusal = productRefusal(product, amount);
  if (refusal) return { amount: 0, reason: refusal.text, note: '' };
  return { amount, reason: null, note: amount === typed ? '' : BATCH_MSG.adjusted(rule.step, typed, amount) };
}
