import { describe, expect, it } from 'vitest';
import { newestFirst, PARCEL_MSG, parcelQuantityProblem, parcelSummary, traceCodesCsv } from '../../../src/model/parcels';
import { pickProblem, SHIP_BATCH_MSG } from '../../../src/model/ship-batches';

describe('parcels', () => {
  it('lets a parcel carry part of what is left of a line, never more, never nothing', () => {
    expect(parcelQuantityProblem([{ label: 'A', left: 3, quantity: 2 }])).toBeNull();
    expect(parcelQuantityProblem([{ label: 'A', left: 1, quantity: 2 }])).toBe(PARCEL_MSG.overLine('A', 1, 2));
    expect(parcelQuantityProblem([])).toBe(PARCEL_MSG.emptyParcel);
    const pick = { batch_no: 'B1', expires_on: '2028-01-31', quantity: 2 };
    expect(pickProblem([{ label: 'A', amount: 3, picks: [pick] }], true)).toBeNull();
    expect(pickProblem([{ label: 'A', amount: 3, picks: [pick] }])).toBe(SHIP_BATCH_MSG.sumMismatch('A', 3, 2));
    expect(pickProblem([{ label: 'A', amount: 1, picks: [pick] }], true)).toBe(PARCEL_MSG.overLine('A', 1, 2));
  });

  it('shows events newest first and the list line with the latest event of any parcel', () => {
    const a = { at: '2026-11-20 09:00:00', place: '上海', text: '已揽收' };
    const b = { at: '2026-11-21 15:30:00', place: '', text: '已签收' };
    expect(newestFirst([a, b])).toEqual([b, a]);
    expect(parcelSummary([{ events: [a] }, { events: [b] }])).toBe('2 个包裹 · 11-21 15:30 已签收');
    expect(parcelSummary([{ events: [] }])).toBe('1 个包裹 · 已出库');
    expect(parcelSummary([])).toBeNull();
  });

  it('writes the 追溯码 CSV one code a row, with a BOM and quoted cells', () => {
    const csv = traceCodesCsv([{ trace_code: '81', product_name: '阿莫西林胶囊', standard: '0.25g*24粒, 盒', batch_no: 'B1', expires_on: '2028-01-31', waybill: 'SF1' }]);
    expect(csv).toBe('\uFEFF追溯码,商品名称,规格,批号,有效期至,运单号\r\n81,阿莫西林胶囊,"0.25g*24粒, 盒",B1,2028-01-31,SF1\r\n');
  });
});
