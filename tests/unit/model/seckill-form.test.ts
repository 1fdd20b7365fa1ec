/** The rules a new seckill must meet before the service or the back office's form sends it (model/seckill-form.ts). */
import { describe, expect, it } from 'vitest';
import { chinaStamp } from '../../../src/model/date-range';
import { SECKILL_ADMIN_MSG as M, seckillProblem, type SeckillDraft } from '../../../src/model/seckill-form';

const now = new Date('2026-06-01T04:00:00Z'); // 12:00 China time
const at = (minutes: number) => chinaStamp(new Date(now.getTime() + minutes * 60_000));
const ok: SeckillDraft = { seckill_price: '5.00', seckill_stock: 10, order_limit: 3, min_num: 1, start_time: at(-1), end_time: at(60) };

describe('seckillProblem', () => {
  it('accepts a valid seckill, below the base price when it is known', () => {
    expect(seckillProblem(ok, now)).toBeNull();
    expect(seckillProblem(ok, now, 501)).toBeNull();
  });

  it.each<[string, Partial<SeckillDraft>, string, number?]>([
    ['a malformed start', { start_time: '2026-06-01 12:00' }, M.badTime],
    ['a day that does not exist', { end_time: '2026-02-30 12:00:00' }, M.badTime],
    ['an end before the start', { start_time: at(60), end_time: at(-1) }, M.endBeforeStart],
    ['an end already past', { start_time: at(-60), end_time: at(-1) }, M.endInPast],
    ['a zero price', { seckill_price: '0' }, M.badPrice],
    ['three decimals', { seckill_price: '1.234' }, M.badPrice],
    ['no stock', { seckill_stock: 0 }, M.badStock],
    ['a minimum above the per-order limit', { min_num: 4 }, M.minAboveLimit],
    ['a price not below the base', { seckill_price: '5.00' }, M.priceAboveOwn, 500],
  ])('refuses %s', (_what, change, message, base) => {
    expect(seckillProblem({ ...ok, ...change }, now, base)).toBe(message);
  });

  it('an unlimited order (-1) takes any minimum', () => {
    expect(seckillProblem({ ...ok, order_limit: -1, min_num: 50 }, now)).toBeNull();
  });
});
