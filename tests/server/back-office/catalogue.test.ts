/**
 * The back office's catalogue (issue 28, 运营): the products list (search, shelf filter, sort), on / off shelf with
 * its audit row and catalogue notice, and prices through the operator's own services: an agreed price set by 运营
 * is seen by that client only; a seckill created there shows on the seckill page; all audited with the staff
 * member; refusals change nothing; other roles are refused. The 商品导入 page's upload runs the operator's own
 * erp-import service and answers its per-row report (created, updated, unchanged, refused with the Chinese reason).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as admin from '../../../src/contract/admin';
import * as cat from '../../../src/contract/admin-catalogue';
import * as catalog from '../../../src/contract/catalog';
import * as promo from '../../../src/contract/admin-promotions';
import * as promotions from '../../../src/contract/promotions';
import { SECKILL_ADMIN_MSG } from '../../../src/model/seckill-form';
import { chinaDay, chinaStamp } from '../../../src/model/date-range';
import { PRICE_MSG } from '../../../src/model/effective-price';
import { ORDER_STATUS } from '../../../src/model/order-status';
import { addDays } from '../../../src/model/salesman-report';
import { LOW_STOCK_AT, NEAR_EXPIRY_DAYS, STOCK_ALERT_ROWS } from '../../../src/model/stock-alerts';
import { auditLog, clientAgreedPrices, productBatches, products, seckills, staff } from '../../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { catalogueVersion } from '../../../src/server/notices/catalogue';
import { SHELF_MSG } from '../../../src/server/services/back-office/products';
import { ROW_REASONS } from '../../../src/model/erp-rows';
import { SHEET_COLUMNS, SHEET_UNREADABLE } from '../../../src/server/services/open/product-sheet';
import { hotProduct } from '../../../bench/orders-fixture';
import { postFile } from '../accounts/helpers';
import { xlsx } from '../batch-upload/helpers';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { makeOrder } from '../orders/fixtures';

let s: TestServer;
let P = 0;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  P = await hotProduct(s.db, `BO-CAT-${Date.now()}`, 100);
  for (const username of ['yunying01', 'kefu01']) {
    const r = await api(s.app, admin.staffLogin, { username, password: DEMO_PASSWORD });
    tokens[username] = r.body.data.token!;
  }
});
afterAll(() => s?.close());

const ops = () => ({ token: tokens.yunying01! });
const audits = (subject: string) => s.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(asc(auditLog.id));
const detailPriceFor = async (username: string) => {
  const { token } = await loginAs(s.app, username);
  return (await api(s.app, catalog.productDetail, { productId: P }, { token })).body.data.product.price;
};

describe('products', () => {
  it('searches by code, filters by shelf, sorts by price both ways', async () => {
    const [p] = await s.db.select({ code: products.productCode }).from(products).where(eq(products.id, P));
    const found = (await api(s.app, cat.adminProducts, { keyword: p!.code }, ops())).body.data;
    expect(found.list.map((r) => r.product_id)).toEqual([P]);
    const asc = (await api(s.app, cat.adminProducts, { sort: 'price', dir: 'asc', size: 50 }, ops())).body.data.list.map((r) => Number(r.base_price));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await api(s.app, cat.adminProducts, { sort: 'price', dir: 'desc', size: 50 }, ops())).body.data.list.map((r) => Number(r.base_price));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const off = (await api(s.app, cat.adminProducts, { shelf: 'off', size: 100 }, ops())).body.data.list;
    expect(off.every((r) => r.state === 1)).toBe(true);
  });

  it('takes a product off shelf and back: audited before and after, announced; a repeat is refused', async () => {
    const version = catalogueVersion();
    const off = await api(s.app, cat.adminProductShelf, { product_id: P, on: false }, ops());
    expect(off.body.data).toMatchObject({ product_id: P, state: 1, state_text: '已下架' });
    expect(catalogueVersion()).toBeGreaterThan(version);
    expect((await api(s.app, cat.adminProductShelf, { product_id: P, on: false }, ops())).body).toMatchObject({ code: 400, msg: SHELF_MSG.alreadyOff });
    expect((await api(s.app, cat.adminProductShelf, { product_id: P, on: true }, ops())).body.data.state).toBe(0);
    expect((await api(s.app, cat.adminProductShelf, { product_id: P, on: true }, ops())).body).toMatchObject({ code: 400, msg: SHELF_MSG.notOff });
    const [id] = await s.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'yunying01'));
    expect(await audits(`product:${P}`)).toMatchObject([
      { action: 'staff_change', actorKind: 'staff', actorId: id!.id, detail: { step: 'shelf-off', before: { state: 0 }, after: { state: 1 } } },
      { action: 'staff_change', detail: { step: 'shelf-on', before: { state: 1 }, after: { state: 0 } } },
    ]);
    expect((await api(s.app, cat.adminProductShelf, { product_id: 99_999_999, on: false }, ops())).body).toMatchObject({ code: 404, msg: SHELF_MSG.missing });
  });
});

describe('prices', () => {
  it('运营 sets an agreed price for one client: that client sees it, another does not; audited as the staff member', async () => {
    const today = chinaDay(new Date());
    const set = await api(s.app, cat.adminAgreedPriceSet, { product_id: P, username: 'yaofang01', price: '6.60', valid_from: today, valid_until: today }, ops());
    expect(set.body.data.agreed_prices).toMatchObject([{ username: 'yaofang01', price: '6.60', state: '生效中' }]);
    expect(await detailPriceFor('yaofang01')).toBe('6.60');
    expect(await detailPriceFor('zhensuo01')).toBe('8.50');
    const typed = await api(s.app, cat.adminTypePriceSet, { product_id: P, client_type: 2, price: '7.90' }, ops());
    expect(typed.body.data.type_prices).toMatchObject([{ client_type: 2, price: '7.90' }]);
    expect(await detailPriceFor('zhensuo01')).toBe('7.90');
    expect((await api(s.app, cat.adminProductPrices, { product_id: P }, ops())).body.data).toMatchObject({ base_price: '8.50' });
    await api(s.app, cat.adminTypePriceClear, { product_id: P, client_type: 2 }, ops());
    await api(s.app, cat.adminAgreedPriceClear, { product_id: P, username: 'yaofang01' }, ops());
    expect(await detailPriceFor('yaofang01')).toBe('8.50');
    const rows = await audits(`price:${P}`);
    expect(rows.map((r) => [r.action, r.actorKind, (r.detail as { step: string }).step])).toEqual([
      ['staff_change', 'staff', 'agreed-set'],
      ['staff_change', 'staff', 'type-set'],
      ['staff_change', 'staff', 'type-clear'],
      ['staff_change', 'staff', 'agreed-clear'],
    ]);
  });

  it('refuses a bad window or an unknown account in Chinese, changing nothing', async () => {
    const before = await s.db.$count(clientAgreedPrices);
    const bad = await api(s.app, cat.adminAgreedPriceSet, { product_id: P, username: 'yaofang01', price: '1', valid_from: '2026-03-02', valid_until: '2026-03-01' }, ops());
    expect(bad.body).toMatchObject({ code: 400, msg: PRICE_MSG.fromAfterUntil });
    const nobody = await api(s.app, cat.adminAgreedPriceSet, { product_id: P, username: 'nobody01', price: '1', valid_from: '2026-03-01', valid_until: '2026-03-02' }, ops());
    expect(nobody.body).toMatchObject({ code: 404, msg: PRICE_MSG.clientMissing('nobody01') });
    expect(await s.db.$count(clientAgreedPrices)).toBe(before);
  });

  it('refuses 订单客服 the catalogue', async () => {
    expect((await api(s.app, cat.adminProducts, {}, { token: tokens.kefu01! })).body.code).toBe(403);
    expect((await api(s.app, cat.adminAgreedPriceSet, { product_id: P, username: 'yaofang01', price: '1', valid_from: '2026-03-01', valid_until: '2026-03-02' }, { token: tokens.kefu01! })).body.code).toBe(403);
  });
});

describe('seckills', () => {
  const window = () => ({ start_time: chinaStamp(new Date(Date.now() - 60_000)), end_time: chinaStamp(new Date(Date.now() + 3_600_000)) });

  it('运营 creates a seckill that the seckill page then shows, and ends it; audited as the staff member', async () => {
    const created = await api(s.app, promo.adminSeckillCreate, { product_id: P, seckill_price: '5.00', seckill_stock: 20, order_limit: 5, title: '后台秒杀', ...window() }, ops());
    expect(created.body.data).toMatchObject({ product_id: P, title: '后台秒杀', seckill_price: '5.00', phase: 'running' });
    const id = created.body.data.seckill_id;
    const { token } = await loginAs(s.app, 'yaofang01');
    const page = await api(s.app, promotions.seckillList, {}, { token });
    expect(page.body.data.list.map((x) => x.seckill_id)).toContain(id);
    expect((await api(s.app, promo.adminSeckills, {}, ops())).body.data[0]).toMatchObject({ seckill_id: id });
    expect((await api(s.app, promo.adminSeckillEnd, { seckill_id: id }, ops())).body.data.phase).toBe('ended');
    expect((await audits(`seckill:${id}`)).map((r) => [r.action, r.actorKind, (r.detail as { step: string }).step])).toEqual([
      ['staff_change', 'staff', 'create'],
      ['staff_change', 'staff', 'end'],
    ]);
  });

  it('refuses a price not below the base price, or an end before the start, in Chinese, creating nothing', async () => {
    const before = await s.db.$count(seckills);
    const dear = await api(s.app, promo.adminSeckillCreate, { product_id: P, seckill_price: '8.50', seckill_stock: 20, ...window() }, ops());
    expect(dear.body).toMatchObject({ code: 400, msg: SECKILL_ADMIN_MSG.priceAboveOwn });
    const { start_time, end_time } = window();
    const backwards = await api(s.app, promo.adminSeckillCreate, { product_id: P, seckill_price: '5', seckill_stock: 20, start_time: end_time, end_time: start_time }, ops());
    expect(backwards.body).toMatchObject({ code: 400, msg: SECKILL_ADMIN_MSG.endBeforeStart });
    expect(await s.db.$count(seckills)).toBe(before);
    expect((await api(s.app, promo.adminSeckillCreate, { product_id: P, seckill_price: '5', seckill_stock: 20, ...window() }, { token: tokens.kefu01! })).body.code).toBe(403);
  });
});

describe('batch stock and the stock to-dos', () => {
  const day = (n: number) => addDays(chinaDay(new Date()), n);
  it('a product shows its batches first expiry first (expired, near expiry, fine), its stock and what orders hold; the dashboard lists low stock and batches near expiry', async () => {
    const before = (await api(s.app, admin.dashboard, {}, ops())).body.data;
    await hotProduct(s.db, `BO-LOW-${Date.now()}`, LOW_STOCK_AT);
    await hotProduct(s.db, `BO-OK-${Date.now()}`, LOW_STOCK_AT + 1);
    await s.db.insert(productBatches).values([
      { productId: P, batchNo: 'FINE', producedOn: day(-30), expiresOn: day(NEAR_EXPIRY_DAYS + 1), quantity: 60 },
      { productId: P, batchNo: 'NEAR', producedOn: day(-300), expiresOn: day(NEAR_EXPIRY_DAYS), quantity: 30 },
      { productId: P, batchNo: 'PAST', producedOn: day(-900), expiresOn: day(0), quantity: 5 },
      { productId: P, batchNo: 'NONE', producedOn: day(-300), expiresOn: day(3), quantity: 0 },
    ]);
    await makeOrder(s.db, 'yaofang01', ORDER_STATUS.paid, { lines: [{ productId: P, amount: 4 }] });
    const d = (await api(s.app, cat.adminProductBatches, { product_id: P }, ops())).body.data;
    expect(d).toMatchObject({ product_id: P, held: 4 });
    expect(d.batches.map((b) => [b.batch_no, b.sellable, b.near_expiry])).toEqual([
      ['PAST', false, false],
      ['NONE', true, true],
      ['NEAR', true, true],
      ['FINE', true, false],
    ]);
    expect((await api(s.app, cat.adminProductBatches, { product_id: 99_999_999 }, ops())).body).toMatchObject({ code: 404, msg: SHELF_MSG.missing });
    expect((await api(s.app, cat.adminProductBatches, { product_id: P }, { token: tokens.kefu01! })).body.code).toBe(403);

    const dash = (await api(s.app, admin.dashboard, {}, ops())).body.data;
    expect(dash.lowStock.count).toBe(before.lowStock.count + 1);
    expect(dash.lowStock.list.length).toBe(Math.min(dash.lowStock.count, STOCK_ALERT_ROWS));
    expect(dash.lowStock.list.every((r) => r.stock <= LOW_STOCK_AT)).toBe(true);
    expect(dash.lowStock.list.map((r) => r.stock)).toEqual([...dash.lowStock.list.map((r) => r.stock)].sort((a, b) => a - b));
    const mine = dash.nearExpiry.list.filter((r) => r.product_id === P);
    expect(mine.map((r) => [r.batch_no, r.expires_on, r.quantity])).toEqual([['NEAR', day(NEAR_EXPIRY_DAYS), 30]]);
    // NONE (nothing left) and PAST (expired) are not to-dos.
    expect(dash.nearExpiry.count).toBe(before.nearExpiry.count + 1);
  });
});

describe('spreadsheet import (商品导入)', () => {
  const base: Record<string, string> = { 通用名: '维生素C片', 规格: '0.1g*100片', 单位: '瓶', 生产厂家: '东北制药', 处方分类: '甲类OTC', 商品分类: '解热镇痛药', 基础价: '3.50' };
  const row = (over: Record<string, string>) => SHEET_COLUMNS.map((c) => over[c.header] ?? base[c.header] ?? '');
  const send = async (file: Buffer, token = tokens.yunying01) => postFile<cat.ImportReport>(s.app, cat.adminProductImport.path, token, file, 'import.xlsx', 'application/octet-stream');
  const code = `BO-IMP-${Date.now()}`;

  it('imports through the operator service: per-row report with the Chinese reasons, again unchanged; audited', async () => {
    const file = await xlsx([SHEET_COLUMNS.map((c) => c.header), row({ 商品编码: code }), row({ 商品编码: `${code}-2`, 中包装: '十' }), row({ 商品编码: `${code}-3`, 处方分类: '保健品' })]);
    const first = await send(file);
    expect(first.body.data).toEqual({
      rows: [
        { row: 2, code, result: 'created', message: '' },
        { row: 3, code: '', result: 'refused', message: '中包装应为整数' },
        { row: 4, code: `${code}-3`, result: 'refused', message: ROW_REASONS.bad_rx_class },
      ],
      created: 1,
      updated: 0,
      unchanged: 0,
      refused: 2,
    });
    expect((await s.db.select().from(products).where(eq(products.productCode, code)))[0]).toMatchObject({ tyName: '维生素C片' });
    const again = await send(await xlsx([SHEET_COLUMNS.map((c) => c.header), row({ 商品编码: code, 基础价: '4.00' })]));
    expect(again.body.data!.rows).toEqual([{ row: 2, code, result: 'updated', message: '' }]);
    expect((await send(await xlsx([SHEET_COLUMNS.map((c) => c.header), row({ 商品编码: code, 基础价: '4.00' })]))).body.data!.unchanged).toBe(1);
    const [me] = await s.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'yunying01'));
    expect((await audits('products:import')).map((a) => [a.actorId, a.detail])).toEqual([
      [me!.id, { step: 'import', created: 1, updated: 0, unchanged: 0, refused: 2, codes: [`${code}:created`] }],
      [me!.id, { step: 'import', created: 0, updated: 1, unchanged: 0, refused: 0, codes: [`${code}:updated`] }],
    ]);
  });

  it('answers the template, refuses a file that is not a spreadsheet and another role, changing nothing', async () => {
    const tpl = await s.app.inject({ method: 'GET', url: `/api${cat.adminProductImportTemplate.path}`, headers: { token: tokens.yunying01! } });
    expect(tpl.headers['content-type']).toMatch(/spreadsheetml/);
    const before = await s.db.$count(products);
    expect((await send(Buffer.from('hello'))).body).toMatchObject({ code: 400, msg: SHEET_UNREADABLE });
    expect((await send(await xlsx([SHEET_COLUMNS.map((c) => c.header), row({ 商品编码: `${code}-kefu` })]), tokens.kefu01)).body.code).toBe(403);
    expect(await s.db.$count(products)).toBe(before);
  });
});
