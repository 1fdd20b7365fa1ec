import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { createAddToCart } from '../../stores/cart-add';
import { useHostEnv } from '../../ui/host-env';

/** An add-to-cart flow (src/stores/cart-add.ts) for this button, sending a visitor to log in where it is mounted. */
export function useAddToCart() {
  const hostEnv = useHostEnv();
  const env = useRef(hostEnv);
  env.current = hostEnv;
  const [flow] = useState(() => createAddToCart(() => env.current));
  return { add: flow.add, addWith: flow.addWith, busy: useStore(flow.$busy), added: useStore(flow.$added), dismiss: flow.dismiss };
}
