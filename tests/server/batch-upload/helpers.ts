/** Files for the batch-upload tests: xlsx built with exceljs, CSV in UTF-8 / GBK, hand-made zips, multipart posts. */
import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../../../src/contract/common';
import * as quickOrder from '../../../src/contract/quick-order';
import type { BatchReport } from '../../../src/contract/quick-order';

export type Cell = ExcelJS.CellValue;

/** An .xlsx whose first sheet holds these rows (the first row is usually the header). */
export async function xlsx(rows: Cell[][], sheetName = '采购清单'): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export const HEADER = ['商品编码', '商品名称', '规格', '生产厂家', '采购数量'];

const quote = (c: string) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c);
export const csvText = (rows: (string | number)[][]) => rows.map((r) => r.map((c) => quote(String(c))).join(',')).join('\r\n') + '\r\n';

let gbkTable: Map<string, number[]> | null = null;

/** GBK bytes of a string, from the reverse of the platform's own GBK decoder (tests need no iconv). */
export function gbk(text: string): Buffer {
  if (!gbkTable) {
    gbkTable = new Map();
    const dec = new TextDecoder('gbk');
    for (let lead = 0x81; lead <= 0xfe; lead++) {
      for (let trail = 0x40; trail <= 0xfe; trail++) {
        if (trail === 0x7f) continue;
        const ch = dec.decode(Uint8Array.of(lead, trail));
        if (ch.length === 1 && ch !== '\ufffd' && !gbkTable.has(ch)) gbkTable.set(ch, [lead, trail]);
      }
    }
  }
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (code < 0x80) bytes.push(code);
    else {
      const pair = gbkTable.get(ch);
      if (!pair) throw new Error(`no GBK code for ${ch}`);
      bytes.push(...pair);
    }
  }
  return Buffer.from(bytes);
}

interface ZipFile {
  name: string;
  data: Buffer;
  /** Sizes written in the headers, when they should lie. */
  declaredSize?: number;
}

/** A zip (deflate) built by hand, so a test can make one whose headers lie about the sizes. */
export function zip(files: ZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const name = Buffer.from(f.name, 'utf8');
    const compressed = deflateRawSync(f.data);
    const size = f.declaredSize ?? f.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 14); // crc not checked by the guard
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(compressed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>';

/** An "xlsx" whose sheet inflates to `size` bytes of zeros; `declared` is what its headers claim. */
export function zipBomb(size: number, declared = size): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
    { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(size), declaredSize: declared },
  ]);
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface Upload {
  status: number;
  body: Envelope<BatchReport | null>;
}

/** POSTs a file as the multipart field `file`. */
export async function upload(app: FastifyInstance, token: string | undefined, data: Buffer, filename = 'list.xlsx'): Promise<Upload> {
  const boundary = '----yaocai-batch-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: `/api${quickOrder.batchUpload.path}`,
    headers: { ...(token ? { token } : {}), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() as Envelope<BatchReport | null> };
}

/** The report of a successful upload (fails the test with the server's message otherwise). */
export function reportOf(r: Upload): BatchReport {
  if (r.body.code !== 200 || !r.body.data) throw new Error(`upload refused: ${r.status} ${r.body.msg}`);
  return r.body.data;
}
