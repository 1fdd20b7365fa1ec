/**
 * Money that adds up is int8 fen (schema/columns.ts `fen()`): it holds more than the 2^31 fen (21,474,836.47 yuan)
 * an int4 stops at, reads back as an exact JS number on both drivers (PGlite, and node-postgres, which answers int8
 * as a string), and the CHECK constraints still refuse a negative balance.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../../src/server/db/client';
import { clients, companies, coupons } from '../../../src/server/db/schema';
import { fenToYuan } from '../../../src/model/money';
import { engineName, openTestDb } from '../engine';

const INT4_LIMIT = 2 ** 31;

/** The database's own message (drizzle wraps it as the cause of a "Failed query" error). */
async function refusal(query: Promise<unknown>): Promise<string> {
  const err: unknown = await query.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'the query should have been refused').toBeInstanceOf(Error);
  const { message, cause } = err as Error & { cause?: Error };
  return `${message} ${cause?.message ?? ''}`;
}

function moneySuite(open: () => Promise<DbHandle>) {
  let h: DbHandle;
  let clientId: number;
  beforeAll(async () => {
    h = await open();
    const [company] = await h.db.insert(companies).values({ name: '测试公司', province: '上海市' }).returning();
    const [client] = await h.db
      .insert(clients)
      .values({ companyId: company!.id, username: 'money01', passwordHash: 'x', clientType: 6, name: '大额客户', businessScopes: [0, 1, 2] })
      .returning();
    clientId = client!.id;
  });
  afterAll(() => h?.close());

  const balanceOf = async () => {
    const [row] = await h.db.select({ balance: clients.balanceFen, deal: clients.dealOrderFen }).from(clients).where(eq(clients.id, clientId));
    return row!;
  };

  it('stores and reads back a balance above 2^31 fen as an exact number', async () => {
    const fen = INT4_LIMIT + 12_345; // 21,474,959.93 yuan
    await h.db.update(clients).set({ balanceFen: fen }).where(eq(clients.id, clientId));
    const row = await balanceOf();
    expect(row.balance).toBe(fen);
    expect(typeof row.balance).toBe('number');
    expect(fenToYuan(row.balance)).toBe('21474959.93');
  });

  it('adds up in the database past the int4 limit and keeps every fen up to 2^53 - 1', async () => {
    await h.db.update(clients).set({ dealOrderFen: INT4_LIMIT - 1 }).where(eq(clients.id, clientId));
    await h.db.update(clients).set({ dealOrderFen: sql`${clients.dealOrderFen} + 2` }).where(eq(clients.id, clientId));
    expect((await balanceOf()).deal).toBe(INT4_LIMIT + 1);
    await h.db.update(clients).set({ dealOrderFen: Number.MAX_SAFE_INTEGER }).where(eq(clients.id, clientId));
    expect((await balanceOf()).deal).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('stores coupon amounts above 2^31 fen', async () => {
    const [row] = await h.db
      .insert(coupons)
      .values({ typeName: '满减券', couponType: 1, amountFen: INT4_LIMIT, payvalueFen: 10 * INT4_LIMIT, couponTitle: '大额券', total: 1, startTime: new Date(), endTime: new Date() })
      .returning({ amount: coupons.amountFen, payvalue: coupons.payvalueFen });
    expect(row).toEqual({ amount: INT4_LIMIT, payvalue: 10 * INT4_LIMIT });
  });

  it('refuses a negative balance, whether written or reached by a subtraction', async () => {
    await h.db.update(clients).set({ balanceFen: 100 }).where(eq(clients.id, clientId));
    expect(await refusal(h.db.update(clients).set({ balanceFen: -1 }).where(eq(clients.id, clientId)))).toContain('clients_money_nonneg');
    const overdraw = h.db.update(clients).set({ balanceFen: sql`${clients.balanceFen} - 101` }).where(eq(clients.id, clientId));
    expect(await refusal(overdraw)).toContain('clients_money_nonneg');
    expect((await balanceOf()).balance).toBe(100);
  });

  it('refuses a negative coupon amount', async () => {
    const negative = h.db
      .insert(coupons)
      .values({ typeName: '满减券', couponType: 1, amountFen: -100, couponTitle: '负额券', total: 1, startTime: new Date(), endTime: new Date() });
    expect(await refusal(negative)).toContain('coupons_money_nonneg');
  });
}

// Runs on PGlite in the `server` project and on the run's PostgreSQL cluster in `server-pg` (tests/server/engines.ts).
describe(engineName(), () => moneySuite(() => openTestDb('none')));
