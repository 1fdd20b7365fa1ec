/**
 * A heavy library loaded on its first use, not when the server starts. jsdom (1.1 s of CPU to load), exceljs (0.6 s),
 * alipay-sdk (0.5 s), pdfkit (0.4 s) and the WeChat Pay plugin (0.2 s) were most of the 3.6 s a bundled server took to
 * import, and only a rich-text save, a spreadsheet, a payment or a delivery note needs one. Every server start pays
 * it: each instance, each test process and each e2e server. All five are CommonJS, so `require` keeps their callers
 * synchronous; the type is the module's own (`typeof import('x')`).
 */
import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

export function lazyRequire<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requireHere(id) as T);
}
