/**
 * Rows pasted from a spreadsheet into the quick-order grid. Excel and WPS copy cells as tab-separated lines; each
 * line is read as "code or name, quantity" (extra columns: the first text cell is the product, the last number the
 * quantity). The rows go to the batch-upload matcher as a CSV file with a header, so a pasted list is matched
 * exactly like an uploaded one (product code, approval number or exact name, candidates when unsure).
 */
import { looksLikeCode } from './batch-rules';

export interface PastedRow {
  code: string;
  name: string;
  quantity: string;
}

const QUANTITY = /^\s*(\d+|\d{1,3}(,\d{3})+)(\.0*)?\s*$/;
const HEADER_WORDS = /编码|名称|品名|通用名|数量|批准文号/;

/** Is this clipboard text more than one cell (so the grid should read it as rows)? */
export const isMultiCell = (text: string) => /[\t\n\r]/.test(text.replace(/^[\s]+|[\s]+$/g, ''));

/** The pasted rows, blank lines and a header line left out. */
export function parsePaste(text: string): PastedRow[] {
  const rows: PastedRow[] = [];
  let headerChecked = false;
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const cells = line
      .split('\t')
      .map((c) => c.normalize('NFKC').replace(/^"|"$/g, '').trim())
      .filter(Boolean);
    if (cells.length === 0) continue;
    const qIndex = cells.length > 1 && QUANTITY.test(cells[cells.length - 1] as string) ? cells.length - 1 : -1;
    const quantity = qIndex >= 0 ? (cells[qIndex] as string) : '';
    const texts = (qIndex >= 0 ? cells.slice(0, qIndex) : cells).filter((c) => !QUANTITY.test(c));
    const isHeader = !headerChecked && !quantity && texts.some((c) => HEADER_WORDS.test(c));
    headerChecked = true;
    if (isHeader) continue;
    const code = texts.find(looksLikeCode) ?? '';
    const name = texts.find((c) => !looksLikeCode(c)) ?? '';
    if (code || name) rows.push({ code, name, quantity });
  }
  return rows;
}

const csvCell = (s: string) => (/[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** A CSV file the batch upload reads (UTF-8 with BOM, header naming the columns). */
export function pasteCsv(rows: PastedRow[]): Blob {
  const lines = ['商品编码,商品名称,采购数量', ...rows.map((r) => [r.code, r.name, r.quantity].map(csvCell).join(','))];
  return new Blob(['\ufeff', lines.join('\r\n')], { type: 'text/csv' });
}
