/** Quick order's quantity box: what a typed quantity becomes under the product's rule (kept out of the cards' core). */
import { clampQuantity, quantityProblem, type QuantityRule } from './product-rules';

/**
 * A typed quantity the rule refuses, corrected the way the buyer meant it: below the minimum or off the packing step
 * it goes up to the nearest valid quantity, above the maximum down to it, with a short note why (the server refuses
 * anything but a valid quantity, so the box must show what is sent). Null when it is valid already, or when no
 * quantity can stand in for it (not a positive whole number, nothing buyable).
 */
export function correctQuantity(amount: number, rule: QuantityRule, unit = ''): { amount: number; note: string } | null {
  const problem = quantityProblem(amount, rule);
  if (problem === null || problem === 'notInteger' || problem === 'unavailable') return null;
  const to = clampQuantity(amount, rule);
  if (to === null) return null;
  const why = problem === 'belowMin' ? `最小起订量${rule.min}${unit}` : problem === 'aboveMax' ? `最多可购${rule.max}${unit}` : `须按中包装${rule.step}${unit}的倍数购买`;
  return { amount: to, note: `${why}，已调整为${to}` };
}
