/**
 * A shared answer (cache/shared-answers.ts) goes out as bytes prepared once: the envelope serialised by its
 * declared schema, an ETag of those bytes, and brotli / gzip copies made on the first request that accepts them.
 * A hit then costs a map lookup instead of serialising tens of kilobytes (the home answer is ~40 kB).
 *
 * Safe per viewer: the bytes belong to the answer object and to the schema that serialised it (the visitor schema
 * has no price fields), and the read cache keys answers by viewer class, so no viewer receives bytes built for
 * another class. The ETag is a hash of the exact bytes, so a revalidation can only be answered 304 when the asker
 * would have received identical bytes; `Cache-Control: private, no-cache` keeps shared proxies from storing them.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

type Encoding = 'br' | 'gzip';

export interface Wire {
  readonly body: Buffer;
  readonly etag: string;
  /**
   * The body compressed with `enc`, made once: the bytes once made, a promise the first time. A big answer is
   * compressed on libuv's thread pool, not the event loop (issue 14, 100 searching visitors beside a cart); one up
   * to SYNC_COMPRESS_MAX at once, which costs less than the round trip (issue 30).
   */
  encoded(enc: Encoding): Buffer | Promise<Buffer>;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this size compressing saves less than the header costs. */
const MIN_COMPRESS = 1024;

/**
 * Up to this size an answer is compressed at once on this thread (issue 30): a search page (~10-20 kB) takes
 * ~0.1-0.4 ms so, while the thread-pool round trip cost ~1.4 ms of CPU per answer (brotli's state made and freed
 * for each, the callback's turn) and was the largest self time under distinct searches. Bigger answers (the home)
 * keep the thread pool.
 */
export const SYNC_COMPRESS_MAX = 32 * 1024;

/**
 * Brotli's quality by body size: 3 for an answer compressed at once (≤ SYNC_COMPRESS_MAX: a search page, most of
 * them asked once under distinct searches), 5 for bigger ones on the thread pool (the home, asked again and again).
 * On 200 distinct search answers (~4 kB) quality 3 took 0.19 ms against 0.47 ms at 5 for 950 B against 784 B, and on
 * full pages (~12 kB) 0.20 ms against 0.84 ms for 2.0 kB against 1.7 kB — still below gzip -6 (bench/README.md).
 */
export const brotliQualityFor = (size: number): number => (size <= SYNC_COMPRESS_MAX ? 3 : 5);

/** Brotli's window sized to the body (a 4 MB default window is allocated and cleared for every answer). */
const brotliOptions = (size: number) => ({
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: brotliQualityFor(size),
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    [zlib.BROTLI_PARAM_LGWIN]: Math.min(zlib.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 1)))),
  },
});

function makeWire(json: string): Wire {
  const body = Buffer.from(json);
  const copies = new Map<Encoding, Buffer | Promise<Buffer>>();
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded(enc) {
      const kept = copies.get(enc);
      if (kept) return kept;
      if (body.length <= SYNC_COMPRESS_MAX) {
        const out = enc === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body, { level: 6 });
        copies.set(enc, out);
        return out;
      }
      const making = enc === 'br' ? brotliAsync(body, brotliOptions(body.length)) : gzipAsync(body, { level: 6 });
      // Later requests get the bytes themselves; a failed compression is forgotten (the next request tries again).
      copies.set(
        enc,
        making.then(
          (out) => (copies.set(enc, out), out),
          (err: unknown) => {
            copies.delete(enc);
            throw err;
          },
        ),
      );
      return copies.get(enc)!;
    },
  };
}

/** answer object → (serialiser → wire). Entries vanish with the answer when its cache entry is dropped. */
const memo = new WeakMap<object, Map<object, Wire>>();

/**
 * The wire form of `answer` as serialised by `serialize` (one per response schema). `check`, when given (tests and
 * the e2e server), sees the JSON first and may refuse it; a refused answer is not kept.
 */
export function wireOf(answer: object, serialize: (a: object) => string, check?: (json: string) => string | null): Wire | string {
  let bySerializer = memo.get(answer);
  const found = bySerializer?.get(serialize);
  if (found) return found;
  const json = serialize(answer);
  const refusal = check?.(json);
  if (refusal) return refusal;
  const wire = makeWire(json);
  if (!bySerializer) memo.set(answer, (bySerializer = new Map()));
  bySerializer.set(serialize, wire);
  return wire;
}

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding to send `wire` in for an Accept-Encoding header, or null for the plain bytes. */
export function encodingFor(accept: string | undefined, wire: Wire): Encoding | null {
  if (!accept || wire.body.length < MIN_COMPRESS) return null;
  return negotiator.negotiate(accept);
}

/** Whether an If-None-Match header names this wire's ETag (a list, or `*`). */
export function notModified(ifNoneMatch: string | undefined, wire: Wire): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === wire.etag);
}
