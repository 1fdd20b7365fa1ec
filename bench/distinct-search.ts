/**
 * Issue 30's measure: distinct searches beside hello-world in the same run. Buyers do not all type the same word:
 * the queries are distinct substrings of the demo catalogue's product names as buyers type them (two, three and four
 * characters, most of them two Chinese characters, e.g. 感冒, 头孢, 阿莫), asked in turn by 20 connections, each
 * request from its own visitor address (X-Forwarded-For; the bench server trusts the proxy, so the per-address
 * search window never refuses), compression on as chromium asks. The queries outnumber the requests of one run
 * where possible, so nearly every request misses the read cache; the table says how many were asked.
 */
import { buildProducts } from '../src/server/db/seed/products';
import { SEED_PRODUCT_COUNT } from '../src/server/db/seed/catalogue';
import { percentile, printTable } from './table';
import { rps, visitorToken, type Served } from './speed';

/** Distinct pieces of the demo names: every 2-character piece, then 3- and 4-character prefixes, mixed in a fixed order. */
export function distinctQueries(): string[] {
  const names = [...new Set(buildProducts(SEED_PRODUCT_COUNT.full, { today: new Date(), classIdOf: () => 1 }).map((p) => p.tyName))];
  const pieces = new Set<string>();
  for (const n of names) {
    const c = [...n];
    for (let i = 0; i + 2 <= c.length; i++) pieces.add(c.slice(i, i + 2).join(''));
  }
  for (const n of names) for (const len of [3, 4]) if ([...n].length > len) pieces.add([...n].slice(0, len).join(''));
  // A fixed shuffle (multiplicative step), so a run does not ask all of one name's pieces back to back.
  const all = [...pieces];
  const step = 7919;
  return all.map((_, i) => all[(i * step) % all.length]!).filter((q, i, a) => a.indexOf(q) === i);
}

/** What one buyer types, a keystroke at a time (a pinyin IME sends the characters it settles on). */
const TYPED = ['阿莫西林胶囊', '布洛芬缓释胶囊', '头孢克肟片', '感冒灵颗粒', 'amxl', 'buluofen', '国药准字H1302', '连花清瘟'];
const KEYSTROKE_MS = 150;

/**
 * One buyer typing into the search box while the crowd searches: a suggestion per keystroke, KEYSTROKE_MS apart
 * (under the 100-in-10-s window of one address), each timed from its send to its last byte.
 */
async function typist(base: string, token: string, busy: Promise<unknown>): Promise<number[]> {
  let done = false;
  const stop = () => {
    done = true;
  };
  // Both ways: the crowd's own failure is reported where it is awaited, not as an unhandled rejection here.
  busy.then(stop, stop);
  const keystrokes = TYPED.flatMap((w) => [...w].map((_, i) => [...w].slice(0, i + 1).join('')));
  const times: number[] = [];
  await new Promise((r) => setTimeout(r, 500)); // the crowd first
  for (let i = 0; !done; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/w1/searchSuggest?keyword=${encodeURIComponent(keystrokes[i % keystrokes.length]!)}`, {
      headers: { token, 'x-forwarded-for': '10.250.0.1', 'accept-encoding': 'br, gzip' },
    });
    await res.arrayBuffer();
    if (!done) times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, KEYSTROKE_MS));
  }
  return times.sort((a, b) => a - b);
}

export async function distinctSearchTable(s: Served, engine: string): Promise<void> {
  const queries = distinctQueries();
  const paths = queries.map((q) => `/api/w1/productSearch?keyword=${encodeURIComponent(q)}&page=1&size=20`);
  const visitor = await visitorToken(s.base);
  const hello = await rps(s.hello);
  const crowd = rps(s.base + paths[0]!, visitor, undefined, paths);
  const typed = await typist(s.base, await visitorToken(s.base), crowd);
  const search = await crowd;
  const suggest = await rps(s.base + paths[0]!, visitor, undefined, queries.map((q) => `/api/w1/searchSuggest?keyword=${encodeURIComponent(q)}`));
  const two = queries.filter((q) => [...q].length === 2).length;
  printTable(
    `Distinct searches, ${engine}: ${queries.length} distinct queries (${two} of two characters), 20 connections, each request its own visitor address, compression on (target: search ≥ 0.05 of hello-world, issue 30)`,
    [
      { request: 'Fastify hello-world (plain, same run)', 'req/s': hello.rps.toFixed(0), ratio: '1.000', 'p97.5 ms': String(hello.p97_5), requests: hello.requests, errors: hello.errors },
      { request: 'productSearch, distinct queries, visitor', 'req/s': search.rps.toFixed(0), ratio: (search.rps / hello.rps).toFixed(3), 'p97.5 ms': String(search.p97_5), requests: search.requests, errors: search.errors },
      { request: 'searchSuggest, distinct queries', 'req/s': suggest.rps.toFixed(0), ratio: (suggest.rps / hello.rps).toFixed(3), 'p97.5 ms': String(suggest.p97_5), requests: suggest.requests, errors: suggest.errors },
    ],
  );
  const ms = (p: number) => `${percentile(typed, p).toFixed(1)} ms`;
  printTable(`One buyer typing in the search box meanwhile, ${engine}: a suggestion per keystroke, ${KEYSTROKE_MS} ms apart, while the 20 connections search`, [
    { keystrokes: typed.length, p50: ms(50), p95: ms(95), max: ms(100) },
  ]);
}
