/**
 * Paid member articles: the body only for a reader (free, or bought), buying by QR through the sandbox provider,
 * a purchase recorded once however many notices arrive, a second paid attempt refunded, and refusals that change
 * nothing. Runs on PGlite and on PostgreSQL (money).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import * as member from '../../../src/contract/member';
import { ARTICLE_MSG } from '../../../src/model/member-articles';
import { articlePurchases, clientMessages, memberArticles, payments, refunds } from '../../../src/server/db/schema';
import { ARTICLE_BUYER, DEMO_ARTICLES } from '../../../src/server/db/seed/member';
import { api, call, loginAs, newToken, startServer, type TestServer } from '../helpers';
import { ledgerMismatches, sandboxNotify } from '../payments/fixtures';

let s: TestServer;
let buyer: string;
let other: string;
let otherId: number;
beforeAll(async () => {
  s = await startServer();
  buyer = (await loginAs(s.app, ARTICLE_BUYER)).token;
  const login = await loginAs(s.app, 'zhensuo01');
  other = login.token;
  otherId = login.data.client_id!;
});
afterAll(() => s?.close());

const list = (token: string) => api(s.app, member.memberArticleList, {}, { token });
const detail = (token: string, articleId: number) => api(s.app, member.memberArticleDetail, { articleId }, { token });
const priced = async () => (await list(other)).body.data.list.filter((a) => a.free === 0);

describe('member articles', () => {
  it('lists every published article, newest first, with its price and whether this client owns it', async () => {
    const r = await list(buyer);
    expect(r.body.code).toBe(200);
    expect(r.body.data.total).toBe(DEMO_ARTICLES.length);
    expect(r.body.data.list.map((a) => a.title)).toEqual([...DEMO_ARTICLES].sort((a, b) => a.daysAgo - b.daysAgo).map((a) => a.title));
    expect(r.body.data.list.filter((a) => a.bought === 1)).toHaveLength(1);
    expect(r.body.data.list.find((a) => a.free === 1)?.price).toBe('0.00');
    expect((await list(other)).body.data.list.every((a) => a.bought === 0)).toBe(true);
  });

  it('sends the body of a free article and of a bought one, never of a priced one not bought', async () => {
    const all = (await list(buyer)).body.data.list;
    const free = all.find((a) => a.free === 1)!;
    const owned = all.find((a) => a.bought === 1)!;
    const locked = all.find((a) => a.free === 0 && a.bought === 0)!;
    expect((await detail(buyer, free.article_id)).body.data.body).toContain('<p>');
    expect((await detail(buyer, owned.article_id)).body.data.body).toContain('<p>');
    const closed = await detail(buyer, locked.article_id);
    expect(closed.body.data.body).toBeNull();
    expect(closed.raw).not.toContain('<h2>');
    expect(closed.body.data.summary).toBe(locked.summary);
  });

  it('is for logged-in clients only, and a withdrawn or unknown article is 文章不存在或已下架', async () => {
    const visitor = await newToken(s.app);
    expect((await list(visitor)).status).toBe(401);
    expect((await detail(buyer, 999_999)).body.msg).toBe(ARTICLE_MSG.missing);
    const [withdrawn] = await s.db.insert(memberArticles).values({ title: '已下架', summary: '摘要', bodyHtml: '<p>正文</p>', priceFen: 500, status: 0 }).returning();
    expect((await detail(buyer, withdrawn!.id)).body.msg).toBe(ARTICLE_MSG.missing);
    expect((await list(buyer)).body.data.list.some((a) => a.article_id === withdrawn!.id)).toBe(false);
    const pay = await api(s.app, member.memberArticlePay, { article_id: withdrawn!.id, way: 'wx' }, { token: buyer });
    expect(pay.body.msg).toBe(ARTICLE_MSG.missing);
  });

  it('buys a priced article by WeChat QR: the notice makes it readable, the status poll says paid', async () => {
    const article = (await priced()).at(-1)!;
    const qr = await api(s.app, member.memberArticlePay, { article_id: article.article_id, way: 'wx' }, { token: other });
    expect(qr.body.code).toBe(200);
    expect(qr.body.data).toMatchObject({ amount: article.price, sandbox: 1 });
    const trade = qr.body.data.out_trade_no;
    const waiting = await call(s.app, 'POST', '/api/w1/ajaxGetStatus', { token: other, body: { orderNo: trade } });
    expect(waiting.body.code).toBe(101);
    expect((await detail(other, article.article_id)).body.data.body).toBeNull();

    expect((await sandboxNotify(s, trade)).body).toBe('success');
    const done = await call(s.app, 'POST', '/api/w1/ajaxGetStatus', { token: other, body: { orderNo: trade } });
    expect(done.body).toMatchObject({ code: 200, data: { kind: 'article', paid: 1 } });
    const read = await detail(other, article.article_id);
    expect(read.body.data).toMatchObject({ bought: 1 });
    expect(read.body.data.body).toContain('<p>');

    // A repeated notice changes nothing.
    expect((await sandboxNotify(s, trade)).body).toBe('success');
    const rows = await s.db.select().from(articlePurchases).where(and(eq(articlePurchases.clientId, otherId), eq(articlePurchases.articleId, article.article_id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountFen).toBe(Math.round(Number(article.price) * 100));
    // One 支付 message, linking to the article, though the notice came twice.
    const told = await s.db.select().from(clientMessages).where(and(eq(clientMessages.clientId, otherId), eq(clientMessages.link, `/member/details/${article.article_id}`)));
    expect(told.map((m) => [m.kind, m.title, m.body])).toEqual([['payment', `会员文章购买成功：${article.title}`, `已支付 ¥${article.price}，现在可以阅读全文。`]]);
  });

  it('refuses to sell a free or an owned article again, creating no payment', async () => {
    const all = (await list(buyer)).body.data.list;
    const before = await s.db.$count(payments);
    const free = await api(s.app, member.memberArticlePay, { article_id: all.find((a) => a.free === 1)!.article_id, way: 'zfb' }, { token: buyer });
    expect(free.body.msg).toBe(ARTICLE_MSG.freeNoPay);
    const owned = await api(s.app, member.memberArticlePay, { article_id: all.find((a) => a.bought === 1)!.article_id, way: 'zfb' }, { token: buyer });
    expect(owned.body.msg).toBe(ARTICLE_MSG.alreadyBought);
    expect(await s.db.$count(payments)).toBe(before);
  });

  it('two QR codes both paid: the article is bought once and the second payment is refunded the way it came', async () => {
    const article = (await priced()).find((a) => a.bought === 0)!;
    const first = (await api(s.app, member.memberArticlePay, { article_id: article.article_id, way: 'wx' }, { token: other })).body.data;
    const second = (await api(s.app, member.memberArticlePay, { article_id: article.article_id, way: 'zfb' }, { token: other })).body.data;
    // The second attempt closed the first; the payer paid both codes anyway.
    expect((await sandboxNotify(s, second.out_trade_no)).body).toBe('success');
    expect((await sandboxNotify(s, first.out_trade_no)).body).toBe('success');
    const bought = await s.db.select().from(articlePurchases).where(and(eq(articlePurchases.clientId, otherId), eq(articlePurchases.articleId, article.article_id)));
    expect(bought.map((b) => b.outTradeNo)).toEqual([second.out_trade_no]);
    const [paid] = await s.db.select({ id: payments.id }).from(payments).where(eq(payments.outTradeNo, first.out_trade_no));
    const back = await s.db.select().from(refunds).where(eq(refunds.paymentId, paid!.id));
    expect(back).toHaveLength(1);
    expect(back[0]!.amountFen).toBe(Math.round(Number(article.price) * 100));
    expect(await ledgerMismatches(s)).toEqual([]);
  });

  it('two paid notices of one article at once: one purchase, one refund (a race PostgreSQL would expose)', async () => {
    const article = (await priced()).find((a) => a.bought === 0)!;
    const a = (await api(s.app, member.memberArticlePay, { article_id: article.article_id, way: 'wx' }, { token: other })).body.data;
    const b = (await api(s.app, member.memberArticlePay, { article_id: article.article_id, way: 'zfb' }, { token: other })).body.data;
    await Promise.all([sandboxNotify(s, a.out_trade_no), sandboxNotify(s, b.out_trade_no)]);
    const bought = await s.db.select().from(articlePurchases).where(and(eq(articlePurchases.clientId, otherId), eq(articlePurchases.articleId, article.article_id)));
    expect(bought).toHaveLength(1);
    const loser = bought[0]!.outTradeNo === a.out_trade_no ? b : a;
    const [paid] = await s.db.select({ id: payments.id, status: payments.status }).from(payments).where(eq(payments.outTradeNo, loser.out_trade_no));
    expect(paid!.status).toBe(1);
    expect(await s.db.$count(refunds, eq(refunds.paymentId, paid!.id))).toBe(1);
  });
});
