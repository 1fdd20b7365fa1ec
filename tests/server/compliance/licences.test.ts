/**
 * Licence validity, renewal and its review; purchasers (masked everywhere, revoked never deleted); purchase records
 * and their export; the registration's first purchaser; the site licences from configuration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import * as alerts from '../../../src/contract/alerts';
import * as cartApi from '../../../src/contract/cart';
import * as checkout from '../../../src/contract/checkout';
import * as compliance from '../../../src/contract/compliance';
import * as register from '../../../src/contract/register';
import * as session from '../../../src/contract/session';
import * as site from '../../../src/contract/site';
import * as salesman from '../../../src/contract/salesman';
import { chinaDay } from '../../../src/model/date-range';
import { addDays } from '../../../src/model/salesman-report';
import { auditLog, clients, licenceRenewals, purchasers } from '../../../src/server/db/schema';
import { DEMO_PRODUCTS } from '../../../src/server/db/seed/products';
import { api, call, loginAs, newToken, startServer, type TestServer } from '../helpers';
import { uuid } from '../checkout/helpers';
import { remindersOf } from '../../../src/server/services/compliance/status';
import { OPERATOR_KEY, PNG, operator, registration, upload } from '../accounts/helpers';
import { scopedEnv } from '../scoped-env';

const env = scopedEnv();

let s: TestServer;
const today = chinaDay(new Date());
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

async function picture(token: string): Promise<string> {
  const up = await upload(s.app, token, PNG);
  if (!up.body.data) throw new Error(up.body.msg);
  return up.body.data.url;
}

describe('licences', () => {
  it('lists the client type\'s licences with number, issuer, dates, days left and state; reminders by step', async () => {
    const { token } = await loginAs(s.app, 'zizhi01');
    const r = await api(s.app, compliance.myLicences, {}, { token });
    expect(r.body.code).toBe(200);
    const gsp = r.body.data.find((l) => l.kind === 'GSP')!;
    expect(gsp).toMatchObject({ name: 'GSP证书', need: 'required', expires: true, days_left: 5, state: 'expiring', state_text: '即将到期', valid_until: addDays(today, 5) });
    expect(gsp.number).toMatch(/^沪-GSP-23-\d{5}$/);
    expect(gsp.issuer).toBe('上海市药品监督管理局');
    expect(r.body.data.find((l) => l.kind === 'business')).toMatchObject({ state: 'ok' });
    // Required licences come first.
    expect(r.body.data.findIndex((l) => l.need === 'optional')).toBeGreaterThan(r.body.data.findLastIndex((l) => l.need === 'required'));
    const st = await api(s.app, compliance.complianceStatus, {}, { token });
    expect(st.body.data.allowed).toBe(true);
    expect(st.body.data.reminders.map((x) => [x.kind, x.step])).toEqual([['GSP', 7], ['phaTrading', 30]]);
    expect(st.body.data.reasons.map((x) => [x.code, x.severity])).toEqual([['licenceExpiring', 'warn'], ['licenceExpiring', 'warn']]);
  });

  it('a renewal is checked, waits for the operator, is approved once, and then the client may order', async () => {
    const { token } = await loginAs(s.app, 'zizhi02');
    const url = await picture(token);
    const base = { kind: 'phaTrading', number: '沪CB2100999', issuer: '上海市药品监督管理局', valid_from: addDays(today, -1), valid_until: addDays(today, 1800), url };
    const bad = await api(s.app, compliance.renewLicence, { ...base, valid_until: addDays(today, -1) }, { token });
    expect(bad.body).toMatchObject({ code: 400, msg: '有效期截止日期不能早于今天' });
    const notMine = await api(s.app, compliance.renewLicence, { ...base, url: '/api/upload/demo-renewal-1.png' }, { token });
    expect(notMine.body.code).toBe(400);
    const ok = await api(s.app, compliance.renewLicence, base, { token });
    expect(ok.body.code, ok.raw).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 0, status_text: '待审核' });
    const again = await api(s.app, compliance.renewLicence, { ...base, url: await picture(token) }, { token });
    expect(again.body).toMatchObject({ code: 400, msg: '药品经营许可证已有新证在审核中，请等待审核结果' });
    const listed = await api(s.app, compliance.myLicences, {}, { token });
    expect(listed.body.data.find((l) => l.kind === 'phaTrading')).toMatchObject({ state: 'expired', renewal: { status: 0 } });

    // ywy01's to-do counts his customers with a licence ending within 30 days or past: zizhi02 among them.
    const ywy01 = (await loginAs(s.app, 'ywy01')).token;
    const expiring = async () => (await api(s.app, salesman.salesmanIndex, {}, { token: ywy01 })).body.data.todos.find((x) => x.kind === 'licenceExpiring')?.count ?? 0;
    const before = await expiring();
    expect(before).toBeGreaterThanOrEqual(2); // zizhi01 (5 days), zizhi02 (expired), and the seed's own

    const pending = await operator(s.app, compliance.operatorRenewals, {});
    expect(pending.body.data.some((p) => p.id === ok.body.data.id && p.username === 'zizhi02')).toBe(true);
    const noReason = await operator(s.app, compliance.operatorReviewRenewal, { id: ok.body.data.id, action: 'reject' });
    expect(noReason.body).toMatchObject({ code: 400, msg: '请填写驳回原因' });
    const approved = await operator(s.app, compliance.operatorReviewRenewal, { id: ok.body.data.id, action: 'approve' });
    expect(approved.body.data).toMatchObject({ status: 1, status_text: '已通过' });
    const twice = await operator(s.app, compliance.operatorReviewRenewal, { id: ok.body.data.id, action: 'approve' });
    expect(twice.body.code).toBe(404);
    expect(await expiring()).toBe(before - 1);
    // The client's message centre has the 资质 message, once, linking to 我的资质 (issue 32).
    const msgs = await api(s.app, alerts.myMessages, { kind: 'licence' }, { token });
    expect(msgs.body.data.list.map((m) => [m.title, m.link, m.read])).toEqual([['资质审核通过：药品经营许可证', '/personal/licences', 0]]);

    const after = await api(s.app, compliance.myLicences, {}, { token });
    expect(after.body.data.find((l) => l.kind === 'phaTrading')).toMatchObject({ state: 'ok', number: '沪CB2100999', valid_until: addDays(today, 1800), renewal: { status: 1 } });
    await api(s.app, cartApi.addToCart, { list: [{ product_id: DEMO_PRODUCTS.amoxicillin, amount: 2 }] }, { token });
    const placed = await api(s.app, checkout.sureOrder, { idempotency_key: uuid() } as never, { token });
    expect(placed.body.code, placed.raw).toBe(200);
  });

  it('the operator records a licence date; a bad kind or a date that does not exist is refused', async () => {
    const r = await operator(s.app, compliance.operatorSetLicence, { username: 'zizhi01', kind: 'GSP', valid_until: addDays(today, 1) });
    expect(r.body.data).toMatchObject({ name: 'GSP证书', valid_until: addDays(today, 1) });
    expect((await operator(s.app, compliance.operatorSetLicence, { username: 'zizhi01', kind: 'seal', valid_until: '2030-01-01' })).body.code).toBe(400);
    expect((await operator(s.app, compliance.operatorSetLicence, { username: 'zizhi01', kind: 'GSP', valid_until: '2030-02-30' })).body.code).toBe(400);
    const { token } = await loginAs(s.app, 'zizhi01');
    expect((await api(s.app, compliance.complianceStatus, {}, { token })).body.data.reminders[0]).toMatchObject({ kind: 'GSP', days_left: 1, step: 7 });
  });
});

describe('reminders', () => {
  it('only required certificates remind: at 90 / 30 / 7 days and once expired, soonest first', () => {
    const f = (kind: string, days: number) => ({ kind, validUntil: addDays('2026-11-25', days) });
    const r = remindersOf({
      today: '2026-11-25',
      clientType: 1,
      checkStatus: 1,
      status: 1,
      purchasers: [],
      licences: [f('business', 91), f('phaTrading', 60), f('GSP', -2), f('foodBusiness', -5), { kind: 'seal', validUntil: null }],
    });
    expect(r.map((x) => [x.kind, x.days_left, x.step])).toEqual([['GSP', -2, 0], ['phaTrading', 60, 90]]);
  });
});

describe('purchasers', () => {
  it('added with the letter: the ID number is masked in the answer and in the audit; bad input refused; revoked stays listed', async () => {
    const { token } = await loginAs(s.app, 'caigou01');
    const letter = await picture(token);
    const input = { name: '周敏', id_card: '31011519900101123x', phone: '13912340000', valid_from: today, valid_until: addDays(today, 365), letter_url: letter };
    const bad = await api(s.app, compliance.addPurchaser, { ...input, phone: '123' }, { token });
    expect(bad.body).toMatchObject({ code: 400, msg: '请输入正确的手机号码' });
    const r = await api(s.app, compliance.addPurchaser, input, { token });
    expect(r.body.code, r.raw).toBe(200);
    expect(r.body.data).toMatchObject({ name: '周敏', id_card: '310***********123X', phone: '139****0000', state: 'valid' });
    expect(r.raw).not.toContain('31011519900101123');
    const [row] = await s.db.select().from(auditLog).where(eq(auditLog.action, 'purchaser_added')).orderBy(desc(auditLog.id)).limit(1);
    expect(JSON.stringify(row)).not.toContain('31011519900101123');
    const dup = await api(s.app, compliance.addPurchaser, { ...input, letter_url: await picture(token) }, { token });
    expect(dup.body.code).toBe(400);

    const list = await api(s.app, compliance.myPurchasers, {}, { token });
    expect(list.raw).not.toMatch(/\d{17}[\dX]/);
    expect(list.body.data.map((p) => p.state).sort()).toEqual(['expired', 'revoked', 'valid', 'valid', 'valid']);

    const other = await loginAs(s.app, 'yaofang01');
    expect((await api(s.app, compliance.revokePurchaser, { id: r.body.data.id }, { token: other.token })).body.code).toBe(404);
    const revoked = await api(s.app, compliance.revokePurchaser, { id: r.body.data.id }, { token });
    expect(revoked.body.data).toMatchObject({ state: 'revoked', state_text: '已撤销' });
    expect(await s.db.$count(purchasers, eq(purchasers.id, r.body.data.id))).toBe(1);
  });

  it('an approved registration makes the registrant the first purchaser, with the power of attorney as the letter', async () => {
    env.set('YAOCAI_DEMO_MODE', '1'); // the SMS code comes back in the answer
    const token = await newToken(s.app);
    const reg = await registration(s.app, token, 1, { mobile: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` });
    const saved = await api(s.app, register.saveRegister, reg, { token });
    expect(saved.body.code, saved.raw).toBe(200);
    await operator(s.app, register.review, { username: reg.username, action: 'approve' });
    const [c] = await s.db.select({ id: clients.id }).from(clients).where(eq(clients.username, reg.username));
    const [p] = await s.db.select().from(purchasers).where(eq(purchasers.clientId, c!.id));
    expect(p).toMatchObject({ name: '王小明', idCard: '11010119900307451X', validFrom: today, validUntil: addDays(today, 364) });
    expect(p!.letterUploadId).not.toBeNull();
  });
});

describe('registration', () => {
  it('a certificate\'s number, issuer and dates given at registration are the licence of record; bad ones are refused', async () => {
    env.set('YAOCAI_DEMO_MODE', '1');
    const token = await newToken(s.app);
    const reg = await registration(s.app, token, 1, { mobile: `136${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` });
    const gsp = { kind: 'GSP', number: 'A-SH-26-0042', issuer: '上海市药品监督管理局', valid_from: addDays(today, -10), valid_until: addDays(today, 40) };
    const refused = async (info: unknown[], msg: string) => {
      const r = await api(s.app, register.saveRegister, { ...reg, licence_info: info } as never, { token });
      expect(r.body, JSON.stringify(info)).toMatchObject({ code: 400, msg });
    };
    await refused([{ ...gsp, valid_until: addDays(today, -1) }], '有效期截止日期不能早于今天');
    await refused([gsp, gsp], '同一证照只能填写一次');
    await refused([{ ...gsp, kind: 'medPractice' }], '请先上传医疗机构执业许可证照片');
    await refused([{ ...gsp, kind: 'seal' }], '请选择要更新的证照');
    const saved = await api(s.app, register.saveRegister, { ...reg, licence_info: [gsp] }, { token });
    expect(saved.body.code, saved.raw).toBe(200);
    await operator(s.app, register.review, { username: reg.username, action: 'approve' });
    const login = await newToken(s.app);
    const li = await api(s.app, session.login, { username: reg.username, password: reg.password }, { token: login });
    const mine = await api(s.app, compliance.myLicences, {}, { token: li.body.data.api_token });
    expect(mine.body.data.find((l) => l.kind === 'GSP')).toMatchObject({ number: 'A-SH-26-0042', valid_until: addDays(today, 40), days_left: 40, state: 'ok' });
    expect(mine.body.data.find((l) => l.kind === 'GSP')!.url).toMatch(/^\/api\/upload\//);
    // Without particulars a registration picture is on file, its dates asked for later.
    expect(mine.body.data.find((l) => l.kind === 'phaTrading')).toMatchObject({ number: '', valid_until: '', state: 'ok' });
  });
});

describe('purchase records', () => {
  it('every line of the purchases with the drug particulars and the purchaser, filtered, and exported as .xlsx and CSV', async () => {
    const { token } = await loginAs(s.app, 'yaofang01');
    const r = await api(s.app, compliance.purchaseRecords, { size: 10 }, { token });
    expect(r.body.code, r.raw).toBe(200);
    expect(r.body.data.total).toBeGreaterThan(0);
    const first = r.body.data.list[0]!;
    for (const k of ['ty_name', 'product_standard', 'dosage_form', 'manufacturer', 'approval_number', 'price', 'line_total', 'purchaser', 'created_at'] as const) expect(first[k], k).toBeTruthy();
    const kw = await api(s.app, compliance.purchaseRecords, { keyword: first.ty_name }, { token });
    expect(kw.body.data.list.every((x) => x.ty_name.includes(first.ty_name) || x.manufacturer.includes(first.ty_name))).toBe(true);
    const badRange = await api(s.app, compliance.purchaseRecords, { created_at_start: '2026-01-02 00:00:00' }, { token });
    expect(badRange.body.code).toBe(400);

    const xlsx = await s.app.inject({ method: 'GET', url: `/api${compliance.purchaseRecordsExport.path}`, headers: { token } });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const csv = await s.app.inject({ method: 'GET', url: `/api${compliance.purchaseRecordsExport.path}?format=csv`, headers: { token } });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('日期,订单编号,通用名称,规格,剂型,生产厂家,批准文号,批号,有效期至,数量,单位,单价（元）,小计（元）,优惠分摊（元）,实付（元）,采购人员');
    expect(lines.length - 1).toBe(r.body.data.total);

    const op = await s.app.inject({
      method: 'POST',
      url: `/api${compliance.operatorPurchaseRecords.path}`,
      headers: { 'x-operator-key': OPERATOR_KEY, 'content-type': 'application/json' },
      payload: { from: addDays(today, -800), to: today, format: 'csv' },
    });
    expect(op.headers['content-type']).toContain('text/csv');
    expect(op.body.split('\r\n')[0]).toMatch(/采购人员,购货单位$/);
    expect(op.body).toContain('康宁大药房');
  });

  it('a visitor gets no records', async () => {
    const token = await newToken(s.app);
    expect((await call(s.app, 'GET', `/api${compliance.purchaseRecords.path}`, { token })).body.code).toBe(401);
  });
});

describe('site licences', () => {
  it('come from configuration, defaults otherwise, each linking to its picture', async () => {
    env.set('YAOCAI_DRUG_TRADING_LICENCE', '沪AA9999999');
    try {
      const r = await api(s.app, site.siteLicences);
      expect(r.body.data).toEqual([
        { key: 'drugTrading', name: '药品经营许可证', number: '沪AA9999999', image: '/help?name=qualification#cert-drugTrading' },
        { key: 'drugInfo', name: '互联网药品信息服务资格证书', number: '(沪)-经营性-2021-0088', image: '/help?name=qualification#cert-drugInfo' },
      ]);
    } finally {
      env.set('YAOCAI_DRUG_TRADING_LICENCE', undefined);
    }
  });
});

// Keep the renewals table honest: a rejected renewal of the seed carries its reason.
describe('seed', () => {
  it('zizhi02 has a rejected renewal with its reason', async () => {
    const rows = await s.db.select().from(licenceRenewals).where(eq(licenceRenewals.status, 2));
    expect(rows.some((r) => r.note === '照片模糊，请重新拍摄上传')).toBe(true);
  });
});
