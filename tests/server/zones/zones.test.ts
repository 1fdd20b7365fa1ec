/** Clinic zone, special-price zone, famous manufacturers and brand pages; prices only for logged-in users. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as zones from '../../../src/contract/zones';
import type { EndpointSpec, InputOf } from '../../../src/contract/define';
import { products, zoneProducts } from '../../../src/server/db/schema';
import { api, call, loginAs, newToken, startServer, type TestServer } from '../helpers';

const PRICE_KEYS = ['price', 'retail_price', 'margin', 'seckill_price', 'discount_price', 'original_price'];

let s: TestServer;
let visitor: string;
let client: string;

beforeAll(async () => {
  s = await startServer({ seed: 'small' });
  visitor = await newToken(s.app);
  client = (await loginAs(s.app, 'yaofang01')).token;
});
afterAll(() => s?.close());

async function get<E extends EndpointSpec>(e: E, token: string | undefined, input?: NoInfer<InputOf<E>>) {
  const r = await api(s.app, e, input, { token });
  expect(r.body.code, r.raw).toBe(200);
  return r;
}

const expectNoPrices = (raw: string) => {
  for (const key of PRICE_KEYS) expect(raw).not.toContain(`"${key}"`);
};

describe('clinic zone', () => {
  it('groups zone products into sections, without prices for visitors', async () => {
    const { body, raw } = await get(zones.clinicZone, visitor);
    expect(body.data.sections.length).toBeGreaterThanOrEqual(3);
    for (const sec of body.data.sections) expect(sec.list.length, sec.title).toBeGreaterThan(0);
    expectNoPrices(raw);
    const logged = (await get(zones.clinicZone, client)).body.data;
    expect(logged.sections[0]?.list[0]?.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('searches inside the zone only', async () => {
    const zone = new Set((await s.db.select().from(zoneProducts).where(eq(zoneProducts.zone, 'clinic'))).map((z) => z.productId));
    const all = await get(zones.clinicZoneSearch, visitor, { size: 100 });
    expect(all.body.data.total).toBe(zone.size);
    const kw = await get(zones.clinicZoneSearch, visitor, { keyword: '头孢', size: 100 });
    expect(kw.body.data.total).toBeGreaterThan(0);
    for (const p of kw.body.data.list) {
      expect(zone.has(p.product_id)).toBe(true);
      expect(p.ty_name).toContain('头孢');
    }
    expectNoPrices(kw.raw);
  });
});

describe('special zone', () => {
  it('shows the markdown (original above price) to clients and no price at all to visitors', async () => {
    const mine = (await get(zones.specialZone, client, { size: 50 })).body.data;
    expect(mine.total).toBeGreaterThan(10);
    for (const p of mine.list) expect(Number(p.original_price)).toBeGreaterThan(Number(p.price));
    // The usual wholesale price is below the suggested retail price.
    for (const p of mine.list) expect(Number(p.original_price)).toBeLessThan(Number(p.retail_price));
    const theirs = await get(zones.specialZone, visitor, { size: 50 });
    expect(theirs.body.data.total).toBe(mine.total);
    expectNoPrices(theirs.raw);
  });

  it('the price charged is the product price (the cart agrees with the zone)', async () => {
    const [first] = (await get(zones.specialZone, client, { size: 10 })).body.data.list;
    const [row] = await s.db.select().from(products).where(eq(products.id, first!.product_id));
    expect(first!.price).toBe((row!.priceFen / 100).toFixed(2));
  });
});

describe('famous manufacturers', () => {
  it('lists brands with their product counts; a brand page lists exactly its products', async () => {
    const brands = (await get(zones.famousManufacturer, visitor)).body.data;
    expect(brands.length).toBeGreaterThanOrEqual(12);
    const yiling = brands.find((b) => b.name === '以岭');
    expect(yiling).toMatchObject({ manufacturer: '石家庄以岭药业股份有限公司' });
    expect(yiling!.product_count).toBeGreaterThan(0);
    const detail = await get(zones.manufacturerDetail, visitor, { brandId: yiling!.brand_id, size: 100 });
    expect(detail.body.data.brand.brand_id).toBe(yiling!.brand_id);
    expect(detail.body.data.products.total).toBe(yiling!.product_count);
    for (const p of detail.body.data.products.list) expect(p.brand).toBe('以岭');
    expectNoPrices(detail.raw);
    const priced = (await get(zones.manufacturerDetail, client, { brandId: yiling!.brand_id })).body.data;
    expect(priced.products.list[0]?.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers unknown and bad brand ids in Chinese', async () => {
    for (const [query, code, msg] of [
      [{ brandId: 4242 }, 404, '品牌厂家不存在'],
      [{ brandId: 'abc' }, 400, '请求参数有误：品牌ID格式不正确'],
      [{}, 400, '请求参数有误：品牌ID不能为空'],
    ] as const) {
      const r = await call<null>(s.app, 'GET', '/api/w1/manufacturerDetail', { token: visitor, query });
      expect([r.status, r.body.msg]).toEqual([code, msg]);
    }
  });
});
