/**
 * The server refuses what the browser would have hidden, called directly: a banned category, a product outside the
 * business scope, an expired licence, a purchaser not authorised (none chosen among several, revoked, another
 * client's, expired). Each refusal says what to do and writes nothing; a valid purchaser is recorded on the order.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as cartApi from '../../../src/contract/cart';
import * as checkout from '../../../src/contract/checkout';
import * as compliance from '../../../src/contract/compliance';
import * as ordersApi from '../../../src/contract/orders';
import { cartLines, clients, orderPurchasers, orders, purchasers } from '../../../src/server/db/schema';
import { SPECIAL_DEMO_CODES } from '../../../src/server/db/seed/checkout';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { clearLists, productByCode, uuid } from '../checkout/helpers';

let s: TestServer;
const ids: Record<string, number> = {};
beforeAll(async () => {
  s = await startServer();
  for (const c of await s.db.select({ id: clients.id, username: clients.username }).from(clients)) ids[c.username] = c.id;
});
afterAll(() => s?.close());

const idOf = (u: string) => ids[u]!;
const orderCount = async (u: string) => s.db.$count(orders, eq(orders.clientId, idOf(u)));
/** A checked cart line written behind the API (as if the rules had changed since it was added). */
const lineInCart = (u: string, productId: number, amount = 2) => s.db.insert(cartLines).values({ clientId: idOf(u), productId, amount, checked: 1 });
const submit = (token: string, extra: Record<string, unknown> = {}) => api(s.app, checkout.sureOrder, { idempotency_key: uuid(), ...extra } as never, { token });

describe('direct API calls are refused by the server', () => {
  beforeEach(async () => {
    for (const u of ['yaofang01', 'liansuo01', 'zizhi02', 'caigou01']) await clearLists(s, idOf(u));
  });

  it('a banned category: the cart add and the order are refused (not sold online), nothing written', async () => {
    const { token } = await loginAs(s.app, 'yaofang01');
    const vaccine = await productByCode(s, SPECIAL_DEMO_CODES.vaccine);
    const add = await api(s.app, cartApi.addToCart, { list: [{ product_id: vaccine.id, amount: 1 }] }, { token });
    expect(add.body).toMatchObject({ code: 400 });
    expect(add.body.msg).toContain('禁止网上销售');
    await lineInCart('yaofang01', vaccine.id, 1);
    const before = await orderCount('yaofang01');
    const r = await submit(token);
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toContain('禁止网上销售');
    expect(await orderCount('yaofang01')).toBe(before);
  });

  it('out of scope: the cart names the missing scope; an order with such a line is refused', async () => {
    const { token } = await loginAs(s.app, 'liansuo01'); // scopes: class A and B OTC only
    const add = await api(s.app, cartApi.addToCart, { list: [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 2 }] }, { token });
    expect(add.body.code).toBe(400);
    expect(add.body.msg).toBe('阿莫西林胶囊不在您的经营范围内（需要处方药经营范围），请联系客服修改经营范围');
    // Its licences are all valid (the expired-licence demo is zizhi02's): the scope is the only refusal it shows.
    const st = await api(s.app, compliance.complianceStatus, {}, { token });
    expect(st.body.data).toMatchObject({ allowed: true, reasons: [] });
    await lineInCart('liansuo01', DEMO_PRODUCTS.amoxicillin);
    const before = await orderCount('liansuo01');
    const r = await submit(token);
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toContain('不在您的经营范围内');
    expect(await orderCount('liansuo01')).toBe(before);
  });

  it('an expired required licence: the order is refused with the licence, the date and the fix; the status says so too', async () => {
    const { token } = await loginAs(s.app, 'zizhi02');
    const add = await api(s.app, cartApi.addToCart, { list: [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 2 }] }, { token });
    expect(add.body.code).toBe(200); // a purchase plan may be kept; the order is what is refused
    const r = await submit(token);
    expect(r.body.code).toBe(400);
    expect(r.body.msg).toMatch(/^药品经营许可证已于\d{4}-\d{2}-\d{2}过期，不能提交订单，请上传新证（上传新证）$/);
    expect(await orderCount('zizhi02')).toBe(0);
    expect(await s.db.$count(cartLines, eq(cartLines.clientId, idOf('zizhi02')))).toBe(1);
    const st = await api(s.app, compliance.complianceStatus, {}, { token });
    expect(st.body.data.allowed).toBe(false);
    expect(st.body.data.reasons[0]).toMatchObject({ code: 'licenceExpired', fix: 'renewLicence', fixText: '上传新证', severity: 'block' });
    expect(st.body.data.reminders[0]).toMatchObject({ kind: 'phaTrading', step: 0 });
  });

  it('purchasers: several valid and none chosen, a revoked one, another client\'s: refused; a valid one is recorded', async () => {
    const { token } = await loginAs(s.app, 'caigou01');
    const staff = await s.db.select().from(purchasers).where(eq(purchasers.clientId, idOf('caigou01')));
    const revoked = staff.find((p) => p.revokedAt)!;
    const expired = staff.find((p) => p.name === '孙悦')!;
    const valid = staff.find((p) => p.name === '钱多多')!;
    const [foreign] = await s.db.select().from(purchasers).where(eq(purchasers.clientId, idOf('yaofang01')));

    const refused = async (extra: Record<string, unknown>, text: RegExp) => {
      await lineInCart('caigou01', DEMO_PRODUCTS.amoxicillin);
      const r = await submit(token, extra);
      expect(r.body.code, JSON.stringify(extra)).toBe(400);
      expect(r.body.msg).toMatch(text);
      await clearLists(s, idOf('caigou01'));
    };
    await refused({}, /^请选择本次下单的采购人员（选择采购人员）$/);
    await refused({ purchaser_id: revoked.id }, /授权已撤销/);
    await refused({ purchaser_id: foreign!.id }, /不是本单位已授权的采购人员/);
    await refused({ purchaser_id: expired.id }, /授权已于.*到期.*（登记授权采购人员）$/);
    expect(await orderCount('caigou01')).toBe(0);

    await lineInCart('caigou01', DEMO_PRODUCTS.amoxicillin);
    const ok = await submit(token, { purchaser_id: valid.id });
    expect(ok.body.code, ok.raw).toBe(200);
    const [rec] = await s.db.select().from(orderPurchasers).where(eq(orderPurchasers.orderId, ok.body.data.order_id));
    expect(rec).toMatchObject({ purchaserId: valid.id, name: '钱多多', idCardMasked: '310***********1234' });
    // The order detail names him too.
    const detail = await api(s.app, ordersApi.getOrderDetailInfo, { id: ok.body.data.order_id }, { token });
    expect(detail.body.data.purchaser_name).toBe('钱多多');
  });

  it('a client with one valid purchaser need not name him: he is recorded', async () => {
    const { token } = await loginAs(s.app, 'yaofang01');
    await lineInCart('yaofang01', DEMO_PRODUCTS.amoxicillin);
    const ok = await submit(token);
    expect(ok.body.code, ok.raw).toBe(200);
    const [rec] = await s.db.select().from(orderPurchasers).where(eq(orderPurchasers.orderId, ok.body.data.order_id));
    expect(rec?.name).toBe('王芳');
  });

  it('an account frozen after login cannot order', async () => {
    const { token } = await loginAs(s.app, 'zhensuo01');
    await s.db.update(clients).set({ status: 2 }).where(eq(clients.id, idOf('zhensuo01')));
    try {
      await lineInCart('zhensuo01', DEMO_PRODUCTS.amoxicillin);
      const r = await submit(token);
      expect(r.body).toMatchObject({ code: 400, msg: '您的账号已冻结，不能下单（联系客服解冻账号）' });
    } finally {
      await s.db.update(clients).set({ status: 1 }).where(eq(clients.id, idOf('zhensuo01')));
      await s.db.delete(cartLines).where(and(eq(cartLines.clientId, idOf('zhensuo01'))));
    }
  });
});
