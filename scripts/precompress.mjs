#!/usr/bin/env node
/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip -9) beside every text asset of the built site and widget
 * bundle, so the server sends compressed bytes without compressing per request (@fastify/static `preCompressed`).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt)$/;

export function precompress(dir) {
  let n = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) {
      n += precompress(p);
      continue;
    }
    if (!TEXT.test(entry.name) || statSync(p).size < 512) continue;
    const raw = readFileSync(p);
    writeFileSync(`${p}.br`, brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
    writeFileSync(`${p}.gz`, gzipSync(raw, { level: 9 }));
    n += 1;
  }
  return n;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('..', import.meta.url).pathname;
  for (const d of ['dist/site', 'dist/admin', 'dist/widgets']) console.log(`[precompress] ${d}: ${precompress(join(root, d))} files`);
}
