/**
 * Change notices (issue 26): what goes over NOTIFY and back (long id lists split under the 8000-byte payload, any
 * other payload ignored), and that a notice drops exactly what changed: the read cache's answer kinds of its topics,
 * the session cache's entries it names.
 */
import { describe, expect, it } from 'vitest';
import { decodeNotice, encodeNotice, type Notice } from '../../../src/server/notices/notice';
import { applyNotice } from '../../../src/server/notices/bus';
import { createReadCache } from '../../../src/server/cache/read-cache';
import { ANSWER_KINDS } from '../../../src/server/cache/catalogue-topics';
import { cachedSession, keepSession, sessionCacheEpoch, type CachedSession } from '../../../src/server/cache/session-cache';

describe('notice payloads', () => {
  it('round-trips every kind and splits a long id list into payloads under 8000 bytes', () => {
    const notices: Notice[] = [
      { kind: 'sessions', ids: [1, 2, 3] },
      { kind: 'clients', ids: [12] },
      { kind: 'expired', before: 1_795_000_000_000 },
      { kind: 'catalogue', topics: ['stock', 'announcements'] },
    ];
    for (const n of notices) expect(encodeNotice(n).map(decodeNotice)).toEqual([n]);
    const ids = Array.from({ length: 2_000 }, (_, i) => 2_000_000_000 + i);
    const payloads = encodeNotice({ kind: 'sessions', ids });
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(payloads.flatMap((p) => (decodeNotice(p) as { ids: number[] }).ids)).toEqual(ids);
    expect(encodeNotice({ kind: 'everything' })).toEqual([]);
    // A change of some products: each payload a whole notice of the same topics for its share of the ids.
    const products = Array.from({ length: 1_500 }, (_, i) => 2_000_000_000 + i);
    const parts = encodeNotice({ kind: 'catalogue', topics: ['stock'], products }).map(decodeNotice);
    expect(parts.length).toBeGreaterThan(1);
    for (const n of parts) expect(n).toMatchObject({ kind: 'catalogue', topics: ['stock'] });
    expect(parts.flatMap((n) => (n as { products: number[] }).products)).toEqual(products);
  });

  it('ignores anything that is not one of ours, never half-applies it', () => {
    const bad = [
      undefined, '', 'null', '42', '"x"', '{', '[]', '{"kind":"sessions"}', '{"kind":"sessions","ids":[1,"2"]}',
      '{"kind":"sessions","ids":[0]}', '{"kind":"sessions","ids":[1.5]}', '{"kind":"expired","before":"soon"}',
      '{"kind":"catalogue","topics":[]}', '{"kind":"catalogue","topics":["stock"],"products":[]}',
      '{"kind":"catalogue","topics":["stock"],"products":[1,"2"]}', '{"kind":"catalogue","topics":["stock"],"products":7}', '{"kind":"catalogue","topics":["stock","discounts"]}', '{"kind":"everything"}',
      '{"kind":"__proto__"}', 'x'.repeat(9000),
    ];
    for (const p of bad) expect(decodeNotice(p), String(p)).toBeNull();
  });
});

describe('a notice drops exactly what changed', () => {
  const keys = ANSWER_KINDS.map((k) => `${k}|priced/0,1,2|q=1`);
  const fill = async (cache: ReturnType<typeof createReadCache>) => {
    for (const key of keys) await cache.get(key, async () => key);
    await cache.get('unknown-kind|x', async () => 'x');
  };
  const kept = (cache: ReturnType<typeof createReadCache>) => [...keys, 'unknown-kind|x'].filter((k) => cache.has(k)).map((k) => k.split('|')[0]);

  it('an announcement drops the home and the announcements, not the searches', async () => {
    const cache = createReadCache(60_000);
    await fill(cache);
    applyNotice({ kind: 'catalogue', topics: ['announcements'] });
    expect(kept(cache)).toEqual(['search', 'facets', 'detail', 'clinic', 'clinic-search', 'special', 'brands', 'brand', 'help']);
    cache.close();
  });

  it('a stock take drops what shows stock, not the announcements nor the brand list', async () => {
    const cache = createReadCache(60_000);
    await fill(cache);
    applyNotice({ kind: 'catalogue', topics: ['stock'] });
    expect(kept(cache)).toEqual(['news', 'news-detail', 'brands', 'help']);
    cache.close();
  });

  it('a price change drops what shows prices, not the facets, the brand list nor the announcements', async () => {
    const cache = createReadCache(60_000);
    await fill(cache);
    applyNotice({ kind: 'catalogue', topics: ['prices'] });
    expect(kept(cache)).toEqual(['facets', 'news', 'news-detail', 'brands', 'help']);
    cache.close();
  });

  it('a saved help page drops the help pages only', async () => {
    const cache = createReadCache(60_000);
    await fill(cache);
    applyNotice({ kind: 'catalogue', topics: ['help'] });
    expect(kept(cache)).toEqual(ANSWER_KINDS.filter((k) => k !== 'help'));
    cache.close();
  });

  it('settings and a reconnected listener drop everything', async () => {
    for (const n of [{ kind: 'catalogue', topics: ['settings'] }, { kind: 'everything' }] as Notice[]) {
      const cache = createReadCache(60_000);
      await fill(cache);
      applyNotice(n);
      expect(kept(cache)).toEqual([]);
      cache.close();
    }
  });

  it('a load that began before a notice of its kind is not kept', async () => {
    const cache = createReadCache(60_000);
    let finish!: (v: string) => void;
    const pending = cache.get('search|x', () => new Promise<string>((r) => (finish = r)));
    applyNotice({ kind: 'catalogue', topics: ['stock'] });
    finish('old');
    await pending;
    expect(cache.has('search|x')).toBe(false);
    cache.close();
  });

  it('a session notice evicts the sessions it names, of clients it names, or expired before its time', () => {
    const owner = {};
    const view = (id: number, clientId: number | null, expiresAt = new Date(Date.now() + 60_000)): CachedSession => ({ id, clientId, salesmanId: null, acting: false, expiresAt });
    const keep = (hash: string, v: CachedSession) => keepSession(owner, hash, v, sessionCacheEpoch());
    keep('a', view(1, 10));
    keep('b', view(2, 11));
    keep('c', view(3, 12, new Date(1_000)));
    applyNotice({ kind: 'sessions', ids: [1] });
    expect([cachedSession(owner, 'a'), cachedSession(owner, 'b')?.id, cachedSession(owner, 'c')?.id]).toEqual([undefined, 2, 3]);
    applyNotice({ kind: 'expired', before: 2_000 });
    expect([cachedSession(owner, 'b')?.id, cachedSession(owner, 'c')]).toEqual([2, undefined]);
    applyNotice({ kind: 'clients', ids: [11] });
    expect(cachedSession(owner, 'b')).toBeUndefined();
  });
});
