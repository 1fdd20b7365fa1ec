/**
 * The operator's price commands: argument parsing; setting, listing and clearing client-type and agreed prices over
 * the database and over the operator API, each audited and announced (catalogue notice); the buyer sees the new price;
 * every refusal is in Chinese and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as catalog from '../../../src/contract/catalog';
import { chinaDay } from '../../../src/model/date-range';
import { PRICE_MSG } from '../../../src/model/effective-price';
import { catalogueVersion } from '../../../src/server/notices/catalogue';
import { clientTypeArg, parsePriceCommand, runPriceCommand } from '../../../src/server/cli/price-commands';
import { auditLog, clientAgreedPrices, productTypePrices } from '../../../src/server/db/schema';
import { hotProduct } from '../../../bench/orders-fixture';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { directTransport, httpTransport } from '../promotions/operator-transport';


const today = () => chinaDay(new Date());

describe('parsePriceCommand', () => {
  it.each([
    [['prices', '12'], { kind: 'prices', productId: 12 }],
    [['price-type', '12', '2', '9.5'], { kind: 'price-type', input: { product_id: 12, client_type: 2, price: '9.5' } }],
    [['price-type', '12', '营利性医疗机构', '9.5'], { kind: 'price-type', input: { product_id: 12, client_type: 2, price: '9.5' } }],
    [['price-type', '12', '诊所', '9.5'], { kind: 'price-type', input: { product_id: 12, client_type: 0, price: '9.5' } }],
    [['price-type-clear', '12', '单体药店'], { kind: 'price-type-clear', productId: 12, clientType: 1 }],
    [
      ['price-agreed', '12', 'yaofang01', '7.2', '2026-12-01', '2026-12-31'],
      { kind: 'price-agreed', input: { product_id: 12, username: 'yaofang01', price: '7.2', valid_from: '2026-12-01', valid_until: '2026-12-31' } },
    ],
    [['price-agreed-clear', '12', 'yaofang01'], { kind: 'price-agreed-clear', productId: 12, username: 'yaofang01' }],
  ])('%j', (args, expected) => {
    expect(parsePriceCommand(args)).toEqual(expected);
  });

  it.each([
    [['prices']],
    [['prices', 'x']],
    [['prices', '0']],
    [['prices', '12', 'extra']],
    [['price-type', '12', '2']],
    [['price-type-clear', '12']],
    [['price-agreed', '12', 'yaofang01', '7.2', '2026-12-01']],
    [['price-agreed-clear', '12']],
    [['coupons']],
  ])('is not one: %j', (args) => {
    expect(parsePriceCommand(args)).toBeNull();
  });

  it('client types by number or name; anything else is 0 (refused when run)', () => {
    expect(['1', '6', '连锁总部', ' 商业公司 ', '7', '0', 'x'].map(clientTypeArg)).toEqual([1, 6, 5, 6, 7, 0, 0]);
  });
});

describe('runPriceCommand', () => {
  let s: TestServer;
  let P = 0;
  beforeAll(async () => {
    s = await startServer();
    P = await hotProduct(s.db, `PRICE-CLI-${Date.now()}`, 100);
  });
  afterAll(() => s?.close());

  const run = (args: string[], t = directTransport(s)) => runPriceCommand(parsePriceCommand(args)!, t);
  const detailPriceFor = async (username: string) => {
    const { token } = await loginAs(s.app, username);
    return (await api(s.app, catalog.productDetail, { productId: P }, { token })).body.data.product.price;
  };
  const audits = () => s.db.select().from(auditLog).where(eq(auditLog.subject, `price:${P}`)).orderBy(asc(auditLog.id));

  it('lists, sets and clears a client-type price and an agreed price, directly and over the operator API; audited and announced', async () => {
    expect(await run(['prices', String(P)])).toBe(`商品${P} 阿莫西林胶囊 0.25g*24粒（石药集团欧意药业有限公司）  基础价¥8.50\n  客户类型价：无\n  协议价：无`);

    const before = catalogueVersion();
    const typed = await run(['price-type', String(P), '营利性医疗机构', '7.9']);
    expect(typed).toContain('已设置客户类型价');
    expect(typed).toContain('客户类型价：2 营利性医疗机构 ¥7.90');
    expect(catalogueVersion()).toBeGreaterThan(before);
    expect(await detailPriceFor('zhensuo01')).toBe('7.90');

    const http = httpTransport(s);
    const agreed = await run(['price-agreed', String(P), 'YaoFang01', '6.6', today(), today()], http);
    expect(agreed).toContain(`协议价：yaofang01 康宁大药房 ¥6.60  ${today()} 至 ${today()}  生效中`);
    expect(await detailPriceFor('yaofang01')).toBe('6.60');
    expect(await run(['price-agreed', String(P), 'yaofang01', '6.8', '2000-01-01', '2000-01-02'])).toContain('¥6.80  2000-01-01 至 2000-01-02  已过期');
    expect(await detailPriceFor('yaofang01')).toBe('8.50');
    expect(await s.db.$count(clientAgreedPrices, eq(clientAgreedPrices.productId, P))).toBe(1);

    expect(await run(['prices', String(P)], http)).toContain('客户类型价：2 营利性医疗机构 ¥7.90');
    expect(await run(['price-type-clear', String(P), '2'], http)).toContain('客户类型价：无');
    expect(await detailPriceFor('zhensuo01')).toBe('8.50');
    expect(await run(['price-agreed-clear', String(P), 'yaofang01'])).toContain('协议价：无');

    expect((await audits()).map((a) => (a.detail as { step: string }).step)).toEqual(['type-set', 'agreed-set', 'agreed-set', 'type-clear', 'agreed-clear']);
    const [, firstAgreed, secondAgreed] = await audits();
    expect(firstAgreed!.detail).toMatchObject({ price_fen: 660, before: null });
    expect(secondAgreed!.detail).toMatchObject({ price_fen: 680, before: { price_fen: 660, valid_from: today(), valid_until: today() } });
  });

  describe('refusals are in Chinese and change nothing', () => {
    const counts = async () => [await s.db.$count(productTypePrices), await s.db.$count(clientAgreedPrices), await s.db.$count(auditLog)];

    it.each<[string, string[], string]>([
      ['a negative price', ['price-type', '{P}', '2', '-1'], PRICE_MSG.badPrice],
      ['three decimals', ['price-agreed', '{P}', 'yaofang01', '1.234', '2026-01-01', '2026-01-02'], PRICE_MSG.badPrice],
      ['a price over int4 fen', ['price-type', '{P}', '2', '99999999'], PRICE_MSG.priceTooHigh],
      ['an unknown client type', ['price-type', '{P}', '诊所', '1'], PRICE_MSG.badClientType],
      ['client type 7', ['price-type-clear', '{P}', '7'], PRICE_MSG.badClientType],
      ['not a day', ['price-agreed', '{P}', 'yaofang01', '1', '2026-02-30', '2026-03-01'], PRICE_MSG.badDay('生效日期')],
      ['from after until', ['price-agreed', '{P}', 'yaofang01', '1', '2026-03-02', '2026-03-01'], PRICE_MSG.fromAfterUntil],
      ['an unknown product', ['price-type', '99999999', '2', '1'], PRICE_MSG.productMissing],
      ['an unknown account', ['price-agreed', '{P}', 'nobody01', '1', '2026-03-01', '2026-03-02'], PRICE_MSG.clientMissing('nobody01')],
      ['clearing a type price that is not there', ['price-type-clear', '{P}', '3'], PRICE_MSG.typePriceMissing],
      ['clearing an agreed price that is not there', ['price-agreed-clear', '{P}', 'zhensuo01'], PRICE_MSG.agreedPriceMissing],
    ])('%s', async (_what, args, message) => {
      const argv = args.map((a) => a.replace('{P}', String(P)));
      for (const t of [directTransport(s), httpTransport(s)]) {
        const before = await counts();
        const version = catalogueVersion();
        await expect(run(argv, t)).rejects.toThrow(message);
        expect(await counts()).toEqual(before);
        expect(catalogueVersion()).toBe(version);
      }
    });
  });
});
