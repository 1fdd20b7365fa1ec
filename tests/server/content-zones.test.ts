/** Announcements (sanitised rich text) and the zone / brand endpoints (issue 4). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page, Product } from '../../src/model/types';
import type { AnnouncementBrief, AnnouncementDetail, BrandInfo, ClinicZone, ManufacturerDetail } from '../../src/model/catalog-types';
import { announcements, products, zoneProducts } from '../../src/server/db/schema';
import { addAnnouncement } from '../../src/server/services/content';
import { sanitizeHtml } from '../../src/server/lib/sanitize';
import { call, loginAs, newToken, startServer, type TestServer } from './helpers';

const PRICE_KEYS = ['price', 'retail_price', 'margin', 'seckill_price', 'discount_price', 'original_price'];
const HOSTILE = /<script|onerror|onclick|javascript:/i;

let s: TestServer;
let visitor: string;
let client: string;

beforeAll(async () => {
  s = await startServer({ seed: 'small' });
  visitor = await newToken(s.app);
  client = (await loginAs(s.app, 'yaofang01')).token;
});
afterAll(() => s?.close());

async function get<T>(url: string, token: string | undefined, query: Record<string, string | number> = {}) {
  const r = await call<T>(s.app, 'GET', url, { token, query });
  expect(r.body.code, r.raw).toBe(200);
  return r;
}

const expectNoPrices = (raw: string) => {
  for (const key of PRICE_KEYS) expect(raw).not.toContain(`"${key}"`);
};

describe('announcements', () => {
  it('lists newest first with plain-text titles and summaries, paged', async () => {
    const { body } = await get<Page<AnnouncementBrief>>('/api/w1/announcementList', visitor, { size: 10 });
    expect(body.data.total).toBe(10);
    const dates = body.data.list.map((a) => a.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const a of body.data.list) {
      expect(a.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(a.title).not.toMatch(/[<>]/);
      expect(a.summary).not.toMatch(/[<>]/);
    }
    expect(body.data.list.map((a) => a.title)).toContain('【测试】客户须知');
    const second = await get<Page<AnnouncementBrief>>('/api/w1/announcementList', visitor, { size: 10, page: 2 });
    expect(second.body.data.list).toEqual([]);
  });

  it('sends the hostile seeded announcements with scripts, handlers and javascript: links removed', async () => {
    const rows = await s.db.select().from(announcements);
    const hostile = rows.filter((r) => HOSTILE.test(r.contentHtml));
    expect(hostile.length).toBe(2); // the seed keeps them raw on purpose
    for (const row of hostile) {
      const { body, raw } = await get<AnnouncementDetail>('/api/w1/announcementDetail', visitor, { messageId: row.id });
      expect(raw).not.toMatch(HOSTILE);
      expect(body.data.content).toMatch(/<p>/); // the harmless markup stays
      expect(body.data.title).not.toContain('<');
    }
    const clean = (await get<AnnouncementDetail>('/api/w1/announcementDetail', visitor, { messageId: 8 })).body.data;
    expect(clean.content).toContain('<a href="/category?ClassID=44">');
  });

  it('links the previous (newer) and next (older) announcement', async () => {
    const list = (await get<Page<AnnouncementBrief>>('/api/w1/announcementList', visitor, { size: 10 })).body.data.list;
    const middle = (await get<AnnouncementDetail>('/api/w1/announcementDetail', visitor, { messageId: list[3]!.message_id })).body.data;
    expect(middle.prev?.message_id).toBe(list[2]!.message_id);
    expect(middle.next?.message_id).toBe(list[4]!.message_id);
    const newest = (await get<AnnouncementDetail>('/api/w1/announcementDetail', visitor, { messageId: list[0]!.message_id })).body.data;
    expect(newest.prev).toBeNull();
  });

  it('stores staff HTML sanitised', async () => {
    const id = await addAnnouncement(s.db, { title: '<b>新</b>公告', contentHtml: '<p>好</p><img src=x onerror=alert(1)><script>x()</script>' });
    const [row] = await s.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row?.title).toBe('新 公告');
    expect(row?.contentHtml).toBe('<p>好</p><img>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="https://example.com/a">y</a>')).toBe('<a>x</a><a href="https://example.com/a">y</a>');
    await s.db.delete(announcements).where(eq(announcements.id, id));
  });

  it('answers bad and unknown ids in Chinese', async () => {
    for (const [query, code, msg] of [
      [{ messageId: 'x' }, 400, '请求参数有误：公告ID格式不正确'],
      [{}, 400, '请求参数有误：公告ID不能为空'],
      [{ messageId: 4242 }, 404, '公告不存在或已下线'],
    ] as const) {
      const r = await call(s.app, 'GET', '/api/w1/announcementDetail', { token: visitor, query });
      expect([r.status, r.body.msg]).toEqual([code, msg]);
    }
  });
});

describe('clinic zone', () => {
  it('groups zone products into sections, without prices for visitors', async () => {
    const { body, raw } = await get<ClinicZone>('/api/w1/clinicZone', visitor);
    expect(body.data.sections.length).toBeGreaterThanOrEqual(3);
    for (const sec of body.data.sections) expect(sec.list.length, sec.title).toBeGreaterThan(0);
    expectNoPrices(raw);
    const logged = (await get<ClinicZone>('/api/w1/clinicZone', client)).body.data;
    expect(logged.sections[0]?.list[0]?.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('searches inside the zone only', async () => {
    const zone = new Set((await s.db.select().from(zoneProducts).where(eq(zoneProducts.zone, 'clinic'))).map((z) => z.productId));
    const all = await get<Page<Product>>('/api/w1/clinicZoneSearch', visitor, { size: 100 });
    expect(all.body.data.total).toBe(zone.size);
    const kw = await get<Page<Product>>('/api/w1/clinicZoneSearch', visitor, { keyword: '头孢', size: 100 });
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
    const mine = (await get<Page<Product>>('/api/w1/specialZone', client, { size: 50 })).body.data;
    expect(mine.total).toBeGreaterThan(10);
    for (const p of mine.list) expect(Number(p.original_price)).toBeGreaterThan(Number(p.price));
    const theirs = await get<Page<Product>>('/api/w1/specialZone', visitor, { size: 50 });
    expect(theirs.body.data.total).toBe(mine.total);
    expectNoPrices(theirs.raw);
  });

  it('the price charged is the product price (the cart agrees with the zone)', async () => {
    const [first] = (await get<Page<Product>>('/api/w1/specialZone', client, { size: 10 })).body.data.list;
    const [row] = await s.db.select().from(products).where(eq(products.id, first!.product_id));
    expect(first!.price).toBe((row!.priceFen / 100).toFixed(2));
  });
});

describe('famous manufacturers', () => {
  it('lists brands with their product counts; a brand page lists exactly its products', async () => {
    const brands = (await get<BrandInfo[]>('/api/w1/famousManufacturer', visitor)).body.data;
    expect(brands.length).toBeGreaterThanOrEqual(12);
    const yiling = brands.find((b) => b.name === '以岭');
    expect(yiling).toMatchObject({ manufacturer: '石家庄以岭药业股份有限公司' });
    expect(yiling!.product_count).toBeGreaterThan(0);
    const detail = await get<ManufacturerDetail>('/api/w1/manufacturerDetail', visitor, { brandId: yiling!.brand_id, size: 100 });
    expect(detail.body.data.brand.brand_id).toBe(yiling!.brand_id);
    expect(detail.body.data.products.total).toBe(yiling!.product_count);
    for (const p of detail.body.data.products.list) expect(p.brand).toBe('以岭');
    expectNoPrices(detail.raw);
    const priced = (await get<ManufacturerDetail>('/api/w1/manufacturerDetail', client, { brandId: yiling!.brand_id })).body.data;
    expect(priced.products.list[0]?.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('answers unknown and bad brand ids in Chinese', async () => {
    for (const [query, code, msg] of [
      [{ brandId: 4242 }, 404, '品牌厂家不存在'],
      [{ brandId: 'abc' }, 400, '请求参数有误：品牌ID格式不正确'],
      [{}, 400, '请求参数有误：品牌ID不能为空'],
    ] as const) {
      const r = await call(s.app, 'GET', '/api/w1/manufacturerDetail', { token: visitor, query });
      expect([r.status, r.body.msg]).toEqual([code, msg]);
    }
  });
});
