/**
 * The open API's bulk upserts (issue 27), signed as an ERP sends them: products with the GSP fields, off shelf,
 * base and client-type prices, agreed prices, stock by batch. Each call answers one result per row with a reason
 * code for a refused row; refused rows change nothing, the others are applied; sending the same rows again answers
 * `unchanged` (idempotent); the buyer sees the change at once (caches dropped by the notices); a malformed field
 * refuses the whole call (400 naming it) before the signature is even read; a body changed after signing is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import * as catalog from '../../../src/contract/catalog';
import * as open from '../../../src/contract/open';
import type { ProductRow } from '../../../src/contract/open';
import { chinaDay } from '../../../src/model/date-range';
import { BULK_MAX_ROWS, ROW_REASONS } from '../../../src/model/erp-rows';
import { OPEN_HEADERS, openRefusalText } from '../../../src/model/open-signature';
import { clientAgreedPrices, productBatches, products, productTypePrices } from '../../../src/server/db/schema';
import { createPartner } from '../../../src/server/services/open/partners';
import { sureOrder } from '../../../src/server/services/checkout/submit';
import { createBuyers, quickLines } from '../../../bench/orders-fixture';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { uuid } from '../checkout/helpers';
import { signed, signedRaw, type Credentials } from './signed';

let s: TestServer;
let erp: Credentials;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer();
  erp = await createPartner(s.db, '测试ERP');
  for (const who of ['yaofang01', 'zhensuo01']) tokens[who] = (await loginAs(s.app, who)).token;
});
afterAll(() => s?.close());

const day = (offsetDays: number) => chinaDay(new Date(Date.now() + offsetDays * 86_400_000));

const row = (code: string, over: Partial<ProductRow> = {}): ProductRow => ({
  code,
  generic_name: '布洛芬缓释胶囊',
  trade_name: '芬必得',
  spec: '0.3g*24粒',
  dosage_form: '胶囊剂',
  unit: '盒',
  middle_pack: 10,
  carton: 400,
  approval_number: '国药准字H10900089',
  manufacturer: '中美天津史克制药有限公司',
  licence_holder: '中美天津史克制药有限公司',
  origin: '天津',
  storage: '密封，在干燥处保存',
  medicare_code: 'XN02BEB135E001010101445',
  medicare_class: '甲类',
  rx_class: '乙类OTC',
  drug_type: '西药/中成药',
  category: '解热镇痛药',
  barcode: '6901234567892',
  leaflet: '【适应症】用于缓解轻至中度疼痛。<script>alert(1)</script>',
  price: '18.50',
  ...over,
});

const productOf = async (code: string) => (await s.db.select().from(products).where(eq(products.productCode, code)))[0];
const results = (r: { body: { data: open.BulkAnswer } }) => r.body.data.rows.map((x) => [x.code, x.result, x.reason ?? '']);

describe('products', () => {
  it('creates and updates by code, refuses bad rows with their reason, and answers unchanged when sent again', async () => {
    const rows = [
      row('ERP-IBU-1'),
      row('ERP-IBU-2', { rx_class: '处方药', on_shelf: false }),
      row('ERP-BAD-RX', { rx_class: '丙类OTC' }),
      row('ERP-BAD-CAT', { category: '不存在的分类' }),
      row('ERP-BAD-PRICE', { price: '-1' }),
      row('ERP-NONDRUG', { rx_class: '非药品' }),
      row('ERP-IBU-1', { price: '1.00' }),
    ];
    const first = await signed(s.app, erp, open.openProducts, { rows });
    expect(first.status, first.raw).toBe(200);
    expect(results(first)).toEqual([
      ['ERP-IBU-1', 'created', ''],
      ['ERP-IBU-2', 'created', ''],
      ['ERP-BAD-RX', 'refused', 'bad_rx_class'],
      ['ERP-BAD-CAT', 'refused', 'unknown_category'],
      ['ERP-BAD-PRICE', 'refused', 'bad_price'],
      ['ERP-NONDRUG', 'refused', 'non_drug_type'],
      ['ERP-IBU-1', 'refused', 'duplicate_code'],
    ]);
    expect(first.body.data).toMatchObject({ applied: 2, refused: 5 });
    expect(first.body.data.rows[2]!.message).toBe(ROW_REASONS.bad_rx_class);
    for (const code of ['ERP-BAD-RX', 'ERP-BAD-CAT', 'ERP-BAD-PRICE', 'ERP-NONDRUG']) expect(await productOf(code)).toBeUndefined();

    const p = (await productOf('ERP-IBU-1'))!;
    expect(p).toMatchObject({
      tyName: '布洛芬缓释胶囊', tradeName: '芬必得', productStandard: '0.3g*24粒', dosageForm: '胶囊剂', productDw: '盒', zhongbaozhuangNum: 10,
      cartonNum: 400, approvalNumber: '国药准字H10900089', licenceHolder: '中美天津史克制药有限公司', origin: '天津', storage: '密封，在干燥处保存',
      medicareClass: '甲类', rxClass: '乙类OTC', businessScope: 2, drugType: 0, barcode: '6901234567892', priceFen: 1850, retailPriceFen: 1850,
      stock: 0, isFailure: 0, pinyinInitials: 'blfhsjn',
    });
    expect(p.leaflet).toContain('<script>'); // plain text, stored as sent; never rendered as HTML
    expect((await productOf('ERP-IBU-2'))).toMatchObject({ businessScope: 0, isFailure: 1 });

    const again = await signed(s.app, erp, open.openProducts, { rows: rows.slice(0, 2) });
    expect(results(again)).toEqual([['ERP-IBU-1', 'unchanged', ''], ['ERP-IBU-2', 'unchanged', '']]);
    const changed = await signed(s.app, erp, open.openProducts, { rows: [row('ERP-IBU-1', { storage: '遮光，密封保存' }), row('ERP-IBU-2', { rx_class: '处方药', on_shelf: true })] });
    expect(results(changed)).toEqual([['ERP-IBU-1', 'updated', ''], ['ERP-IBU-2', 'updated', '']]);
    expect(await productOf('ERP-IBU-2')).toMatchObject({ isFailure: 0 });
  });

  it("the product detail shows the GSP fields the buyer needs: 说明书, 储存条件, 医保, 上市许可持有人", async () => {
    const p = (await productOf('ERP-IBU-1'))!;
    const r = await api(s.app, catalog.productDetail, { productId: p.id }, { token: tokens.yaofang01 });
    expect(r.body.data.product.gsp).toMatchObject({ trade_name: '芬必得', storage: '遮光，密封保存', medicare_class: '甲类', licence_holder: '中美天津史克制药有限公司', rx_class: '乙类OTC', carton_num: 400 });
    expect(r.body.data.product.gsp.leaflet).toContain('【适应症】');
    expect(r.body.data.product.medicare_code).toBe('XN02BEB135E001010101445');
  });

  it('pictures: the first is the picture the store shows (product detail, cards), all of them the detail page\'s gallery; hostile or internal ones refuse the row; left out, the pictures go', async () => {
    const pic = 'https://img.erp.example/p/IBU-1.jpg';
    const r = await signed(s.app, erp, open.openProducts, { rows: [
      row('ERP-PIC-1', { pictures: [pic, '/api/contentPicture/abc_1.png'] }),
      row('ERP-PIC-2', { pictures: ['http://img.erp.example/p.jpg'] }),
      row('ERP-PIC-3', { pictures: ['https://169.254.169.254/latest/meta-data'] }),
      row('ERP-PIC-4', { pictures: ['javascript:alert(1)'] }),
      row('ERP-PIC-5', { pictures: ['https://img.erp.example/a".jpg onerror=alert(1)'] }),
      row('ERP-PIC-6', { pictures: [pic, pic] }),
    ] });
    expect(results(r)).toEqual([['ERP-PIC-1', 'created', ''], ...[2, 3, 4, 5, 6].map((n) => [`ERP-PIC-${n}`, 'refused', 'bad_picture'])]);
    expect(await productOf('ERP-PIC-2')).toBeUndefined();
    const p = (await productOf('ERP-PIC-1'))!;
    const detail = await api(s.app, catalog.productDetail, { productId: p.id }, { token: tokens.yaofang01 });
    expect(detail.body.data.product.thumb).toBe(pic);
    expect(detail.body.data.product.pictures).toEqual([pic, '/api/contentPicture/abc_1.png']);
    const five = [pic, ...[2, 3, 4, 5].map((i) => `https://img.erp.example/p/IBU-1-${i}.jpg`)];
    expect(await signed(s.app, erp, open.openProducts, { rows: [row('ERP-PIC-1', { pictures: five })] }).then(results)).toEqual([['ERP-PIC-1', 'updated', '']]);
    expect((await api(s.app, catalog.productDetail, { productId: p.id }, { token: tokens.yaofang01 })).body.data.product.pictures).toEqual(five);
    const tooMany = await signed(s.app, erp, open.openProducts, { rows: [row('ERP-PIC-1', { pictures: Array.from({ length: 6 }, (_, i) => `https://img.erp.example/${i}.jpg`) })] });
    expect(tooMany.status).toBe(400);
    expect(await signed(s.app, erp, open.openProducts, { rows: [row('ERP-PIC-1')] }).then(results)).toEqual([['ERP-PIC-1', 'updated', '']]);
    expect(await productOf('ERP-PIC-1')).toMatchObject({ thumb: '', pictures: [] });
    expect((await api(s.app, catalog.productDetail, { productId: p.id }, { token: tokens.yaofang01 })).body.data.product.pictures).toEqual([]);
  });

  it('a buyer finds the new product at once (the cached search was dropped)', async () => {
    const find = async () => (await api(s.app, catalog.productSearch, { keyword: '芬必得速效' }, { token: tokens.yaofang01 })).body.data.list.length;
    expect(await find()).toBe(0);
    await signed(s.app, erp, open.openProducts, { rows: [row('ERP-NEW-1', { generic_name: '芬必得速效片' })] });
    expect(await find()).toBe(1);
  });

  it('takes products off shelf by code: unknown codes refused, already off shelf unchanged', async () => {
    const r = await signed(s.app, erp, open.openOffShelf, { codes: ['ERP-IBU-1', 'NOPE-1', 'ERP-IBU-1'] });
    expect(results(r)).toEqual([['ERP-IBU-1', 'updated', ''], ['NOPE-1', 'refused', 'unknown_product'], ['ERP-IBU-1', 'refused', 'duplicate_code']]);
    expect(await productOf('ERP-IBU-1')).toMatchObject({ isFailure: 1 });
    expect(results(await signed(s.app, erp, open.openOffShelf, { codes: ['ERP-IBU-1'] }))).toEqual([['ERP-IBU-1', 'unchanged', '']]);
  });

  it('a malformed field refuses the whole call naming it, unsigned or signed; a body changed after signing is refused', async () => {
    const before = await s.db.select({ n: products.id }).from(products);
    const bad = await signed(s.app, erp, open.openProducts, { rows: [row('ERP-X-1'), row('bad code!')] });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/请求参数有误：商品编码/);
    const tooMany = await signed(s.app, erp, open.openOffShelf, { codes: Array.from({ length: BULK_MAX_ROWS + 1 }, (_, i) => `C${i}`) });
    expect(tooMany.status).toBe(400);
    const body = JSON.stringify({ rows: [row('ERP-X-2')] });
    const tampered = await signedRaw(s.app, erp, 'POST', '/api/open/products', body, { sendBody: body.replace('18.50', '0.01') });
    expect(tampered.body).toMatchObject({ code: 401, msg: openRefusalText('bad_signature') });
    const unsigned = await s.app.inject({ method: 'POST', url: '/api/open/products', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.json()).toMatchObject({ code: 401, msg: openRefusalText('missing_headers') });
    expect(await s.db.select({ n: products.id }).from(products)).toHaveLength(before.length);
    // The signature header alone cannot stand for the others.
    expect((await signedRaw(s.app, erp, 'POST', '/api/open/products', body, { tamper: (h) => ({ [OPEN_HEADERS.signature]: h[OPEN_HEADERS.signature]! }) })).status).toBe(401);
  });
});

describe('prices', () => {
  it('base and client-type prices: applied, unchanged when sent again, each buyer sees its own', async () => {
    await signed(s.app, erp, open.openProducts, { rows: [row('ERP-PRICE-1', { generic_name: '对乙酰氨基酚片' })] });
    const id = (await productOf('ERP-PRICE-1'))!.id;
    const rows = [
      { code: 'ERP-PRICE-1', base_price: '12.00', type_prices: [{ client_type: 2, price: '10.00' }] },
      { code: 'NOPE-2', base_price: '1.00' },
      { code: 'ERP-IBU-2', type_prices: [{ client_type: 1, price: '1' }, { client_type: 1, price: '2' }] },
      { code: 'ERP-NEW-1', base_price: '1.234' },
    ];
    const r = await signed(s.app, erp, open.openPrices, { rows });
    expect(results(r)).toEqual([['ERP-PRICE-1', 'updated', ''], ['NOPE-2', 'refused', 'unknown_product'], ['ERP-IBU-2', 'refused', 'duplicate_client_type'], ['ERP-NEW-1', 'refused', 'bad_price']]);
    expect(results(await signed(s.app, erp, open.openPrices, { rows: rows.slice(0, 1) }))).toEqual([['ERP-PRICE-1', 'unchanged', '']]);
    expect(await s.db.select().from(productTypePrices).where(eq(productTypePrices.productId, id))).toMatchObject([{ clientType: 2, priceFen: 1000 }]);
    expect((await productOf('ERP-IBU-2'))!.priceFen).toBe(1850);
  });

  it('agreed prices: one client sees its own, another never does; bad windows and unknown clients refused', async () => {
    const id = (await productOf('ERP-PRICE-1'))!.id;
    const rows = [
      { code: 'ERP-PRICE-1', client: 'yaofang01', price: '8.80', valid_from: day(-1), valid_until: day(30) },
      { code: 'ERP-PRICE-1', client: 'nobody-here', price: '8.80', valid_from: day(-1), valid_until: day(30) },
      { code: 'ERP-PRICE-1', client: 'zhensuo01', price: '8.80', valid_from: day(5), valid_until: day(1) },
      { code: 'ERP-PRICE-1', client: 'YAOFANG01', price: '1.00', valid_from: day(-1), valid_until: day(30) },
    ];
    const r = await signed(s.app, erp, open.openAgreedPrices, { rows });
    expect(results(r)).toEqual([
      ['ERP-PRICE-1', 'created', ''],
      ['ERP-PRICE-1', 'refused', 'unknown_client'],
      ['ERP-PRICE-1', 'refused', 'bad_window'],
      ['ERP-PRICE-1', 'refused', 'duplicate_code'],
    ]);
    expect(await s.db.select().from(clientAgreedPrices).where(eq(clientAgreedPrices.productId, id))).toHaveLength(1);
    expect(results(await signed(s.app, erp, open.openAgreedPrices, { rows: rows.slice(0, 1) }))).toEqual([['ERP-PRICE-1', 'unchanged', '']]);
    await signed(s.app, erp, open.openStock, { rows: [{ code: 'ERP-PRICE-1', batches: [{ batch_no: 'B1', produced_on: day(-100), expires_on: day(600), quantity: 50 }] }] });
    const priceFor = async (who: string) => (await api(s.app, catalog.productDetail, { productId: id }, { token: tokens[who] })).body.data.product.price;
    expect(await priceFor('yaofang01')).toBe('8.80');
    expect(await priceFor('zhensuo01')).toBe('10.00');
  });
});

describe('stock by batch', () => {
  it('available = sellable batches minus what open orders hold; expired batches do not count; validity is the earliest sellable expiry', async () => {
    await signed(s.app, erp, open.openProducts, { rows: [row('ERP-STOCK-1', { middle_pack: 1 })] });
    const id = (await productOf('ERP-STOCK-1'))!.id;
    const batches = [
      { batch_no: 'A001', produced_on: day(-400), expires_on: day(-1), quantity: 70 },
      { batch_no: 'A002', produced_on: day(-200), expires_on: day(200), quantity: 30 },
      { batch_no: 'A003', produced_on: day(-10), expires_on: day(700), quantity: 20 },
    ];
    const first = await signed(s.app, erp, open.openStock, { rows: [{ code: 'ERP-STOCK-1', batches }] });
    expect(first.body.data.rows).toMatchObject([{ result: 'updated', available: 50 }]);
    expect(await productOf('ERP-STOCK-1')).toMatchObject({ stock: 50, validity: day(200) });
    expect(await s.db.select().from(productBatches).where(eq(productBatches.productId, id))).toHaveLength(3);

    const [buyer] = await createBuyers(s.db, 1, `erp${Date.now()}_`);
    await quickLines(s.db, [buyer!], id, 12);
    await sureOrder(s.db, { clientId: buyer!, scopes: [0, 1, 2], salesmanId: null }, { idempotency_key: uuid(), isQuick: 1 });
    expect((await productOf('ERP-STOCK-1'))!.stock).toBe(38);

    // The ERP still counts the 12 boxes (not shipped yet): reported again, they stay held.
    expect((await signed(s.app, erp, open.openStock, { rows: [{ code: 'ERP-STOCK-1', batches }] })).body.data.rows).toMatchObject([{ result: 'unchanged', available: 38 }]);
    const lower = [{ batch_no: 'A003', produced_on: day(-10), expires_on: day(700), quantity: 5 }];
    expect((await signed(s.app, erp, open.openStock, { rows: [{ code: 'ERP-STOCK-1', batches: lower }] })).body.data.rows).toMatchObject([{ result: 'updated', available: 0 }]);
    expect(await productOf('ERP-STOCK-1')).toMatchObject({ stock: 0, validity: day(700) });
  });

  it('refuses bad and duplicate batches and unknown codes, changing nothing of those rows', async () => {
    const id = (await productOf('ERP-STOCK-1'))!.id;
    const before = await s.db.select().from(productBatches).where(inArray(productBatches.productId, [id]));
    const r = await signed(s.app, erp, open.openStock, {
      rows: [
        { code: 'ERP-STOCK-1', batches: [{ batch_no: 'X', produced_on: day(10), expires_on: day(5), quantity: 1 }] },
        { code: 'ERP-STOCK-1', batches: [] },
        { code: 'NOPE-3', batches: [] },
      ],
    });
    expect(results(r)).toEqual([['ERP-STOCK-1', 'refused', 'bad_batch'], ['ERP-STOCK-1', 'refused', 'duplicate_code'], ['NOPE-3', 'refused', 'unknown_product']]);
    const dup = await signed(s.app, erp, open.openStock, { rows: [{ code: 'ERP-STOCK-1', batches: [{ batch_no: 'Z', produced_on: day(-1), expires_on: day(5), quantity: 1 }, { batch_no: 'Z', produced_on: day(-1), expires_on: day(5), quantity: 2 }] }] });
    expect(results(dup)).toEqual([['ERP-STOCK-1', 'refused', 'duplicate_batch']]);
    expect(await s.db.select().from(productBatches).where(inArray(productBatches.productId, [id]))).toEqual(before);
  });
});
