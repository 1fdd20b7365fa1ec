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
import { printTable } from './table';
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

export async function distinctSearchTable(s: Served, engine: string): Promise<void> {
  const queries = distinctQueries();
  const paths = queries.map((q) => `/api/w1/productSearch?keyword=${encodeURIComponent(q)}&page=1&size=20`);
  const visitor = await visitorToken(s.base);
  const hello = await rps(s.hello);
  const search = await rps(s.base + paths[0]!, visitor, undefined, paths);
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
}
