/**
 * Buyers and a hot product for the order bench and the checkout concurrency tests: N clients copied from yaofang01
 * (same scopes, address, licences and a purchaser like its own; new usernames), a product copied from the demo amoxicillin with its own code and the
 * given stock, and one quick-order line per buyer, so each buyer can place one order with isQuick=1.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/server/db/client';
import { clients, products, quickOrderLines } from '../src/server/db/schema';
import { copyStanding } from '../src/server/db/seed/compliance';

export async function createBuyers(db: Db, n: number, prefix: string): Promise<number[]> {
  const [model] = await db.select().from(clients).where(eq(clients.username, 'yaofang01'));
  if (!model) throw new Error('seed has no yaofang01');
  const { id: _id, createdAt: _c, ...rest } = model;
  const rows = Array.from({ length: n }, (_, i) => ({ ...rest, username: `${prefix}${i}`, balanceFen: 0, couponFen: 0 }));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += 100) {
    ids.push(...(await db.insert(clients).values(rows.slice(i, i + 100)).returning({ id: clients.id })).map((r) => r.id));
  }
  await copyStanding(db, model.id, ids);
  return ids;
}

export async function hotProduct(db: Db, code: string, stock: number): Promise<number> {
  const [model] = await db.select().from(products).where(eq(products.id, 1));
  if (!model) throw new Error('seed has no product 1');
  const { id: _id, createdAt: _c, ...rest } = model;
  const [row] = await db
    .insert(products)
    .values({ ...rest, productCode: code, stock, isFailure: 0, zhongbaozhuangNum: 1, maxBuyNum: -1, minBuyNum: 0, specialCategory: null })
    .returning({ id: products.id });
  return row!.id;
}

export async function quickLines(db: Db, clientIds: number[], productId: number, amount: number): Promise<void> {
  await db.delete(quickOrderLines).where(inArray(quickOrderLines.clientId, clientIds));
  for (let i = 0; i < clientIds.length; i += 200) {
    await db.insert(quickOrderLines).values(clientIds.slice(i, i + 200).map((clientId) => ({ clientId, productId, amount })));
  }
}
