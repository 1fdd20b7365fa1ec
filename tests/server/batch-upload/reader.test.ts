/** The pure parts of the batch upload: zip guard, CSV, columns, matching keys, quantities (no database). */
import { describe, expect, it } from 'vitest';
import { BATCH_MSG } from '../../../src/model/messages';
import { uploadRows } from '../../../src/server/services/batch-upload/columns';
import { decodeText, parseCsv } from '../../../src/server/services/batch-upload/csv';
import { codeKey, makerMatches, specMatches } from '../../../src/server/services/batch-upload/keys';
import { readUpload } from '../../../src/server/services/batch-upload/read';
import { parseListQuantity as parseQuantity } from '../../../src/model/batch-rules';
import { unzipGuarded, ZipRefused } from '../../../src/server/services/batch-upload/zip-guard';
import { gbk, HEADER, xlsx, zip, zipBomb } from './helpers';

describe('zip guard', () => {
  it('reads an honest small archive', () => {
    const entries = unzipGuarded(zip([{ name: 'a.xml', data: Buffer.from('<a/>') }, { name: '中文.xml', data: Buffer.alloc(1000, 'x') }]));
    expect(entries.map((e) => [e.name, e.data.length])).toEqual([
      ['a.xml', 4],
      ['中文.xml', 1000],
    ]);
  });

  it('refuses declared sizes above the budget without inflating', () => {
    expect(() => unzipGuarded(zipBomb(1024, 0xfffffff0))).toThrow(ZipRefused);
    expect(() => unzipGuarded(zipBomb(2048), { maxEntries: 10, maxUnzipped: 2000 })).toThrow(/declares/);
  });

  it('refuses an entry that inflates beyond what it declares', () => {
    expect(() => unzipGuarded(zipBomb(10 * 1024 * 1024, 100))).toThrow(/beyond its declared size/);
  });

  it('refuses too many entries, truncated archives and garbage', () => {
    const many = zip(Array.from({ length: 20 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') })));
    expect(() => unzipGuarded(many, { maxEntries: 10, maxUnzipped: 1e6 })).toThrow(/entries/);
    const ok = zip([{ name: 'a', data: Buffer.alloc(100) }]);
    expect(() => unzipGuarded(ok.subarray(0, ok.length - 5))).toThrow(ZipRefused);
    expect(() => unzipGuarded(Buffer.alloc(100))).toThrow(ZipRefused);
  });

  it('passes the workbooks exceljs writes', async () => {
    const entries = unzipGuarded(await xlsx([HEADER, ['YC000001', '', '', '', 1]]));
    expect(entries.map((e) => e.name)).toContain('xl/workbook.xml');
  });
});

describe('CSV', () => {
  it('decodes UTF-8, UTF-8 with BOM, UTF-16 and GBK, and refuses binary', () => {
    expect(decodeText(Buffer.from('商品,1'))).toBe('商品,1');
    expect(decodeText(Buffer.from('\ufeff商品,1'))).toBe('商品,1');
    expect(decodeText(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('商品,1', 'utf16le')]))).toBe('商品,1');
    expect(decodeText(gbk('板蓝根颗粒,10'))).toBe('板蓝根颗粒,10');
    expect(decodeText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBeNull();
  });

  it('parses quotes, doubled quotes, line breaks in cells, CRLF and skips blank lines', () => {
    const { rows } = parseCsv('a,"b,c","say ""hi"""\r\n\r\n"multi\nline",2\n,\n');
    expect(rows).toEqual([
      { row: 1, cells: ['a', 'b,c', 'say "hi"'] },
      { row: 3, cells: ['multi\nline', '2'] },
    ]);
  });

  it('keeps only the first rows and counts the rest', () => {
    const { rows, more } = parseCsv('h\n1\n\n2\n3\n4\n', 2);
    expect(rows.map((r) => r.cells[0])).toEqual(['h', '1']);
    expect(more).toBe(3);
  });
});

describe('columns', () => {
  it('recognises header variants with markers and brackets', () => {
    const rows = uploadRows([
      { row: 1, cells: ['序号', '*通用名', '规格（选填）', '厂家', '批准文号', '数量(必填)'] },
      { row: 2, cells: ['1', '板蓝根颗粒', '10g*20袋', '华润三九', 'Z44021940', '10'] },
    ]);
    expect(rows).toEqual([{ row: 2, code: 'Z44021940', name: '板蓝根颗粒', spec: '10g*20袋', maker: '华润三九', quantity: '10' }]);
  });

  it('clips long cells', () => {
    const [code] = uploadRows([{ row: 1, cells: ['Y1'.repeat(2500), '', '', '', '1'] }]);
    expect(code?.code.length).toBe(100);
    // Text that is no code, in the code column, is read as the name: clipped the same.
    const [name] = uploadRows([{ row: 1, cells: ['阿'.repeat(5000), '', '', '', '1'] }]);
    expect(name).toMatchObject({ code: '', name: '阿'.repeat(100) });
  });
});

describe('keys and quantities', () => {
  it('compares codes, specs and makers as buyers type them', () => {
    expect(codeKey(' 国药准字Ｈ1302 3964 ')).toBe(codeKey('h13023964'));
    expect(codeKey('YC000001')).toBe('yc000001');
    expect(specMatches('0.25G×24粒', '0.25g*24粒')).toBe(true);
    expect(specMatches('0.25gx24粒', '0.25g*24粒')).toBe(true);
    expect(specMatches('0.5g*24粒', '0.25g*24粒')).toBe(false);
    expect(makerMatches('石药集团', '石药集团欧意药业有限公司')).toBe(true);
    expect(makerMatches('华润', '石药集团欧意药业有限公司')).toBe(false);
  });

  it('reads positive whole numbers only', () => {
    expect(['20', ' 20 ', '20.0', '２０', '1,000', '1000000'].map(parseQuantity)).toEqual([20, 20, 20, 20, 1000, 1000000]);
    for (const bad of ['', '0', '-5', '2.5', 'abc', '=1+1', '1e3', '1000001', '20盒', '1,00']) expect(parseQuantity(bad)).toBeNull();
  });
});

describe('readUpload', () => {
  it('refuses a workbook with far too many cells before exceljs parses it', async () => {
    const rows = [HEADER, ...Array.from({ length: 3000 }, () => Array.from({ length: 20 }, (_, i) => i))];
    await expect(readUpload(await xlsx(rows))).rejects.toThrow(BATCH_MSG.tooMuchContent(500));
  });
});
