/** Shared by the checkout tests: a buyer's cart filled through the API, product and order reads. */
import { eq } from 'drizzle-orm';
import * as cartApi from '../../../src/contract/cart';
import { cartLines, clientCoupons, orders, products, quickOrderLines } from '../../../src/server/db/schema';
import { api, type TestServer } from '../helpers';

export const uuid = () => crypto.randomUUID();

export async function fillCart(s: TestServer, token: string, list: { product_id: number; amount: number }[]): Promise<void> {
  const r = await api(s.app, cartApi.addToCart, { list }, { token });
  if (r.body.code !== 200) throw new Error(`cart add: ${r.raw}`);
}

export async function stockOf(s: TestServer, id: number): Promise<number> {
  const [p] = await s.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return p!.stock;
}

export async function productByCode(s: TestServer, code: string) {
  const [p] = await s.db.select().from(products).where(eq(products.productCode, code));
  if (!p) throw new Error(`no product ${code}`);
  return p;
}

export const ordersOf = (s: TestServer, clientId: number) => s.db.select().from(orders).where(eq(orders.clientId, clientId));

export async function clearLists(s: TestServer, clientId: number): Promise<void> {
  await s.db.delete(cartLines).where(eq(cartLines.clientId, clientId));
  await s.db.delete(quickOrderLines).where(eq(quickOrderLines.clientId, clientId));
}

export async function couponUsedAt(s: TestServer, clientId: number, couponId: number) {
  const rows = await s.db.select().from(clientCoupons).where(eq(clientCoupons.clientId, clientId));
  return rows.find((r) => r.couponId === couponId)?.usedAt ?? null;
}
