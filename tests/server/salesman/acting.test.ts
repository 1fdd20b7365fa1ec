/**
 * Acting for a customer (代客下单): only his own customers, the session then buys for the customer, the order placed
 * names the salesman in the customer's own order views, start and stop are audited; a salesman who is not acting
 * cannot add to a cart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import * as sm from '../../../src/contract/salesman';
import * as cart from '../../../src/contract/cart';
import * as checkout from '../../../src/contract/checkout';
import * as ordersApi from '../../../src/contract/orders';
import { MSG } from '../../../src/model/messages';
import { SALESMAN_MSG } from '../../../src/model/salesman-report';
import { auditLog, orders } from '../../../src/server/db/schema';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { api } from '../helpers';
import { clientIdOf, salesmanWorld, type SalesmanWorld } from './helpers';

let w: SalesmanWorld;
let yaofang: number;
beforeAll(async () => {
  w = await salesmanWorld();
  [yaofang] = (await clientIdOf(w, ['yaofang01'])) as [number];
});
afterAll(() => w?.s.close());

const auditRows = (action: string) =>
  w.s.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.actorKind, 'salesman'))).orderBy(desc(auditLog.id));

describe('acting for a customer', () => {
  it('a salesman who is not acting cannot add to a cart (SPEC: 业务员只能代客户下单)', async () => {
    const r = await api(w.s.app, cart.addToCart, { list: [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 1 }] }, { token: w.ywy01 });
    expect(r.body).toEqual({ code: 400, msg: MSG.salesmanCartOnly, data: null });
  });

  it('refuses a customer of another salesman with 403 and binds nothing', async () => {
    const r = await api(w.s.app, sm.actForCustomer, { customer_id: w.others[0]! }, { token: w.ywy01 });
    expect(r.body).toMatchObject({ code: 403, msg: SALESMAN_MSG.notYourCustomer });
    const base = await api(w.s.app, sm.salesmanBase, undefined, { token: w.ywy01 });
    expect(base.body.data.acting).toBeNull();
  });

  it('starts for his customer: the client session fields, an audit row, the console still answers', async () => {
    const r = await api(w.s.app, sm.actForCustomer, { customer_id: yaofang }, { token: w.ywy01 });
    expect(r.body.code).toBe(200);
    expect(r.body.data).toEqual({
      client_id: yaofang,
      company_id: 1,
      salesman_id: 1,
      username: 'yaofang01',
      client_name: '康宁大药房',
      company_name: '药采医药（上海）有限公司',
      salesman_name: '张伟',
      isOtherProvinces: 0,
    });
    const [row] = await auditRows('acting');
    expect(row).toMatchObject({ actorId: 1, subject: `client:${yaofang}` });
    const base = await api(w.s.app, sm.salesmanBase, undefined, { token: w.ywy01 });
    expect(base.body.data.acting).toEqual({ client_id: yaofang, client_name: '康宁大药房' });
  });

  it('an order placed while acting records the salesman, and the customer sees who placed it', async () => {
    const add = await api(w.s.app, cart.addToCart, { list: [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 2 }] }, { token: w.ywy01 });
    expect(add.body.code, add.raw).toBe(200);
    const placed = await api(w.s.app, checkout.sureOrder, { idempotency_key: 'salesman-acting-0001' } as never, { token: w.ywy01 });
    expect(placed.body.code, placed.raw).toBe(200);
    const [order] = await w.s.db.select().from(orders).where(eq(orders.clientId, yaofang)).orderBy(desc(orders.id)).limit(1);
    expect(order!.salesmanId).toBe(1);

    const detail = await api(w.s.app, ordersApi.getOrderDetailInfo, { id: order!.id }, { token: w.client });
    expect(detail.body.data.salesman_name).toBe('张伟');
    const list = await api(w.s.app, ordersApi.showMyOrders, {}, { token: w.client });
    const listed = list.body.data.list.find((o) => o.id === order!.id);
    expect(listed?.salesman_name).toBe('张伟');
    // An order the client placed itself names nobody.
    expect(list.body.data.list.some((o) => o.salesman_name === null)).toBe(true);
  });

  it('stops: the token is the salesman alone again, audited', async () => {
    const r = await api(w.s.app, sm.stopActing, undefined, { token: w.ywy01 });
    expect(r.body).toMatchObject({ code: 200, data: { salesman_id: 1 } });
    const [row] = await auditRows('acting_stopped');
    expect(row).toMatchObject({ actorId: 1, subject: `client:${yaofang}` });
    const again = await api(w.s.app, cart.addToCart, { list: [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 1 }] }, { token: w.ywy01 });
    expect(again.body.msg).toBe(MSG.salesmanCartOnly);
  });

  it('a client cannot call the console', async () => {
    const r = await api(w.s.app, sm.actForCustomer, { customer_id: yaofang }, { token: w.client });
    expect(r.body.code).toBe(401);
  });
});
