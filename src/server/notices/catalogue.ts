/** Catalogue change notices: what a write of products, stock, activities, coupons or content publishes. */
import type { Db } from '../db/client';
import { onNotice, publish } from './bus';
import type { CatalogueTopic } from './notice';

type Handle = Pick<Db, 'execute'>;

/** Tells every instance (and this one, at once) that the catalogue changed; inside a transaction, on its commit. */
export function catalogueChanged(db: Handle, ...topics: [CatalogueTopic, ...CatalogueTopic[]]): Promise<void> {
  return publish(db, { kind: 'catalogue', topics });
}

/**
 * Products beyond this many in one change are announced without their ids: the index reloads whole (one read of
 * the catalogue beats thousands of per-product reads, and the notices stay few).
 */
export const PRODUCT_IDS_MAX = 2_000;

/**
 * Says that only these products changed (their stock, shelf or own fields), so the search index and its kept rows
 * update just them on every instance; a big batch is announced as a whole-catalogue change.
 */
export function productsChanged(db: Handle, topic: CatalogueTopic, ids: readonly number[]): Promise<void> {
  const products = [...new Set(ids)];
  if (!products.length) return Promise.resolve();
  return publish(db, { kind: 'catalogue', topics: [topic], ...(products.length <= PRODUCT_IDS_MAX ? { products } : {}) });
}

/** Awaits a write, then says the catalogue changed (only once it has committed: a refused write changes nothing). */
export async function changingCatalogue<T>(db: Handle, topic: CatalogueTopic, write: Promise<T>): Promise<T> {
  const done = await write;
  await catalogueChanged(db, topic);
  return done;
}

/**
 * Calls `drop` after every catalogue notice naming one of `topics`, and after a listener reconnected; answers the
 * unsubscribe. `drop` gets the products the notice is limited to, or undefined when anything may have changed.
 */
export function onCatalogueChange(topics: readonly CatalogueTopic[], drop: (products?: readonly number[]) => void): () => void {
  return onNotice((n) => {
    if (n.kind === 'everything') drop();
    else if (n.kind === 'catalogue' && n.topics.some((t) => topics.includes(t))) drop(n.products);
  });
}

let applied = 0;
onNotice((n) => {
  if (n.kind === 'catalogue' || n.kind === 'everything') applied += 1;
});

/** How many catalogue notices this process has applied (moves on every change it heard of). */
export const catalogueVersion = () => applied;
