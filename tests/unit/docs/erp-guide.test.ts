/**
 * docs/erp.md is what a partner's developer copies (issue 27): its Node example must sign exactly as the server
 * checks, and the values it lists (signature refusal codes, drug types, row reasons, order statuses) must be the
 * store's, so the guide cannot drift from the code unnoticed.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DRUG_TYPES } from '../../../src/model/enums';
import { ROW_REASONS } from '../../../src/model/erp-rows';
import { canonicalQuery, OPEN_HEADERS, OPEN_REFUSALS } from '../../../src/model/open-signature';
import { ORDER_STATUS_TEXT } from '../../../src/model/order-status';
import { signatureMatches } from '../../../src/server/lib/open-sign';

const GUIDE = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../../docs/erp.md'), 'utf8');

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}
interface Example {
  canonicalQuery: (q: string) => string;
  call: (method: string, url: string, body?: unknown) => Promise<unknown>;
}

/** The guide's ```js block run as written (its imports given, its last line dropped), against a fake fetch. */
function guideExample(env: Record<string, string>, sent: Sent[]): Example {
  const block = /```js\n([\s\S]*?)```/.exec(GUIDE)?.[1] ?? '';
  expect(block).toContain('async function call');
  const source = block
    .replace(/^import .*$/m, '')
    .replace(/^console\.log\(await call\(.*$/m, '')
    .concat('\nreturn { canonicalQuery, call };');
  const fakeFetch = (url: string, init: { method: string; headers: Record<string, string>; body?: string }) => {
    sent.push({ url, method: init.method, headers: init.headers, body: init.body });
    return Promise.resolve({ json: () => Promise.resolve({ code: 200 }) });
  };
  // The guide's own text is what is under test, so it runs as the partner would paste it.
  const run = new Function('createHash', 'createHmac', 'randomBytes', 'process', 'fetch', source) as (...a: unknown[]) => Example;
  return run(createHash, createHmac, randomBytes, { env }, fakeFetch);
}

describe('docs/erp.md', () => {
  it('its Node example signs GETs with queries and POSTs with bodies as the server checks', async () => {
    const sent: Sent[] = [];
    const secret = 'guide-secret-0123456789';
    const example = guideExample({ YC_KEY: 'yc_guide', YC_SECRET: secret, YC_BASE: 'https://yaocai.example' }, sent);
    await example.call('GET', '/api/open/ping');
    await example.call('GET', '/api/open/orders?limit=100&cursor=1795919698317000_3748');
    await example.call('POST', '/api/open/prices', { rows: [{ code: 'HD-1001', base_price: '22.50', type_prices: [{ client_type: 2, price: '20.80' }] }] });
    expect(sent.map((s) => s.url)).toEqual(['https://yaocai.example/api/open/ping', 'https://yaocai.example/api/open/orders?limit=100&cursor=1795919698317000_3748', 'https://yaocai.example/api/open/prices']);
    for (const s of sent) {
      const url = s.url.slice('https://yaocai.example'.length);
      const parts = { method: s.method, url, timestamp: s.headers[OPEN_HEADERS.timestamp]!, nonce: s.headers[OPEN_HEADERS.nonce]!, bodyHash: createHash('sha256').update(s.body ?? '').digest('hex') };
      expect(s.headers[OPEN_HEADERS.key]).toBe('yc_guide');
      expect(signatureMatches(secret, parts, s.headers[OPEN_HEADERS.signature]!)).toBe(true);
    }
    expect(sent[2]!.headers['content-type']).toBe('application/json');
  });

  it.each(['', 'b=2&a=%E4%B8%AD&a=1&c', 'q=a+b&x=%zz', 'limit=100&cursor=1_2', 'k=%E4%B8%AD%E6%96%87&k=1&K=0'])("its canonical query of '%s' is the server's", (q) => {
    expect(guideExample({}, []).canonicalQuery(q)).toBe(canonicalQuery(q));
  });

  it('lists every signature refusal code, and only those', () => {
    const table = GUIDE.slice(GUIDE.indexOf('### 应答与拒绝'), GUIDE.indexOf('## 3.'));
    const listed = [...table.matchAll(/^\|[^|\n]*\|/gm)].flatMap((row) => [...row[0].matchAll(/`([a-z_]+)`/g)].map((m) => m[1]));
    expect(listed.sort()).toEqual(Object.keys(OPEN_REFUSALS).sort());
  });

  it("names the store's drug types, row reason codes and order statuses as they are", () => {
    const drugTypes = /药品类型 `drug_type`（([^；]+)；/.exec(GUIDE)?.[1];
    expect(drugTypes?.replace(/\s/g, '').split('、')).toEqual([...DRUG_TYPES]);
    const reasons = [...GUIDE.matchAll(/原因 ?`([a-z_]+)`|`reason` 为原因代码，如 ([^）]+)）/g)].flatMap((m) => (m[1] ? [m[1]] : [...m[2]!.matchAll(/`([a-z_]+)`/g)].map((x) => x[1]!)));
    expect(reasons.length).toBeGreaterThan(5);
    for (const r of reasons) expect(Object.keys(ROW_REASONS)).toContain(r);
    const statuses = /其他状态（`status` 与 `status_text`）：([^；]+)；/.exec(GUIDE)?.[1] ?? '';
    const pairs = [...statuses.replace(/\s/g, '').matchAll(/(\d+)([^、]+)/g)].map((m) => [Number(m[1]), m[2]] as const);
    expect(pairs.length).toBeGreaterThan(5);
    for (const [code, text] of pairs) expect(ORDER_STATUS_TEXT[code as keyof typeof ORDER_STATUS_TEXT]).toBe(text);
  });
});
