/**
 * The products a client waits for (到货提醒, issue 32), shared by the detail page, cards, cart and quick order: loaded
 * once per login, changed by each subscribe / cancel answer (which carries the whole list).
 */
import type { ArrivalSubscription } from '../contract/alerts';
import { cancelArrival, getMyArrivals, subscribeArrival } from '../api/alerts';
import { $arrivals } from './alerts-state';

export { $arrivals };

let loading: Promise<void> | null = null;

export function loadArrivals(): Promise<void> {
  loading ??= getMyArrivals({ silent: true })
    .then((r) => $arrivals.set(r.list))
    .catch(() => undefined)
    .finally(() => {
      loading = null;
    });
  return loading;
}

export const isWaiting = (list: ArrivalSubscription[] | null, productId: number) =>
  !!list?.some((s) => s.product_id === productId && s.state === 'waiting');

export async function setArrival(productId: number, on: boolean): Promise<boolean> {
  try {
    const r = on ? await subscribeArrival(productId) : await cancelArrival(productId);
    $arrivals.set(r.list);
    return true;
  } catch {
    return false; // the API client has shown why
  }
}
