/**
 * The product master from a spreadsheet (issue 27, for a distributor without an ERP): the template, the sheet read
 * into the open API's product rows, the rows run through `upsertProducts` (the ERP's own bulk service) and one
 * report per sheet row. The operator's `erp-import` (cli/erp-import.ts) and the back office's 商品导入 page
 * (routes/back-office-catalogue.ts, 运营) both use these functions: one implementation.
 */
import type ExcelJS from 'exceljs';
import { lazyRequire } from '../../lib/lazy-require';

const excel = lazyRequire<typeof ExcelJS>('exceljs');
import type { ImportReport, ImportRowReport } from '../../../contract/admin-catalogue';
import type { BulkAnswer, ProductRow } from '../../../contract/open';
import { BULK_MAX_ROWS, ROW_REASONS } from '../../../model/erp-rows';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import { OPERATOR_ACTOR, stepAudit, type Actor } from '../trust/audit';
import { readXlsx } from '../batch-upload/sheet';
import { upsertProducts } from './products';

export const SHEET_UNREADABLE = '无法读取表格（请使用 .xlsx 导入模板）';
/** The largest import file the back office takes (a full sheet of BULK_MAX_ROWS rows is far below it). */
export const PRODUCT_SHEET_MAX_MB = 10;
export const SHEET_MSG = {
  missing: '请选择要导入的商品资料表格（.xlsx）',
  tooLarge: `文件过大，请上传不超过${PRODUCT_SHEET_MAX_MB}MB的表格`,
} as const;

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
  const wb = new (excel().Workbook)();
  const ws = wb.addWorksheet('商品资料');
  ws.addRow(SHEET_COLUMNS.map((c) => (c.required ? `${c.header}*` : c.header)));
  ws.addRow(SAMPLE);
  ws.getRow(1).font = { bold: true };
  const notes = wb.addWorksheet('填写说明');
  notes.addRow(['带 * 的列必填；每个商品编码一行，再次导入即更新（相同内容不会重复修改）。']);
  notes.addRow(['处方分类：处方药、甲类OTC、乙类OTC、非药品；医保类别：甲类、乙类、丙类或留空；上架：是 / 否 / 留空（不改）。']);
  notes.addRow(['商品分类填写药采已有的分类名称（见商城首页“全部商品分类”，建议用二级分类）；价格单位为元，最多两位小数。']);
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

/** One report row per sheet row, in sheet order: the sheet's own refusals, then the service's result per row. */
export function sheetReport(rows: { sheetRow: number }[], answer: BulkAnswer | null, problems: SheetProblem[]): ImportReport {
  const out: ImportRowReport[] = problems.map((p) => ({ row: p.row, code: '', result: 'refused', message: p.message }));
  for (const r of answer?.rows ?? []) {
    const message = r.result === 'refused' ? (r.reason ? ((ROW_REASONS as Record<string, string>)[r.reason] ?? r.message ?? '') : (r.message ?? '')) : '';
    out.push({ row: rows[r.row]!.sheetRow, code: r.code, result: r.result, message });
  }
  out.sort((a, b) => a.row - b.row);
  const count = (result: string) => out.filter((r) => r.result === result).length;
  return { rows: out, created: count('created'), updated: count('updated'), unchanged: count('unchanged'), refused: count('refused') };
}

/** The sheet's rows and refusals, or a refusal of the whole file when it is not a readable .xlsx. */
export async function readProductSheet(buf: Buffer): Promise<ReturnType<typeof rowsOfSheet>> {
  let sheet: { row: number; cells: string[] }[];
  try {
    sheet = await readXlsx(buf);
  } catch {
    throw new ApiError(400, SHEET_UNREADABLE);
  }
  return rowsOfSheet(sheet);
}

/**
 * The back office's import: the file read, its rows upserted by the ERP's service, the report answered; one audit
 * row names the staff member with the counts and the codes created or updated (nothing when nothing changed).
 */
export async function importProductSheet(db: Db, buf: Buffer, actor: Actor = OPERATOR_ACTOR): Promise<ImportReport> {
  const { rows, problems } = await readProductSheet(buf);
  const answer = rows.length === 0 ? null : await upsertProducts(db, rows.map((r) => r.row));
  const report = sheetReport(rows, answer, problems);
  const changed = report.rows.filter((r) => r.result === 'created' || r.result === 'updated');
  if (changed.length > 0) {
    const detail = {
      step: 'import',
      created: report.created,
      updated: report.updated,
      unchanged: report.unchanged,
      refused: report.refused,
      codes: changed.map((r) => `${r.code}:${r.result}`).slice(0, 200),
    };
    await db.transaction((tx) => stepAudit(tx, 'products:import', detail, actor));
  }
  return report;
}
