/** The operator's compliance commands: parsing, and run on the database (renewals, a recorded date, the export). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chinaDay } from '../../../src/model/date-range';
import { addDays } from '../../../src/model/salesman-report';
import { parseComplianceCommand, runComplianceCommand } from '../../../src/server/cli/compliance-commands';
import { startServer, type TestServer } from '../helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

describe('compliance commands', () => {
  it('parse what the usage says and nothing else', () => {
    expect(parseComplianceCommand(['licence-renewals'])).toEqual({ kind: 'licence-renewals' });
    expect(parseComplianceCommand(['licence-approve', '12'])).toEqual({ kind: 'licence-review', id: 12, action: 'approve', reason: '' });
    expect(parseComplianceCommand(['licence-reject', '12', '照片', '模糊'])).toEqual({ kind: 'licence-review', id: 12, action: 'reject', reason: '照片 模糊' });
    expect(parseComplianceCommand(['licence-reject', '12'])).toBeNull();
    expect(parseComplianceCommand(['licence-approve', 'x'])).toBeNull();
    expect(parseComplianceCommand(['licence-date', 'zizhi01', 'GSP', '2030-01-01'])).toEqual({ kind: 'licence-date', username: 'zizhi01', licence: 'GSP', day: '2030-01-01' });
    expect(parseComplianceCommand(['purchase-records', '2026-01-01', '2026-12-31', 'a.csv', 'yaofang01'])).toEqual({
      kind: 'purchase-records', from: '2026-01-01', to: '2026-12-31', file: 'a.csv', username: 'yaofang01',
    });
    expect(parseComplianceCommand(['ship', 'YC1'])).toBeNull();
  });

  it('run on the database: no renewal waiting, a date recorded, the records of one account as CSV', async () => {
    const t = { kind: 'direct' as const, db: s.db };
    expect(await runComplianceCommand({ kind: 'licence-renewals' }, t)).toBe('没有待审核的换证申请');
    const day = addDays(chinaDay(new Date()), 10);
    expect(await runComplianceCommand({ kind: 'licence-date', username: 'zizhi01', licence: 'GSP', day }, t)).toBe(`已登记：zizhi01 GSP证书 有效期至 ${day}`);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'yc-records-')), 'records.csv');
    const today = chinaDay(new Date());
    await runComplianceCommand({ kind: 'purchase-records', from: addDays(today, -800), to: today, file, username: 'yaofang01' }, t);
    const lines = readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toMatch(/^日期,订单编号,通用名称,.*,采购人员,购货单位$/);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.endsWith(',康宁大药房'))).toBe(true);
  });
});
