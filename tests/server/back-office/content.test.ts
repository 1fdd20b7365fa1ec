/**
 * The back office's content (issue 28, 运营): an announcement published through the sanitiser reaches the message
 * centre and the home page (the cached home dropped), and leaves both when withdrawn; a banner created, edited and
 * hidden shows on (and leaves) the home carousel; each change audited as the staff member; an outside link or a
 * missing title refused in Chinese, changing nothing; other roles refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import * as admin from '../../../src/contract/admin';
import * as adminContent from '../../../src/contract/admin-content';
import * as content from '../../../src/contract/content';
import { announcements, auditLog, banners, staff } from '../../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
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
