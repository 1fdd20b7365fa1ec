import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as personal from '../../../src/contract/personal';
import * as register from '../../../src/contract/register';
import * as session from '../../../src/contract/session';
import { ACCOUNT_MSG, MSG, SERVER_MSG } from '../../../src/model/messages';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { findSession } from '../../../src/server/services/accounts/sessions';
import { actForClient } from '../../../src/server/services/accounts/acting';
import { api, call, loginAs, newToken, startServer, type TestServer } from '../helpers';
import { PUDONG } from './helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ app: { limits: { loginPerMinute: 10_000 } } });
});
afterAll(() => s?.close());

describe('areas', () => {
  it('lists provinces, then cities of a province, then districts of a city (real GB/T 2260 data)', async () => {
    const provinces = await api(s.app, register.getArea);
    expect(provinces.body.data).toHaveLength(31);
    expect(provinces.body.data).toContainEqual({ area_id: 320000, area_name: '江苏省' });
    const cities = await api(s.app, register.getArea, { area_id: 320000 });
    expect(cities.body.data).toContainEqual({ area_id: 320100, area_name: '南京市' });
    expect(cities.body.data).toHaveLength(13);
    const districts = await api(s.app, register.getArea, { area_id: 320100 });
    expect(districts.body.data).toContainEqual({ area_id: 320106, area_name: '鼓楼区' });
    const shanghai = await api(s.app, register.getArea, { area_id: 310000 });
    expect(shanghai.body.data).toEqual([{ area_id: 310100, area_name: '上海市' }]);
  });

  it('setClientArea: the three messages, a broken chain refused, a good one saved (xinkehu01)', async () => {
    const { token } = await loginAs(s.app, 'xinkehu01');
    const before = await api(s.app, session.userInfo, undefined, { token });
    expect(before.body.data.client).toMatchObject({ province: '', city: '', area: '' });
    for (const [body, msg] of [
      [{}, MSG.provinceRequired],
      [{ province: 310000 }, MSG.cityRequired],
      [{ province: 310000, city: 310100 }, MSG.areaRequired],
      [{ province: 320000, city: 310100, area: 310115 }, ACCOUNT_MSG.areaInvalid],
      [{ province: 310000, city: 310100, area: 320106 }, ACCOUNT_MSG.areaInvalid],
    ] as const) {
      const r = await api(s.app, register.setClientArea, body, { token });
      expect(r.body, JSON.stringify(body)).toMatchObject({ code: 400, msg });
    }
    const ok = await api(s.app, register.setClientArea, PUDONG, { token });
    expect(ok.body.data).toEqual({ province: '上海市', city: '上海市', area: '浦东新区' });
    const after = await api(s.app, session.userInfo, undefined, { token });
    expect(after.body.data.client).toMatchObject({ province: '上海市', city: '上海市', area: '浦东新区' });
    const visitor = await api(s.app, register.setClientArea, PUDONG, { token: await newToken(s.app) });
    expect(visitor.body.code).toBe(401);
  });
});

describe('basic information', () => {
  it('reads and saves with the §5 validators', async () => {
    const { token } = await loginAs(s.app, 'zhensuo01');
    const base = await api(s.app, personal.userBase, undefined, { token });
    expect(base.body.data).toMatchObject({ username: 'zhensuo01', client_type: 2, client_type_name: '营利性医疗机构', name: '赵强' });
    const good = { name: '赵大强', mobile: '13912340000', telephone: '021-87654321', id_card: '11010119900307451x', address: '漕溪北路400号' };
    for (const [field, value, msg] of [
      ['name', 'Zhao1', '姓名只能为1-20位字母或汉字，不能为数字或特殊字符'],
      ['mobile', '23912340000', '请输入正确的手机号码'],
      ['telephone', '87654321', '请输入正确的座机号码'],
      ['id_card', '11010119900307451Y', '请输入正确的身份证号码'],
    ] as const) {
      const r = await api(s.app, personal.saveUserBase, { ...good, [field]: value }, { token });
      expect(r.body, field).toMatchObject({ code: 400, msg });
    }
    const saved = await api(s.app, personal.saveUserBase, good, { token });
    expect(saved.body.data).toMatchObject({ ...good, id_card: '11010119900307451X' });
    const again = await api(s.app, personal.userBase, undefined, { token });
    expect(again.body.data.mobile).toBe('13912340000');
  });
});

describe('change password', () => {
  it('checks old password, rule and confirmation; the new one logs in, the old one no longer', async () => {
    const { token } = await loginAs(s.app, 'weishengyuan01');
    for (const [body, msg] of [
      [{ old_password: 'wrong1', password: 'newpass1', confirm_password: 'newpass1' }, ACCOUNT_MSG.oldPasswordWrong],
      [{ old_password: DEMO_PASSWORD, password: 'short', confirm_password: 'short' }, '请输入6-12位密码'],
      [{ old_password: DEMO_PASSWORD, password: 'newpass1', confirm_password: 'newpass2' }, '两次输入的密码不一致'],
      [{ old_password: DEMO_PASSWORD, password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD }, ACCOUNT_MSG.samePassword],
    ] as const) {
      expect((await api(s.app, personal.updateClientPass, body, { token })).body, body.password).toMatchObject({ code: 400, msg });
    }
    const change = { old_password: DEMO_PASSWORD, password: 'newpass1', confirm_password: 'newpass1' };
    const ok = await api(s.app, personal.updateClientPass, change, { token });
    expect(ok.body).toMatchObject({ code: 200, data: null });
    const t2 = await newToken(s.app);
    const old = await api(s.app, session.login, { username: 'weishengyuan01', password: DEMO_PASSWORD }, { token: t2 });
    expect(old.body.code).toBe(400);
    const fresh = await api(s.app, session.login, { username: 'weishengyuan01', password: 'newpass1' }, { token: t2 });
    expect(fresh.body.code).toBe(200);
  });
});

describe('coupons', () => {
  it('lists by kind: 0 claimable, 1 usable, 2 used, 3 expired', async () => {
    const { token } = await loginAs(s.app, 'yaofang01');
    const all = await api(s.app, personal.myCoupons, {}, { token });
    expect(all.body.data.counts).toEqual({ 0: 4, 1: 2, 2: 1, 3: 1 });
    const titles = (kind: number) => all.body.data.list.filter((c) => c.kind === kind).map((c) => c.coupon_title).sort();
    expect(titles(1)).toEqual(['满1000减100', '满500减50']);
    expect(titles(2)).toEqual(['满800减60']);
    expect(titles(3)).toEqual(['满300减30']);
    const used = await api(s.app, personal.myCoupons, { kind: 2 }, { token });
    expect(used.body.data.list.map((c) => c.kind)).toEqual([2]);
    const discount = all.body.data.list.find((c) => c.coupon_title === '满500享9.5折');
    expect(discount).toMatchObject({ config_json: [{ step1_price: '500.00', step1_discount: '95' }], max_discount: '100.00' });
  });

  it('claims once: the coupon moves to usable and the coupon amount grows', async () => {
    const { token } = await loginAs(s.app, 'liansuo01');
    const before = await api(s.app, session.userInfo, undefined, { token });
    const list = await api(s.app, personal.myCoupons, { kind: 0 }, { token });
    const target = list.body.data.list.find((c) => c.coupon_title === '满200减15');
    if (!target) throw new Error('coupon 满200减15 not claimable');
    const claim = await api(s.app, personal.receiveCoupon, { coupon_id: target.coupon_id }, { token });
    expect(claim.body).toMatchObject({ code: 200, data: { coupon_id: target.coupon_id, kind: 1 } });
    const twice = await api(s.app, personal.receiveCoupon, { coupon_id: target.coupon_id }, { token });
    expect(twice.body).toMatchObject({ code: 400, msg: ACCOUNT_MSG.couponTaken });
    const usable = await api(s.app, personal.myCoupons, { kind: 1 }, { token });
    expect(usable.body.data.list.map((c) => c.coupon_id)).toContain(target.coupon_id);
    const after = await api(s.app, session.userInfo, undefined, { token });
    expect(Number(after.body.data.coupon_amount) - Number(before.body.data.coupon_amount)).toBeCloseTo(15);
    const ended = await api(s.app, personal.receiveCoupon, { coupon_id: 6 }, { token });
    expect(ended.body.msg).toBe(ACCOUNT_MSG.couponGone);
  });

  it('claims by integer id only: a boolean, a list or a text id is refused, not read as a coupon', async () => {
    const { token } = await loginAs(s.app, 'zongbu01');
    const usableIds = async () => (await api(s.app, personal.myCoupons, { kind: 1 }, { token })).body.data.list.map((c) => c.coupon_id);
    const before = await usableIds();
    for (const coupon_id of [true, [1], [2], '2', 1.5, 2_147_483_648]) {
      const r = await call<null>(s.app, 'POST', '/api/w1/receiveCoupon', { token, body: { coupon_id } });
      expect(r.body, JSON.stringify(coupon_id)).toMatchObject({ code: 400, msg: expect.stringMatching(/^请求参数有误：优惠券/) });
    }
    expect(await usableIds()).toEqual(before);
  });
});

describe('credit', () => {
  it('shows the credit line of a credit client (the seeded bills use 12 500.00 of it)', async () => {
    const { token } = await loginAs(s.app, 'xinyong01');
    const r = await api(s.app, personal.clientCredit, undefined, { token });
    expect(r.body.data).toEqual({ credit_limit: '50000.00', used_credit: '12500.00', available_credit: '37500.00' });
  });
});

describe('selectCompany', () => {
  it('a client of two companies gets the list at login and switches the session to the chosen one', async () => {
    const { token, data } = await loginAs(s.app, 'duogongsi01');
    expect(data.companyList).toEqual([
      { company_id: 1, company_name: '药采医药（上海）有限公司' },
      { company_id: 2, company_name: '药采医药（江苏）有限公司' },
    ]);
    const r = await api(s.app, session.selectCompany, { company_id: 2, client_id: data.client_id }, { token });
    expect(r.body.data).toEqual({ client_id: data.client_id, company_id: 2 });
    const info = await call<session.ClientInfo>(s.app, 'GET', '/api/w1/clientInfo', { token, query: { company_id: 2 } });
    expect(info.body.data).toMatchObject({ company_id: 2 });
    const user = await api(s.app, session.userInfo, undefined, { token });
    expect(user.body.data.client.company_name).toBe('药采医药（江苏）有限公司');
    const stale = await call<null>(s.app, 'GET', '/api/w1/clientInfo', { token, query: { company_id: 1 } });
    expect(stale.body.code).toBe(403);
    const notMine = await api(s.app, session.selectCompany, { company_id: 3 }, { token });
    expect(notMine.body).toMatchObject({ code: 400, msg: ACCOUNT_MSG.companyNotYours });
    const otherClient = await api(s.app, session.selectCompany, { company_id: 1, client_id: 1 }, { token });
    expect(otherClient.body.code).toBe(403);
  });

  it('a client of one company gets no list', async () => {
    const { data } = await loginAs(s.app, 'yaofang01');
    expect(data).toMatchObject({ client_id: 1, company_id: 1 });
    expect(data.companyList).toBeUndefined();
  });
});

describe('a salesman acting for a client', () => {
  it('reads the client personal centre, but may neither change its password nor switch its company', async () => {
    const { token } = await loginAs(s.app, 'ywy01');
    const own = await findSession(s.db, token);
    if (!own) throw new Error('no session');
    await actForClient(s.db, own, 8); // xinyong01, assigned to ywy01
    const credit = await api(s.app, personal.clientCredit, undefined, { token });
    expect(credit.body.data).toMatchObject({ credit_limit: '50000.00' });
    const base = await api(s.app, personal.userBase, undefined, { token });
    expect(base.body.data.username).toBe('xinyong01');
    const change = { old_password: DEMO_PASSWORD, password: 'newpass1', confirm_password: 'newpass1' };
    const pass = await api(s.app, personal.updateClientPass, change, { token });
    expect(pass.body).toMatchObject({ code: 403, msg: SERVER_MSG.identityMismatch });
    const company = await api(s.app, session.selectCompany, { company_id: 1 }, { token });
    expect(company.body).toMatchObject({ code: 403, msg: SERVER_MSG.identityMismatch });
  });
});
