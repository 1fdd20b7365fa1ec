/** Catalogue change notices: what a write of products, stock, activities, coupons or content publishes. */
import type { Db } from '../db/client';
import { onNotice, publish } from './bus';
import type { CatalogueTopic } from './notice';

type Handle = Pick<Db, 'execute'>;

/** Tells every instance (and this one, at once) that the catalogue changed; inside a transaction, on its commit. */
export function catalogueChanged(db: Handle, ...topics: [CatalogueTopic, ...CatalogueTopic[]]): Promise<void> {
  return publish(db, { kind: 'catalogue', topics });
}

/** Awaits a write, then says the catalogue changed (only once it has committed: a refused write changes nothing). */
export async function changingCatalogue<T>(db: Handle, topic: CatalogueTopic, write: Promise<T>): Promise<T> {
  const done = await write;
  await catalogueChanged(db, topic);
  return done;
}

/** Calls `drop` after every catalogue notice naming one of `topics`, and after a listener reconnected; answers the unsubscribe. */
export function onCatalogueChange(topics: readonly CatalogueTopic[], drop: () => void): () => void {
  return onNotice((n) => {
    if (n.kind === 'everything' || (n.kind === 'catalogue' && n.topics.some((t) => topics.includes(t)))) drop();
  });
}

let applied = 0;
onNotice((n) => {
  if (n.kind === 'catalogue' || n.kind === 'everything') applied += 1;
});

/** How many catalogue notices this process has applied (moves on every change it heard of). */
export const catalogueVersion = () => applied;
