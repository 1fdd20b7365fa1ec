/**
 * Orders for the tests, inserted directly (tests/server/orders run before and beside checkout): the seed's own
 * builder, so a fixture order has the same lines, history, payment and held stock a real one has.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/model/order-status';
import type { Db } from '../../../src/server/db/client';
import { clientCoupons, clients, coupons, products } from '../../../src/server/db/schema';
import { insertOrder, type OrderSpec } from '../../../src/server/db/seed/orders';

let counter = 0;
export const nextCode = () => `YCT${Date.now().toString().slice(-8)}${String(++counter).padStart(4, '0')}`;

export async function clientIdOf(db: Db, username: string): Promise<number> {
  const [c] = await db.select({ id: clients.id }).from(clients).where(eq(clients.username, username));
  if (!c) throw new Error(`no client ${username}`);
  return c.id;
}

/** An order of `username` in `status` (default: one line of product 1, amount 2), created an hour ago. */
export async function makeOrder(
  db: Db,
  username: string,
  status: OrderStatus,
  over: Partial<Omit<OrderSpec, 'clientId' | 'status'>> = {},
): Promise<{ id: number; code: string }> {
  const code = over.orderCode ?? nextCode();
  const id = await insertOrder(db, {
    clientId: await clientIdOf(db, username),
    orderCode: code,
    status,
    lines: [{ productId: 1, amount: 2 }],
    createdAt: new Date(Date.now() - 3_600_000),
    ...over,
  });
  return { id, code };
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [p] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return p!.stock;
}

/** A client coupon marked used (as an order that spent it leaves it), for an order fixture to hold. */
export async function spentCoupon(db: Db, clientId: number): Promise<number> {
  const [c] = await db.select({ id: coupons.id }).from(coupons).limit(1);
  const [row] = await db
    .insert(clientCoupons)
    .values({ clientId, couponId: c!.id, usedAt: new Date() })
    .onConflictDoUpdate({ target: [clientCoupons.clientId, clientCoupons.couponId], set: { usedAt: new Date() } })
    .returning({ id: clientCoupons.id });
  return row!.id;
}

export async function couponUsed(db: Db, clientCouponId: number): Promise<boolean> {
  const [row] = await db.select({ id: clientCoupons.id }).from(clientCoupons).where(and(eq(clientCoupons.id, clientCouponId), isNull(clientCoupons.usedAt)));
  return !row;
}
