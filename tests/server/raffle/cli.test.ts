/** The operator's raffle commands: argument parsing, and the direct transport creating, listing, restocking and ending. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaStamp } from '../../../src/model/date-range';
import { parseRaffleCommand, runRaffleCommand } from '../../../src/server/cli/raffle-commands';
import { startServer, type TestServer } from '../helpers';

const START = '2026-12-01 10:00:00';
const END = '2026-12-31 22:00:00';

describe('parseRaffleCommand', () => {
  it.each([
    [['raffles'], { kind: 'raffles' }],
    [['raffle-end', '4'], { kind: 'raffle-end', id: 4 }],
    [['raffle-stock', '9', '-1'], { kind: 'raffle-stock', prizeId: 9, stock: -1 }],
    [
      ['raffle-create', '双十二抽奖', '2', START, END, '满300减20券:coupon:20:500:9', '口罩:gift:5:100', '谢谢参与:none:75:-1'],
      {
        kind: 'raffle-create',
        input: {
          title: '双十二抽奖',
          daily_limit: 2,
          start_time: START,
          end_time: END,
          prizes: [
            { name: '满300减20券', kind: 'coupon', weight: 20, stock: 500, coupon_id: 9 },
            { name: '口罩', kind: 'gift', weight: 5, stock: 100 },
            { name: '谢谢参与', kind: 'none', weight: 75, stock: -1 },
          ],
        },
      },
    ],
  ])('%j', (args, expected) => {
    expect(parseRaffleCommand(args)).toEqual(expected);
  });

  it.each([[['raffle-end']], [['raffle-stock', '9']], [['raffle-stock', '9', '-2']], [['raffle-create', '抽奖', '0', START, END, 'a:gift:1:1']], [['raffle-create', '抽奖', '1', START, END]], [['raffle-create', '抽奖', '1', START, END, 'a:cash:1:1']], [['raffle-create', '抽奖', '1', START, END, 'a:gift:x:1']], [['seckills']]])(
    'is not a raffle command: %j',
    (args) => {
      expect(parseRaffleCommand(args)).toBeNull();
    },
  );
});

describe('runRaffleCommand (direct)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s?.close());

  it('creates (谢谢参与 added), lists, restocks and ends a raffle; refusals are Chinese', async () => {
    const t = { kind: 'direct' as const, db: s.db };
    const start = chinaStamp(new Date(Date.now() - 3_600_000));
    const end = chinaStamp(new Date(Date.now() + 86_400_000));
    const made = await runRaffleCommand(parseRaffleCommand(['raffle-create', '命令行抽奖', '2', start, end, '体温计:gift:1:3'])!, t);
    expect(made).toMatch(/^已创建抽奖：#\d+ {2}进行中 {2}命令行抽奖 {2}每天2次/);
    expect(made).toContain('谢谢参与（谢谢参与）  权重0  已抽中0/不限');
    const id = Number(/#(\d+)/.exec(made)![1]);
    const prizeId = Number(/奖品(\d+) {2}体温计/.exec(made)![1]);
    expect(await runRaffleCommand({ kind: 'raffles' }, t)).toContain('命令行抽奖');
    expect(await runRaffleCommand({ kind: 'raffle-stock', prizeId, stock: 10 }, t)).toContain('已抽中0/10');
    expect(await runRaffleCommand({ kind: 'raffle-end', id }, t)).toMatch(/^已结束抽奖：#\d+ {2}已结束/);
    await expect(runRaffleCommand({ kind: 'raffle-end', id }, t)).rejects.toThrow('该抽奖活动已结束');
    await expect(runRaffleCommand(parseRaffleCommand(['raffle-create', '坏', '1', end, start, 'a:gift:1:1'])!, t)).rejects.toThrow('结束时间须晚于开始时间');
    await expect(runRaffleCommand(parseRaffleCommand(['raffle-create', '坏', '1', start, end, 'a:coupon:1:1:99999'])!, t)).rejects.toThrow('优惠券 99999 不存在');
  });
});
