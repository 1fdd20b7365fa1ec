/** Product search on the full seed: prices per viewer, keyword matching and ranking, filters, paging, the header. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { catalogueChanged, productsChanged } from '../../../src/server/notices/catalogue';
import { searchIndexOf } from '../../../src/server/services/search/live';
import * as catalog from '../../../src/contract/catalog';
import type { ListingQuery, Product } from '../../../src/contract/catalog';
import { PAGE_SIZES } from '../../../src/model/constants';
import { productBatches, products } from '../../../src/server/db/schema';
import { reportStock } from '../../../src/server/services/open/stock';
import { takeOffShelf } from '../../../src/server/services/open/products';
import { PAGER_MSG } from '../../../src/server/http/validation';
import { AMOXICILLIN_APPROVAL, DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { SEED_PRODUCT_COUNT } from '../../../src/server/db/seed/catalogue';
import { SPECIAL_DEMO_CODES } from '../../../src/server/db/seed/checkout';
import { api, call, loginAs, newToken, startServer, type TestServer } from '../helpers';
import { searchProducts } from '../../../src/server/services/search/search';
import { CatalogueIndex, type IndexRow } from '../../../src/server/services/search/catalogue-index';
import corpus from './search-corpus.json';
import { onPostgres } from '../engine';
import { onNotice } from '../../../src/server/notices/bus';
import type { Notice } from '../../../src/server/notices/notice';
import { CORPUS_TOP, VISITOR } from './search-corpus.gen';

const PRICE_KEYS = ['price', 'retail_price', 'margin', 'seckill_price', 'discount_price'];

let s: TestServer;
let visitor: string;
let client: string;
let chain: string;

beforeAll(async () => {
  s = await startServer({ seed: 'full' });
  visitor = await newToken(s.app);
  client = (await loginAs(s.app, 'yaofang01')).token;
  chain = (await loginAs(s.app, 'liansuo01')).token;
});
afterAll(() => s?.close());

const search = async (token: string | undefined, query: ListingQuery) => {
  const r = await api(s.app, catalog.productSearch, query, { token });
  expect(r.body.code, r.raw).toBe(200);
  return r.body.data;
};
const publicHeader = async (token?: string) => (await api(s.app, catalog.publicHeader, undefined, { token })).body.data;

describe('prices', () => {
  it('visitors get NO price keys at all, with or without a token', async () => {
    for (const token of [visitor, undefined]) {
      const r = await api(s.app, catalog.productSearch, { keyword: '阿莫西林', size: 50 }, { token });
      const list = r.body.data.list;
      expect(list.length).toBeGreaterThan(5);
      for (const p of list) for (const key of PRICE_KEYS) expect(p).not.toHaveProperty(key);
      for (const key of PRICE_KEYS) expect(r.raw).not.toContain(`"${key}"`);
    }
  });

  it('logged-in clients get yuan prices and the margin percent', async () => {
    const { list } = await search(client, { keyword: '阿莫西林胶囊' });
    const amox = list.find((p) => p.product_id === DEMO_PRODUCTS.amoxicillin);
    expect(amox).toMatchObject({ price: '8.50', retail_price: '12.80', margin: '33.59' });
    for (const p of list) expect(p.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('a salesman sees prices too', async () => {
    const { token } = await loginAs(s.app, 'ywy02');
    const { list } = await search(token, { keyword: '布洛芬' });
    expect(list[0]?.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('price sort works for clients and is ignored for visitors', async () => {
    const asc = (await search(client, { sort: 'price_asc', size: 50 })).list.map((p) => Number(p.price));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search(client, { sort: 'price_desc', size: 50 })).list.map((p) => Number(p.price));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const visitorSorted = (await search(visitor, { sort: 'price_asc', size: 20 })).list.map((p) => p.product_id);
    const visitorDefault = (await search(visitor, { size: 20 })).list.map((p) => p.product_id);
    expect(visitorSorted).toEqual(visitorDefault);
  });
});

describe('keyword matching', () => {
  it('pinyin initials amxl find 阿莫西林, the exact featured product first', async () => {
    const { list, total } = await search(visitor, { keyword: 'amxl' });
    expect(total).toBeGreaterThan(3);
    expect(list[0]?.product_id).toBe(DEMO_PRODUCTS.amoxicillin);
    for (const p of list) expect(p.ty_name.startsWith('阿莫西林')).toBe(true);
  });

  it('full pinyin and a pinyin typo find it too', async () => {
    for (const keyword of ['amoxilin', 'AMOXILIN', 'amoxlin']) {
      const { list } = await search(visitor, { keyword });
      expect(list.some((p) => p.ty_name === '阿莫西林胶囊'), keyword).toBe(true);
    }
  });

  it('approval number, with or without the 国药准字 prefix and in any case', async () => {
    for (const keyword of [AMOXICILLIN_APPROVAL, 'H13023964', 'h13023964']) {
      const { list } = await search(visitor, { keyword });
      expect(list[0]?.product_id, keyword).toBe(DEMO_PRODUCTS.amoxicillin);
      expect(list[0]?.approval_number).toBe(AMOXICILLIN_APPROVAL);
    }
  });

  it('our product code, in any case, finds exactly that product first', async () => {
    const code = `YC${String(DEMO_PRODUCTS.amoxicillin).padStart(6, '0')}`;
    for (const keyword of [code, code.toLowerCase()]) {
      const { list } = await search(client, { keyword });
      expect(list[0]?.product_id, keyword).toBe(DEMO_PRODUCTS.amoxicillin);
      expect(list[0]?.product_code).toBe(code);
    }
  });

  it('manufacturer, brand and supplier', async () => {
    const maker = await search(visitor, { keyword: '以岭药业', size: 100 });
    expect(maker.total).toBeGreaterThan(0);
    for (const p of maker.list) expect(p.manufacturer).toContain('以岭');
    const brand = await search(visitor, { keyword: '以岭', size: 100 });
    expect(brand.total).toBe(maker.total);
    expect(brand.list.every((p) => p.brand === '以岭')).toBe(true);
    // '999' is a brand (prefix match) and also part of approval numbers (contains): the brand comes first.
    const digits = (await search(visitor, { keyword: '999', size: 100 })).list.map((p) => p.brand === '999');
    expect(digits[0]).toBe(true);
    expect(digits.includes(false)).toBe(true);
    expect(digits.slice(digits.indexOf(false)).includes(true)).toBe(false);
    const supplier = await search(visitor, { keyword: '九州通医药', size: 10 });
    expect(supplier.total).toBeGreaterThan(50);
    expect(supplier.list.every((p) => p.supplier.includes('九州通'))).toBe(true);
  });

  it('ranks exact names before prefix matches before fuzzy ones', async () => {
    const { list } = await search(visitor, { keyword: '阿莫西林胶囊', size: 100 });
    const exact = list.map((p) => p.ty_name === '阿莫西林胶囊');
    const firstOther = exact.indexOf(false);
    expect(exact.filter(Boolean).length).toBeGreaterThan(1);
    expect(firstOther).toBeGreaterThan(0);
    // No exact match after the first non-exact one, and fuzzy neighbours (not containing the keyword) do show up.
    expect(exact.slice(firstOther).includes(true)).toBe(false);
    expect(list.slice(firstOther).some((p) => !p.ty_name.includes('阿莫西林胶囊'))).toBe(true);
  });

  it('within a rank, purchasable products come first', async () => {
    const { list } = await search(visitor, { keyword: '连花清瘟胶囊', size: 100 });
    const exact = list.filter((p) => p.ty_name === '连花清瘟胶囊');
    const buyable = exact.map((p) => p.stock > 0 && p.is_failure === 0);
    expect(buyable.includes(false)).toBe(true); // the featured sold-out one
    expect(buyable.slice(buyable.indexOf(false)).includes(true)).toBe(false);
  });

  it('a typo still finds the product', async () => {
    const { list } = await search(visitor, { keyword: '阿莫西林交囊' });
    expect(list.some((p) => p.ty_name === '阿莫西林胶囊')).toBe(true);
    const other = await search(visitor, { keyword: '布洛芬缓释交囊' });
    expect(other.list[0]?.ty_name).toBe('布洛芬缓释胶囊');
  });

  it('1-2 character terms match by name and pinyin prefix', async () => {
    const { list, total } = await search(visitor, { keyword: '头孢', size: 100 });
    expect(total).toBeGreaterThan(20);
    for (const p of list) expect(p.ty_name).toContain('头孢');
    const initials = await search(visitor, { keyword: 'tb', size: 100 });
    expect(initials.list.some((p) => p.ty_name.startsWith('头孢'))).toBe(true);
  });

  it('treats LIKE wildcards in the keyword literally', async () => {
    const { total } = await search(visitor, { keyword: '%%' });
    expect(total).toBe(0);
  });
});

describe('regression corpus (issue 30)', () => {
  // search-corpus.json: 351 queries as buyers type them with the SQL search's total and top codes, made before the
  // in-process index replaced it (search-corpus.gen.ts). The index answers all of them the same.
  it('the index finds what the SQL search found, in the same order', async () => {
    const differ: string[] = [];
    for (const c of corpus.queries) {
      const page = await searchProducts(s.db, { keyword: c.q, page: 1, size: CORPUS_TOP }, VISITOR);
      const top = page.list.map((p) => p.product_code);
      if (page.total !== c.total || top.join() !== c.top.join()) differ.push(`${c.mode} ${c.q}: ${page.total} ${top.join()} (SQL: ${c.total} ${c.top.join()})`);
    }
    expect(differ).toEqual([]);
    expect(corpus.queries.length).toBeGreaterThan(300);
  });

  it('the index follows a stock change at once: the next search ranks and filters by it', async () => {
    const id = DEMO_PRODUCTS.amoxicillin;
    const [before] = await s.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    const inStock = async () => (await search(visitor, { keyword: '阿莫西林胶囊', in_stock: 1, size: 50 })).list.some((p) => p.product_id === id);
    expect(await inStock()).toBe(true);
    try {
      await s.db.update(products).set({ stock: 0 }).where(eq(products.id, id));
      await catalogueChanged(s.db, 'stock');
      expect(await inStock()).toBe(false);
    } finally {
      await s.db.update(products).set({ stock: before!.stock }).where(eq(products.id, id));
      await catalogueChanged(s.db, 'stock');
    }
    expect(await inStock()).toBe(true);
  });

  it('a notice naming its products refreshes just them, in place: stock, shelf, a new trade name, approval number and sales are seen next', async () => {
    const id = DEMO_PRODUCTS.amoxicillin;
    const [before] = await s.db
      .select({ stock: products.stock, tradeName: products.tradeName, sales: products.sales, approvalNumber: products.approvalNumber })
      .from(products)
      .where(eq(products.id, id));
    const find = async (query: ListingQuery) => (await search(visitor, { size: 50, ...query })).list.find((p) => p.product_id === id);
    expect((await find({ keyword: '阿莫西林胶囊', in_stock: 1 }))?.stock).toBe(before!.stock);
    const live = searchIndexOf(s.db);
    const counts = live.counts();
    const set = async (v: { stock: number; tradeName: string; sales: number; approvalNumber: string }) => {
      await s.db.update(products).set(v).where(eq(products.id, id));
      await productsChanged(s.db, 'stock', [id]);
    };
    try {
      await set({ stock: 0, tradeName: '速效阿莫灵', sales: 999_999, approvalNumber: '国药准字H99887766' });
      expect(await find({ keyword: '阿莫西林胶囊', in_stock: 1 })).toBeUndefined();
      // Approval numbers have an index of their own (code-grams.ts): the new one finds it, whole or in part, the old not.
      for (const keyword of ['国药准字H99887766', 'h99887766', '9988776']) expect((await find({ keyword }))?.product_id, keyword).toBe(id);
      expect(await find({ keyword: AMOXICILLIN_APPROVAL })).toBeUndefined();
      // Its kept page row was dropped too: the list shows the new stock.
      expect((await find({ keyword: '速效阿莫灵' }))?.stock).toBe(0);
      // Best seller now: first of the whole catalogue by sales.
      expect((await search(visitor, { sort: 'sales', size: 10 })).list[0]?.product_id).toBe(id);
      // A refresh, no whole reload. On PostgreSQL the notice also comes back through LISTEN (own notices included,
      // bus.ts), which may refresh the same product once more, so the refreshes are at least one more.
      expect(live.counts().reloads).toBe(counts.reloads);
      expect(live.counts().refreshes).toBeGreaterThan(counts.refreshes);
    } finally {
      await set({ stock: before!.stock, tradeName: before!.tradeName, sales: before!.sales, approvalNumber: before!.approvalNumber });
    }
    expect((await find({ keyword: AMOXICILLIN_APPROVAL }))?.product_id).toBe(id);
    expect(await find({ keyword: 'H99887766' })).toBeUndefined();
    expect((await find({ keyword: '阿莫西林胶囊', in_stock: 1 }))?.stock).toBe(before!.stock);
    expect(await find({ keyword: '速效阿莫灵' })).toBeUndefined();
    expect(live.counts().reloads).toBe(counts.reloads);
  });
});

describe('ERP sync keeps the index in place', () => {
  it('a stock report and a take-off-shelf name their products: refreshed in place, seen by the next search, no whole reload', async () => {
    const id = DEMO_PRODUCTS.amoxicillin;
    const [before] = await s.db.select().from(products).where(eq(products.id, id));
    const batches = await s.db.select().from(productBatches).where(eq(productBatches.productId, id));
    const find = async (query: ListingQuery) => (await search(visitor, { size: 50, ...query })).list.find((p) => p.product_id === id);
    expect(await find({ keyword: '阿莫西林胶囊', in_stock: 1 })).toBeDefined();
    const live = searchIndexOf(s.db);
    const counts = live.counts();
    const code = before!.productCode;
    try {
      const gone = await reportStock(s.db, [{ code, batches: [{ batch_no: 'B0', produced_on: '2026-01-01', expires_on: '2028-01-01', quantity: 0 }] }]);
      expect(gone.rows[0]).toMatchObject({ result: 'updated', available: 0 });
      expect(await find({ keyword: '阿莫西林胶囊', in_stock: 1 })).toBeUndefined();
      expect((await find({ keyword: '阿莫西林胶囊' }))?.is_failure).toBe(0);
      const off = await takeOffShelf(s.db, [code]);
      expect(off.rows[0]).toMatchObject({ result: 'updated' });
      // Still listed (after what can be bought), now shown as off shelf.
      expect((await find({ keyword: '阿莫西林胶囊' }))?.is_failure).toBe(1);
      expect(live.counts().reloads).toBe(counts.reloads);
      expect(live.counts().refreshes).toBeGreaterThanOrEqual(counts.refreshes + 2);
    } finally {
      await s.db.delete(productBatches).where(eq(productBatches.productId, id));
      if (batches.length) await s.db.insert(productBatches).values(batches);
      await s.db.update(products).set({ stock: before!.stock, isFailure: before!.isFailure, validity: before!.validity }).where(eq(products.id, id));
      await productsChanged(s.db, 'products', [id]);
    }
    expect(await find({ keyword: '阿莫西林胶囊', in_stock: 1 })).toBeDefined();
  });
});

describe('a write inside a transaction', () => {
  it('that names its products is seen by this instance\'s next search once it commits, even if a refresh read the rows before the commit', async () => {
    const id = DEMO_PRODUCTS.amoxicillin;
    // Straight to the search (the HTTP read cache and this file's search window are not what is tested here).
    const find = async () => (await searchProducts(s.db, { keyword: '阿莫西林胶囊', in_stock: 1, size: 50 }, VISITOR)).list.find((p) => p.product_id === id);
    const [before] = await s.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    expect(await find()).toBeDefined();
    // Which notice objects this process applied: the listener's copy is decoded anew, publish's own is the same object.
    const applied: Notice[] = [];
    const stop = onNotice((n) => applied.push(n));
    try {
      await s.db.transaction(async (tx) => {
        await tx.update(products).set({ stock: 0 }).where(eq(products.id, id));
        await productsChanged(tx, 'stock', [id]);
        // The notice applied at once refreshes the index now: on PostgreSQL that read (another pooled connection) sees
        // the row before the commit. PGlite has one connection, which this transaction holds: its refresh waits.
        if (onPostgres()) await searchIndexOf(s.db).current();
      });
      // Applied again as the transaction ended, whenever the listener's copy comes (it may come first or later).
      if (onPostgres()) expect(applied.filter((n) => n === applied[0])).toHaveLength(2);
      expect(await find()).toBeUndefined();
    } finally {
      stop();
      await s.db.update(products).set({ stock: before!.stock }).where(eq(products.id, id));
      await productsChanged(s.db, 'stock', [id]);
    }
    expect(await find()).toBeDefined();
  });
});

describe('index kept per search (issue 30, third pass)', () => {
  // A search resets only the products it marked and sorts by places in the sales order kept per product; browsing
  // and the approval list are cached. An index updated in place must answer exactly as one loaded from scratch.
  const NAMES = ['阿莫西林胶囊', '阿莫西林片', '布洛芬缓释胶囊', '头孢克肟片', '感冒灵颗粒'];
  const row = (id: number, sales: number, stock: number, approval = `国药准字H${20000000 + (id % 7)}`): IndexRow => ({
    id, productCode: `T${id}`, tyName: NAMES[id % NAMES.length]!, tradeName: '', pinyinInitials: 'amxl', pinyinFull: 'amoxilin',
    approvalNumber: approval, manufacturer: `厂${id % 3}`, brand: `牌${id % 2}`, supplier: '供', barcode: '', classId: 1,
    businessScope: 1, drugType: 1, stock, isFailure: 0, sales, validity: '2030-01-01',
  });
  const answers = (ix: CatalogueIndex): unknown[] => [
    ...[undefined, '阿莫西林', '阿莫', 'amxl', '头孢克肟片', '阿莫西林交囊', 'H2000'].flatMap((keyword) =>
      (['default', 'sales'] as const).flatMap((sort) => [
        ix.search({ keyword }, sort, 1, 7),
        ix.search({ keyword }, sort, 2, 7),
        ix.search({ keyword, in_stock: 1 }, sort, 1, 7),
        ix.facets({ keyword }, 30),
      ]),
    ),
    ix.approvalsContaining('h2000', 5).map((v) => v.raw),
  ];

  it('an index updated in place (sales, stock, approval numbers) answers like one loaded from scratch, search after search', () => {
    const rows = Array.from({ length: 40 }, (_, i) => row(i + 1, (i * 37) % 11, i % 4 ? 5 : 0));
    const cats = [{ id: 1, parentId: null }];
    const kept = new CatalogueIndex();
    kept.load(rows, cats);
    answers(kept); // fills the caches the update must drop
    const changed = [row(3, 50, 0), row(8, 0, 9, '国药准字H20009999'), row(21, 5, 1)];
    expect(kept.update(changed)).toBe(true);
    const after = rows.map((r) => changed.find((c) => c.id === r.id) ?? r);
    const fresh = new CatalogueIndex();
    fresh.load(after, cats);
    expect(answers(kept)).toEqual(answers(fresh));
    expect(answers(kept)).toEqual(answers(fresh)); // a search leaves no marks behind for the next one
    expect(kept.approvalsContaining('h20009999', 5).map((v) => v.raw)).toEqual(['国药准字H20009999']);
    expect(kept.search({ keyword: '头孢克肟' }, 'sales', 1, 1).ids).toEqual([3]); // its new sales lead
  });
});

describe('filters', () => {
  it('a first-level ClassID includes its children', async () => {
    const header = await publicHeader();
    const antiInfective = header.classList.find((c) => c.class_name === '抗感染药');
    expect(antiInfective?.children.length).toBeGreaterThan(3);
    const childIds = new Set(antiInfective?.children.map((c) => c.class_id));
    const top = await search(visitor, { ClassID: antiInfective?.class_id ?? 0, size: 100 });
    expect(top.total).toBeGreaterThan(100);
    for (const p of top.list) expect(childIds.has(p.class_id)).toBe(true);
    const child = antiInfective?.children[0];
    const sub = await search(visitor, { ClassID: child?.class_id ?? 0, size: 100 });
    expect(sub.total).toBeGreaterThan(0);
    expect(sub.total).toBeLessThan(top.total);
    for (const p of sub.list) expect(p.class_id).toBe(child?.class_id);
  });

  it('in_stock, near_expiry, drug_type, business_scope and manufacturer', async () => {
    const inStock = await search(visitor, { keyword: '连花清瘟', in_stock: 1, size: 100 });
    for (const p of inStock.list) expect(p.stock > 0 && p.is_failure === 0).toBe(true);
    const near = await search(visitor, { near_expiry: 1, size: 100 });
    expect(near.total).toBeGreaterThan(20);
    for (const p of near.list) expect(p.near_expiration_date).toBe(1);
    expect(near.list.some((p) => p.product_id === DEMO_PRODUCTS.nearExpiry)).toBe(true);
    const devices = await search(visitor, { drug_type: 2, size: 50 });
    for (const p of devices.list) expect(p.drug_type).toBe(2);
    const rx = await search(visitor, { business_scope: 0, size: 50 });
    for (const p of rx.list) expect(p.business_scope).toBe(0);
    const maker = await search(visitor, { manufacturer: '齐鲁制药有限公司', size: 50 });
    expect(maker.total).toBeGreaterThan(0);
    for (const p of maker.list) expect(p.manufacturer).toBe('齐鲁制药有限公司');
  });

  it('sales sort is descending', async () => {
    const { list } = await search(visitor, { sort: 'sales', size: 30 });
    const top = await s.db.select({ id: products.id }).from(products).orderBy(desc(products.sales), products.id).limit(30);
    expect(list.map((p) => p.product_id)).toEqual(top.map((r) => r.id));
  });
});

describe('switch and warnings per viewer', () => {
  it('switch is 0 for liansuo01 on a prescription drug, 1 on OTC; 1 for visitors and full-scope clients', async () => {
    const chainView = await search(chain, { keyword: '阿莫西林胶囊' });
    const amox = chainView.list.find((p) => p.product_id === DEMO_PRODUCTS.amoxicillin);
    expect(amox).toMatchObject({ business_scope: 0, switch: 0, warnTip: '无经营范围' });
    const otc = (await search(chain, { keyword: '板蓝根颗粒' })).list.find((p) => p.product_id === DEMO_PRODUCTS.packing10);
    expect(otc?.switch).toBe(1);
    for (const token of [visitor, client]) {
      const p = (await search(token, { keyword: '阿莫西林胶囊' })).list.find((x) => x.product_id === DEMO_PRODUCTS.amoxicillin);
      expect(p?.switch).toBe(1);
      expect(p).not.toHaveProperty('warnTip');
    }
  });

  it('sold-out, off-shelf and expired products carry is_failure and a listing warnTip', async () => {
    const ids = [DEMO_PRODUCTS.soldOut, DEMO_PRODUCTS.offShelf, DEMO_PRODUCTS.expired];
    const found = new Map<number, Product>();
    for (const keyword of ['连花清瘟胶囊', '头孢克肟分散片', '维生素C片']) {
      for (const p of (await search(client, { keyword, size: 100 })).list) found.set(p.product_id, p);
    }
    expect(ids.map((id) => [found.get(id)?.is_failure, found.get(id)?.warnTip])).toEqual([
      [2, '待补货'],
      [1, '已下架'],
      [3, '已过期'],
    ]);
    expect(found.get(DEMO_PRODUCTS.soldOut)?.stock).toBe(0);
  });
});

describe('paging and bad params', () => {
  it('defaults to page 1 size 20 and pages through without overlap', async () => {
    const first = await search(visitor, { keyword: '片' });
    expect([first.page, first.size, first.list.length]).toEqual([1, 20, 20]);
    const second = await search(visitor, { keyword: '片', page: 2 });
    const ids = new Set(first.list.map((p) => p.product_id));
    expect(second.list.some((p) => ids.has(p.product_id))).toBe(false);
    expect(second.total).toBe(first.total);
    const beyond = await search(visitor, { keyword: '片', page: 9999 });
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('rejects page/size outside the bounds with the Chinese pager message', async () => {
    const bad: Record<string, string | number>[] = [{ page: 0 }, { page: -1 }, { page: 'abc' }, { page: 1.5 }, { size: 15 }, { size: 0 }, { size: 1000 }, { size: 'x' }];
    for (const query of bad) {
      const r = await call<null>(s.app, 'GET', '/api/w1/productSearch', { token: visitor, query });
      expect(r.status, JSON.stringify(query)).toBe(400);
      expect(r.body, JSON.stringify(query)).toEqual({ code: 400, msg: PAGER_MSG, data: null });
    }
    for (const size of PAGE_SIZES) expect((await search(visitor, { size })).size).toBe(size);
  });

  it('rejects other bad params with a Chinese 400, never a 500 or English', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ sort: 'random' }, '排序方式'],
      [{ ClassID: 'abc' }, '分类'],
      [{ drug_type: 9 }, '药品类型'],
      [{ in_stock: 2 }, '仅看有货'],
      [{ keyword: '阿'.repeat(51) }, '搜索关键词'],
    ];
    for (const [query, label] of cases) {
      const r = await call<null>(s.app, 'GET', '/api/w1/productSearch', { token: visitor, query });
      expect(r.status, label).toBe(400);
      expect(r.body.msg, label).toContain(label);
      expect(r.body.msg).toMatch(/^请求参数有误/);
    }
  });

  it('treats empty filter params as absent', async () => {
    const r = await call<{ total: number }>(s.app, 'GET', '/api/w1/productSearch', {
      token: visitor,
      query: { ClassID: '', keyword: '', sort: '', page: '', size: '' },
    });
    // The generated catalogue plus the special-control demo drugs of the checkout seed.
    expect(r.body.data.total).toBe(SEED_PRODUCT_COUNT.full + Object.keys(SPECIAL_DEMO_CODES).length);
  });
});

describe('publicHeader', () => {
  it('has hot keywords, navigation and a two-level category list', async () => {
    const h = await publicHeader(visitor);
    expect(h.searchList.slice(0, 3)).toEqual(['连花清瘟', '阿莫西林', '布洛芬']);
    expect(h.navList[0]).toEqual({ name: '首页', url: '/home' });
    expect(h.classList.length).toBeGreaterThanOrEqual(10);
    for (const top of h.classList) {
      expect(top.children.length).toBeGreaterThan(0);
      for (const child of top.children) expect(child.children).toEqual([]);
    }
  });
});
