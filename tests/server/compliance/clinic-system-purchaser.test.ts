/**
 * A clinic system's signed link may name the person logged in there (staff_phone, covered by the signature): that
 * registered purchaser orders and is recorded on the order; someone not registered, revoked or expired is refused
 * with what to do, and choosing another purchaser is refused. Nothing is written by a refusal.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as checkout from '../../../src/contract/checkout';
import * as cis from '../../../src/contract/cis';
import * as compliance from '../../../src/contract/compliance';
import { ACCOUNT_MSG } from '../../../src/model/messages';
import type { CisParams } from '../../../src/model/cis-link';
import { cartLines, clients, orderPurchasers, orders, purchasers } from '../../../src/server/db/schema';
import { DEMO_CIS_SECRET } from '../../../src/server/db/seed/accounts';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { linkPartnerClient, signCis } from '../../../src/server/services/cis/handshake';
import { api, call, loginAs, newToken, startServer, type TestServer } from '../helpers';
import { clearLists, uuid } from '../checkout/helpers';

let s: TestServer;
let clientId = 0;
/** caigou01's staff: 钱多多 valid, 孙悦 expired, 李明 revoked (seed/compliance.ts). */
const PHONE = { qian: '13912345624', sun: '13912345625', li: '13912345626' };

beforeAll(async () => {
  s = await startServer({ app: { limits: { loginPerMinute: 10_000 } } });
  [{ id: clientId }] = (await s.db.select({ id: clients.id }).from(clients).where(eq(clients.username, 'caigou01'))) as [{ id: number }];
  await linkPartnerClient(s.db, 'demo-cis', 'caigou01');
});
afterAll(() => s?.close());
beforeEach(() => clearLists(s, clientId));

let n = 0;
function link(fields: CisParams): CisParams {
  n += 1;
  const p: CisParams = { UserName: 'caigou01', action: 'cart', ts: String(Date.now()), nonce: `staff-${n}-${Math.random().toString(36).slice(2)}`, ...fields };
  return { ...p, sign: signCis(DEMO_CIS_SECRET, p) };
}

async function enter(p: CisParams) {
  const r = await call<cis.CisLoginResult>(s.app, 'GET', '/api/w1/cisLogin', { token: await newToken(s.app), query: p as Record<string, string> });
  return { r, token: r.body.code === 200 ? r.body.data.api_token : '' };
}

const orderCount = () => s.db.$count(orders, eq(orders.clientId, clientId));
const inCart = () => s.db.insert(cartLines).values({ clientId, productId: DEMO_PRODUCTS.amoxicillin, amount: 2, checked: 1 });
const submit = (token: string, extra: Record<string, unknown> = {}) => api(s.app, checkout.sureOrder, { idempotency_key: uuid(), ...extra } as never, { token });

describe('the purchaser named by a clinic system', () => {
  it('orders without a choice among several purchasers and is recorded on the order', async () => {
    const { r, token } = await enter(link({ staff_phone: PHONE.qian }));
    expect(r.body.code, r.raw).toBe(200);
    const st = await api(s.app, compliance.complianceStatus, {}, { token });
    const qian = (await s.db.select().from(purchasers).where(eq(purchasers.phone, PHONE.qian)))[0]!;
    expect(st.body.data).toMatchObject({ allowed: true, named_by_clinic_system: true, default_purchaser_id: qian.id, purchasers: [{ id: qian.id, name: '钱多多' }] });
    await inCart();
    const ok = await submit(token);
    expect(ok.body.code, ok.raw).toBe(200);
    const [rec] = await s.db.select().from(orderPurchasers).where(eq(orderPurchasers.orderId, ok.body.data.order_id));
    expect(rec).toMatchObject({ purchaserId: qian.id, name: '钱多多' });
  });

  it('refuses choosing another purchaser than the one the clinic system named', async () => {
    const { token } = await enter(link({ staff_phone: PHONE.qian }));
    const [other] = await s.db.select().from(purchasers).where(eq(purchasers.phone, PHONE.sun));
    await inCart();
    const before = await orderCount();
    const r = await submit(token, { purchaser_id: other!.id });
    expect(r.body).toMatchObject({ code: 400, msg: '本次由诊所系统登录的采购人员钱多多下单，不能选择其他采购人员（选择采购人员）' });
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['not registered', '13700001234', '诊所系统登录的人员（手机号137****1234）不是本单位登记的授权采购人员（登记授权采购人员）'],
    ['revoked', PHONE.li, '采购人员李明的授权已撤销（选择采购人员）'],
    ['expired', PHONE.sun, /^采购人员孙悦的授权已于\d{4}-\d{2}-\d{2}到期，请上传新的授权委托书（登记授权采购人员）$/],
  ])('a person %s may log in and browse, but the order is refused with the fix and nothing is written', async (_what, phone, msg) => {
    const { r, token } = await enter(link({ staff_phone: phone }));
    expect(r.body.code, r.raw).toBe(200);
    const st = await api(s.app, compliance.complianceStatus, {}, { token });
    expect(st.body.data).toMatchObject({ allowed: false, named_by_clinic_system: true, purchasers: [] });
    await inCart();
    const before = await orderCount();
    const sent = await submit(token);
    expect(sent.body.code).toBe(400);
    if (typeof msg === 'string') expect(sent.body.msg).toBe(msg);
    else expect(sent.body.msg).toMatch(msg);
    expect(await orderCount()).toBe(before);
    expect(await s.db.$count(cartLines, eq(cartLines.clientId, clientId))).toBe(1);
  });

  it('the phone is signed: changed after signing the link is forged; a malformed one is refused', async () => {
    const forged = await enter({ ...link({ staff_phone: PHONE.qian }), staff_phone: PHONE.sun });
    expect(forged.r.body).toMatchObject({ code: 403, msg: ACCOUNT_MSG.cisForged });
    const bad = await enter(link({ staff_phone: '12345' }));
    expect(bad.r.body).toMatchObject({ code: 400, msg: ACCOUNT_MSG.cisBadStaffPhone });
  });

  it('a password login of the same account names nobody: the purchaser is chosen as usual', async () => {
    const { token } = await loginAs(s.app, 'caigou01');
    const st = await api(s.app, compliance.complianceStatus, {}, { token });
    expect(st.body.data.named_by_clinic_system).toBe(false);
    expect(st.body.data.purchasers.length).toBeGreaterThan(1);
    expect(st.body.data.purchasers.map((p) => p.name)).toContain('钱多多');
    expect(st.body.data.default_purchaser_id).toBeNull();
  });
});
