/**
 * The product master from a spreadsheet, for a distributor without an ERP (issue 27), parsed and run for
 * src/server/cli/operator.ts:
 *   erp-template <文件.xlsx>   writes the template (services/open/product-sheet.ts, as the back office's page)
 *   erp-import <文件.xlsx>     reads it and pushes the rows through the open API's bulk service (services/open/
 *                              products.ts, over /api/operator/products/import or directly), then prints a report
 *                              per row: what the sheet itself refuses (a number that is not one), then the service's
 *                              result and reason for every row.
 */
import { readFile, writeFile } from 'node:fs/promises';
import * as open from '../../contract/open';
import type { BulkAnswer } from '../../contract/open';
import { BULK_MAX_ROWS } from '../../model/erp-rows';
import { readXlsx } from '../services/batch-upload/sheet';
import { upsertProducts } from '../services/open/products';
import { buildImportTemplate, rowsOfSheet, sheetReport, type SheetProblem } from '../services/open/product-sheet';
import type { Transport } from './order-commands';

export { buildImportTemplate, rowsOfSheet, SHEET_COLUMNS } from '../services/open/product-sheet';

export const IMPORT_USAGE = `  npm run operator -- erp-template <文件.xlsx>         生成商品资料导入模板
  npm run operator -- erp-import <文件.xlsx>           按表格新建或更新商品资料（最多 ${BULK_MAX_ROWS} 行，逐行报告）`;

/** The report as text: one line per sheet row, in sheet order (the page shows the same rows as a table). */
export function importReport(rows: { sheetRow: number }[], answer: BulkAnswer | null, problems: SheetProblem[]): string {
  const report = sheetReport(rows, answer, problems);
  const word = { created: '新建', updated: '已更新', unchanged: '无变化' } as Record<string, string>;
  const lines = report.rows.map((r) =>
    r.result !== 'refused' ? `第${r.row}行 ${r.code}：${word[r.result] ?? r.result}` : r.code ? `第${r.row}行 ${r.code}：未导入，${r.message}` : `第${r.row}行：未导入，${r.message}`,
  );
  const done = report.rows.length - report.refused;
  return [...lines, `共 ${report.rows.length} 行：导入 ${done} 行，未导入 ${report.refused} 行`].join('\n');
}

export type ImportCommand = { kind: 'erp-template'; file: string } | { kind: 'erp-import'; file: string };

export function parseImportCommand(args: string[]): ImportCommand | null {
  const [verb, file, ...rest] = args;
  if ((verb === 'erp-template' || verb === 'erp-import') && file && rest.length === 0) return { kind: verb, file };
  return null;
}

export async function runImportCommand(c: ImportCommand, t: Transport): Promise<string> {
  if (c.kind === 'erp-template') {
    await writeFile(c.file, await buildImportTemplate());
    return `已生成导入模板：${c.file}`;
  }
  let sheet: { row: number; cells: string[] }[];
  try {
    sheet = await readXlsx(await readFile(c.file));
  } catch {
    throw new Error(`无法读取表格 ${c.file}（请使用 .xlsx 导入模板）`);
  }
  const { rows, problems } = rowsOfSheet(sheet);
  const list = rows.map((r) => r.row);
  const answer = list.length === 0 ? null : t.kind === 'http' ? await t.post(open.operatorProductImport, { rows: list }) : await upsertProducts(t.db, list);
  return importReport(rows, answer, problems);
}
