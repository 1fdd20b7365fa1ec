/** Catalogue API (issue 4): home, product detail, suggestions, facets, history, coupon/major filters, fallback. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as catalog from '../../../src/contract/catalog';
import * as content from '../../../src/contract/content';
import type { ListingQuery } from '../../../src/contract/catalog';
import type { EndpointSpec, InputOf } from '../../../src/contract/define';
import { PAGER_MSG } from '../../../src/server/http/validation';
import { AMOXICILLIN_APPROVAL, DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { couponScopes, products, zoneProducts } from '../../../src/server/db/schema';
import { FUZZY_FALLBACK_BELOW } from '../../../src/server/services/search/search';
import { api, call, loginAs, newToken, startServer, type TestServer } from '../helpers';

const PRICE_KEYS = ['price', 'retail_price', 'margin', 'seckill_price', 'discount_price', 'original_price'];

let s: TestServer;
let visitor: string;
let client: string;
let chain: string;

beforeAll(async () => {
  s = await startServer({ seed: 'small' });
  visitor = await newToken(s.app);
  client = (await loginAs(s.app, 'yaofang01')).token;
  chain = (await loginAs(s.app, 'liansuo01')).token;
});
afterAll(() => s?.close());

/** Calls an endpoint and expects success. */
async function ok<E extends EndpointSpec>(e: E, token: string | undefined, input?: NoInfer<InputOf<E>>) {
  const r = await api(s.app, e, input, { token });
  expect(r.body.code, r.raw).toBe(200);
  return r;
}

const search = async (token: string | undefined, query: ListingQuery) => (await ok(catalog.productSearch, token, query)).body.data;
const detail = (token: string | undefined, productId: number, more: { seckillId?: number } = {}) =>
  ok(catalog.productDetail, token, { productId, ...more });

describe('clientIndex', () => {
  it('has banners, a two-level menu, five filled floors, zone entries and plain-text announcements', async () => {
    const { body, raw } = await ok(content.clientIndex, visitor);
    const d = body.data;
    expect(d.banners.length).toBeGreaterThanOrEqual(3);
    for (const b of d.banners) expect(b.url).toMatch(/^\/\w+/);
    expect(d.showCategory).toBe(true);
    expect(d.classList.length).toBeGreaterThanOrEqual(10);
    expect(d.classList.every((c) => c.children.length > 0)).toBe(true);
    expect(d.floors.map((f) => f.title)).toEqual(['热销推荐', '感冒发热', '慢病用药', '中药饮片', '医疗器械']);
    for (const f of d.floors) expect(f.list.length, f.title).toBeGreaterThanOrEqual(5);
    // Floor products are purchasable best sellers, one per generic name.
    const hot = d.floors[0]!.list;
    expect(new Set(hot.map((p) => p.ty_name)).size).toBe(hot.length);
    expect(hot.every((p) => p.stock > 0 && p.is_failure === 0)).toBe(true);
    expect(d.zones.map((z) => z.url)).toContain('/clinicZone');
    expect(d.announcements).toHaveLength(5);
    expect(d.announcements[0]?.title).toBe('关于春节期间发货安排的通知');
    for (const key of PRICE_KEYS) expect(raw).not.toContain(`"${key}"`);
  });

  it('withholds the category menu from an other-province account and shows prices to clients', async () => {
    const { token } = await loginAs(s.app, 'waisheng01');
    const far = (await ok(content.clientIndex, token)).body.data;
    expect(far.showCategory).toBe(false);
    expect(far.classList).toEqual([]);
    expect(far.floors[0]?.list[0]?.price).toMatch(/^\d+\.\d{2}$/);
    const near = (await ok(content.clientIndex, client)).body.data;
    expect(near.showCategory).toBe(true);
    expect(near.classList.length).toBeGreaterThan(0);
  });

  it('checks the identity params against the session', async () => {
    const r = await call<null>(s.app, 'GET', '/api/w1/clientIndex', { token: client, query: { client_id: 999, company_id: 1 } });
    expect(r.status).toBe(403);
  });
});

describe('productDetail', () => {
  it('sends every detail field, its category and related products (same name first, never itself)', async () => {
    const { product, related, activity_ended } = (await detail(client, DEMO_PRODUCTS.amoxicillin)).body.data;
    expect(product).toMatchObject({
      product_id: DEMO_PRODUCTS.amoxicillin,
      ty_name: '阿莫西林胶囊',
      approval_number: AMOXICILLIN_APPROVAL,
      product_standard: '0.25g*24粒',
      product_dw: '盒',
      zhongbaozhuang_num: 1,
      business_scope: 0,
      class_name: '青霉素类',
      parent_class_name: '抗感染药',
      price: '8.50',
    });
    expect(product.validity).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(product.brand_id).toBeGreaterThan(0); // 石药 is a famous brand
    expect(activity_ended).toBe(false);
    expect(related.length).toBeGreaterThan(3);
    expect(related.some((p) => p.product_id === DEMO_PRODUCTS.amoxicillin)).toBe(false);
    const sameName = related.map((p) => p.ty_name === '阿莫西林胶囊');
    expect(sameName[0]).toBe(true);
    expect(sameName.slice(sameName.indexOf(false)).includes(true)).toBe(false);
  });

  it('hides every price from visitors, in the product and in related products', async () => {
    const { raw, body } = await detail(visitor, DEMO_PRODUCTS.packing10);
    for (const key of PRICE_KEYS) expect(raw).not.toContain(`"${key}"`);
    expect(body.data.product.zhongbaozhuang_num).toBe(10);
    const anonymous = await detail(undefined, DEMO_PRODUCTS.packing10);
    for (const key of PRICE_KEYS) expect(anonymous.raw).not.toContain(`"${key}"`);
  });

  it('marks near expiry, scope and shelf states per viewer', async () => {
    const near = (await detail(client, DEMO_PRODUCTS.nearExpiry)).body.data;
    expect(near.product.near_expiration_date).toBe(1);
    const rx = (await detail(chain, DEMO_PRODUCTS.amoxicillin)).body.data;
    expect(rx.product).toMatchObject({ switch: 0, warnTip: '无经营范围' });
    const soldOut = (await detail(client, DEMO_PRODUCTS.soldOut)).body.data;
    expect(soldOut.product).toMatchObject({ is_failure: 2, warnTip: '待补货' });
  });

  it('says an activity link is over instead of failing', async () => {
    const d = (await detail(client, 2, { seckillId: 5 })).body.data;
    expect(d.activity_ended).toBe(true);
    expect(d.product.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers bad and unknown ids with a Chinese 400 / 404', async () => {
    const cases: [Record<string, string | number>, number, string][] = [
      [{}, 400, '请求参数有误：商品ID不能为空'],
      [{ productId: 'abc' }, 400, '请求参数有误：商品ID格式不正确'],
      [{ productId: 0 }, 400, '请求参数有误：商品ID超出范围'],
      [{ productId: '1.5' }, 400, '请求参数有误：商品ID格式不正确'],
      [{ productId: '99999999999' }, 400, '请求参数有误：商品ID超出范围'],
      [{ productId: 1, seckillId: 'x' }, 400, '请求参数有误：秒杀活动格式不正确'],
      [{ productId: 987654 }, 404, '商品不存在'],
    ];
    for (const [query, code, msg] of cases) {
      const r = await call<null>(s.app, 'GET', '/api/w1/productDetail', { token: visitor, query });
      expect([r.status, r.body.code, r.body.msg], JSON.stringify(query)).toEqual([code, code, msg]);
    }
  });
});

describe('search: precise first, fuzzy as a fallback', () => {
  it('a keyword with many precise hits gets no fuzzy neighbours', async () => {
    // 3+ letters, so fuzzy would be possible; the full pinyin 'pian' (片) is in hundreds of names.
    const { list, total } = await search(visitor, { keyword: 'pian', size: 100 });
    expect(total).toBeGreaterThanOrEqual(FUZZY_FALLBACK_BELOW);
    for (const p of list) expect(p.ty_name).toMatch(/片|偏/);
  });

  it('a keyword with few precise hits is topped up with fuzzy neighbours after them', async () => {
    const { list, total } = await search(visitor, { keyword: '感冒灵', size: 100 });
    expect(total).toBeLessThan(FUZZY_FALLBACK_BELOW * 2);
    const precise = list.map((p) => p.ty_name.includes('感冒灵'));
    expect(precise[0]).toBe(true);
    expect(precise.includes(false)).toBe(true);
    expect(precise.slice(precise.indexOf(false)).includes(true)).toBe(false);
  });

  it('a typo has no precise hit and gets ranked fuzzy matches, most similar first', async () => {
    const { list, total } = await search(visitor, { keyword: '板兰根颗粒', size: 10 });
    expect(total).toBeGreaterThan(0);
    expect(list[0]?.ty_name).toBe('板蓝根颗粒');
  });

  it('counts and pages the fallback consistently', async () => {
    const first = await search(visitor, { keyword: '阿莫西林交囊', size: 10 });
    expect(first.total).toBeGreaterThan(0);
    const pages = Math.ceil(first.total / 10);
    const last = await search(visitor, { keyword: '阿莫西林交囊', size: 10, page: pages });
    expect(last.total).toBe(first.total);
    expect(last.list.length).toBe(first.total - (pages - 1) * 10);
    const beyond = await search(visitor, { keyword: '阿莫西林交囊', size: 10, page: pages + 1 });
    expect([beyond.list.length, beyond.total]).toEqual([0, first.total]);
  });

  it('approval number in a short form and pinyin initials find the featured product', async () => {
    expect((await search(visitor, { keyword: '13023964' })).list[0]?.product_id).toBe(DEMO_PRODUCTS.amoxicillin);
    expect((await search(visitor, { keyword: 'AMXLJN' })).list[0]?.product_id).toBe(DEMO_PRODUCTS.amoxicillin);
  });
});

describe('coupon_id and major filters', () => {
  it('coupon 3 (cold and fever) only finds products of its categories; a store-wide coupon finds everything', async () => {
    const header = (await ok(catalog.publicHeader, undefined)).body.data;
    const allowed = new Set(
      header.classList.flatMap((c) => c.children).filter((c) => ['感冒用药', '解热镇痛药'].includes(c.class_name)).map((c) => c.class_id),
    );
    const cold = await search(visitor, { coupon_id: 3, size: 100 });
    expect(cold.total).toBeGreaterThan(5);
    for (const p of cold.list) expect(allowed.has(p.class_id)).toBe(true);
    const storeWide = await search(visitor, { coupon_id: 2, size: 10 });
    expect(storeWide.total).toBe(await s.db.$count(products));
  });

  it('coupon 8 (brand week) finds only its brands and combines with a keyword', async () => {
    const brands = await search(visitor, { coupon_id: 8, size: 100 });
    expect(brands.total).toBeGreaterThan(0);
    for (const p of brands.list) expect(['999', '以岭', '云南白药', '同仁堂']).toContain(p.brand);
    const scoped = await s.db.select().from(couponScopes).where(eq(couponScopes.couponId, 8));
    expect(scoped.map((r) => r.brand).sort()).toEqual(['999', '云南白药', '以岭', '同仁堂'].sort());
    const kw = await search(visitor, { coupon_id: 8, keyword: '颗粒', size: 100 });
    for (const p of kw.list) expect(p.ty_name).toContain('颗粒');
    expect(kw.total).toBeLessThan(brands.total);
  });

  it('major=1 lists exactly the major zone', async () => {
    const major = await search(visitor, { major: 1, size: 100 });
    const zone = await s.db.select().from(zoneProducts).where(eq(zoneProducts.zone, 'major'));
    expect(major.total).toBe(zone.length);
    expect(new Set(major.list.map((p) => p.product_id))).toEqual(new Set(zone.map((z) => z.productId)));
  });

  it('rejects bad coupon_id and major values in Chinese', async () => {
    for (const [query, label] of [
      [{ coupon_id: 'x' }, '优惠券'],
      [{ coupon_id: 0 }, '优惠券'],
      [{ major: 3 }, '主推品种'],
    ] as const) {
      const r = await call<null>(s.app, 'GET', '/api/w1/productSearch', { token: visitor, query });
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain(label);
    }
  });
});

describe('facets', () => {
  it('lists the manufacturers of what the search finds, ignoring its own manufacturer filter', async () => {
    const facets = (await ok(catalog.searchFacets, visitor, { keyword: '阿莫西林' })).body.data;
    const all = await search(visitor, { keyword: '阿莫西林', size: 100 });
    const counts = new Map<string, number>();
    for (const p of all.list) counts.set(p.manufacturer, (counts.get(p.manufacturer) ?? 0) + 1);
    expect(new Map(facets.manufacturers.map((m) => [m.name, m.count]))).toEqual(counts);
    const first = facets.manufacturers[0]!.name;
    const filtered = (await ok(catalog.searchFacets, visitor, { keyword: '阿莫西林', manufacturer: first })).body.data;
    expect(filtered).toEqual(facets);
  });
});

describe('suggestions', () => {
  const suggest = async (keyword: string) => (await ok(catalog.searchSuggest, visitor, { keyword })).body.data;

  it('suggests generic names by name prefix, pinyin initials and full pinyin, best sellers first', async () => {
    for (const k of ['阿莫', 'amx', 'amoxi']) {
      const list = await suggest(k);
      expect(list.length, k).toBeGreaterThan(1);
      // Names that start with it first, then names that contain it (注射用阿莫西林钠克拉维酸钾).
      for (const item of list) expect(item).toMatchObject({ kind: 'name', keyword: expect.stringMatching(/阿莫西林/) });
      const starts = list.map((item) => item.keyword.startsWith('阿莫西林'));
      const firstOther = starts.indexOf(false);
      if (firstOther >= 0) expect(starts.slice(firstOther).includes(true)).toBe(false);
    }
    expect((await suggest('amx'))[0]?.keyword).toBe('阿莫西林胶囊');
  });

  it('suggests manufacturers and approval numbers', async () => {
    expect(await suggest('以岭')).toContainEqual(expect.objectContaining({ kind: 'manufacturer', keyword: '石家庄以岭药业股份有限公司' }));
    const approvals = await suggest('H1302396');
    expect(approvals).toEqual([{ keyword: AMOXICILLIN_APPROVAL, kind: 'approval', hint: '阿莫西林胶囊' }]);
  });

  it('is empty for nothing, limited to 10 and validated', async () => {
    expect(await suggest('')).toEqual([]);
    expect(await suggest('zzzzqqq')).toEqual([]);
    expect((await suggest('片')).length).toBeLessThanOrEqual(10);
    const r = await call<null>(s.app, 'GET', '/api/w1/searchSuggest', { token: visitor, query: { keyword: '阿'.repeat(51) } });
    expect(r.status).toBe(400);
  });
});

describe('search history per user', () => {
  const history = async (token: string) => (await ok(catalog.searchHistory, token)).body.data;
  const hotKeywords = async () => (await ok(catalog.publicHeader, undefined)).body.data.searchList;

  it('keeps each client its own latest distinct keywords; clear hides them but not the hot keywords', async () => {
    const { token } = await loginAs(s.app, 'zongbu01');
    await ok(catalog.clearSearchHistory, token);
    for (const keyword of ['布洛芬缓释', '氨溴索', '布洛芬缓释', '蒲地蓝']) await search(token, { keyword });
    await search(token, { keyword: '头孢', page: 2 }); // later pages are not a new search
    expect(await history(token)).toEqual(['蒲地蓝', '布洛芬缓释', '氨溴索']);
    const other = await history(client);
    expect(other.length).toBeGreaterThan(0); // seeded searches of yaofang01
    expect(other).not.toContain('蒲地蓝');

    const hotBefore = await hotKeywords();
    const cleared = await ok(catalog.clearSearchHistory, token);
    expect(cleared.body.data).toBeNull();
    expect(await history(token)).toEqual([]);
    await search(token, { keyword: '维生素' });
    expect(await history(token)).toEqual(['维生素']);
    expect(await hotKeywords()).toEqual(hotBefore);
  });

  it('keeps at most 10 keywords', async () => {
    const { token } = await loginAs(s.app, 'shangye01');
    for (let i = 0; i < 12; i++) await search(token, { keyword: `关键词${i}` });
    const list = await history(token);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('关键词11');
  });

  it('is for logged-in clients only', async () => {
    for (const e of [catalog.searchHistory, catalog.clearSearchHistory]) {
      const r = await api(s.app, e, undefined, { token: visitor });
      expect([r.status, r.body.code]).toEqual([401, 401]);
    }
  });
});

describe('pager bounds on the listing endpoints', () => {
  it('answer the Chinese pager message for bad page/size and honour every allowed size', async () => {
    for (const url of ['/api/w1/specialZone', '/api/w1/clinicZoneSearch', '/api/w1/announcementList', '/api/w1/manufacturerDetail?brandId=1']) {
      for (const query of [{ page: 0 }, { page: 'x' }, { size: 15 }, { size: 1000 }] as Record<string, string | number>[]) {
        const r = await call<null>(s.app, 'GET', url, { token: visitor, query });
        expect([r.status, r.body.msg], `${url} ${JSON.stringify(query)}`).toEqual([400, PAGER_MSG]);
      }
      for (const size of [10, 20, 30, 50, 100]) {
        const r = await call<{ size?: number; products?: { size: number } }>(s.app, 'GET', url, { token: visitor, query: { size } });
        expect(r.body.data.size ?? r.body.data.products?.size, url).toBe(size);
      }
    }
  });
});
