/** Announcements: plain-text list, sanitised rich text, neighbours, staff HTML stored sanitised. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as content from '../../../src/contract/content';
import { announcements } from '../../../src/server/db/schema';
import { addAnnouncement } from '../../../src/server/services/content/announcements';
import { sanitizeHtml } from '../../../src/server/lib/sanitize';
import { api, call, newToken, startServer, type TestServer } from '../helpers';

const HOSTILE = /<script|onerror|onclick|javascript:/i;

let s: TestServer;
let visitor: string;

beforeAll(async () => {
  s = await startServer({ seed: 'small' });
  visitor = await newToken(s.app);
});
afterAll(() => s?.close());

async function list(query: { page?: number; size?: 10 | 20 }) {
  const r = await api(s.app, content.announcementList, query, { token: visitor });
  expect(r.body.code, r.raw).toBe(200);
  return r.body.data;
}

async function detail(messageId: number) {
  const r = await api(s.app, content.announcementDetail, { messageId }, { token: visitor });
  expect(r.body.code, r.raw).toBe(200);
  return r;
}

describe('announcements', () => {
  it('lists newest first with plain-text titles and summaries, paged', async () => {
    const first = await list({ size: 10 });
    expect(first.total).toBe(10);
    const dates = first.list.map((a) => a.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const a of first.list) {
      expect(a.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(a.title).not.toMatch(/[<>]/);
      expect(a.summary).not.toMatch(/[<>]/);
    }
    expect(first.list.map((a) => a.title)).toContain('客户收货须知');
    expect((await list({ size: 10, page: 2 })).list).toEqual([]);
  });

  it('sends the hostile seeded announcements with scripts, handlers and javascript: links removed', async () => {
    const rows = await s.db.select().from(announcements);
    const hostile = rows.filter((r) => HOSTILE.test(r.contentHtml));
    expect(hostile.length).toBe(2); // the seed keeps them raw on purpose
    for (const row of hostile) {
      const { body, raw } = await detail(row.id);
      expect(raw).not.toMatch(HOSTILE);
      expect(body.data.content).toMatch(/<p>/); // the harmless markup stays
      expect(body.data.title).not.toContain('<');
    }
    const clean = (await detail(8)).body.data;
    expect(clean.content).toContain('<a href="/category?ClassID=44">');
  });

  it('links the previous (newer) and next (older) announcement', async () => {
    const all = (await list({ size: 10 })).list;
    const middle = (await detail(all[3]!.message_id)).body.data;
    expect(middle.prev?.message_id).toBe(all[2]!.message_id);
    expect(middle.next?.message_id).toBe(all[4]!.message_id);
    const newest = (await detail(all[0]!.message_id)).body.data;
    expect(newest.prev).toBeNull();
  });

  it('stores staff HTML sanitised', async () => {
    const id = await addAnnouncement(s.db, { title: '<b>新</b>公告', contentHtml: '<p>好</p><img src=x onerror=alert(1)><script>x()</script>' });
    const [row] = await s.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row?.title).toBe('新 公告');
    expect(row?.contentHtml).toBe('<p>好</p><img>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href="https://example.com/a">y</a>')).toBe('<a>x</a><a href="https://example.com/a">y</a>');
    await s.db.delete(announcements).where(eq(announcements.id, id));
  });

  it('answers bad and unknown ids in Chinese', async () => {
    for (const [query, code, msg] of [
      [{ messageId: 'x' }, 400, '请求参数有误：公告ID格式不正确'],
      [{}, 400, '请求参数有误：公告ID不能为空'],
      [{ messageId: 4242 }, 404, '公告不存在或已下线'],
    ] as const) {
      const r = await call<null>(s.app, 'GET', '/api/w1/announcementDetail', { token: visitor, query });
      expect([r.status, r.body.msg]).toEqual([code, msg]);
    }
  });
});
