/**
 * The product master from a spreadsheet, for a distributor without an ERP (issue 27), parsed and run for
 * src/server/cli/operator.ts:
 *   erp-template <文件.xlsx>   writes the template (one header row, a sample row, a notes sheet)
 *   erp-import <文件.xlsx>     reads it and pushes the rows through the open API's bulk service (services/open/
 *                              products.ts, over /api/operator/products/import or directly), then prints a report
 *                              per row: what the sheet itself refuses (a number that is not one), then the service's
 *                              result and reason for every row.
 */
import ExcelJS from 'exceljs';
import { readFile, writeFile } from 'node:fs/promises';
import * as open from '../../contract/open';
import type { BulkAnswer, ProductRow } from '../../contract/open';
import { BULK_MAX_ROWS, ROW_REASONS } from '../../model/erp-rows';
import { readXlsx } from '../services/batch-upload/sheet';
import { upsertProducts } from '../services/open/products';
import type { Transport } from './order-commands';

export const IMPORT_USAGE = `  npm run operator -- erp-template <文件.xlsx>         生成商品资料导入模板
  npm run operator -- erp-import <文件.xlsx>           按表格新建或更新商品资料（最多 ${BULK_MAX_ROWS} 行，逐行报告）`;

type Field = keyof ProductRow;
/** Columns of the template, in order: header, field, required, kind. */
export const SHEET_COLUMNS: { header: string; field: Field; required: boolean; kind: 'text' | 'int' | 'shelf' }[] = [
  { header: '商品编码', field: 'code', required: true, kind: 'text' },
  { header: '通用名', field: 'generic_name', required: true, kind: 'text' },
  { header: '商品名', field: 'trade_name', required: false, kind: 'text' },
  { header: '规格', field: 'spec', required: true, kind: 'text' },
  { header: '剂型', field: 'dosage_form', required: false, kind: 'text' },
  { header: '单位', field: 'unit', required: true, kind: 'text' },
  { header: '中包装', field: 'middle_pack', required: false, kind: 'int' },
  { header: '件装', field: 'carton', required: false, kind: 'int' },
  { header: '批准文号/注册证号', field: 'approval_number', required: false, kind: 'text' },
  { header: '生产厂家', field: 'manufacturer', required: true, kind: 'text' },
  { header: '上市许可持有人', field: 'licence_holder', required: false, kind: 'text' },
  { header: '产地', field: 'origin', required: false, kind: 'text' },
  { header: '储存条件', field: 'storage', required: false, kind: 'text' },
  { header: '医保编码', field: 'medicare_code', required: false, kind: 'text' },
  { header: '医保类别', field: 'medicare_class', required: false, kind: 'text' },
  { header: '处方分类', field: 'rx_class', required: true, kind: 'text' },
  { header: '经营范围类别', field: 'business_scope', required: false, kind: 'int' },
  { header: '药品类型', field: 'drug_type', required: false, kind: 'text' },
  { header: '商品分类', field: 'category', required: true, kind: 'text' },
  { header: '条形码', field: 'barcode', required: false, kind: 'text' },
  { header: '说明书', field: 'leaflet', required: false, kind: 'text' },
  { header: '基础价', field: 'price', required: true, kind: 'text' },
  { header: '建议零售价', field: 'retail_price', required: false, kind: 'text' },
  { header: '上架', field: 'on_shelf', required: false, kind: 'shelf' },
];

const SAMPLE = ['YP-0001', '布洛芬缓释胶囊', '芬必得', '0.3g*20粒', '胶囊剂', '盒', '10', '400', '国药准字H10900089', '中美天津史克制药有限公司', '中美天津史克制药有限公司', '天津', '密封保存', '', '甲类', '乙类OTC', '', '西药/中成药', '解热镇痛药', '6901234567892', '', '18.50', '', '是'];

export async function buildImportTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商品资料');
  ws.addRow(SHEET_COLUMNS.map((c) => (c.required ? `${c.header}*` : c.header)));
  ws.addRow(SAMPLE);
  ws.getRow(1).font = { bold: true };
  const notes = wb.addWorksheet('填写说明');
  notes.addRow(['带 * 的列必填；每个商品编码一行，再次导入即更新（相同内容不会重复修改）。']);
  notes.addRow(['处方分类：处方药、甲类OTC、乙类OTC、非药品；医保类别：甲类、乙类、丙类或留空；上架：是 / 否 / 留空（不改）。']);
  notes.addRow(['商品分类填写药采已有的分类名称；价格单位为元，最多两位小数。']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export interface SheetProblem {
  row: number;
  message: string;
}

/** The sheet's rows as product rows (sheet row numbers kept), and the cells the sheet itself refuses. */
export function rowsOfSheet(sheet: { row: number; cells: string[] }[]): { rows: { sheetRow: number; row: ProductRow }[]; problems: SheetProblem[] } {
  const [header, ...body] = sheet;
  const problems: SheetProblem[] = [];
  if (!header) return { rows: [], problems: [{ row: 1, message: '表格是空的' }] };
  const index = new Map(header.cells.map((h, i) => [h.replace(/\*$/, '').trim(), i]));
  const missing = SHEET_COLUMNS.filter((c) => c.required && !index.has(c.header)).map((c) => c.header);
  if (missing.length) return { rows: [], problems: [{ row: header.row, message: `缺少列：${missing.join('、')}（请使用导入模板）` }] };
  if (body.length > BULK_MAX_ROWS) return { rows: [], problems: [{ row: header.row, message: `最多 ${BULK_MAX_ROWS} 行，请分批导入` }] };
  const rows: { sheetRow: number; row: ProductRow }[] = [];
  for (const r of body) {
    const out: Record<string, unknown> = {};
    let problem: string | null = null;
    for (const c of SHEET_COLUMNS) {
      const at = index.get(c.header);
      const text = (at === undefined ? '' : (r.cells[at] ?? '')).trim();
      if (text === '') {
        if (c.required) problem ??= `${c.header}不能为空`;
        continue;
      }
      if (c.kind === 'int') {
        if (!/^\d{1,7}$/.test(text)) problem ??= `${c.header}应为整数`;
        else out[c.field] = Number(text);
      } else if (c.kind === 'shelf') {
        if (text !== '是' && text !== '否') problem ??= `${c.header}应为 是 或 否`;
        else out[c.field] = text === '是';
      } else out[c.field] = text;
    }
    if (problem) problems.push({ row: r.row, message: problem });
    else rows.push({ sheetRow: r.row, row: out as ProductRow });
  }
  return { rows, problems };
}

/** The report: one line per sheet row, in sheet order. */
export function importReport(rows: { sheetRow: number }[], answer: BulkAnswer | null, problems: SheetProblem[]): string {
  const lines: [number, string][] = problems.map((p) => [p.row, `第${p.row}行：未导入，${p.message}`]);
  const word = { created: '新建', updated: '已更新', unchanged: '无变化' } as Record<string, string>;
  for (const r of answer?.rows ?? []) {
    const sheetRow = rows[r.row]!.sheetRow;
    const reason = r.reason ? (ROW_REASONS as Record<string, string>)[r.reason] ?? r.message : '';
    lines.push([sheetRow, r.result === 'refused' ? `第${sheetRow}行 ${r.code}：未导入，${reason}` : `第${sheetRow}行 ${r.code}：${word[r.result] ?? r.result}`]);
  }
  const done = answer?.applied ?? 0;
  const refused = (answer?.refused ?? 0) + problems.length;
  return [...lines.sort((a, b) => a[0] - b[0]).map((l) => l[1]), `共 ${done + refused} 行：导入 ${done} 行，未导入 ${refused} 行`].join('\n');
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
