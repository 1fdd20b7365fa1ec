// Probe of the issue-13 holes through the HTTP API only (runs against an older checkout too: ROOT=/path/to/it).
// npx tsx bench/trust-probe.mts  → JSON of what each hole looks like from outside (see ARCHITECTURE "Trust").
import { createHmac } from 'node:crypto';
const ROOT = process.env.ROOT ?? new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const { buildApp } = await import(`${ROOT}/src/server/app.ts`);
const { createDb } = await import(`${ROOT}/src/server/db/client.ts`);
const { DEMO_PASSWORD } = await import(`${ROOT}/src/server/demo-accounts.ts`);
const { cisCanonicalString } = await import(`${ROOT}/src/model/cis-link.ts`);
process.env.YAOCAI_DEMO_MODE = '';
const h = await createDb(undefined, { seed: 'small' });
const app = buildApp({ db: h.db, limits: { loginPerMinute: 100000, tokenPerMinute: 100000 } });
await app.ready();
const j = async (o: any) => { const r = await app.inject(o); try { return { status: r.statusCode, body: r.json() }; } catch { return { status: r.statusCode, body: r.body }; } };
const token = async () => (await j({ method: 'POST', url: '/api/w1/GetWebToken', payload: { appid: 'yaocai-web' } })).body.data.api_token;
const login = async (username: string, password = DEMO_PASSWORD, t?: string) => { t ??= await token(); const r = await j({ method: 'POST', url: '/api/w1/login', headers: { token: t }, payload: { username, password } }); return { r, token: r.body.data?.api_token ?? t, sent: t }; };
const out: Record<string, unknown> = {};

// 3. lockout race
{ const t = await token(); const rs = await Promise.all(Array.from({ length: 50 }, (_, i) => j({ method: 'POST', url: '/api/w1/login', headers: { token: t }, payload: { username: 'zongbu01', password: 'wrong' + i } })));
  out.lockout_checked_of_50 = rs.filter((r) => r.body.code === 400).length; }
// 4. fixation
{ const { sent } = await login('yaofang01'); const info = await j({ url: '/api/w1/clientInfo', headers: { token: sent } }); out.fixation_old_token_logged_in = info.body.code === 200; }
// 6. polyglot
{ const t = await token(); const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAAAASUVORK5CYII=', 'base64');
  const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
  const file = Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')]);
  const b = '----x'; const payload = Buffer.concat([Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), file, Buffer.from(`\r\n--${b}--\r\n`)]);
  const r = await j({ method: 'POST', url: '/api/upload', headers: { token: t, 'content-type': `multipart/form-data; boundary=${b}` }, payload });
  out.polyglot_png_stored = r.body.code === 200; void png; }
// 7. hot search
{ const { token: t } = await login('shangye01'); for (let i = 0; i < 100; i++) await j({ url: '/api/w1/productSearch', query: { keyword: '特价广告请加微信' }, headers: { token: t } });
  const hdr = await app.inject({ url: '/api/w1/publicHeader' }); out.spam_keyword_hot = hdr.json().data.searchList.includes('特价广告请加微信'); }
// 8. CIS re-split
{ const base = { UserName: 'yaofang01', action: 'search', ts: String(Date.now()), nonce: 'probe-' + Math.random() };
  const sign = createHmac('sha256', 'yaocai-demo-cis-secret').update(cisCanonicalString({ ...base, bak_var: 'b', keyword: 'k' })).digest('hex');
  const r = await j({ url: '/api/w1/cisLogin', query: { ...base, bak_var: 'b&keyword=k', sign }, headers: { token: await token() } });
  out.cis_resplit_accepted = r.body.code === 200; }
// 1. header size
{ await app.listen({ port: 0, host: '127.0.0.1' }); const port = (app.server.address() as any).port; const net = await import('node:net');
  const raw = await new Promise<string>((res) => { const s = net.connect(port, '127.0.0.1', () => s.write(`GET /api/w1/publicHeader HTTP/1.1\r\nHost: x\r\nX: ${'a'.repeat(20000)}\r\n\r\n`)); let d = ''; s.on('data', (c) => (d += c)); s.on('end', () => res(d)); s.on('error', () => res(d)); });
  out.big_header_body = raw.slice(raw.indexOf('\r\n\r\n') + 4).slice(0, 80);
  // 9. stall: 100 concurrent searches by one visitor, an unrelated request waits how long
  const base = `http://127.0.0.1:${port}`;
  const http = await import('node:http');
  const get = (path: string) => new Promise<number>((res) => { const rq = http.get(`${base}${path}`, { agent: false }, (r) => { r.resume(); r.on('end', () => res(r.statusCode ?? 0)); }); rq.on('error', () => res(0)); });
  const searches = Array.from({ length: 100 }, (_, i) => get(`/api/w1/productSearch?keyword=${encodeURIComponent('阿莫' + (i % 9))}&size=100`));
  await new Promise((r) => setTimeout(r, 20));
  const t0 = Date.now(); await fetch(`${base}/api/w1/GetWebToken`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"appid":"yaocai-web"}' }); out.unrelated_request_ms = Date.now() - t0;
  const st = await Promise.all(searches); out.searches_refused_429 = st.filter((s) => s === 429).length;
  // 10. headers
  const r = await fetch(`${base}/api/w1/publicHeader`, { headers: { origin: 'https://evil.example' } });
  out.csp = r.headers.get('content-security-policy')?.slice(0, 40) ?? null; out.nosniff = r.headers.get('x-content-type-options'); }
// 11. case twin
{ const r = await j({ url: '/api/v5/registerCheck', query: { username: 'YWY01' }, headers: { token: await token() } }); out.YWY01_available = r.body.data?.available; }
// 11. sms per ip
{ const t = await token(); let ok = 0; for (let i = 0; i < 60; i++) if ((await j({ url: '/api/v5/getVerify', query: { mobile: `1350000${String(1000 + i)}` }, headers: { token: t } })).body.code === 200) ok++; out.sms_sent_of_60_numbers = ok; }
console.log(JSON.stringify(out, null, 1));
await app.close(); await h.close(); process.exit(0);
