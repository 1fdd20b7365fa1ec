/**
 * Special-control drugs (vaccine, narcotic, precursor… and the configurable code list) can never be ordered online,
 * whatever path the request takes: listing and detail say so, the cart refuses and disables them, buy-now and the
 * quick-order list refuse them, the batch upload rejects them and checkout refuses the order naming them.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as cartApi from '../../../src/contract/cart';
import * as catalog from '../../../src/contract/catalog';
import * as checkout from '../../../src/contract/checkout';
import * as q from '../../../src/contract/quick-order';
import { cartLines } from '../../../src/server/db/schema';
import { SPECIAL_DEMO_CODES } from '../../../src/server/db/seed/checkout';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { readUpload } from '../../../src/server/services/batch-upload/read';
import { reportRows } from '../../../src/server/services/batch-upload/report';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { clearLists, productByCode, uuid } from './helpers';
import { scopedEnv } from '../scoped-env';

const env = scopedEnv();

const YAOFANG = 1;
let s: TestServer;
let token: string;
let vaccine: Awaited<ReturnType<typeof productByCode>>;
beforeAll(async () => {
  s = await startServer();
  token = (await loginAs(s.app, 'yaofang01')).token;
  vaccine = await productByCode(s, SPECIAL_DEMO_CODES.vaccine);
});
afterAll(() => s?.close());
beforeEach(() => clearLists(s, YAOFANG));
afterEach(() => {
  env.set('YAOCAI_NEVER_ONLINE_CODES', undefined);
});

const BANNED = '属于国家特殊管理药品，禁止网上销售';

describe('never sold online', () => {
  it('the seed has a vaccine, a narcotic and a precursor chemical, each with a dosage form', async () => {
    for (const code of Object.values(SPECIAL_DEMO_CODES)) {
      const p = await productByCode(s, code);
      expect(p.specialCategory).toBeTruthy();
      expect(p.dosageForm).toBeTruthy();
    }
  });

  it('detail and listing: never_online with the listing text, buy buttons disabled by the model', async () => {
    const d = await api(s.app, catalog.productDetail, { productId: vaccine.id }, { token });
    expect(d.body.data.product).toMatchObject({ never_online: 1, warnTip: '禁止网上销售' });
    const v = await api(s.app, catalog.productDetail, { productId: vaccine.id });
    expect(v.body.data.product).toMatchObject({ never_online: 1 });
  });

  it('add to cart is refused naming the drug', async () => {
    const r = await api(s.app, cartApi.addToCart, { list: [{ product_id: vaccine.id, amount: 1 }] }, { token });
    expect(r.body).toMatchObject({ code: 400 });
    expect(r.body.msg).toBe(`${vaccine.tyName}${BANNED}`);
  });

  it('a cart line that holds one (put there before it was listed) is unchecked, disabled and says why; checking it is refused', async () => {
    const [line] = await s.db.insert(cartLines).values({ clientId: YAOFANG, productId: vaccine.id, amount: 1, checked: 1 }).returning();
    const cart = (await api(s.app, cartApi.myCart, {}, { token })).body.data.cartList;
    expect(cart.failure).toMatchObject([{ id: line!.id, checked: 0, disabledChecked: true, warnTip: '禁止网上销售', never_online: 1 }]);
    const r = await api(s.app, cartApi.updateChecked, { product: [line!.id], checked: 1 }, { token });
    expect(r.body.code).toBe(400);
  });

  it('buy now (fastCheck) is refused; the quick-order list keeps it with its refusal', async () => {
    const r = await api(s.app, q.fastCheck, { list: [{ product_id: vaccine.id, amount: 1 }] }, { token });
    expect(r.body).toMatchObject({ code: 400, msg: `${vaccine.tyName}${BANNED}` });
    await api(s.app, q.addFast, { product_id: vaccine.id, amount: 1 }, { token });
    const list = (await api(s.app, q.fastOrder, {}, { token })).body.data.list;
    expect(list.find((l) => l.product_id === vaccine.id)?.refusal?.code).toBe('neverOnline');
  });

  it('checkout shows the refusal and submit refuses the order, naming the drug, whatever list it comes from', async () => {
    await s.db.insert(cartLines).values({ clientId: YAOFANG, productId: vaccine.id, amount: 1, checked: 1 });
    const p = (await api(s.app, checkout.submitOrder, {}, { token })).body.data;
    expect(p.groups.product[0]?.refusal).toMatchObject({ code: 'neverOnline', text: `${vaccine.tyName}${BANNED}` });
    const r = await api(s.app, checkout.sureOrder, { idempotency_key: uuid() }, { token });
    expect(r.body).toMatchObject({ code: 400, msg: `${vaccine.tyName}${BANNED}` });
    await clearLists(s, YAOFANG);
    await api(s.app, q.addFast, { product_id: vaccine.id, amount: 1 }, { token });
    const quick = await api(s.app, checkout.sureOrder, { idempotency_key: uuid(), isQuick: 1 }, { token });
    expect(quick.body).toMatchObject({ code: 400, msg: `${vaccine.tyName}${BANNED}` });
  });

  it('the batch upload rejects the row', async () => {
    const rows = await readUpload(Buffer.from(`商品编码/批准文号,商品名称,规格,生产厂家,采购数量\n${vaccine.productCode},,,,1\n`));
    const report = await reportRows(s.db, { scopes: [0, 1, 2], showPrices: true, price: null }, rows);
    expect(report.rows[0]).toMatchObject({ status: 'rejected', amount: 0 });
    expect(report.rows[0]!.reason).toContain('禁止网上销售');
  });

  it('the configurable list (YAOCAI_NEVER_ONLINE_CODES) bans an ordinary product the same way', async () => {
    const amoxicillin = DEMO_PRODUCTS.amoxicillin;
    await api(s.app, cartApi.addToCart, { list: [{ product_id: amoxicillin, amount: 1 }] }, { token });
    const [row] = await s.db.select().from(cartLines).where(eq(cartLines.productId, amoxicillin));
    const code = (await api(s.app, catalog.productDetail, { productId: amoxicillin }, { token })).body.data.product.product_code;
    env.set('YAOCAI_NEVER_ONLINE_CODES', `OTHER, ${code}`);
    const r = await api(s.app, cartApi.addToCart, { list: [{ product_id: amoxicillin, amount: 1 }] }, { token });
    expect(r.body.msg).toContain(BANNED);
    const sure = await api(s.app, checkout.sureOrder, { idempotency_key: uuid() }, { token });
    expect(sure.body).toMatchObject({ code: 400 });
    expect(sure.body.msg).toContain(BANNED);
    expect(row).toBeTruthy();
  });
});
