/** Pasted spreadsheet rows → the batch matcher's CSV, and the list judgement of a typed quantity. */
import { describe, expect, it } from 'vitest';
import { looksLikeCode } from '../../../src/model/batch-rules';
import { parsePaste, pasteCsv } from '../../../src/model/quick-paste';
import { judgeListQuantity, parseListQuantity } from '../../../src/model/batch-rules';
import { BATCH_MSG } from '../../../src/model/messages';

const product = (over: Record<string, unknown> = {}) => ({
  ty_name: '板蓝根颗粒',
  switch: 1 as const,
  stock: 500,
  is_failure: 0 as const,
  zhongbaozhuang_num: 10,
  ...over,
});

describe('parsePaste', () => {
  it('reads "code or name, quantity" lines from Excel (tabs), skipping a header and blank lines', () => {
    expect(parsePaste('商品编码\t数量\r\nYC000004\t33\r\n\r\n阿莫西林胶囊\t2\n国药准字H13023964\t1,000\n')).toEqual([
      { code: 'YC000004', name: '', quantity: '33' },
      { code: '', name: '阿莫西林胶囊', quantity: '2' },
      { code: '国药准字H13023964', name: '', quantity: '1,000' },
    ]);
  });

  it('takes the product from the text cells and the quantity from the last number; a line without one keeps it empty', () => {
    expect(parsePaste('YC000001\t阿莫西林胶囊\t0.25g*24粒\t5\n板蓝根颗粒')).toEqual([
      { code: 'YC000001', name: '阿莫西林胶囊', quantity: '5' },
      { code: '', name: '板蓝根颗粒', quantity: '' },
    ]);
    // Full-width digits and quoted cells as spreadsheets copy them.
    expect(parsePaste('"布洛芬缓释胶囊"\t１２')).toEqual([{ code: '', name: '布洛芬缓释胶囊', quantity: '12' }]);
  });

  it('tells codes from names', () => {
    expect(['YC000001', 'H13023964', '国药准字H13023964', '国械注准20193140123'].every(looksLikeCode)).toBe(true);
    expect(['阿莫西林胶囊', 'amxl', ''].some(looksLikeCode)).toBe(false);
  });

  it('writes a CSV with the header the batch reader knows, quoting what needs it', async () => {
    const bytes = new Uint8Array(await pasteCsv([{ code: '', name: '维生素C片, 100片', quantity: '3' }]).arrayBuffer());
    // UTF-8 with a BOM, so Excel-made readers take it as UTF-8 too.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('商品编码,商品名称,采购数量\r\n,"维生素C片, 100片",3');
  });
});

describe('judgeListQuantity', () => {
  it('parses whole positive numbers only', () => {
    expect(['20', '20.0', '1,000', '２０'].map(parseListQuantity)).toEqual([20, 20, 1000, 20]);
    expect(['0', '-1', '1.5', 'abc', '', '1000001'].map(parseListQuantity)).toEqual([null, null, null, null, null, null]);
  });

  it('rounds up to the pack with a note, refuses what the rules refuse, and prefers the product reason', () => {
    expect(judgeListQuantity(product(), '33')).toEqual({ amount: 40, reason: null, note: BATCH_MSG.adjusted(10, 33, 40) });
    expect(judgeListQuantity(product(), '40')).toEqual({ amount: 40, reason: null, note: '' });
    expect(judgeListQuantity(product({ max_buy_num: 50 }), '55').reason).toBe('最多购买50');
    expect(judgeListQuantity(product(), 'x').reason).toBe(BATCH_MSG.badQuantity);
    expect(judgeListQuantity(product({ stock: 0, is_failure: 2 }), 'x').reason).toBe('板蓝根颗粒已售罄');
  });
});
