/**
 * A handler that returns a field its declaration does not have is caught: with `checkResponses` (tests, e2e server)
 * the answer becomes a 500 naming the path; without it the field is silently not sent (never leaked).
 */
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import { endpoint } from '../../../src/contract/define';
import { route } from '../../../src/server/http/route';
import { registerResponseCheck, firstDifference } from '../../../src/server/http/response-check';
import { VISITOR } from '../../../src/server/http/who';
import { markShared } from '../../../src/server/cache/shared-answers';

const shown = endpoint({
  method: 'GET',
  path: '/test/product',
  auth: 'none',
  tag: '测试',
  summary: 'a product without a price',
  response: Type.Object({ name: Type.String(), stock: Type.Integer() }),
});

async function appWith(check: boolean, data: unknown) {
  const app = Fastify();
  app.decorateRequest('who', null as never);
  app.addHook('onRequest', async (req) => {
    req.who = VISITOR;
  });
  if (check) registerResponseCheck(app);
  route(app, shown, async () => data as never);
  await app.ready();
  return app;
}

describe('response contract check', () => {
  it('fails an answer with an undeclared field, naming it', async () => {
    const app = await appWith(true, { name: '阿莫西林胶囊', stock: 3, price: '8.50' });
    const res = await app.inject({ method: 'GET', url: '/api/test/product' });
    expect(res.statusCode).toBe(500);
    expect(res.json().msg).toContain('/data/price');
  });

  it('fails an answer whose value the serialiser would coerce', async () => {
    const app = await appWith(true, { name: '阿莫西林胶囊', stock: '3' });
    const res = await app.inject({ method: 'GET', url: '/api/test/product' });
    expect(res.statusCode).toBe(500);
    expect(res.json().msg).toContain('/data/stock');
  });

  it('passes an answer that matches its declaration', async () => {
    const app = await appWith(true, { name: '阿莫西林胶囊', stock: 3 });
    const res = await app.inject({ method: 'GET', url: '/api/test/product' });
    expect(res.json()).toEqual({ code: 200, msg: '操作成功', data: { name: '阿莫西林胶囊', stock: 3 } });
  });

  it('never sends an undeclared field, even without the check', async () => {
    const app = await appWith(false, { name: '阿莫西林胶囊', stock: 3, price: '8.50' });
    const res = await app.inject({ method: 'GET', url: '/api/test/product' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('price');
  });

  it('firstDifference finds nested differences', () => {
    expect(firstDifference({ a: [{ b: 1 }] }, { a: [{ b: 1 }] })).toBeNull();
    expect(firstDifference({ a: [{ b: 1, c: 2 }] }, { a: [{ b: 1 }] })).toMatch(/^\/a\/0\/c/);
  });

  it('checks a shared answer (sent as prepared bytes) the same way, and does not keep the refused bytes', async () => {
    const bad = markShared({ name: '阿莫西林胶囊', stock: 3, price: '8.50' });
    const app = await appWith(true, bad);
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/test/product' });
      expect(res.statusCode).toBe(500);
      expect(res.json().msg).toContain('/data/price');
    }
    const good = await appWith(true, markShared({ name: '阿莫西林胶囊', stock: 3 }));
    const res = await good.inject({ method: 'GET', url: '/api/test/product' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: '阿莫西林胶囊', stock: 3 });
  });
});
