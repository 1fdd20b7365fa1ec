/**
 * Finds the columns of an uploaded list by their header names (商品编码 / 批准文号, 商品名称, 规格, 生产厂家,
 * 数量 and the usual variants), wherever they are; a sheet without a recognisable header is read in the template's
 * column order.
 */
import { looksLikeCode } from '../../../model/batch-rules';
import { BATCH_MSG } from '../../../model/messages';
import { ApiError } from '../../errors';
import type { SheetRow } from './sheet';

export type Field = 'code' | 'name' | 'spec' | 'maker' | 'quantity';

/** One data row of the list, as typed by the buyer (trimmed). */
export interface UploadRow {
  row: number;
  code: string;
  name: string;
  spec: string;
  maker: string;
  quantity: string;
}

/** The template's columns, in order: what a sheet without a header is read as. */
export const TEMPLATE_COLUMNS: { field: Field; header: string; required: string; note: string }[] = [
  { field: 'code', header: '商品编码/批准文号', required: '与商品名称二选一', note: '本站商品编码（如 YC000001）或批准文号（可不带“国药准字”）；填写后优先按它匹配' },
  { field: 'name', header: '商品名称', required: '与商品编码二选一', note: '药品通用名，须与本站名称一致，如“阿莫西林胶囊”' },
  { field: 'spec', header: '规格', required: '选填', note: '同名商品有多个规格时用来区分，如“0.25g*24粒”' },
  { field: 'maker', header: '生产厂家', required: '选填', note: '同名同规格有多个厂家时用来区分' },
  { field: 'quantity', header: '采购数量', required: '必填', note: '正整数，须为中包装数量的倍数（不是倍数时向上调整）' },
];

const ALIASES: Record<Field, string[]> = {
  code: ['商品编码', '编码', '批准文号', '商品编号', '产品编码', '药品编码', '国药准字', '批准文号/注册证号', '注册证号'],
  name: ['商品名称', '名称', '通用名', '通用名称', '药品名称', '品名', '产品名称', '商品名'],
  spec: ['规格', '规格型号', '商品规格', '包装规格'],
  maker: ['生产厂家', '厂家', '生产企业', '生产厂商', '厂商'],
  quantity: ['数量', '采购数量', '购买数量', '订购数量', '需求数量'],
};

const FIELD_LABEL: Record<Field, string> = { code: '商品编码', name: '商品名称', spec: '规格', maker: '生产厂家', quantity: '采购数量' };

/** Header rows may sit under a title or a few notes; only the first rows are looked at. */
export const HEADER_SEARCH_ROWS = 10;
/** Longest cell text kept in the report (a cell can hold 32k characters). */
export const CELL_MAX = 100;

const normHeader = (s: string) =>
  s
    .normalize('NFKC')
    .replace(/[(（[【].*?[)）\]】]/g, '')
    .replace(/[\s*:：]/g, '');

function fieldOf(header: string): Field | null {
  const parts = normHeader(header).split(/[/、|]/).filter(Boolean);
  for (const field of Object.keys(ALIASES) as Field[]) {
    if (parts.some((p) => ALIASES[field].includes(p))) return field;
  }
  return null;
}

type ColumnMap = Partial<Record<Field, number>>;

function columnsOf(cells: string[]): ColumnMap {
  const map: ColumnMap = {};
  cells.forEach((c, i) => {
    const f = fieldOf(c);
    if (f && map[f] === undefined) map[f] = i;
  });
  return map;
}

/** The header row: the first row naming a known column if it is the first row, else the first naming two. */
function findHeader(rows: SheetRow[]): { index: number; map: ColumnMap } | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const map = columnsOf((rows[i] as SheetRow).cells);
    const found = Object.keys(map).length;
    if (found >= 2 || (found === 1 && i === 0)) return { index: i, map };
  }
  return null;
}

const TEMPLATE_MAP: ColumnMap = Object.fromEntries(TEMPLATE_COLUMNS.map((c, i) => [c.field, i]));

const clip = (s: string) => {
  const t = s.trim();
  return t.length > CELL_MAX ? t.slice(0, CELL_MAX) : t;
};

/**
 * A name typed in the code column (the template's first column, "商品编码/批准文号") is read as the name, and a code
 * typed in the name column as the code, as the quick order's paste reads a cell: buyers fill the first column with
 * whichever they have.
 */
function codeOrName(row: UploadRow): UploadRow {
  if (row.code && !row.name && !looksLikeCode(row.code)) return { ...row, code: '', name: row.code };
  if (row.name && !row.code && looksLikeCode(row.name)) return { ...row, code: row.name, name: '' };
  return row;
}

/** Data rows (blank ones skipped) with their fields; throws when a header lacks the columns a row needs. */
export function uploadRows(rows: SheetRow[]): UploadRow[] {
  const header = findHeader(rows);
  const map = header?.map ?? TEMPLATE_MAP;
  if (header) {
    if (map.code === undefined && map.name === undefined) {
      throw new ApiError(400, BATCH_MSG.missingColumn(`${FIELD_LABEL.code}”或“${FIELD_LABEL.name}`));
    }
    if (map.quantity === undefined) throw new ApiError(400, BATCH_MSG.missingColumn(FIELD_LABEL.quantity));
  }
  const at = (cells: string[], f: Field) => {
    const i = map[f];
    return i === undefined ? '' : clip(cells[i] ?? '');
  };
  const out: UploadRow[] = [];
  for (const r of header ? rows.slice(header.index + 1) : rows) {
    const row: UploadRow = {
      row: r.row,
      code: at(r.cells, 'code'),
      name: at(r.cells, 'name'),
      spec: at(r.cells, 'spec'),
      maker: at(r.cells, 'maker'),
      quantity: at(r.cells, 'quantity'),
    };
    if (row.code || row.name || row.spec || row.maker || row.quantity) out.push(codeOrName(row));
  }
  return out;
}
