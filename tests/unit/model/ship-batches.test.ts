/** Shipping with batches (src/model/ship-batches.ts): first expiry first, 追溯码 parsing, and every refusal. */
import { describe, expect, it } from 'vitest';
import { FEFO_MSG, SHIP_BATCH_MSG as M, allocateFefo, fefo, parseTraceCodes, pickProblem, stockProblem } from '../../../src/model/ship-batches';

const TODAY = '2026-06-01';
const stock = [
  { batch_no: 'LATE', expires_on: '2028-01-01', quantity: 50 },
  { batch_no: 'GONE', expires_on: '2026-06-01', quantity: 99 },
  { batch_no: 'EMPTY', expires_on: '2026-07-01', quantity: 0 },
  { batch_no: 'SOON', expires_on: '2026-09-01', quantity: 3 },
];

describe('fefo', () => {
  it('takes the earliest-expiring sellable batches first, skipping expired and empty ones', () => {
    expect(fefo(stock, 5, TODAY)).toEqual({
      picks: [
        { batch_no: 'SOON', expires_on: '2026-09-01', quantity: 3 },
        { batch_no: 'LATE', expires_on: '2028-01-01', quantity: 2 },
      ],
      short: 0,
    });
    expect(fefo(stock, 2, TODAY).picks).toEqual([{ batch_no: 'SOON', expires_on: '2026-09-01', quantity: 2 }]);
  });
  it('says what the batches cannot cover; ties on expiry go by batch number', () => {
    expect(fefo(stock, 60, TODAY).short).toBe(7);
    const tie = [
      { batch_no: 'B', expires_on: '2027-01-01', quantity: 1 },
      { batch_no: 'A', expires_on: '2027-01-01', quantity: 1 },
    ];
    expect(fefo(tie, 1, TODAY).picks.map((p) => p.batch_no)).toEqual(['A']);
    expect(fefo([], 4, TODAY)).toEqual({ picks: [], short: 4 });
  });
});

it('parseTraceCodes: one per line, also commas, spaces and tabs; blanks dropped', () => {
  expect(parseTraceCodes(' 8123\r\n\n8124，8125 8126\t8127;')).toEqual(['8123', '8124', '8125', '8126', '8127']);
  expect(parseTraceCodes('   ')).toEqual([]);
});

describe('pickProblem', () => {
  const line = (picks: Parameters<typeof pickProblem>[0][number]['picks'], amount = 3) => [{ label: '阿莫西林', amount, picks }];
  const pick = (batch_no: string, quantity: number, trace_codes?: string[]) => ({ batch_no, expires_on: '2027-01-01', quantity, ...(trace_codes ? { trace_codes } : {}) });
  it('accepts batches adding up to the line, with no codes or one code per pack', () => {
    expect(pickProblem(line([pick('A', 1), pick('B', 2)]))).toBeNull();
    expect(pickProblem(line([pick('A', 3, ['1', '2', '3'])]))).toBeNull();
  });
  it('refuses in Chinese, naming the line', () => {
    expect(pickProblem(line([pick('A', 2)]))).toBe(M.sumMismatch('阿莫西林', 3, 2));
    expect(pickProblem(line([pick(' ', 3)]))).toBe(M.noBatch('阿莫西林'));
    expect(pickProblem(line([pick('A', 0), pick('B', 3)]))).toBe(M.badQuantity('阿莫西林'));
    expect(pickProblem(line([pick('A', 1.5), pick('B', 1.5)]))).toBe(M.badQuantity('阿莫西林'));
    expect(pickProblem(line([{ batch_no: 'A', expires_on: '2027-02-30', quantity: 3 }]))).toBe(M.badExpiry('阿莫西林'));
    expect(pickProblem(line([{ batch_no: 'A', expires_on: '', quantity: 3 }]))).toBe(M.badExpiry('阿莫西林'));
    expect(pickProblem(line([pick('A', 1), pick('A', 2)]))).toBe(M.twice('阿莫西林', 'A'));
    expect(pickProblem(line([pick('A', 3, ['1', '2'])]))).toBe(M.traceCount('阿莫西林', 'A', 3, 2));
    expect(pickProblem(line([pick('A', 3, ['1', '2', '码'])]))).toBe(M.badTraceCode('码'));
    expect(pickProblem(line([pick('A', 3, ['1', '2', '1'])]))).toBe(M.duplicateTraceCode('1'));
  });
  it('a 追溯码 may not appear in two lines of one shipment', () => {
    const two = [
      { label: '甲', amount: 1, picks: [pick('A', 1, ['X1'])] },
      { label: '乙', amount: 1, picks: [pick('B', 1, ['X1'])] },
    ];
    expect(pickProblem(two)).toBe(M.duplicateTraceCode('X1'));
  });
});

describe('stockProblem', () => {
  const p = (batch_no: string, quantity: number) => ({ batch_no, expires_on: '2000-01-01', quantity });
  it('a product with no batch on record ships with batches typed by hand', () => {
    expect(stockProblem('甲', [p('ANY', 5)], [], TODAY, new Map())).toBeNull();
  });
  it('otherwise only recorded, sellable batches with enough left; what earlier lines took counts', () => {
    expect(stockProblem('甲', [p('NOPE', 1)], stock, TODAY, new Map())).toBe(M.notInStock('甲', 'NOPE'));
    expect(stockProblem('甲', [p('GONE', 1)], stock, TODAY, new Map())).toBe(M.expired('甲', 'GONE'));
    expect(stockProblem('甲', [p('SOON', 4)], stock, TODAY, new Map())).toBe(M.short('甲', 'SOON', 3));
    const taken = new Map<string, number>();
    expect(stockProblem('甲', [p('SOON', 2), p('LATE', 10)], stock, TODAY, taken)).toBeNull();
    expect([...taken]).toEqual([['SOON', 2], ['LATE', 10]]);
    expect(stockProblem('乙', [p('SOON', 2)], stock, TODAY, taken)).toBe(M.short('乙', 'SOON', 1));
  });
});

describe('allocateFefo (the store ships without batches named)', () => {
  const fallback = { batch_no: 'B20260601', expires_on: '2028-06-01' };
  const line = (line_id: number, product_id: number, amount: number) => ({ line_id, product_id, label: `商品${product_id}`, amount });

  it('gives each line the earliest-expiring sellable batches; two lines of one product share what is left', () => {
    const got = allocateFefo([line(1, 7, 2), line(2, 7, 4)], new Map([[7, stock]]), TODAY, fallback);
    expect(got).toEqual({
      lines: [
        { line_id: 1, picks: [{ batch_no: 'SOON', expires_on: '2026-09-01', quantity: 2 }] },
        { line_id: 2, picks: [{ batch_no: 'SOON', expires_on: '2026-09-01', quantity: 1 }, { batch_no: 'LATE', expires_on: '2028-01-01', quantity: 3 }] },
      ],
    });
  });

  it('a product with no batch on record ships with the fallback batch', () => {
    expect(allocateFefo([line(3, 9, 5)], new Map([[7, stock]]), TODAY, fallback)).toEqual({ lines: [{ line_id: 3, picks: [{ ...fallback, quantity: 5 }] }] });
  });

  it('refuses, naming the line, when the sellable batches cannot cover it (expired and empty ones never count)', () => {
    expect(allocateFefo([line(1, 7, 50), line(2, 7, 4)], new Map([[7, stock]]), TODAY, fallback)).toEqual({ refusal: FEFO_MSG.short('商品7', 4, 3) });
    expect(allocateFefo([line(1, 7, 54)], new Map([[7, stock]]), TODAY, fallback)).toEqual({ refusal: FEFO_MSG.short('商品7', 54, 53) });
  });

  it('does not change the stock it was given', () => {
    const mine = stock.map((b) => ({ ...b }));
    allocateFefo([line(1, 7, 10)], new Map([[7, mine]]), TODAY, fallback);
    expect(mine).toEqual(stock);
  });
});
