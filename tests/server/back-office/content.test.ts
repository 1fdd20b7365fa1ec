/**
 * The back office's content (issue 28, 运营): an announcement published through the sanitiser reaches the message
 * centre and the home page (the cached home dropped), and leaves both when withdrawn; a banner created, edited and
 * hidden shows on (and leaves) the home carousel, with a picture uploaded through the uploads' checks; help pages
 * saved through the sanitiser replace a built-in topic or add one on /help, and deleting brings the built-in text
 * back; each change audited as the staff member; an outside link, a bad picture, a bad page or a missing title
 * refused in Chinese, changing nothing; other roles refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as admin from '../../../src/contract/admin';
import * as adminContent from '../../../src/contract/admin-content';
import * as content from '../../../src/contract/content';
import { HELP_MSG } from '../../../src/model/help-pages';
import { MSG } from '../../../src/model/messages';
import { announcements, auditLog, banners, contentPictures, helpPages, staff } from '../../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { PICTURE_MISSING } from '../../../src/server/services/content/admin';
import { GIF, PNG, postFile } from '../accounts/helpers';
import { api, loginAs, startServer, type TestServer } from '../helpers';

let s: TestServer;
const tokens: Record<string, string> = {};
let staffId = 0;
let buyer = '';
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  for (const username of ['yunying01', 'kefu01']) tokens[username] = (await api(s.app, admin.staffLogin, { username, password: DEMO_PASSWORD })).body.data.token!;
  staffId = (await s.db.select({ id: staff.id }).from(staff).where(eq(staff.username, 'yunying01')))[0]!.id;
  buyer = (await loginAs(s.app, 'yaofang01')).token;
});
afterAll(() => s?.close());

const ops = () => ({ token: tokens.yunying01! });
const home = async () => (await api(s.app, content.clientIndex, {}, { token: buyer })).body.data;
const audits = async (subject: string) =>
  (await s.db.select().from(auditLog).where(eq(auditLog.subject, subject)).orderBy(asc(auditLog.id))).map((r) => ({ action: r.action, actorId: r.actorId, detail: r.detail }));

describe('announcements', () => {
  it('publishes through the sanitiser to the message centre and the home page, and withdraws; audited', async () => {
    await home(); // cached before the change
    const made = await api(s.app, adminContent.adminAnnouncementPublish, { title: '后台<b>公告</b>', content_html: '<p>放假通知</p><script>x()</script><img src=x onerror=alert(1)>' }, ops());
    expect(made.body.data).toMatchObject({ title: '后台 公告', summary: '放假通知' });
    const id = made.body.data.message_id;
    expect((await s.db.select().from(announcements).where(eq(announcements.id, id)))[0]!.contentHtml).toBe('<p>放假通知</p><img>');
    expect((await api(s.app, content.announcementList, {}, { token: buyer })).body.data.list[0]!.message_id).toBe(id);
    expect((await home()).announcements.map((a) => a.message_id)).toContain(id);
    expect((await api(s.app, adminContent.adminAnnouncements, { size: 10 }, ops())).body.data.list[0]!.message_id).toBe(id);

    expect((await api(s.app, adminContent.adminAnnouncementWithdraw, { id }, ops())).body.data).toEqual({ message_id: id });
    expect((await home()).announcements.map((a) => a.message_id)).not.toContain(id);
    expect((await api(s.app, content.announcementDetail, { messageId: id }, { token: buyer })).body.code).toBe(404);
    expect((await api(s.app, adminContent.adminAnnouncementWithdraw, { id }, ops())).body).toMatchObject({ code: 404, msg: '公告不存在或已下线' });
    expect(await audits(`announcement:${id}`)).toMatchObject([
      { action: 'staff_change', actorId: staffId, detail: { step: 'publish', content_html: '<p>放假通知</p><img>' } },
      { action: 'staff_change', actorId: staffId, detail: { step: 'withdraw' } },
    ]);
  });
});

describe('banners', () => {
  it('creates, edits and hides a banner the home carousel shows and then drops; audited before and after', async () => {
    await home();
    const made = await api(s.app, adminContent.adminBannerSave, { title: '后台轮播', theme: 'red', url: '/seckillPage', sort: 0, active: true }, ops());
    const id = made.body.data.banner_id;
    expect((await home()).banners.find((b) => b.banner_id === id)).toMatchObject({ title: '后台轮播', theme: 'red', url: '/seckillPage' });
    await api(s.app, adminContent.adminBannerSave, { banner_id: id, title: '后台轮播改', subtitle: '限时', theme: 'blue', url: '/groupPurchase', sort: 1, active: true }, ops());
    expect((await home()).banners.find((b) => b.banner_id === id)).toMatchObject({ title: '后台轮播改', subtitle: '限时', url: '/groupPurchase' });
    await api(s.app, adminContent.adminBannerSave, { banner_id: id, title: '后台轮播改', theme: 'blue', url: '/groupPurchase', sort: 1, active: false }, ops());
    expect((await home()).banners.map((b) => b.banner_id)).not.toContain(id);
    expect((await api(s.app, adminContent.adminBanners, {}, ops())).body.data.find((b) => b.banner_id === id)).toMatchObject({ active: false });
    expect(await audits(`banner:${id}`)).toMatchObject([
      { action: 'staff_change', actorId: staffId, detail: { step: 'create', before: {}, after: { title: '后台轮播', active: true } } },
      { detail: { step: 'edit', before: { title: '后台轮播' }, after: { title: '后台轮播改' } } },
      { detail: { step: 'edit', before: { active: true }, after: { active: false } } },
    ]);
  });

  it('refuses an outside link, an unknown banner or another role in Chinese, changing nothing', async () => {
    const before = await s.db.$count(banners);
    const outside = await api(s.app, adminContent.adminBannerSave, { title: 'x', theme: 'red', url: '//evil.example/', sort: 0, active: true }, ops());
    expect(outside.body).toMatchObject({ code: 400, msg: '请求参数有误：链接含有不允许的字符' });
    const unknown = await api(s.app, adminContent.adminBannerSave, { banner_id: 999_999, title: 'x', theme: 'red', url: '/', sort: 0, active: true }, ops());
    expect(unknown.body).toMatchObject({ code: 404, msg: '轮播图不存在' });
    const kefu = { token: tokens.kefu01! };
    expect((await api(s.app, adminContent.adminBannerSave, { title: 'x', theme: 'red', url: '/', sort: 0, active: true }, kefu)).body.code).toBe(403);
    expect((await api(s.app, adminContent.adminAnnouncementPublish, { title: 'x', content_html: 'y' }, kefu)).body.code).toBe(403);
    expect(await s.db.$count(banners)).toBe(before);
  });
});

describe('banner pictures', () => {
  const uploadPicture = (token: string | undefined, data: Buffer, name = 'banner.png', type = 'image/png') =>
    postFile<{ url: string }>(s.app, adminContent.adminBannerPicture.path, token, data, name, type);

  it('uploads a picture anyone may read, and the home carousel shows the banner with it; audited', async () => {
    await home();
    const up = await uploadPicture(tokens.yunying01, PNG);
    expect(up.body.code).toBe(200);
    const url = up.body.data!.url;
    expect(url).toMatch(/^\/api\/contentPicture\/[A-Za-z0-9_-]+\.png$/);
    const read = await s.app.inject({ method: 'GET', url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PNG)).toBe(true);
    const made = await api(s.app, adminContent.adminBannerSave, { title: '图片轮播', theme: 'green', url: '/seckillPage', sort: 0, active: true, picture: url }, ops());
    expect(made.body.data).toMatchObject({ picture: url });
    expect((await home()).banners.find((b) => b.banner_id === made.body.data.banner_id)).toMatchObject({ title: '图片轮播', picture: url });
    const key = url.split('/').pop()!;
    expect(await audits(`picture:${key}`)).toMatchObject([{ action: 'staff_change', actorId: staffId, detail: { step: 'upload', mime: 'image/png' } }]);
  });

  it('refuses a picture of another type, an unknown picture url, an unknown key or another role, changing nothing', async () => {
    const before = await s.db.$count(contentPictures);
    expect((await uploadPicture(tokens.yunying01, GIF, 'x.gif', 'image/gif')).body).toMatchObject({ code: 400, msg: MSG.badPicture });
    expect((await uploadPicture(tokens.kefu01, PNG)).body.code).toBe(403);
    expect((await uploadPicture(undefined, PNG)).body.code).not.toBe(200);
    expect(await s.db.$count(contentPictures)).toBe(before);
    const banners0 = await s.db.$count(banners);
    const unknown = await api(s.app, adminContent.adminBannerSave, { title: 'x', theme: 'red', url: '/', sort: 0, active: true, picture: '/api/contentPicture/nope.png' }, ops());
    expect(unknown.body).toMatchObject({ code: 400, msg: PICTURE_MISSING });
    const outside = await api(s.app, adminContent.adminBannerSave, { title: 'x', theme: 'red', url: '/', sort: 0, active: true, picture: 'https://evil.example/x.png' }, ops());
    expect(outside.body.code).toBe(400);
    expect(await s.db.$count(banners)).toBe(banners0);
    expect((await s.app.inject({ method: 'GET', url: '/api/contentPicture/nope.png' })).json()).toMatchObject({ code: 404 });
  });
});

describe('help pages', () => {
  const storeHelp = async () => (await api(s.app, content.helpPages, {})).body.data;
  const save = (body: adminContent.HelpPageInput, token = tokens.yunying01!) => api(s.app, adminContent.adminHelpPageSave, body, { token });

  it('replaces a built-in topic and adds a page, through the sanitiser; /help shows them; deleting restores; audited', async () => {
    expect(await storeHelp()).toEqual([]); // cached before the change
    const edited = await save({ name: 'returnRules', title: '退货<b>规则</b>', group: '售后服务', sort: 0, content_html: '<p>七天内可退</p><script>x()</script>' });
    expect(edited.body.data).toMatchObject({ name: 'returnRules', title: '退货 规则', content_html: '<p>七天内可退</p>' });
    await save({ name: 'invoice', title: '发票说明', group: '关于我们', sort: 5, content_html: '<p>随货开具增值税发票</p>' });
    expect(await storeHelp()).toEqual([
      { name: 'returnRules', title: '退货 规则', group: '售后服务', sort: 0, content: '<p>七天内可退</p>' },
      { name: 'invoice', title: '发票说明', group: '关于我们', sort: 5, content: '<p>随货开具增值税发票</p>' },
    ]);
    await save({ name: 'invoice', title: '发票', group: '支付方式', sort: 1, content_html: '<p>电子发票</p>' });
    expect((await storeHelp()).find((p) => p.name === 'invoice')).toMatchObject({ title: '发票', group: '支付方式', content: '<p>电子发票</p>' });
    expect((await api(s.app, adminContent.adminHelpPages, {}, ops())).body.data.map((p) => p.name)).toEqual(['returnRules', 'invoice']);

    expect((await api(s.app, adminContent.adminHelpPageDelete, { name: 'returnRules' }, ops())).body.data).toEqual({ name: 'returnRules' });
    expect((await storeHelp()).map((p) => p.name)).toEqual(['invoice']);
    expect(await audits('help:returnRules')).toMatchObject([
      { action: 'staff_change', actorId: staffId, detail: { step: 'create', before: {}, after: { title: '退货 规则' } } },
      { action: 'staff_change', actorId: staffId, detail: { step: 'delete', before: { title: '退货 规则' } } },
    ]);
    expect(await audits('help:invoice')).toMatchObject([{ detail: { step: 'create' } }, { detail: { step: 'edit', before: { title: '发票说明' }, after: { title: '发票' } } }]);
    await api(s.app, adminContent.adminHelpPageDelete, { name: 'invoice' }, ops());
  });

  it('refuses a bad name, an unknown group, a body the sanitiser empties, an unknown page or another role, changing nothing', async () => {
    const before = await s.db.$count(helpPages);
    expect((await save({ name: '1bad name', title: 'x', group: '关于我们', sort: 0, content_html: '<p>x</p>' })).body.code).toBe(400);
    expect((await save({ name: 'ok-name', title: 'x', group: '其他', sort: 0, content_html: '<p>x</p>' })).body.code).toBe(400);
    expect((await save({ name: 'ok-name', title: 'x', group: '关于我们', sort: 0, content_html: '<script>alert(1)</script>' })).body).toMatchObject({ code: 400, msg: HELP_MSG.emptyBody });
    expect((await save({ name: 'ok-name', title: '<b></b>', group: '关于我们', sort: 0, content_html: '<p>x</p>' })).body).toMatchObject({ code: 400, msg: HELP_MSG.emptyTitle });
    expect((await save({ name: 'ok-name', title: 'x', group: '关于我们', sort: 0, content_html: '<p>x</p>' }, tokens.kefu01)).body.code).toBe(403);
    expect((await api(s.app, adminContent.adminHelpPageDelete, { name: 'ok-name' }, ops())).body).toMatchObject({ code: 404, msg: HELP_MSG.missing });
    expect(await s.db.$count(helpPages)).toBe(before);
  });
});
