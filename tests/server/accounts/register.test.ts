import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as register from '../../../src/contract/register';
import * as session from '../../../src/contract/session';
import { ACCOUNT_MSG, MSG, SERVER_MSG } from '../../../src/model/messages';
import { CLIENT_TYPES, type ClientType } from '../../../src/model/enums';
import { LICENCES, licencesFor } from '../../../src/model/licences';
import { clientLicences, clients, salesmanClients, uploads } from '../../../src/server/db/schema';
import { api, call, newToken, startServer, type TestServer } from '../helpers';
import { GIF, JPEG, PNG, bmp, operator, registration, upload } from './helpers';
import { scopedEnv } from '../scoped-env';

const env = scopedEnv();

/** A search page as far as these tests read it (catalogue area). */
type SearchPage = { list: { price?: string }[] };

let s: TestServer;
beforeAll(async () => {
  s = await startServer({ app: { limits: { loginPerMinute: 10_000 } } });
});
afterAll(() => s?.close());
beforeEach(() => {
  env.set('YAOCAI_DEMO_MODE', '1');
});

const TYPES = Object.keys(CLIENT_TYPES).map(Number) as ClientType[];

describe('upload', () => {
  it('accepts jpeg, png and bmp by content and answers a url', async () => {
    const token = await newToken(s.app);
    for (const [data, name] of [
      [PNG, 'a.png'],
      [JPEG, 'b.jpg'],
      [bmp(), 'c.bmp'],
    ] as const) {
      const r = await upload(s.app, token, data, name);
      expect(r.body.code, name).toBe(200);
      expect(r.body.data?.url).toMatch(/^\/api\/upload\/[\w-]+\.(png|jpg|bmp)$/);
    }
  });

  it('refuses a renamed non-image and a real but unsupported picture with the spec message', async () => {
    const token = await newToken(s.app);
    // The demo data holds PDFs of its own (an issued invoice, documents): none may be added here.
    const pdfs = () => s.db.$count(uploads, eq(uploads.mime, 'application/pdf'));
    const pdfsBefore = await pdfs();
    const text = await upload(s.app, token, Buffer.from('这不是图片，只是改了扩展名'), 'licence.png', 'image/png');
    expect(text.status).toBe(400);
    expect(text.body).toMatchObject({ code: 400, msg: MSG.badPicture });
    const pdf = await upload(s.app, token, Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n'), 'scan.jpg', 'image/jpeg');
    expect(pdf.body.msg).toBe(MSG.badPicture);
    const gif = await upload(s.app, token, GIF, 'x.gif', 'image/gif');
    expect(gif.body.msg).toBe(MSG.badPicture);
    expect(await pdfs()).toBe(pdfsBefore);
  });

  it('refuses a picture over the size limit and requests without a token', async () => {
    const token = await newToken(s.app);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const r = await upload(s.app, token, big);
    expect(r.body).toMatchObject({ code: 400, msg: ACCOUNT_MSG.uploadTooLarge(5) });
    const anon = await s.app.inject({ method: 'POST', url: '/api/upload', payload: '' });
    expect(anon.json().code).toBe(10001);
  });

  it('serves a picture back only to the session that uploaded it', async () => {
    const mine = await newToken(s.app);
    const other = await newToken(s.app);
    const { body } = await upload(s.app, mine, PNG);
    const url = body.data!.url;
    const own = await s.app.inject({ method: 'GET', url, headers: { token: mine } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(own.rawPayload, PNG)).toBe(0);
    const theirs = await s.app.inject({ method: 'GET', url, headers: { token: other } });
    expect(theirs.statusCode).toBe(404);
  });
});

describe('getBd, registerCheck, getVerify, templateDownload', () => {
  it('lists the referring salesmen as dictionary options', async () => {
    const r = await api(s.app, register.getBd);
    expect(r.body.data).toEqual([
      { dictLabel: '张伟（0001）', dictValue: '1' },
      { dictLabel: '李娜（0002）', dictValue: '2' },
    ]);
  });

  it('says whether a username is taken, by a client or a salesman', async () => {
    for (const [username, available] of [
      ['yaofang01', false],
      ['ywy01', false],
      ['brandnew01', true],
    ] as const) {
      const r = await api(s.app, register.registerCheck, { username });
      expect(r.body.data, username).toMatchObject({ username, available });
    }
  });

  it('sends a code (returned only in demo mode), with a one-minute cooldown per mobile', async () => {
    const token = await newToken(s.app);
    const bad = await api(s.app, register.getVerify, { mobile: '12345678901' }, { token });
    expect(bad.body).toMatchObject({ code: 400, msg: '请输入正确的手机号码' });
    const long = await api(s.app, register.getVerify, { mobile: '137000000011' }, { token });
    expect(long.body).toMatchObject({ code: 400, msg: '请求参数有误：手机号码过长' });
    const first = await api(s.app, register.getVerify, { mobile: '13700000001' }, { token });
    expect(first.body.data).toMatchObject({ cooldown: 60, code: expect.stringMatching(/^\d{6}$/) });
    const again = await api(s.app, register.getVerify, { mobile: '13700000001' }, { token });
    expect(again.body.code).toBe(400);
    expect(again.body.msg).toMatch(/验证码发送过于频繁/);
    env.set('YAOCAI_DEMO_MODE', '');
    const quiet = await api(s.app, register.getVerify, { mobile: '13700000002' }, { token });
    expect(quiet.body.code).toBe(200);
    expect(quiet.body.data).toEqual({ cooldown: 60 });
  });

  it('downloads the printable licence templates', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/v5/templateDownload?type=attorney' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('采购委托书模板.html'));
    expect(res.body).toContain('<h1>采购委托书</h1>');
    const bad = await call<null>(s.app, 'GET', '/api/v5/templateDownload', { query: { type: 'business' } });
    expect(bad.body).toMatchObject({ code: 400, msg: '请求参数有误：模板类型取值不正确' });
  });
});

describe('saveRegister: the licence matrix is enforced for all six client types', () => {
  it.each(TYPES)('type %i: each missing required licence is refused; complete registration waits for review, approved it sees prices', async (type) => {
    const token = await newToken(s.app);
    const input = await registration(s.app, token, type);
    const required = licencesFor(type).filter((l) => l.need === 'required');
    expect(required.length).toBeGreaterThan(0);
    for (const l of required) {
      const { [l.key]: _dropped, ...rest } = input.licences;
      const r = await api(s.app, register.saveRegister, { ...input, licences: rest }, { token });
      expect(r.body, l.key).toMatchObject({ code: 400, msg: `请上传${LICENCES[l.key]}` });
    }
    const ok = await api(s.app, register.saveRegister, input, { token });
    expect(ok.body.code).toBe(200);
    expect(ok.body.data).toMatchObject({ username: input.username, checkStatus: 0 });
    const [row] = await s.db.select().from(clients).where(eq(clients.username, input.username));
    expect(row).toMatchObject({ clientType: type, checkStatus: 0, province: '上海市', city: '上海市', area: '浦东新区', companyId: 1 });
    const stored = await s.db.select().from(clientLicences).where(eq(clientLicences.clientId, row!.id));
    expect(stored.map((l) => l.kind).sort()).toEqual(required.map((l) => l.key).sort());

    // Approved, the new account logs in and sees prices.
    await operator(s.app, register.review, { username: input.username, action: 'approve' });
    const login = await api(s.app, session.login, { username: input.username, password: input.password }, { token });
    expect(login.body.data).toMatchObject({ client_id: row!.id, company_id: 1 });
    const search = await call<SearchPage>(s.app, 'GET', '/api/w1/productSearch', { token: login.body.data.api_token, query: { size: 10 } });
    expect(search.body.data.list[0]?.price).toMatch(/^\d+\.\d{2}$/);
  });

  it('refuses a licence the type is not asked for, and too many pictures', async () => {
    const token = await newToken(s.app);
    const input = await registration(s.app, token, 1);
    const extra = (await upload(s.app, token, PNG)).body.data!.url;
    const r = await api(s.app, register.saveRegister, { ...input, licences: { ...input.licences, medPractice: [extra] } }, { token });
    expect(r.body).toMatchObject({ code: 400, msg: '单体药店无需上传该资质' });
    const second = (await upload(s.app, token, PNG)).body.data!.url;
    const many = await api(s.app, register.saveRegister, { ...input, licences: { ...input.licences, business: [extra, second] } }, { token });
    expect(many.body.msg).toBe('营业执照最多上传1张');
  });

  it('refuses pictures uploaded by another session, a wrong code, a taken username and bad fields', async () => {
    const token = await newToken(s.app);
    const input = await registration(s.app, token, 3);
    const stranger = await newToken(s.app);
    const foreign = await api(s.app, register.saveRegister, input, { token: stranger });
    expect(foreign.body.msg).toBe(ACCOUNT_MSG.uploadUnknown);
    const wrongCode = await api(s.app, register.saveRegister, { ...input, code: input.code === '000000' ? '111111' : '000000' }, { token });
    expect(wrongCode.body.msg).toBe(ACCOUNT_MSG.verifyWrong);
    const taken = await api(s.app, register.saveRegister, { ...input, username: 'zhensuo01' }, { token });
    expect(taken.body.msg).toBe(ACCOUNT_MSG.usernameTaken);
    for (const [field, value, msg] of [
      ['mobile', '1381234567', '请输入正确的手机号码'],
      ['id_card', '1234', '请输入正确的身份证号码'],
      ['name', '张三3', '姓名只能为1-20位字母或汉字，不能为数字或特殊字符'],
      ['telephone', '12345', '请输入正确的座机号码'],
      ['confirm_password', 'abc124', '两次输入的密码不一致'],
      ['city', 320100, ACCOUNT_MSG.areaInvalid],
    ] as const) {
      const r = await call<null>(s.app, 'POST', '/api/v5/saveRegister', { token, body: { ...input, [field]: value } });
      expect(r.body, field).toMatchObject({ code: 400, msg });
    }
    // Strict body: no coercion of a text client type or a boolean referrer, an unknown licence kind refused.
    for (const [field, value, msg] of [
      ['client_type', '1', '请求参数有误：客户类型格式不正确'],
      ['bd_id', true, '请求参数有误：推荐业务员格式不正确'],
      ['licences', { ...input.licences, selfie: [] }, '请求参数有误：资质类型取值不正确'],
    ] as const) {
      const r = await call<null>(s.app, 'POST', '/api/v5/saveRegister', { token, body: { ...input, [field]: value } });
      expect(r.body, field).toMatchObject({ code: 400, msg });
    }
    expect(await s.db.$count(clients, eq(clients.username, input.username))).toBe(0);
  });
});

describe('review: pending → approved or rejected', () => {
  it('a pending account cannot log in; approved it logs in, sees prices and is assigned to its referrer', async () => {
    const token = await newToken(s.app);
    const input = await registration(s.app, token, 6, { bd_id: 2 });
    expect((await api(s.app, register.saveRegister, input, { token })).body.code).toBe(200);
    const creds = { username: input.username, password: input.password };
    const pending = await api(s.app, session.login, creds, { token });
    expect(pending.body).toMatchObject({ code: 400, msg: SERVER_MSG.accountPending });

    const denied = await operator(s.app, register.review, { username: input.username, action: 'approve' }, 'wrong');
    expect(denied.body).toMatchObject({ code: 403, msg: ACCOUNT_MSG.operatorDenied });
    const noKey = await call<null>(s.app, 'POST', '/api/operator/review', { body: { username: input.username, action: 'approve' } });
    expect(noKey.body).toMatchObject({ code: 403, msg: ACCOUNT_MSG.operatorDenied });
    const approved = await operator(s.app, register.review, { username: input.username, action: 'approve' });
    expect(approved.body.data).toMatchObject({ username: input.username, checkStatus: 1 });

    const login = await api(s.app, session.login, creds, { token });
    expect(login.body.code).toBe(200);
    const search = await call<SearchPage>(s.app, 'GET', '/api/w1/productSearch', { token: login.body.data.api_token, query: { size: 10 } });
    expect(search.body.data.list[0]?.price).toMatch(/^\d+\.\d{2}$/);
    const [client] = await s.db.select().from(clients).where(eq(clients.username, input.username));
    const assigned = await s.db.select().from(salesmanClients).where(eq(salesmanClients.clientId, client!.id));
    expect(assigned).toEqual([{ salesmanId: 2, clientId: client!.id }]);
  });

  it('a rejected account is told why when it tries to log in', async () => {
    const token = await newToken(s.app);
    const input = await registration(s.app, token, 2);
    await api(s.app, register.saveRegister, input, { token });
    const r = await operator(s.app, register.review, { username: input.username, action: 'reject', reason: '医疗机构执业许可证不清晰' });
    expect(r.body.data).toMatchObject({ checkStatus: 2 });
    const login = await api(s.app, session.login, { username: input.username, password: input.password }, { token });
    expect(login.body.msg).toBe(ACCOUNT_MSG.accountRejected('医疗机构执业许可证不清晰'));
  });
});
