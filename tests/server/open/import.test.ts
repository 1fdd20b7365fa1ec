/**
 * The product master from a spreadsheet (issue 27, for a distributor without an ERP): the template reads back as a
 * valid row; an import goes through the open API's bulk service (over the operator API and directly) and reports
 * every sheet row: what the sheet refuses (a number that is not one, an empty required cell) and the service's
 * result or reason; importing again changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { ROW_REASONS } from '../../../src/model/erp-rows';
import { parseImportCommand, runImportCommand, SHEET_COLUMNS } from '../../../src/server/cli/erp-import';
import { products } from '../../../src/server/db/schema';
import { startServer, type TestServer } from '../helpers';
import { directTransport, httpTransport } from '../promotions/operator-transport';

let s: TestServer;
let dir: string;
beforeAll(async () => {
  s = await startServer();
  dir = await mkdtemp(join(tmpdir(), 'erp-import-'));
});
afterAll(() => s?.close());

async function sheet(rows: string[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商品资料');
  ws.addRow(SHEET_COLUMNS.map((c) => c.header));
  for (const r of rows) ws.addRow(r);
  const file = join(dir, `${Date.now()}-${Math.random()}.xlsx`);
  await writeFile(file, Buffer.from(await wb.xlsx.writeBuffer()));
  return file;
}

const row = (over: Record<string, string>) => SHEET_COLUMNS.map((c) => over[c.header] ?? ({ 商品编码: 'XL-1', 通用名: '维生素C片', 规格: '0.1g*100片', 单位: '瓶', 生产厂家: '东北制药', 处方分类: '甲类OTC', 商品分类: '解热镇痛药', 基础价: '3.50' } as Record<string, string>)[c.header] ?? '');

describe('spreadsheet import', () => {
  it('parses its two commands', () => {
    expect(parseImportCommand(['erp-import', 'a.xlsx'])).toEqual({ kind: 'erp-import', file: 'a.xlsx' });
    expect(parseImportCommand(['erp-template', 'a.xlsx'])).toEqual({ kind: 'erp-template', file: 'a.xlsx' });
    expect(parseImportCommand(['erp-import'])).toBeNull();
  });

  it('the template imports as it is: its sample row is created', async () => {
    const file = join(dir, 'template.xlsx');
    expect(await runImportCommand({ kind: 'erp-template', file }, directTransport(s))).toContain('已生成导入模板');
    const report = await runImportCommand({ kind: 'erp-import', file }, httpTransport(s));
    expect(report).toBe('第2行 YP-0001：新建\n共 1 行：导入 1 行，未导入 0 行');
    expect((await s.db.select().from(products).where(eq(products.productCode, 'YP-0001')))[0]).toMatchObject({ tradeName: '芬必得', cartonNum: 400, isFailure: 0 });
  });

  it('reports every row: sheet refusals, service refusals with their reason, and nothing changes on a second import', async () => {
    const file = await sheet([
      row({}),
      row({ 商品编码: 'XL-2', 中包装: '十' }),
      row({ 商品编码: 'XL-3', 通用名: '' }),
      row({ 商品编码: 'XL-4', 处方分类: '保健品' }),
      row({ 商品编码: 'XL-5', 上架: '否' }),
    ]);
    const report = await runImportCommand({ kind: 'erp-import', file }, directTransport(s));
    expect(report.split('\n')).toEqual([
      '第2行 XL-1：新建',
      '第3行：未导入，中包装应为整数',
      '第4行：未导入，通用名不能为空',
      `第5行 XL-4：未导入，${ROW_REASONS.bad_rx_class}`,
      '第6行 XL-5：新建',
      '共 5 行：导入 2 行，未导入 3 行',
    ]);
    expect((await s.db.select().from(products).where(eq(products.productCode, 'XL-5')))[0]).toMatchObject({ isFailure: 1 });
    const again = await runImportCommand({ kind: 'erp-import', file }, httpTransport(s));
    expect(again).toContain('第2行 XL-1：无变化');
  });

  it('refuses a file that is not a spreadsheet, and one without the required columns', async () => {
    const text = join(dir, 'not.xlsx');
    await writeFile(text, 'hello');
    await expect(runImportCommand({ kind: 'erp-import', file: text }, directTransport(s))).rejects.toThrow('无法读取表格');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x').addRow(['商品编码', '通用名']);
    const partial = join(dir, 'partial.xlsx');
    await writeFile(partial, Buffer.from(await wb.xlsx.writeBuffer()));
    expect(await runImportCommand({ kind: 'erp-import', file: partial }, directTransport(s))).toMatch(/缺少列：规格、单位、生产厂家、处方分类、商品分类、基础价/);
  });
});
