import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export interface SizeRow {
  what: string;
  min: string;
  gzip: string;
}

/** Widget bundle min+gzip beside the floor any React widget pays: react + react-dom alone. */
export async function bundleSizes(): Promise<SizeRow[]> {
  const rows: SizeRow[] = [];
  // The ESM entry is a small loader; what a page with every element loads is dist/widget-sizes/all-elements.js
  // (widgets/build/closures.ts).
  for (const file of ['dist/widget-sizes/all-elements.js', 'dist/widgets/yaocai.iife.js']) {
    const buf = readFileSync(file);
    rows.push({ what: file, min: kb(buf.length), gzip: kb(gzipSync(buf, { level: 9 }).length) });
  }
  const floor = await build({
    stdin: { contents: "import { createRoot } from 'react-dom/client'; import { createElement } from 'react'; (globalThis as any).x = [createRoot, createElement];", loader: 'ts', resolveDir: process.cwd() },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const code = floor.outputFiles[0]!.contents;
  rows.push({ what: 'floor: react + react-dom only', min: kb(code.length), gzip: kb(gzipSync(code, { level: 9 }).length) });
  return rows;
}
