/**
 * Per-client prices (issue 27): each buyer sees exactly its own price — the agreed price valid today, else its
 * client type's, else the base price — in the listing, the detail, the cart, the checkout and the order written,
 * the quick order and when a salesman acts for it; the SQL helper agrees with the model's rule on every validity
 * edge; no client ever sees another's agreed price through the catalogue caches, and a price change is seen at once.
 *
 * Buyers: yaofang01 (单体药店, an agreed price), xinkehu01 (单体药店, the same scopes, no agreed price: shares every
 * cache class with yaofang01 but the agreed client's), zhensuo01 (营利性医疗机构, a client-type price), liansuo01
 * (连锁单店: the base price), a visitor (no price) and ywy01 (a salesman: base alone, the customer's when acting).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import * as cartApi from '../../../src/contract/cart';
import * as catalog from '../../../src/contract/catalog';
import * as checkout from '../../../src/contract/checkout';
import * as q from '../../../src/contract/quick-order';
import * as sm from '../../../src/contract/salesman';
import { chinaDay, parseChinaStamp } from '../../../src/model/date-range';
import { effectivePrice } from '../../../src/model/effective-price';
import { fenToYuan } from '../../../src/model/money';
import { clientAgreedPrices, clients, orderLines, orders, products, productTypePrices } from '../../../src/server/db/schema';
import { effectivePriceSql, type PriceFor } from '../../../src/server/services/prices/effective';
import { clearAgreedPrice, clearTypePrice, setAgreedPrice, setTypePrice } from '../../../src/server/services/prices/admin';
import { hotProduct } from '../../../bench/orders-fixture';
import { catalogueChanged } from '../../../src/server/notices/catalogue';
import { api, loginAs, newToken, startServer, type TestServer } from '../helpers';
import { clearLists, fillCart, uuid } from '../checkout/helpers';

const DAY = 86_400_000;
const dayFrom = (days: number) => chinaDay(new Date(Date.now() + days * DAY));

let s: TestServer;
/** The product under test: base ¥10.00, class A OTC (every buyer here may buy it), plenty in stock. */
let P = 0;
const name = `价格测试片${Date.now() % 100_000}`;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

async function newProduct(tyName: string, priceFen: number): Promise<number> {
  const id = await hotProduct(s.db, `PRICE-${tyName}`, 100_000);
  await s.db.update(products).set({ tyName, priceFen, businessScope: 1 }).where(eq(products.id, id));
  // Written behind the server's back: say so, as a product write of the app does (the search index reloads).
  await catalogueChanged(s.db, 'products');
  return id;
}

beforeAll(async () => {
  s = await startServer();
  P = await newProduct(name, 1000);
  const rows = await s.db.select({ id: clients.id, username: clients.username }).from(clients).where(inArray(clients.username, ['yaofang01', 'xinkehu01', 'zhensuo01', 'liansuo01']));
  for (const r of rows) ids[r.username] = r.id;
  for (const u of ['yaofang01', 'xinkehu01', 'zhensuo01', 'liansuo01', 'ywy01']) tokens[u] = (await loginAs(s.app, u)).token;
  tokens.visitor = await newToken(s.app);
  await setTypePrice(s.db, { product_id: P, client_type: 2, price: '9.00' });
  await setAgreedPrice(s.db, { product_id: P, username: 'yaofang01', price: '7.50', valid_from: dayFrom(-1), valid_until: dayFrom(30) });
});
afterAll(() => s?.close());

const detailPrice = async (who: string, productId = P) => {
  const r = await api(s.app, catalog.productDetail, { productId }, { token: tokens[who] });
  expect(r.body.code, r.raw).toBe(200);
  return r.body.data.product.price;
};
const searchPrice = async (who: string) => {
  const r = await api(s.app, catalog.productSearch, { keyword: name }, { token: tokens[who] });
  expect(r.body.code, r.raw).toBe(200);
  const hit = r.body.data.list.find((p) => p.product_id === P);
  expect(hit, `${who} finds ${name}`).toBeDefined();
  return hit!.price;
};

const EXPECTED = { yaofang01: '7.50', zhensuo01: '9.00', liansuo01: '10.00', xinkehu01: '10.00' } as const;

describe('each buyer sees exactly its price', () => {
  it('in the listing and the product detail; a visitor sees none, a salesman alone the base price', async () => {
    for (const [who, price] of Object.entries(EXPECTED)) {
      expect(await searchPrice(who), who).toBe(price);
      expect(await detailPrice(who), who).toBe(price);
    }
    expect(await searchPrice('visitor')).toBeUndefined();
    expect(await detailPrice('visitor')).toBeUndefined();
    expect(await detailPrice('ywy01')).toBe('10.00');
  });

  it('the price sort orders by each buyer’s own price', async () => {
    const cheap = await newProduct(`${name}乙`, 800);
    const order = async (who: string) =>
      (await api(s.app, catalog.productSearch, { keyword: name, sort: 'price_asc' }, { token: tokens[who] })).body.data.list.map((p) => p.product_id).filter((id) => id === P || id === cheap);
    expect(await order('liansuo01')).toEqual([cheap, P]); // 8.00 < 10.00
    expect(await order('yaofang01')).toEqual([P, cheap]); // 7.50 < 8.00
  });

  describe('in the cart, the checkout and the order written', () => {
    beforeEach(async () => {
      for (const u of ['yaofang01', 'zhensuo01']) await clearLists(s, ids[u]!);
    });

    it.each([
      ['yaofang01', 750],
      ['zhensuo01', 900],
    ] as const)('%s', async (who, fen) => {
      const token = tokens[who]!;
      await fillCart(s, token, [{ product_id: P, amount: 3 }]);
      const cart = (await api(s.app, cartApi.myCart, undefined, { token })).body.data.cartList;
      expect(cart.product.find((l) => l.product_id === P)?.price).toBe(fenToYuan(fen));

      const preview = (await api(s.app, checkout.submitOrder, {}, { token })).body.data;
      const line = preview.groups.product.find((l) => l.product_id === P)!;
      expect(line).toMatchObject({ price: fenToYuan(fen), refusal: null });
      expect(preview.pricing.lines.find((l) => l.productId === P)).toMatchObject({ priceFen: fen, listPriceFen: fen });

      const placed = await api(s.app, checkout.sureOrder, { idempotency_key: uuid() } as never, { token });
      expect(placed.body.code, placed.raw).toBe(200);
      const [order] = await s.db.select().from(orders).where(eq(orders.orderCode, placed.body.data.orderCode));
      const [written] = await s.db.select().from(orderLines).where(and(eq(orderLines.orderId, order!.id), eq(orderLines.productId, P)));
      // The order keeps the price charged: a later change of the agreed or type price does not touch it.
      expect(written).toMatchObject({ priceFen: fen, listPriceFen: fen, amount: 3 });
    });
  });

  it('in the quick order and buy now', async () => {
    const token = tokens.yaofang01!;
    await clearLists(s, ids.yaofang01!);
    expect((await api(s.app, q.addFast, { product_id: P, amount: 2 }, { token })).body.code).toBe(200);
    const list = (await api(s.app, q.fastOrder, undefined, { token })).body.data.list;
    expect(list.find((l) => l.product_id === P)?.product.price).toBe('7.50');
    const now = (await api(s.app, q.fastCheck, { list: [{ product_id: P, amount: 2 }] }, { token })).body.data.list;
    expect(now[0]!.product.price).toBe('7.50');
    const buyNow = (await api(s.app, checkout.submitOrder, { isQuick: 1 }, { token })).body.data;
    expect(buyNow.groups.product.find((l) => l.product_id === P)?.price).toBe('7.50');
    await clearLists(s, ids.yaofang01!);
  });

  it('a salesman acting for a customer sees that customer’s price', async () => {
    const { token } = await loginAs(s.app, 'ywy01');
    tokens.acting = token;
    expect((await api(s.app, sm.actForCustomer, { customer_id: ids.yaofang01! }, { token })).body.code).toBe(200);
    expect(await detailPrice('acting')).toBe('7.50');
    expect(await searchPrice('acting')).toBe('7.50');
    expect((await api(s.app, sm.actForCustomer, { customer_id: ids.zhensuo01! }, { token })).body.code).toBe(200);
    expect(await detailPrice('acting')).toBe('9.00');
    expect(await searchPrice('acting')).toBe('9.00');
  });
});

describe('the caches never show one client another’s agreed price', () => {
  it('warmed by the agreed client, read by a client of the same type and scopes, and by a visitor', async () => {
    const other = await newProduct(`${name}丙`, 2000);
    await setAgreedPrice(s.db, { product_id: other, username: 'yaofang01', price: '12.34', valid_from: dayFrom(0), valid_until: dayFrom(0) });
    // Warm every cached kind as yaofang01 first.
    expect(await detailPrice('yaofang01', other)).toBe('12.34');
    const search = (who: string) => api(s.app, catalog.productSearch, { keyword: `${name}丙` }, { token: tokens[who] });
    expect((await search('yaofang01')).body.data.list[0]?.price).toBe('12.34');
    // The same requests by another 单体药店 with the same scopes and by a visitor.
    expect(await detailPrice('xinkehu01', other)).toBe('20.00');
    expect((await search('xinkehu01')).body.data.list[0]?.price).toBe('20.00');
    const visitor = await search('visitor');
    expect(visitor.raw).not.toContain('12.34');
    expect(visitor.body.data.list[0]?.price).toBeUndefined();
    expect((await api(s.app, catalog.productDetail, { productId: other }, { token: tokens.visitor })).raw).not.toContain('12.34');
    // And the reverse order: warmed by the client without, read by the client with.
    const third = await newProduct(`${name}丁`, 3000);
    await setAgreedPrice(s.db, { product_id: third, username: 'yaofang01', price: '25.00', valid_from: dayFrom(0), valid_until: dayFrom(0) });
    expect(await detailPrice('xinkehu01', third)).toBe('30.00');
    expect(await detailPrice('yaofang01', third)).toBe('25.00');
  });

  it('a change of any price is seen at once, through warm caches', async () => {
    expect(await detailPrice('yaofang01')).toBe('7.50');
    expect(await searchPrice('zhensuo01')).toBe('9.00');
    expect(await detailPrice('xinkehu01')).toBe('10.00');

    await setAgreedPrice(s.db, { product_id: P, username: 'yaofang01', price: '7.00', valid_from: dayFrom(-1), valid_until: dayFrom(30) });
    expect(await detailPrice('yaofang01')).toBe('7.00');
    expect(await searchPrice('yaofang01')).toBe('7.00');

    await setTypePrice(s.db, { product_id: P, client_type: 2, price: '8.80' });
    expect(await searchPrice('zhensuo01')).toBe('8.80');
    await clearTypePrice(s.db, P, 2);
    expect(await searchPrice('zhensuo01')).toBe('10.00');
    await setTypePrice(s.db, { product_id: P, client_type: 2, price: '9.00' });

    // xinkehu01 had no agreed price (its cached session says so): its first one is its own at once, and so is its removal.
    await setAgreedPrice(s.db, { product_id: P, username: 'xinkehu01', price: '6.00', valid_from: dayFrom(0), valid_until: dayFrom(0) });
    expect(await detailPrice('xinkehu01')).toBe('6.00');
    expect(await searchPrice('xinkehu01')).toBe('6.00');
    expect(await detailPrice('yaofang01')).toBe('7.00');
    await clearAgreedPrice(s.db, P, 'xinkehu01');
    expect(await detailPrice('xinkehu01')).toBe('10.00');
    expect(await searchPrice('xinkehu01')).toBe('10.00');

    // An agreed price that is not valid today is not the price.
    await setAgreedPrice(s.db, { product_id: P, username: 'yaofang01', price: '5.00', valid_from: dayFrom(1), valid_until: dayFrom(30) });
    expect(await detailPrice('yaofang01')).toBe('10.00');
    await setAgreedPrice(s.db, { product_id: P, username: 'yaofang01', price: '7.50', valid_from: dayFrom(-1), valid_until: dayFrom(30) });

    // The order placed earlier keeps the price it was charged.
    const [last] = await s.db.select().from(orderLines).where(eq(orderLines.productId, P)).orderBy(desc(orderLines.id)).limit(1);
    expect([750, 900]).toContain(last!.priceFen);
  });
});

describe('the SQL helper answers the model’s rule on every edge (China days)', () => {
  it('the day before, the first day, the last day and the day after the window; a type price and the base price', async () => {
    const E = await newProduct(`${name}边界`, 1000);
    const from = dayFrom(10);
    const until = dayFrom(12);
    await s.db.insert(productTypePrices).values({ productId: E, clientType: 1, priceFen: 900 });
    await s.db.insert(clientAgreedPrices).values({ productId: E, clientId: ids.yaofang01!, priceFen: 700, validFrom: from, validUntil: until });
    const sqlFen = async (buyer: PriceFor, now: Date) =>
      (await s.db.select({ fen: effectivePriceSql(buyer, now) }).from(products).where(eq(products.id, E)))[0]!.fen;
    const start = parseChinaStamp(`${from} 00:00:00`)!;
    const end = parseChinaStamp(`${until} 23:59:59`)!;
    const moments = [new Date(start.getTime() - 1000), start, end, new Date(end.getTime() + 1000)];
    const model = (now: Date, withAgreed: boolean, typeFen: number | null) =>
      effectivePrice({ baseFen: 1000, typeFen, agreed: withAgreed ? { priceFen: 700, validFrom: from, validUntil: until } : null }, chinaDay(now));
    const got: number[] = [];
    for (const now of moments) {
      const own = await sqlFen({ clientId: ids.yaofang01! }, now);
      expect(typeof own).toBe('number');
      expect(own).toBe(model(now, true, 900));
      expect(await sqlFen({ clientType: 1, agreedClientId: ids.yaofang01! }, now)).toBe(own);
      expect(await sqlFen({ clientType: 1, agreedClientId: null }, now)).toBe(model(now, false, 900));
      expect(await sqlFen({ clientType: 4, agreedClientId: null }, now)).toBe(model(now, false, null));
      expect(await sqlFen(null, now)).toBe(1000);
      got.push(own);
    }
    expect(got).toEqual([900, 700, 700, 900]);
  });
});
