/**
 * The message centre, 到货提醒 subscriptions, substitutes (and one-click replace) and replenishment suggestions over
 * HTTP (issue 32). One engine: each is a rule decided in code around single statements; the stock races and the
 * told-once delivery are alerts/arrival-race on both engines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as alerts from '../../../src/contract/alerts';
import { cartLines, clients, orderLines, orders, products, quickOrderLines, reorderDismissals } from '../../../src/server/db/schema';
import { notifyClient } from '../../../src/server/services/alerts/messages';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { uuid } from '../checkout/helpers';

let s: TestServer;
let yaofang: { token: string; id: number };
let liansuo: { token: string; id: number };

beforeAll(async () => {
  s = await startServer();
  const login = async (u: string) => {
    const { token } = await loginAs(s.app, u);
    const [c] = await s.db.select({ id: clients.id }).from(clients).where(eq(clients.username, u));
    return { token, id: c!.id };
  };
  yaofang = await login('yaofang01');
  liansuo = await login('liansuo01');
});
afterAll(() => s?.close());

let seq = 0;
/** A copy of product 1 with the given facts. */
async function product(over: Partial<typeof products.$inferInsert>): Promise<number> {
  const [model] = await s.db.select().from(products).where(eq(products.id, 1));
  const { id: _i, createdAt: _c, searchDoc: _s, ...rest } = model!;
  const [row] = await s.db
    .insert(products)
    .values({ ...rest, productCode: `ALT-${Date.now()}-${seq++}`, tyName: '替代测试片', productStandard: '10mg*20片', dosageForm: '片剂', businessScope: 2, stock: 100, isFailure: 0, zhongbaozhuangNum: 1, maxBuyNum: -1, minBuyNum: 0, specialCategory: null, marketId: 0, ...over })
    .returning({ id: products.id });
  return row!.id;
}

describe('message centre', () => {
  it('lists a client\'s own messages with the unread count, marks read and unread, filters by kind; SMS only for kinds switched on', async () => {
    const sent: string[] = [];
    const spy = { send: async (mobile: string, text: string) => void sent.push(`${mobile}|${text}`) };
    const saved = await api(s.app, alerts.saveMessageSettings, { sms_kinds: ['arrival', 'arrival', 'order'] }, { token: yaofang.token });
    expect(saved.body.data).toEqual({ sms_kinds: ['order', 'arrival'] });
    expect((await api(s.app, alerts.messageSettings, undefined, { token: yaofang.token })).body.data.sms_kinds).toEqual(['order', 'arrival']);
    const bad = await api(s.app, alerts.saveMessageSettings, { sms_kinds: ['spam'] } as never, { token: yaofang.token });
    expect(bad.body.code).toBe(400);
    expect(bad.body.msg).toMatch(/消息类型/);

    await notifyClient(s.db, { clientId: yaofang.id, kind: 'promo', title: '满减活动', body: '满500减50', link: '/couponList' }, spy);
    await notifyClient(s.db, { clientId: yaofang.id, kind: 'arrival', title: '到货提醒：X已到货', link: '/productDetail/1' }, spy);
    await notifyClient(s.db, { clientId: liansuo.id, kind: 'arrival', title: '别人的消息' }, spy);
    const [phone] = await s.db.select({ phone: clients.phone }).from(clients).where(eq(clients.id, yaofang.id));
    expect(sent).toEqual([`${phone!.phone}|【药采】到货提醒：X已到货`]);

    const unread = async () => (await api(s.app, alerts.unreadMessages, undefined, { token: yaofang.token })).body.data.unread;
    const start = await unread();
    expect(start).toBeGreaterThanOrEqual(2);
    const page = await api(s.app, alerts.myMessages, { page: 1, size: 10 }, { token: yaofang.token });
    expect(page.body.data.list.slice(0, 2).map((m) => [m.kind, m.title, m.link, m.read])).toEqual([
      ['arrival', '到货提醒：X已到货', '/productDetail/1', 0],
      ['promo', '满减活动', '/couponList', 0],
    ]);
    expect(page.body.data.list.some((m) => m.title === '别人的消息')).toBe(false);
    const promoOnly = await api(s.app, alerts.myMessages, { kind: 'promo' }, { token: yaofang.token });
    expect(promoOnly.body.data.list.every((m) => m.kind === 'promo')).toBe(true);

    const arrivalId = page.body.data.list[0]!.id;
    const [others] = (await api(s.app, alerts.myMessages, {}, { token: liansuo.token })).body.data.list;
    // Another client's id changes nothing of theirs.
    expect((await api(s.app, alerts.readMessages, { ids: [arrivalId, others!.id], read: 1 }, { token: yaofang.token })).body.data.unread).toBe(start - 1);
    expect((await api(s.app, alerts.myMessages, { unread: 1 }, { token: liansuo.token })).body.data.list.some((m) => m.id === others!.id)).toBe(true);
    expect((await api(s.app, alerts.readMessages, { ids: [arrivalId], read: 0 }, { token: yaofang.token })).body.data.unread).toBe(start);
    expect((await api(s.app, alerts.readMessages, { read: 1 }, { token: yaofang.token })).body.data.unread).toBe(0);
    expect((await api(s.app, alerts.myMessages, { unread: 1 }, { token: yaofang.token })).body.data.total).toBe(0);
  });
});

describe('到货提醒', () => {
  it('subscribes to a sold-out product only, lists and cancels', async () => {
    const soldOut = await product({ stock: 0 });
    const inStock = await product({});
    const refused = await api(s.app, alerts.subscribeArrival, { product_id: inStock }, { token: yaofang.token });
    expect(refused.body).toMatchObject({ code: 400, msg: '该商品有货，可直接购买，无需到货提醒' });
    expect((await api(s.app, alerts.subscribeArrival, { product_id: 99_999_999 }, { token: yaofang.token })).body).toMatchObject({ code: 400, msg: '商品不存在' });
    const on = await api(s.app, alerts.subscribeArrival, { product_id: soldOut }, { token: yaofang.token });
    expect(on.body.data.list.find((x) => x.product_id === soldOut)).toMatchObject({ state: 'waiting', in_stock: 0, ty_name: '替代测试片' });
    const twice = await api(s.app, alerts.subscribeArrival, { product_id: soldOut }, { token: yaofang.token });
    expect(twice.body.data.list.filter((x) => x.product_id === soldOut)).toHaveLength(1);
    const off = await api(s.app, alerts.cancelArrival, { product_id: soldOut }, { token: yaofang.token });
    expect(off.body.data.list.some((x) => x.product_id === soldOut)).toBe(false);
  });
});

describe('substitutes', () => {
  const T = '替代测试乙';
  it('offers same spec and form from other makers first, then other specs, never out of scope, special or unbuyable', async () => {
    const wanted = await product({ tyName: T, stock: 0, manufacturer: '原厂' });
    const a = await product({ tyName: T, manufacturer: '甲厂', priceFen: 900 });
    const b = await product({ tyName: T, manufacturer: '乙厂', priceFen: 800 });
    const rx = await product({ tyName: T, manufacturer: '丙厂', priceFen: 1000, businessScope: 0 });
    const otherSpec = await product({ tyName: T, manufacturer: '丁厂', productStandard: '20mg*10片', priceFen: 100, zhongbaozhuangNum: 5 });
    await product({ tyName: T, manufacturer: '戊厂', specialCategory: 'narcotic' });
    await product({ tyName: T, manufacturer: '己厂', stock: 0 });
    await product({ tyName: T, manufacturer: '庚厂', isFailure: 1 });
    await product({ tyName: '别的药', manufacturer: '辛厂' });
    const ids = async (token: string) => {
      const r = await api(s.app, alerts.substitutes, { product_id: wanted }, { token });
      expect(r.body.code, r.raw).toBe(200);
      return r.body.data.list.map((x) => [x.product.product_id, x.match]);
    };
    expect(await ids(yaofang.token)).toEqual([[b, 'same'], [a, 'same'], [rx, 'same'], [otherSpec, 'otherSpec']]);
    // liansuo01 may not buy prescription drugs (scope 0).
    expect(await ids(liansuo.token)).toEqual([[b, 'same'], [a, 'same'], [otherSpec, 'otherSpec']]);
    const notes = (await api(s.app, alerts.substitutes, { product_id: wanted }, { token: yaofang.token })).body.data.list.map((x) => x.note);
    expect(notes[3]).toBe('同通用名，规格或剂型不同，请核对用法用量');

    // One click replaces the cart line; the quantity is rounded to the substitute's pack, and said so.
    await s.db.delete(cartLines).where(eq(cartLines.clientId, yaofang.id));
    await s.db.insert(cartLines).values({ clientId: yaofang.id, productId: wanted, amount: 7 });
    const notOne = await api(s.app, alerts.replaceWithSubstitute, { product_id: wanted, substitute_id: rx, amount: 7 }, { token: liansuo.token });
    expect(notOne.body).toMatchObject({ code: 400, msg: '所选商品不是该商品的可购买替代品' });
    const swapped = await api(s.app, alerts.replaceWithSubstitute, { product_id: wanted, substitute_id: otherSpec, amount: 7 }, { token: yaofang.token });
    expect(swapped.body.data).toEqual({ product_id: otherSpec, amount: 10, note: '按中包装5取整：7 → 10' });
    const lines = await s.db.select({ productId: cartLines.productId, amount: cartLines.amount }).from(cartLines).where(eq(cartLines.clientId, yaofang.id));
    expect(lines).toEqual([{ productId: otherSpec, amount: 10 }]);

    // The quick-order list too; an exact pack needs no note.
    await s.db.insert(quickOrderLines).values({ clientId: yaofang.id, productId: wanted, amount: 3 });
    const quick = await api(s.app, alerts.replaceWithSubstitute, { product_id: wanted, substitute_id: b, amount: 3, list: 'quick' }, { token: yaofang.token });
    expect(quick.body.data).toEqual({ product_id: b, amount: 3, note: '' });
    const q = await s.db.select({ productId: quickOrderLines.productId }).from(quickOrderLines).where(eq(quickOrderLines.clientId, yaofang.id));
    expect(q.map((x) => x.productId)).toContain(b);
    expect(q.map((x) => x.productId)).not.toContain(wanted);
  });
});

describe('replenishment suggestions', () => {
  it('suggests the products whose usual interval has passed, rounded to the pack; dismissed until ordered again', async () => {
    const [model] = await s.db.select().from(orders).limit(1);
    const [modelLine] = await s.db.select().from(orderLines).limit(1);
    const past = async (productId: number, amount: number, daysAgo: number, status = 3) => {
      const { id: _i, ...rest } = model!;
      const [o] = await s.db
        .insert(orders)
        .values({ ...rest, orderCode: `RE${Date.now()}${seq++}`, clientId: liansuo.id, status, idempotencyKey: uuid(), createdAt: new Date(Date.now() - daysAgo * 86_400_000) })
        .returning({ id: orders.id });
      const { id: _l, ...line } = modelLine!;
      await s.db.insert(orderLines).values({ ...line, orderId: o!.id, productId, amount });
    };
    const due = await product({ tyName: '补货甲', zhongbaozhuangNum: 6 });
    const notYet = await product({ tyName: '补货乙' });
    const cancelledOnly = await product({ tyName: '补货丙' });
    await past(due, 10, 40);
    await past(due, 11, 25);
    await past(due, 12, 10); // every 15 days, last 10 days ago… then:
    await past(due, 10, 16, 7); // a cancelled order does not count
    await past(notYet, 5, 30);
    await past(notYet, 5, 2);
    await past(cancelledOnly, 5, 60, 7);
    await past(cancelledOnly, 5, 30, 7);
    const list = async () => (await api(s.app, alerts.reorderSuggestions, undefined, { token: liansuo.token })).body.data.list;
    expect((await list()).some((x) => x.product.product_id === due)).toBe(false);
    await past(due, 11, 20);
    // Now 40, 25, 20, 10 days ago: gaps 15, 5, 10 → every 10 days; 10 days since the last: due today.
    const now = await list();
    expect(now.find((x) => x.product.product_id === due)).toMatchObject({ interval_days: 10, overdue_days: 0, suggested_amount: 12 });
    expect(now.some((x) => x.product.product_id === notYet || x.product.product_id === cancelledOnly)).toBe(false);
    expect((await api(s.app, alerts.dismissReorder, { product_id: due }, { token: liansuo.token })).body.code).toBe(200);
    expect((await list()).some((x) => x.product.product_id === due)).toBe(false);
    // Dismissed 11 days ago, ordered again 10 days ago: judged afresh, and due again.
    await s.db.update(reorderDismissals).set({ dismissedAt: new Date(Date.now() - 11 * 86_400_000) }).where(eq(reorderDismissals.clientId, liansuo.id));
    await past(due, 11, 10);
    expect((await list()).some((x) => x.product.product_id === due)).toBe(true);
    expect((await api(s.app, alerts.dismissReorder, { product_id: 99_999_999 }, { token: liansuo.token })).body).toMatchObject({ code: 400, msg: '商品不存在' });
  });
});
