/**
 * Issue 34 (memory): the in-memory caches hold nothing past its time. The soak's growth was expired answers and
 * sessions kept until the count bound pushed them out; now each cache lets them go as new ones come in.
 */
import { describe, expect, it, vi } from 'vitest';
import { createReadCache } from '../../../src/server/cache/read-cache';
import { SANITIZE_CACHE_MAX, sanitizeCacheSize, sanitizeHtml } from '../../../src/server/lib/sanitize';
import { cachedSession, clearSessionCache, keepSession, SESSION_CACHE_MS, sessionCacheEpoch, sessionCacheSize } from '../../../src/server/cache/session-cache';

describe('cache bounds', () => {
  it('the read cache lets expired answers go at the next miss, and never holds more than its maximum', async () => {
    const cache = createReadCache(1_000, 50);
    vi.useFakeTimers();
    try {
      for (let i = 0; i < 40; i++) await cache.get(`search|${i}`, async () => ({ i }));
      expect(cache.size).toBe(40);
      vi.advanceTimersByTime(1_001);
      await cache.get('search|new', async () => ({ i: -1 }));
      expect(cache.size).toBe(1);
      for (let i = 0; i < 200; i++) await cache.get(`detail|${i}`, async () => ({ i }));
      expect(cache.size).toBe(50);
    } finally {
      vi.useRealTimers();
      cache.close();
    }
  });

  it('the session cache lets sessions past SESSION_CACHE_MS go as new ones are kept', () => {
    clearSessionCache();
    const owner = {};
    const view = (id: number) => ({ id, clientId: null, salesmanId: null, acting: false, expiresAt: new Date(Date.now() + 86_400_000) });
    const t0 = Date.now();
    for (let i = 0; i < 100; i++) keepSession(owner, `old${i}`, view(i), sessionCacheEpoch(), t0);
    keepSession(owner, 'recent', view(500), sessionCacheEpoch(), t0 + SESSION_CACHE_MS / 2);
    expect(sessionCacheSize()).toBe(101);
    keepSession(owner, 'new', view(1000), sessionCacheEpoch(), t0 + SESSION_CACHE_MS + 1);
    expect(sessionCacheSize()).toBe(2);
    expect(cachedSession(owner, 'recent', t0 + SESSION_CACHE_MS + 1)?.id).toBe(500);
    clearSessionCache();
  });

  it('the sanitiser keeps at most SANITIZE_CACHE_MAX answers, each cleaned, the last used kept longest', () => {
    const hostile = '<p onclick="x()">公告<script>alert(1)</script><img src="javascript:alert(1)"></p>';
    const first = sanitizeHtml(hostile);
    expect(first).toBe('<p>公告<img></p>');
    for (let i = 0; i < SANITIZE_CACHE_MAX + 50; i++) {
      sanitizeHtml(`<p>第${i}条<script>x</script></p>`);
      if (i % 100 === 0) expect(sanitizeHtml(hostile)).toBe(first);
    }
    expect(sanitizeCacheSize()).toBe(SANITIZE_CACHE_MAX);
    expect(sanitizeHtml('<p>第0条<script>x</script></p>')).toBe('<p>第0条</p>');
  });
});

