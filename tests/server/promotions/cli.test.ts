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
  ])('%j', (args, expected) => {
    expect(parsePromotionCommand(args)).toEqual(expected);
  });

  it.each([[['seckill-end']], [['seckill-end', 'x']], [['seckill-create', '1', '8.5', '0', START, END]], [['seckill-create', '1', '8.5', '10', START]], [['seckill-create', '1', '8.5', '10', START, END, '-2']], [['ship', 'YC1']]])(
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
});
