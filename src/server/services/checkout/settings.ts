/**
 * Checkout's price settings: the delivery rule from the order settings and the store's full-reduction steps
 * (满减). Steps come from YAOCAI_FULL_REDUCTION as "threshold:off" pairs in yuan ("1000:30,3000:120"), demo default
 * 满1000减30 / 满3000减120; "none" switches full reduction off.
 */
import { yuanToFen } from '../../../model/money';
import type { DeliveryRule, FullReductionStep } from '../../../model/pricing';
import { orderSettings } from '../../lib/order-settings';

const DEMO_STEPS = '1000:30,3000:120';

export function fullReductionSteps(raw = process.env.YAOCAI_FULL_REDUCTION ?? DEMO_STEPS): FullReductionStep[] {
  if (raw.trim() === 'none') return [];
  const steps: FullReductionStep[] = [];
  for (const pair of raw.split(',')) {
    const [threshold = '', off = ''] = pair.split(':');
    const thresholdFen = yuanToFen(threshold);
    const offFen = yuanToFen(off);
    if (thresholdFen > 0 && offFen > 0 && offFen <= thresholdFen) steps.push({ thresholdFen, offFen });
  }
  return steps;
}

export function deliveryRule(): DeliveryRule {
  const s = orderSettings();
  return { feeFen: s.deliveryFeeFen, freeFromFen: s.freeDeliveryFromFen };
}
