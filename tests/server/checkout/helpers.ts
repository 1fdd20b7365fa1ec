/** Shared by the checkout and promotion tests: a buyer's cart filled through the API, product and order reads, races. */
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import * as cartApi from '../../../src/contract/cart';
import { cartLines, clientCoupons, orders, products, quickOrderLines } from '../../../src/server/db/schema';
import { ApiError } from '../../../src/server/errors';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { api, type TestServer } from '../helpers';

type SubmitBody = Parameters<typeof sureOrder>[2];

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

/** How many of the promises resolved, once all have settled (parallel takes racing for a limit). */
export async function fulfilledCount(racers: Promise<unknown>[]): Promise<number> {
  return (await Promise.allSettled(racers)).filter((r) => r.status === 'fulfilled').length;
}

/**
 * Each buyer gets `line` in his cart, then all submit at once. Every loser must be refused as a business error
 * (400, the reason in Chinese), never a crash; answers how many orders were placed.
 */
export async function raceToOrder(
  s: TestServer,
  buyers: number[],
  line: Omit<typeof cartLines.$inferInsert, 'clientId'>,
  extra: Partial<SubmitBody> = {},
): Promise<number> {
  for (const clientId of buyers) await s.db.insert(cartLines).values({ ...line, clientId });
  const results = await Promise.allSettled(
    buyers.map((clientId) => sureOrder(s.db, { clientId, scopes: [0, 1, 2], salesmanId: null }, { idempotency_key: uuid(), ...extra })),
  );
  for (const r of results) if (r.status === 'rejected') expect(r.reason instanceof ApiError && r.reason.code, String(r.reason)).toBe(400);
  return results.filter((r) => r.status === 'fulfilled').length;
}
