/**
 * Generated from the contract: for every endpoint and every input field, hostile values (wrong types, booleans
 * for ids, non-finite and overflowing numbers, NUL bytes, over-long strings) must get code 400 with the Chinese
 * message naming the field — never a 500, never a coerced success.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import { allEndpoints, type AuthLevel, type EndpointSpec } from '../../../src/contract';
import { fieldsOf, hostileValues, sample, type Json } from '../../contract-schema';
import { headersByAuth } from '../callers';
import { startServer, type TestServer } from '../helpers';

let s: TestServer;
const headersFor = {} as Record<AuthLevel, Record<string, string>>;

beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  Object.assign(headersFor, await headersByAuth(s.app));
});
afterAll(() => s?.close());

/**
 * A copy of `target` with `value` at `path`. Containers missing on the way (an optional list, say) are filled with
 * a valid sample of their schema, so the hostile value is the only thing wrong in the request.
 */
function setAt(target: Record<string, Json>, path: string[], value: Json, schema: TSchema & Record<string, any>): Record<string, Json> {
  const copy = structuredClone(target);
  let node: any = copy;
  let at: any = schema;
  for (const [i, key] of path.entries()) {
    at = key === '[]' ? at?.items : at?.properties?.[key];
    if (i === path.length - 1) node[key] = value;
    else if (key === '[]') node = node[0];
    else {
      if (node[key] === undefined || (Array.isArray(node[key]) && node[key].length === 0)) {
        const filled = at ? sample(at) : undefined;
        node[key] = filled !== undefined && (!Array.isArray(filled) || filled.length) ? filled : path[i + 1] === '[]' ? [{}] : {};
      }
      node = node[key];
    }
  }
  return copy;
}

const MARK = '__HOSTILE__';

async function send(e: EndpointSpec, part: 'query' | 'body', input: Record<string, Json>, raw?: string) {
  const headers: Record<string, string> = { ...headersFor[e.auth] };
  const url = `/api${e.path}`;
  if (part === 'query') {
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(input)) query[k] = typeof v === 'string' ? v : JSON.stringify(v);
    return s.app.inject({ method: e.method, url, query, headers });
  }
  let payload = JSON.stringify(input);
  if (raw) payload = payload.replace(JSON.stringify(MARK), raw);
  return s.app.inject({ method: e.method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });
}

const cases: { e: EndpointSpec; part: 'query' | 'body'; path: string[]; title: string; label: string; value: Json; raw?: string }[] = [];
for (const e of allEndpoints()) {
  if (e.multipart) continue;
  for (const part of ['query', 'body'] as const) {
    const schema = e[part] as (TSchema & Record<string, any>) | undefined;
    if (!schema) continue;
    for (const f of fieldsOf(schema)) {
      for (const h of hostileValues(f.schema, part)) {
        cases.push({ e, part, path: f.path, title: String(f.schema.title), label: h.label, value: h.raw ? MARK : h.value, raw: h.raw });
      }
    }
  }
}

describe('hostile input, generated from every endpoint declaration', () => {
  it('covers fields of several endpoints', () => {
    expect(cases.length).toBeGreaterThan(10);
  });

  for (const c of cases) {
    it(`${c.e.method} ${c.e.path} ${c.part}.${c.path.join('.')} = ${c.label} → 400 naming ${c.title}`, async () => {
      const schema = c.e[c.part] as TSchema & Record<string, any>;
      const base = (sample(schema) ?? {}) as Record<string, Json>;
      const res = await send(c.e, c.part, setAt(base, c.path, c.value, schema), c.raw);
      const body = res.json() as { code: number; msg: string };
      expect(res.statusCode, res.body).toBe(400);
      expect(body.code).toBe(400);
      const named = c.path.includes('page') || c.path.includes('size') ? /分页参数有误/ : new RegExp(`请求参数有误：${c.title}`);
      expect(body.msg).toMatch(named);
    });
  }
});
