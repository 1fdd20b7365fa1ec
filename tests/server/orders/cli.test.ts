/** The operator's order commands: argument parsing, and the direct transport running the same steps. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { parseOrderCommand, runOrderCommand } from '../../../src/server/cli/order-commands';
import { chinaDay } from '../../../src/model/date-range';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { auditLog, orders } from '../../../src/server/db/schema';
import { startServer, type TestServer } from '../helpers';
import { makeOrder } from './fixtures';

describe('parseOrderCommand', () => {
  it.each([
    [['ship', 'YC1'], { kind: 'ship', code: 'YC1' }],
    [['ship', 'YC1', 'B1', '2028-01-31'], { kind: 'ship', code: 'YC1', batch: 'B1', expiry: '2028-01-31' }],
    [['review', 'YC1', 'pass'], { kind: 'review', code: 'YC1', action: 'pass' }],
    [['confirm-transfer', 'YC1'], { kind: 'confirm-transfer', code: 'YC1' }],
    [['refund', 'YC1', 'approve'], { kind: 'refund', code: 'YC1', action: 'approve', way: 'online' }],
    [['refund', 'YC1', 'approve', 'offline'], { kind: 'refund', code: 'YC1', action: 'approve', way: 'offline' }],
    [['orders'], { kind: 'orders' }],
    [['orders', 'yaofang01'], { kind: 'orders', username: 'yaofang01' }],
    [['gsp-export', '2026-01-01', '2026-01-31', 'a.xlsx'], { kind: 'gsp-export', from: '2026-01-01', to: '2026-01-31', file: 'a.xlsx' }],
  ])('%j', (args, expected) => {
    expect(parseOrderCommand(args)).toEqual(expected);
  });

  it.each([[['ship']], [['review', 'YC1', 'maybe']], [['refund', 'YC1', 'approve', 'cash']], [['gsp-export', '2026-01-01']], [['approve', 'yaofang01']]])(
    'is not an order command: %j',
    (args) => {
      expect(parseOrderCommand(args)).toBeNull();
    },
  );
});

describe('runOrderCommand (direct)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s?.close());

  it('ships, lists and exports through the same services, with audit rows', async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid);
    const t = { kind: 'direct' as const, db: s.db };
    expect(await runOrderCommand({ kind: 'ship', code: order.code, batch: 'CLI1' }, t)).toBe(`订单 ${order.code}：待收货`);
    expect((await s.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe(S.shipped);
    expect(await s.db.select().from(auditLog).where(eq(auditLog.subject, `order:${order.code}`))).toHaveLength(1);
    expect(await runOrderCommand({ kind: 'orders', username: 'yaofang01' }, t)).toContain(order.code);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'yc-gsp-')), 'gsp.xlsx');
    const day = chinaDay(new Date());
    expect(await runOrderCommand({ kind: 'gsp-export', from: day, to: day, file }, t)).toContain(file);
    expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
    await expect(runOrderCommand({ kind: 'ship', code: order.code }, t)).rejects.toThrow(/不能进行此操作/);
  });
});
