/**
 * Issue 14: shared catalogue answers go out as bytes prepared once — the same JSON the schema serialises, an ETag of
 * those bytes (a revalidation answered 304 only when the asker would get identical bytes), brotli or gzip when
 * asked. A visitor's bytes never reach a client and the reverse, whatever ETag they send.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../../../src/server/db/schema';
import { catalogueChanged } from '../../../src/server/notices/catalogue';
import { brotliQualityFor, encodingFor, notModified, SYNC_COMPRESS_MAX, wireOf } from '../../../src/server/http/wire';
import { loginAs, newToken, startServer, type TestServer } from '../helpers';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(() => s?.close());

const get = (url: string, headers: Record<string, string>) => s.app.inject({ method: 'GET', url, headers });

describe('shared answers on the wire', () => {
  it('sends the home as JSON with an ETag, compressed as asked, and 304 on a matching revalidation', async () => {
    const token = await newToken(s.app);
    const plain = await get('/api/w1/clientIndex', { token });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('private, no-cache');
    expect(String(plain.headers.vary)).toMatch(/token/);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.json().code).toBe(200);

    const br = await get('/api/w1/clientIndex', { token, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/w1/clientIndex', { token, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const again = await get('/api/w1/clientIndex', { token, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a client revalidating with the visitor ETag gets its own priced answer, never a 304', async () => {
    const visitor = await newToken(s.app);
    const { token } = await loginAs(s.app, 'zhensuo01');
    const url = '/api/w1/productDetail?productId=4';
    const seen = await get(url, { token: visitor });
    expect(seen.body).not.toMatch(/"price"/);
    const mine = await get(url, { token, 'if-none-match': String(seen.headers.etag) });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).not.toBe(seen.headers.etag);
    expect(mine.body).toMatch(/"price"/);
    // And the reverse: the client's ETag earns the visitor no priced bytes and no 304.
    const back = await get(url, { token: visitor, 'if-none-match': String(mine.headers.etag) });
    expect(back.statusCode).toBe(200);
    expect(back.body).not.toMatch(/"price"/);
  });

  it('a catalogue change gives new bytes and a new ETag; the old ETag is no longer 304', async () => {
    const { token } = await loginAs(s.app, 'zhensuo01');
    const url = '/api/w1/productDetail?productId=5';
    const before = await get(url, { token });
    const [row] = await s.db.select({ stock: products.stock }).from(products).where(eq(products.id, 5));
    await s.db.update(products).set({ stock: row!.stock + 7 }).where(eq(products.id, 5));
    await catalogueChanged(s.db, 'stock');
    const after = await get(url, { token, 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).not.toBe(before.body);
    await s.db.update(products).set({ stock: row!.stock }).where(eq(products.id, 5));
    await catalogueChanged(s.db, 'stock');
  });

  it('an answer no cache shares (the cart) is serialised per request, with no ETag', async () => {
    const { token } = await loginAs(s.app, 'zhensuo01');
    const cart = await get('/api/w1/MyShoppingtrolley', { token, 'accept-encoding': 'br' });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers.etag).toBeUndefined();
  });
});

describe('wire helpers', () => {
  const answer = { name: '布洛芬缓释胶囊', note: 'x'.repeat(2000) };
  const serialize = (a: object) => JSON.stringify(a);

  it('serialises an answer once per serialiser', () => {
    let calls = 0;
    const counting = (a: object) => (calls++, JSON.stringify(a));
    const w1 = wireOf(answer, counting);
    const w2 = wireOf(answer, counting);
    expect(w1).toBe(w2);
    expect(calls).toBe(1);
    expect(wireOf(answer, serialize)).not.toBe(w1);
  });

  it('negotiates br over gzip, honours q=0, and leaves small bodies uncompressed', () => {
    const w = wireOf(answer, serialize);
    if (typeof w === 'string') throw new Error('refused');
    expect(encodingFor('gzip, deflate, br', w)).toBe('br');
    expect(encodingFor('gzip, br;q=0', w)).toBe('gzip');
    expect(encodingFor('identity', w)).toBeNull();
    expect(encodingFor(undefined, w)).toBeNull();
    const small = wireOf({ a: 1 }, serialize);
    if (typeof small === 'string') throw new Error('refused');
    expect(encodingFor('br', small)).toBeNull();
    expect(notModified(`W/${w.etag}, "other"`, w)).toBe(true);
    expect(notModified('"other"', w)).toBe(false);
  });

  it('compresses an answer made at once (a search page) at brotli 3, a bigger one on the pool at 5, both readable', async () => {
    expect(brotliQualityFor(12_000)).toBe(3);
    expect(brotliQualityFor(SYNC_COMPRESS_MAX + 1)).toBe(5);
    const page = { list: Array.from({ length: 20 }, (_, i) => ({ product_id: i, ty_name: '阿莫西林胶囊', manufacturer: '华润三九医药股份有限公司' })) };
    const w = wireOf(page, serialize);
    if (typeof w === 'string') throw new Error('refused');
    const br = w.encoded('br');
    expect(Buffer.isBuffer(br)).toBe(true);
    expect(brotliDecompressSync(await br).toString()).toBe(w.body.toString());
  });
});
