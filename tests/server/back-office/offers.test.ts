/**
 * The back office's promotion forms (issue 28, 运营): every kind the operator's commands create, created and ended
 * through /api/admin/offers/* on the operator's own services — a group purchase and a coupon that the buyer then
 * sees, every other kind created and ended — each step audited as the staff member; a refusal (schema or rule) in
 * Chinese creating nothing; other roles refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as admin from '../../../src/contract/admin';
import * as offers from '../../../src/contract/admin-offers';
import * as promotions from '../../../src/contract/promotions';
import type { EndpointSpec } from '../../../src/contract/define';
import { chinaDay, chinaStamp } from '../../../src/model/date-range';
import { GROUP_ADMIN_MSG } from '../../../src/server/services/promotions/group-admin';
import { auditLog, groupPurchases, products, staff } from '../../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { hotProduct } from '../../../bench/orders-fixture';
import { api, loginAs, startServer, type TestServer } from '../helpers';

let s: TestServer;
const P: number[] = [];
const tokens: Record<string, string> = {};
let staffId = 0;
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  for (let i = 0; i < 4; i++) P.push(await hotProduct(s.db, `BO-OFFER-${Date.now()}-${i}`, 100));
  for (const username of ['yunying01', 'kefu01']) {
    const r = await api(s.app, admin.staffLogin, { username, password: DEMO_PASSWORD });
    tokens[username] = r.body.data.token!;
  }
  staffId = (await s.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'yunying01')))[0]!.id;
});
afterAll(() => s?.close());

const ops = () => ({ token: tokens.yunying01! });
const window = () => ({ start_time: chinaStamp(new Date(Date.now() - 60_000)), end_time: chinaStamp(new Date(Date.now() + 3_600_000)) });
const steps = async (subject: string) =>
  (await s.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(asc(auditLog.id))).map((r) => [r.action, r.actorId, (r.detail as { step: string }).step]);

describe('group purchases and coupons reach the buyer', () => {
  it('运营 creates a group purchase the buyer sees, then closes it; audited as the staff member', async () => {
    const made = await api(s.app, offers.adminGroupCreate, { product_id: P[0]!, group_price: '6.00', target: 5, stock: 50, title: '后台团购', ...window() }, ops());
    expect(made.body.data).toMatchObject({ product_id: P[0], title: '后台团购', group_price: '6.00', phase: 'open' });
    const id = made.body.data.group_id;
    const { token } = await loginAs(s.app, 'yaofang01');
    const seen = (await api(s.app, promotions.groupPurchaseList, {}, { token })).body.data.list.find((g) => g.title === '后台团购');
    expect(seen).toMatchObject({ group_price: '6.00', target: 5 });
    expect((await api(s.app, offers.adminGroups, {}, ops())).body.data[0]).toMatchObject({ group_id: id });
    expect((await api(s.app, offers.adminGroupEnd, { id }, ops())).body.data.phase).toBe('failed');
    expect(await steps(`group:${id}`)).toEqual([
      ['staff_change', staffId, 'create'],
      ['staff_change', staffId, 'close'],
    ]);
  });

  it('运营 creates a coupon the coupon centre shows, then ends it', async () => {
    const made = await api(s.app, offers.adminCouponCreate, { coupon_type: 1, amount: '20', min_spend: '200', total: 30, act_name: '后台满减', ...window() }, ops());
    expect(made.body.data).toMatchObject({ coupon_title: '满200减20', total: 30, phase: 'running' });
    const id = made.body.data.coupon_id;
    const { token } = await loginAs(s.app, 'yaofang01');
    expect((await api(s.app, promotions.couponCenter, {}, { token })).body.data.list.map((c) => c.coupon_id)).toContain(id);
    expect((await api(s.app, offers.adminCouponEnd, { id }, ops())).body.data.phase).toBe('ended');
    expect(await steps(`coupon:${id}`)).toEqual([
      ['staff_change', staffId, 'create'],
      ['staff_change', staffId, 'end'],
    ]);
  });
});

describe('every other kind', () => {
  const day = () => chinaDay(new Date(Date.now() + 5 * 86_400_000));
  const kinds: { subject: string; list: EndpointSpec; create: EndpointSpec; end: EndpointSpec; idKey: string; body: () => Record<string, unknown> }[] = [
    { subject: 'presale', list: offers.adminPresales, create: offers.adminPresaleCreate, end: offers.adminPresaleEnd, idKey: 'presale_id', body: () => ({ product_id: P[1], presale_price: '7.00', stock: 10, ship_date: day(), ...window() }) },
    { subject: 'special', list: offers.adminSpecials, create: offers.adminSpecialCreate, end: offers.adminSpecialEnd, idKey: 'special_id', body: () => ({ product_id: P[2], special_price: '7.50', stock: 10, ...window() }) },
    { subject: 'combination', list: offers.adminCombinations, create: offers.adminCombinationCreate, end: offers.adminCombinationEnd, idKey: 'combination_id', body: () => ({ name: '后台套餐', combination_price: '15.00', items: [{ product_id: P[1], qty: 1 }, { product_id: P[2], qty: 1 }], stock: 5, ...window() }) },
    { subject: 'addprice', list: offers.adminAddPrices, create: offers.adminAddPriceCreate, end: offers.adminAddPriceEnd, idKey: 'offer_id', body: () => ({ product_id: P[3], add_price: '1.00', threshold: '100', main_product_ids: [P[1]], ...window() }) },
    { subject: 'raffle', list: offers.adminRaffles, create: offers.adminRaffleCreate, end: offers.adminRaffleEnd, idKey: 'raffle_id', body: () => ({ title: '后台抽奖', daily_limit: 1, prizes: [{ name: '小礼品', kind: 'gift', weight: 1, stock: 5 }], ...window() }) },
  ];
  it.each(kinds)('$subject: created, listed and ended by 运营, each step audited as the staff member', async (k) => {
    const made = await api(s.app, k.create, k.body(), ops());
    expect(made.body).toMatchObject({ code: 200 });
    const id = (made.body.data as Record<string, number>)[k.idKey]!;
    expect(((await api(s.app, k.list, {}, ops())).body.data as Record<string, number>[])[0]![k.idKey]).toBe(id);
    expect((await api(s.app, k.end, { id }, ops())).body.data).toMatchObject({ phase: 'ended' });
    expect(await steps(`${k.subject}:${id}`)).toEqual([
      ['staff_change', staffId, 'create'],
      ['staff_change', staffId, 'end'],
    ]);
  });

  it('sets and clears a control-sale limit, audited', async () => {
    expect((await api(s.app, offers.adminMarketSet, { product_id: P[3]!, max_buy_num: 3, msg: '控销品种' }, ops())).body.data).toMatchObject({ max_buy_num: 3, msg: '控销品种' });
    expect((await api(s.app, offers.adminMarketSet, { product_id: P[3]!, clear: 1 }, ops())).body.data).toMatchObject({ market_id: 0 });
    expect(await steps(`market:${P[3]}`)).toEqual([
      ['staff_change', staffId, 'set'],
      ['staff_change', staffId, 'clear'],
    ]);
  });
});

describe('refusals', () => {
  it('refuses a schema or a rule breach in Chinese, creating nothing; 订单客服 is refused every kind', async () => {
    const before = await s.db.$count(groupPurchases);
    const missing = await api(s.app, offers.adminGroupCreate, { product_id: P[0]!, group_price: '6', target: 5, ...window() } as never, ops());
    expect(missing.body).toMatchObject({ code: 400, msg: '请求参数有误：团购数量不能为空' });
    const over = await api(s.app, offers.adminGroupCreate, { product_id: P[0]!, group_price: '6', target: 60, stock: 50, ...window() }, ops());
    expect(over.body).toMatchObject({ code: 400, msg: GROUP_ADMIN_MSG.targetAboveStock });
    expect(await s.db.$count(groupPurchases)).toBe(before);
    const kefu = { token: tokens.kefu01! };
    expect((await api(s.app, offers.adminCoupons, {}, kefu)).body.code).toBe(403);
    expect((await api(s.app, offers.adminGroupCreate, { product_id: P[0]!, group_price: '6', target: 5, stock: 50, ...window() }, kefu)).body.code).toBe(403);
    const [p] = await s.db.select({ marketId: products.marketId }).from(products).where(eq(products.id, P[0]!));
    expect((await api(s.app, offers.adminMarketSet, { product_id: P[0]!, max_buy_num: 1, msg: 'x' }, kefu)).body.code).toBe(403);
    expect((await s.db.select({ marketId: products.marketId }).from(products).where(eq(products.id, P[0]!)))[0]).toEqual(p);
  });
});
