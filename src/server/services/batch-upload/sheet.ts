/**
 * Reads the purchase sheet of an .xlsx into plain text rows with exceljs, after the zip guard has vetted the archive.
 * Formula cells give their cached result when it is a plain value (text, number, boolean, date) and nothing
 * otherwise: no formula is ever evaluated (exceljs has no evaluator; we never add one).
 */
import type ExcelJS from 'exceljs';
import { lazyRequire } from '../../lib/lazy-require';

const excel = lazyRequire<typeof ExcelJS>('exceljs');

/** One non-blank row of the uploaded sheet: its number as the spreadsheet shows it and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** The sheet the template calls the list; any other file uses its first visible sheet. */
export const LIST_SHEET = '采购清单';
/** `<row>` elements exceljs may read from one sheet (styled empty rows count too): bounds the parse time. */
export const XLSX_MAX_ROW_ELEMENTS = 20_000;
export const XLSX_MAX_COLUMNS = 200;

/** Parts of a sheet that cannot change what a cell says; skipping them makes the parse cheaper. */
const IGNORED_NODES = [
  'dataValidations',
  'conditionalFormatting',
  'hyperlinks',
  'mergeCells',
  'pageMargins',
  'pageSetup',
  'headerFooter',
  'printOptions',
  'rowBreaks',
  'picture',
  'drawing',
  'sheetProtection',
  'tableParts',
  'extLst',
];

/** The sheet has more `<row>` elements than XLSX_MAX_ROW_ELEMENTS. */
export class SheetTooLong extends Error {
  constructor() {
    super(`more than ${XLSX_MAX_ROW_ELEMENTS} rows`);
    this.name = 'SheetTooLong';
  }
}

const isDate = (v: unknown): v is Date => v instanceof Date;

const datePart = (d: Date) => (Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10));

function plain(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : '';
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (isDate(v)) return datePart(v);
  return '';
}

/** The text a buyer sees in a cell, without evaluating anything. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object' || isDate(value)) return plain(value);
  if ('formula' in value || 'sharedFormula' in value) return plain(value.result);
  if ('richText' in value) return value.richText.map((r) => r.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : '';
  return ''; // error values (#N/A …)
}

function pickSheet(wb: ExcelJS.Workbook): ExcelJS.Worksheet | undefined {
  return wb.getWorksheet(LIST_SHEET) ?? wb.worksheets.find((ws) => ws.state === 'visible') ?? wb.worksheets[0];
}

/** Rows of the list sheet; throws on anything exceljs cannot read (the caller refuses the file). */
export async function readXlsx(buf: Buffer): Promise<SheetRow[]> {
  const wb = new (excel().Workbook)();
  // maxRows / maxCols are read by exceljs's sheet parser though its typings only declare ignoreNodes.
  const options = { ignoreNodes: IGNORED_NODES, maxRows: XLSX_MAX_ROW_ELEMENTS, maxCols: XLSX_MAX_COLUMNS };
  try {
    // exceljs declares its own `Buffer` (an ArrayBuffer); it reads a Node Buffer.
    await wb.xlsx.load(buf as unknown as Parameters<typeof wb.xlsx.load>[0], options);
  } catch (e) {
    if (e instanceof Error && /^Max row count/.test(e.message)) throw new SheetTooLong();
    throw e;
  }
  const ws = pickSheet(wb);
  if (!ws) return [];
  const rows: SheetRow[] = [];
  ws.eachRow({ includeEmpty: false }, (r, n) => {
    // row.values is sparse and 1-based; Array.from turns the holes of empty cells into ''.
    const cells = Array.from((r.values as ExcelJS.CellValue[]).slice(1), (v) => cellText(v));
    if (cells.some((c) => c.trim() !== '')) rows.push({ row: n, cells });
  });
  return rows;
}
