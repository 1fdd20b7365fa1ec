import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { createBuyNow } from '../../stores/quick-order';
import { useHostEnv } from '../../ui/host-env';

export { QUICK_CHECKOUT_PATH, type BuyItem } from '../../stores/quick-order';

/** A buy-now flow (src/stores/quick-order/buy-now.ts) for this button, going where the screen is mounted. */
export function useBuyNow() {
  const hostEnv = useHostEnv();
  const env = useRef(hostEnv);
  env.current = hostEnv;
  const [flow] = useState(() => createBuyNow(() => env.current));
  return { buyNow: flow.buyNow, busy: useStore(flow.$busy) };
}
