/** The operator's special-price and combination commands: argument parsing, and the direct transport creating, listing and ending. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parseItems, parseSpecialCommand, runSpecialCommand } from '../../../src/server/cli/special-commands';
import { chinaStamp } from '../../../src/model/date-range';
import { auditLog } from '../../../src/server/db/schema';
import { startServer, type TestServer } from '../helpers';

const START = '2026-12-01 10:00:00';
const END = '2026-12-01 12:00:00';

describe('parseSpecialCommand', () => {
  it.each([
    [['specials'], { kind: 'specials' }],
    [['combos'], { kind: 'combos' }],
    [['special-end', '7'], { kind: 'special-end', id: 7 }],
    [['combo-end', '3'], { kind: 'combo-end', id: 3 }],
    [['special-create', '1', '8.50', '100', START, END], { kind: 'special-create', input: { product_id: 1, special_price: '8.50', stock: 100, start_time: START, end_time: END } }],
    [
      ['special-create', '1', '8.50', '100', START, END, '5', '胃药', '特价'],
      { kind: 'special-create', input: { product_id: 1, special_price: '8.50', stock: 100, start_time: START, end_time: END, client_limit: 5, title: '胃药 特价' } },
    ],
    [
      ['combo-create', '感冒组合', '30.00', '1:2,5:1', '50', START, END, '3'],
      { kind: 'combo-create', input: { name: '感冒组合', combination_price: '30.00', items: [{ product_id: 1, qty: 2 }, { product_id: 5, qty: 1 }], stock: 50, start_time: START, end_time: END, client_limit: 3 } },
    ],
  ])('%j', (args, expected) => {
    expect(parseSpecialCommand(args)).toEqual(expected);
  });

  it.each([[['special-end']], [['combo-end', 'x']], [['special-create', '1', '8.5', '0', START, END]], [['special-create', '1', '8.5', '10', START, END, '-2']], [['combo-create', '组合', '3', '1:x', '5', START, END]], [['combo-create', '组合', '3', '1:2', '0', START, END]], [['seckills']]])(
    'is not one: %j',
    (args) => {
      expect(parseSpecialCommand(args)).toBeNull();
    },
  );

  it('items: full-width separators and a missing quantity (1 per set) are read', () => {
    expect(parseItems('1：2，5')).toEqual([{ product_id: 1, qty: 2 }, { product_id: 5, qty: 1 }]);
    expect(parseItems('0:1')).toBeNull();
  });
});

describe('runSpecialCommand (direct)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s?.close());

  it('creates a scheduled special and a running combination, lists them, ends them; each step audited', async () => {
    const now = Date.now();
    const t = { kind: 'direct' as const, db: s.db };
    const made = await runSpecialCommand(parseSpecialCommand(['special-create', '1', '1.00', '30', chinaStamp(new Date(now + 3_600_000)), chinaStamp(new Date(now + 7_200_000)), '6'])!, t);
    expect(made).toMatch(/^已创建特价：#(\d+)  即将开始  阿莫西林胶囊（商品1）  特价¥1.00  已售0\/30  每人6/);
    const id = Number(/#(\d+)/.exec(made)![1]);
    expect(await runSpecialCommand({ kind: 'specials' }, t)).toContain(`#${id}  即将开始`);
    expect(await runSpecialCommand({ kind: 'special-end', id }, t)).toContain(`#${id}  已结束`);
    const audits = await s.db.select().from(auditLog).where(eq(auditLog.subject, `special:${id}`));
    expect(audits.map((a) => (a.detail as { step: string }).step)).toEqual(['create', 'end']);

    const combo = await runSpecialCommand(parseSpecialCommand(['combo-create', '测试组合', '1.00', '1:2,2:1', '10', chinaStamp(new Date(now - 60_000)), chinaStamp(new Date(now + 3_600_000))])!, t);
    expect(combo).toMatch(/^已创建套餐：#(\d+)  进行中  测试组合  套餐价¥1.00（原价¥[\d.]+）  阿莫西林胶囊×2、.+×1  已售0\/10套  每人不限/);
    const comboId = Number(/#(\d+)/.exec(combo)![1]);
    expect(await runSpecialCommand({ kind: 'combos' }, t)).toContain(`#${comboId}  进行中`);
    expect(await runSpecialCommand({ kind: 'combo-end', id: comboId }, t)).toContain(`#${comboId}  已结束`);
  });
});
