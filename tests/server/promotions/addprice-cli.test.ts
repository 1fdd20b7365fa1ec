/**
 * The operator's add-on-price commands: argument parsing; create → listed by getJJGProductList; a second offer for
 * the product refused while the first is not ended, replacing it once ended; end → gone; every refusal leaves the
 * table as it was. Over the database itself and the operator API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as cartApi from '../../../src/contract/cart';
import type { NewAddPrice } from '../../../src/contract/operator-offers';
import { chinaStamp } from '../../../src/model/date-range';
import { catalogueVersion } from '../../../src/server/notices/catalogue';
import { parseAddPriceCommand, runAddPriceCommand } from '../../../src/server/cli/addprice-commands';
import { addPriceOffers, auditLog } from '../../../src/server/db/schema';
import { ADD_PRICE_ADMIN_MSG, createAddPrice, endAddPrice } from '../../../src/server/services/promotions/add-price-admin';
import { SECKILL_ADMIN_MSG } from '../../../src/server/services/promotions/seckill-admin';
import { hotProduct } from '../../../bench/orders-fixture';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { directTransport, httpTransport } from './operator-transport';


const START = '2026-12-01 10:00:00';
const END = '2026-12-31 10:00:00';
const HOUR = 3_600_000;
const at = (ms: number) => chinaStamp(new Date(Date.now() + ms));

describe('parseAddPriceCommand', () => {
  it.each([
    [['addprices'], { kind: 'addprices' }],
    [['addprice-end', '4'], { kind: 'addprice-end', id: 4 }],
    [
      ['addprice-create', '12', '1.00', '200', '1,2，3', START, END],
      { kind: 'addprice-create', input: { product_id: 12, add_price: '1.00', threshold: '200', main_product_ids: [1, 2, 3], start_time: START, end_time: END } },
    ],
  ])('%j', (args, expected) => {
    expect(parseAddPriceCommand(args)).toEqual(expected);
  });

  it.each([
    [['addprice-end']],
    [['addprice-end', 'x']],
    [['addprice-create', '12', '1.00', '200', '1,x', START, END]],
    [['addprice-create', '12', '1.00', '200', '', START, END]],
    [['addprice-create', '0', '1.00', '200', '1', START, END]],
    [['addprice-create', '12', '1.00', '200', '1', START]],
    [['addprice-create', '12', '1.00', '200', '1', START, END, 'extra']],
    [['coupons']],
  ])('is not one: %j', (args) => {
    expect(parseAddPriceCommand(args)).toBeNull();
  });
});

describe('runAddPriceCommand', () => {
  let s: TestServer;
  let token: string;
  beforeAll(async () => {
    s = await startServer();
    token = (await loginAs(s.app, 'yaofang01')).token;
  });
  afterAll(() => s?.close());

  const run = (args: string[], t = directTransport(s)) => runAddPriceCommand(parseAddPriceCommand(args)!, t);
  const idIn = (line: string) => Number(/#(\d+)/.exec(line)![1]);
  const listed = async () => (await api(s.app, cartApi.addPriceProducts, undefined, { token })).body.data.list.data;

  it('creates a running offer (listed for clients), refuses a second while it runs, ends it (gone), then replaces the ended one', async () => {
    const main = await hotProduct(s.db, `APC-M-${Date.now()}`, 100);
    const addOn = await hotProduct(s.db, `APC-A-${Date.now()}`, 100);
    const before = catalogueVersion();
    const made = await run(['addprice-create', String(addOn), '1.50', '50', String(main), at(-HOUR), at(24 * HOUR)]);
    expect(made).toMatch(new RegExp(`^已创建加价购：#\\d+  进行中  阿莫西林胶囊（商品${addOn}）  加价购¥1.50（售价¥8.50）  主商品满¥50.00：阿莫西林胶囊（${main}）  `));
    expect(catalogueVersion()).toBeGreaterThan(before);
    const id = idIn(made);
    expect((await listed()).find((o) => o.product.product_id === addOn)).toMatchObject({ add_price: '1.50', threshold: '50.00', main_product_ids: [main] });
    expect(await run(['addprices'])).toContain(`#${id}  进行中`);

    const count = await s.db.$count(addPriceOffers);
    await expect(run(['addprice-create', String(addOn), '1.00', '30', String(main), at(-HOUR), at(HOUR)])).rejects.toThrow(ADD_PRICE_ADMIN_MSG.taken(id));
    expect(await s.db.$count(addPriceOffers)).toBe(count);

    expect(await run(['addprice-end', String(id)])).toMatch(new RegExp(`^已结束加价购：#${id}  已结束  `));
    expect((await listed()).map((o) => o.product.product_id)).not.toContain(addOn);
    await expect(run(['addprice-end', String(id)])).rejects.toThrow(ADD_PRICE_ADMIN_MSG.alreadyEnded);

    const again = await run(['addprice-create', String(addOn), '2.00', '80', String(main), at(-HOUR), at(HOUR)]);
    const newId = idIn(again);
    expect(newId).not.toBe(id);
    expect(await s.db.$count(addPriceOffers)).toBe(count);
    expect(await s.db.$count(addPriceOffers, eq(addPriceOffers.id, id))).toBe(0);
    expect((await listed()).find((o) => o.product.product_id === addOn)).toMatchObject({ add_price: '2.00', threshold: '80.00' });
    const [audit] = await s.db.select().from(auditLog).where(eq(auditLog.subject, `addprice:${newId}`));
    expect(audit!.detail).toMatchObject({ step: 'create', replaced: { offer_id: id, price_fen: 150, threshold_fen: 5000, main_product_ids: [main] } });
  });

  it('over the operator API: a scheduled offer is listed as upcoming, not offered yet, and ends with an ordered window', async () => {
    const http = httpTransport(s);
    const main = await hotProduct(s.db, `APH-M-${Date.now()}`, 100);
    const addOn = await hotProduct(s.db, `APH-A-${Date.now()}`, 100);
    const made = await run(['addprice-create', String(addOn), '0.50', '100', `${main},1`, at(HOUR), at(5 * HOUR)], http);
    expect(made).toMatch(/^已创建加价购：#\d+  即将开始  /);
    const id = idIn(made);
    expect((await listed()).map((o) => o.product.product_id)).not.toContain(addOn);
    expect(await run(['addprices'], http)).toContain(`#${id}  即将开始`);
    expect(await run(['addprice-end', String(id)], http)).toMatch(new RegExp(`^已结束加价购：#${id}  已结束  `));
    const [row] = await s.db.select().from(addPriceOffers).where(eq(addPriceOffers.id, id));
    expect(row!.startTime.getTime()).toBeLessThan(row!.endTime.getTime());
    await expect(run(['addprice-end', '99999999'], http)).rejects.toThrow(ADD_PRICE_ADMIN_MSG.notFound);
  });

  describe('refusals change nothing', () => {
    let main = 0;
    let addOn = 0;
    beforeAll(async () => {
      main = await hotProduct(s.db, `APR-M-${Date.now()}`, 100);
      addOn = await hotProduct(s.db, `APR-A-${Date.now()}`, 100);
    });
    const good = (): NewAddPrice => ({ product_id: addOn, add_price: '1.00', threshold: '50', main_product_ids: [main], start_time: at(-HOUR), end_time: at(HOUR) });
    const counts = async () => [await s.db.$count(addPriceOffers), await s.db.$count(auditLog)];

    it.each<[string, (g: NewAddPrice) => Partial<NewAddPrice>, string]>([
      ['end before start', () => ({ start_time: at(2 * HOUR), end_time: at(HOUR) }), SECKILL_ADMIN_MSG.endBeforeStart],
      ['end in the past', () => ({ start_time: at(-2 * HOUR), end_time: at(-HOUR) }), SECKILL_ADMIN_MSG.endInPast],
      ['not a time', () => ({ start_time: '2026-13-01 00:00:00' }), SECKILL_ADMIN_MSG.badTime],
      ['price not below the product price (8.50)', () => ({ add_price: '8.50' }), ADD_PRICE_ADMIN_MSG.priceAboveOwn],
      ['threshold 0', () => ({ threshold: '0' }), ADD_PRICE_ADMIN_MSG.thresholdPositive],
      ['money malformed', () => ({ threshold: 'abc' }), ADD_PRICE_ADMIN_MSG.badMoney],
      ['no main product', () => ({ main_product_ids: [] }), ADD_PRICE_ADMIN_MSG.mainsRequired],
      ['the product among its main products', (g) => ({ main_product_ids: [main, g.product_id] }), ADD_PRICE_ADMIN_MSG.mainIsAddOn],
      ['unknown main product', () => ({ main_product_ids: [main, 99999999] }), ADD_PRICE_ADMIN_MSG.mainMissing([99999999])],
      ['unknown product', () => ({ product_id: 99999999 }), SECKILL_ADMIN_MSG.productMissing],
    ])('%s', async (_what, change, message) => {
      const before = await counts();
      const version = catalogueVersion();
      const input = good();
      await expect(createAddPrice(s.db, { ...input, ...change(input) })).rejects.toThrow(message);
      expect(await counts()).toEqual(before);
      expect(catalogueVersion()).toBe(version);
    });

    it('an unknown offer cannot be ended', async () => {
      const before = await counts();
      await expect(endAddPrice(s.db, 99999999)).rejects.toThrow(ADD_PRICE_ADMIN_MSG.notFound);
      expect(await counts()).toEqual(before);
    });
  });
});
