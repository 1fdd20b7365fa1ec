/** The operator's pre-sale commands: argument parsing, and the direct transport creating, listing and ending. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaStamp } from '../../../src/model/date-range';
import { parsePresaleCommand, runPresaleCommand } from '../../../src/server/cli/presale-commands';
import { startServer, type TestServer } from '../helpers';

const START = '2026-12-01 10:00:00';
const END = '2026-12-31 22:00:00';

describe('parsePresaleCommand', () => {
  it.each([
    [['presales'], { kind: 'presales' }],
    [['presale-end', '5'], { kind: 'presale-end', id: 5 }],
    [
      ['presale-create', '1', '8.50', '100', START, END, '2027-01-10', '10', '-1', '2', '冬季', '预售'],
      {
        kind: 'presale-create',
        input: { product_id: 1, presale_price: '8.50', stock: 100, start_time: START, end_time: END, ship_date: '2027-01-10', order_limit: 10, client_limit: -1, purchase_min: 2, title: '冬季 预售' },
      },
    ],
  ])('%j', (args, expected) => {
    expect(parsePresaleCommand(args)).toEqual(expected);
  });

  it.each([[['presale-end']], [['presale-create', '1', '8.5', '0', START, END, '2027-01-10']], [['presale-create', '1', '8.5', '10', START, END]], [['presale-create', '1', '8.5', '10', START, END, '2027-01-10', '-2']]])(
    'is not a pre-sale command: %j',
    (args) => {
      expect(parsePresaleCommand(args)).toBeNull();
    },
  );
});

describe('runPresaleCommand (direct)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer();
  });
  afterAll(() => s?.close());

  it('creates, lists and ends a pre-sale; a shipping date before the end is refused', async () => {
    const t = { kind: 'direct' as const, db: s.db };
    const start = chinaStamp(new Date(Date.now() - 3_600_000));
    const end = chinaStamp(new Date(Date.now() + 86_400_000));
    const ship = chinaStamp(new Date(Date.now() + 5 * 86_400_000)).slice(0, 10);
    const made = await runPresaleCommand(parsePresaleCommand(['presale-create', '1', '0.01', '50', start, end, ship, '5', '10', '0', '命令行预售'])!, t);
    expect(made).toMatch(new RegExp(`^已创建预售：#\\d+ {2}预售中 .*已订0/50 {2}每单5 每人10 .*预计${ship}发货 {2}命令行预售$`));
    const id = Number(/#(\d+)/.exec(made)![1]);
    expect(await runPresaleCommand({ kind: 'presales' }, t)).toContain('命令行预售');
    expect(await runPresaleCommand({ kind: 'presale-end', id }, t)).toMatch(/^已结束预售：#\d+ {2}已结束/);
    await expect(runPresaleCommand(parsePresaleCommand(['presale-create', '1', '0.01', '50', start, end, '2020-01-01'])!, t)).rejects.toThrow('预计发货日期不能早于预售结束日期');
  });
});
