/** The operator's promotion commands: argument parsing, and the direct transport creating, listing and ending. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parsePromotionCommand, runPromotionCommand } from '../../../src/server/cli/promotion-commands';
import { chinaStamp } from '../../../src/model/date-range';
import { auditLog, seckills } from '../../../src/server/db/schema';
import { startServer, type TestServer } from '../helpers';

const START = '2026-12-01 10:00:00';
const END = '2026-12-01 12:00:00';

describe('parsePromotionCommand', () => {
  it.each([
    [['seckills'], { kind: 'seckills' }],
    [['seckill-end', '7'], { kind: 'seckill-end', id: 7 }],
    [
      ['seckill-create', '1', '8.50', '100', START, END],
      { kind: 'seckill-create', input: { product_id: 1, seckill_price: '8.50', seckill_stock: 100, start_time: START, end_time: END } },
    ],
    [
      ['seckill-create', '1', '8.50', '100', START, END, '5', '-1', '2', '早场', '秒杀'],
      {
        kind: 'seckill-create',
        input: { product_id: 1, seckill_price: '8.50', seckill_stock: 100, start_time: START, end_time: END, order_limit: 5, client_limit: -1, min_num: 2, title: '早场 秒杀' },
      },
    ],
    [['groups'], { kind: 'groups' }],
    [['market', '5', '10', '控销品种，每单限购10盒'], { kind: 'market', input: { product_id: 5, max_buy_num: 10, msg: '控销品种，每单限购10盒' } }],
    [['market-clear', '5'], { kind: 'market', input: { product_id: 5, clear: 1 } }],
    [['group-close', '3'], { kind: 'group-close', id: 3 }],
    [
      ['group-create', '1', '7.50', '100', '500', START, END, '10', '50', '秋冬', '团'],
      { kind: 'group-create', input: { product_id: 1, group_price: '7.50', target: 100, stock: 500, start_time: START, end_time: END, purchase_min: 10, order_limit: 50, title: '秋冬 团' } },
    ],
  ])('%j', (args, expected) => {
    expect(parsePromotionCommand(args)).toEqual(expected);
  });

  it.each([[['seckill-end']], [['seckill-end', 'x']], [['seckill-create', '1', '8.5', '0', START, END]], [['seckill-create', '1', '8.5', '10', START]], [['seckill-create', '1', '8.5', '10', START, END, '-2']], [['group-create', '1', '7.5', '0', '10', START, END]], [['group-close']], [['market', '5', '10']], [['market-clear']], [['ship', 'YC1']]])(
    'is not a promotion command: %j',
    (args) => {
      expect(parsePromotionCommand(args)).toBeNull();
    },
  );
});

describe('runPromotionCommand (direct)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s?.close());

  it('creates a scheduled seckill, lists it, ends it; each step audited', async () => {
    const now = Date.now();
    const c = parsePromotionCommand(['seckill-create', '1', '1.00', '30', chinaStamp(new Date(now + 3_600_000)), chinaStamp(new Date(now + 7_200_000)), '3', '6'])!;
    const made = await runPromotionCommand(c, { kind: 'direct', db: s.db });
    expect(made).toMatch(/^已创建秒杀：#(\d+)  即将开始  阿莫西林胶囊（商品1）  ¥1.00  已抢0\/30  每单3 每人6/);
    const id = Number(/#(\d+)/.exec(made)![1]);
    expect(await runPromotionCommand({ kind: 'seckills' }, { kind: 'direct', db: s.db })).toContain(`#${id}  即将开始`);
    expect(await runPromotionCommand({ kind: 'seckill-end', id }, { kind: 'direct', db: s.db })).toContain(`#${id}  已结束`);
    const [row] = await s.db.select().from(seckills).where(eq(seckills.id, id));
    expect(row!.endedAt).not.toBeNull();
    const audits = await s.db.select().from(auditLog).where(eq(auditLog.subject, `seckill:${id}`));
    expect(audits.map((a) => (a.detail as { step: string }).step)).toEqual(['create', 'end']);
  });

  it('sets and clears a market limit', async () => {
    expect(await runPromotionCommand({ kind: 'market', input: { product_id: 1, max_buy_num: 10, msg: '控销品种' } }, { kind: 'direct', db: s.db })).toBe('已设置控销限购：阿莫西林胶囊（商品1）每单限购10  控销品种');
    expect(await runPromotionCommand({ kind: 'market', input: { product_id: 1, clear: 1 } }, { kind: 'direct', db: s.db })).toBe('已取消控销限购：阿莫西林胶囊（商品1）');
  });

  it('creates a group, lists it, closes it now (nobody paid: 未成团)', async () => {
    const now = Date.now();
    const c = parsePromotionCommand(['group-create', '1', '1.00', '10', '50', chinaStamp(new Date(now - 60_000)), chinaStamp(new Date(now + 3_600_000))])!;
    const made = await runPromotionCommand(c, { kind: 'direct', db: s.db });
    expect(made).toMatch(/^已创建团购：#(\d+)  拼团中  阿莫西林胶囊（商品1）  ¥1.00  已付款0\/成团10  已参团0\/50/);
    const id = Number(/#(\d+)/.exec(made)![1]);
    expect(await runPromotionCommand({ kind: 'groups' }, { kind: 'direct', db: s.db })).toContain(`#${id}  拼团中`);
    expect(await runPromotionCommand({ kind: 'group-close', id }, { kind: 'direct', db: s.db })).toContain(`#${id}  未成团`);
  });
});
