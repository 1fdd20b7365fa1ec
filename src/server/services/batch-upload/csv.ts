/**
 * CSV as buyers really save it: UTF-8 with or without a BOM, UTF-16 (Excel's "Unicode text"), or GBK/GB18030,
 * which is what Excel in China writes for "CSV (逗号分隔)". Cells are plain text: a cell starting with `=` is
 * read as the characters it holds, never evaluated.
 */
import type { SheetRow } from './sheet';

/** Decodes the bytes, or null when they are not text (binary content, undecodable bytes). */
export function decodeText(buf: Buffer): string | null {
  let text: string;
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) text = new TextDecoder('utf-8').decode(buf.subarray(3));
  else if (buf[0] === 0xff && buf[1] === 0xfe) text = new TextDecoder('utf-16le').decode(buf.subarray(2));
  else if (buf[0] === 0xfe && buf[1] === 0xff) text = new TextDecoder('utf-16be').decode(buf.subarray(2));
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
    } catch {
      text = new TextDecoder('gb18030').decode(buf);
    }
  }
  // NUL, other C0 controls (tab and line breaks aside) or replacement characters: a binary file, not a list.
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return /[\u0000-\u0008\u000b\u000e-\u001f\ufffd]/.test(text) ? null : text;
}

const DELIMITERS = [',', '\t', ';'] as const;

/** The delimiter used most in the first line (outside quotes); comma when none is. */
function delimiterOf(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  let best: string = ',';
  for (const d of DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/**
 * RFC 4180 records (quoted cells may hold delimiters, doubled quotes and line breaks). `row` is the record's
 * number, which is the row number Excel shows for the same file. Blank records are left out. After `keep`
 * records only the non-blank ones are counted (`more`), so a file of a million lines costs no million arrays.
 */
export function parseCsv(text: string, keep = Infinity): { rows: SheetRow[]; more: number } {
  const delim = delimiterOf(text);
  const rows: SheetRow[] = [];
  let more = 0;
  let cells: string[] = [];
  let cell = '';
  let filled = false;
  let started = false;
  let quoted = false;
  let record = 1;
  const storing = () => rows.length < keep;
  const add = (ch: string) => {
    started = true;
    if (storing()) cell += ch;
    if (ch.trim() !== '') filled = true;
  };
  const endCell = () => {
    if (storing()) cells.push(cell);
    cell = '';
    started = false;
  };
  const endRecord = () => {
    endCell();
    if (filled) {
      if (storing()) rows.push({ row: record, cells });
      else more += 1;
    }
    cells = [];
    filled = false;
    record += 1;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch !== '"') add(ch);
      else if (text[i + 1] === '"') {
        add('"');
        i += 1;
      } else quoted = false;
    } else if (ch === '"' && !started) {
      quoted = true;
      started = true;
    } else if (ch === delim) endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
    } else add(ch);
  }
  if (started || cells.length > 0) endRecord();
  return { rows, more };
}
