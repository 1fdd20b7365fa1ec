/** Shared by the cart and quick-order tests: a salesman acting for a client, the cart's lines, a product's state. */
import { eq } from 'drizzle-orm';
import type { CartList } from '../../../src/contract/cart';
import { CART_KINDS } from '../../../src/model/cart-rules';
import { products } from '../../../src/server/db/schema';
import { actForClient } from '../../../src/server/services/accounts/acting';
import { findSession } from '../../../src/server/services/accounts/sessions';
import { loginAs, type TestServer } from '../helpers';
import { catalogueChanged } from '../../../src/server/notices/catalogue';

/** A ywy01 token acting for one of his clients (1 yaofang01, 2 zhensuo01, 4 liansuo01, 8, 9). */
export async function actingFor(s: TestServer, clientId: number): Promise<string> {
  const { token } = await loginAs(s.app, 'ywy01');
  const own = await findSession(s.db, token);
  if (!own) throw new Error('no session');
  await actForClient(s.db, own, clientId);
  return token;
}

/** Every line of every group, in group order. */
export const allLines = (cart: CartList) => CART_KINDS.flatMap((k) => cart[k]);

/** Runs `body` with a product changed, then puts it back. */
export async function withProduct<T>(
  s: TestServer,
  id: number,
  change: Partial<typeof products.$inferInsert>,
  body: () => Promise<T>,
): Promise<T> {
  const [before] = await s.db.select().from(products).where(eq(products.id, id));
  if (!before) throw new Error(`no product ${id}`);
  await s.db.update(products).set(change).where(eq(products.id, id));
  await catalogueChanged(s.db, 'products'); // an operator's change: cached catalogue answers must not outlive it
  try {
    return await body();
  } finally {
    const restore = Object.fromEntries(Object.keys(change).map((k) => [k, before[k as keyof typeof before]]));
    await s.db.update(products).set(restore).where(eq(products.id, id));
    await catalogueChanged(s.db, 'products');
  }
}
