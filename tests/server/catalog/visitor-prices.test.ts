/**
 * A visitor's product answers carry no price field even when a service wrongly sets one: the visitor response
 * schemas of the contract serialise them. Here `toProduct` is made to price every product for everyone.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as catalog from '../../../src/contract/catalog';
import * as content from '../../../src/contract/content';
import * as zones from '../../../src/contract/zones';
import type { EndpointSpec, InputOf } from '../../../src/contract/define';
import { buildApp } from '../../../src/server/app';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { api, loginAs, newToken, startServer, type TestServer } from '../helpers';

vi.mock('../../../src/server/services/catalog/product-view', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/server/services/catalog/product-view')>();
  return {
    ...real,
    // The bug under test: prices for every viewer.
    toProduct: (row: Parameters<typeof real.toProduct>[0], viewer: Parameters<typeof real.toProduct>[1]) =>
      real.toProduct(row, { ...viewer, showPrices: true }),
  };
});

const PRICE_KEYS = ['price', 'retail_price', 'margin'];
const hasPriceKey = (raw: string) => PRICE_KEYS.some((k) => raw.includes(`"${k}"`));

let s: TestServer;
let visitor: string;
let client: string;

beforeAll(async () => {
  // As in production: no response check, so what the serialiser sends is what a visitor would get.
  s = await startServer({ seed: 'small', app: { checkResponses: false } });
  visitor = await newToken(s.app);
  client = (await loginAs(s.app, 'yaofang01')).token;
});
afterAll(() => s?.close());

const cases: [string, EndpointSpec, Record<string, unknown> | undefined][] = [
  ['productSearch', catalog.productSearch, { keyword: '阿莫西林', size: 50 }],
  ['productDetail', catalog.productDetail, { productId: DEMO_PRODUCTS.amoxicillin }],
  ['clientIndex', content.clientIndex, undefined],
  ['clinicZone', zones.clinicZone, undefined],
  ['clinicZoneSearch', zones.clinicZoneSearch, { size: 20 }],
  ['specialZone', zones.specialZone, { size: 20 }],
  ['manufacturerDetail', zones.manufacturerDetail, { brandId: 1 }],
];

const ask = (e: EndpointSpec, input: Record<string, unknown> | undefined, token?: string) =>
  api(s.app, e, input as NoInfer<InputOf<EndpointSpec>>, { token });

describe('prices never reach a visitor', () => {
  it.each(cases)('%s: the service leaks prices (a client sees them), a visitor gets none', async (_name, e, input) => {
    const priced = await ask(e, input, client);
    expect(priced.body.code, priced.raw).toBe(200);
    expect(hasPriceKey(priced.raw)).toBe(true);

    for (const token of [visitor, undefined]) {
      const r = await ask(e, input, token);
      expect(r.body.code, r.raw).toBe(200);
      for (const key of PRICE_KEYS) expect(r.raw).not.toContain(`"${key}"`);
    }
  });

  it('a visitor gets the same products as a client, minus the prices', async () => {
    const input = { productId: DEMO_PRODUCTS.amoxicillin };
    const mine = (await api(s.app, catalog.productDetail, input, { token: client })).body.data;
    const theirs = (await api(s.app, catalog.productDetail, input, { token: visitor })).body.data;
    const { price: _p, retail_price: _r, margin: _m, ...unpriced } = mine.product;
    expect(theirs.product).toEqual(unpriced);
    expect(theirs.related.map((p) => p.product_id)).toEqual(mine.related.map((p) => p.product_id));
  });

  it('with the response check on (tests, e2e), the leak fails the request and names the field', async () => {
    const checked = buildApp({ db: s.db, checkResponses: true });
    await checked.ready();
    try {
      const r = await api(checked, catalog.productSearch, { keyword: '阿莫西林' }, { token: visitor });
      expect(r.status).toBe(500);
      expect(r.body.msg).toMatch(/响应与契约不符：\/data\/list\/0\/(price|retail_price|margin)/);
    } finally {
      await checked.close();
    }
  });
});
