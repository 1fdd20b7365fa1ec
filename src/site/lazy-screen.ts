import { lazy, type ComponentType } from 'react';

/**
 * A screen loaded on first visit (its own chunk). The pages a buyer opens first (home, listing, detail, cart,
 * login) stay in the entry chunk; the rest (registration, personal centre, orders, payment…) load when opened.
 */
export function lazyScreen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): ComponentType {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}
