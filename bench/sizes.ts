import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

export interface SizeRow {
  what: string;
  min: string;
  gzip: string;
}

/**
 * Widget bundle min+gzip beside the floor issue 14 measures against: react + react-dom alone (the widgets run on
 * preact/compat, so the floor is a yardstick, not a part of them).
 */
export async function bundleSizes(): Promise<SizeRow[]> {
  const rows: SizeRow[] = [];
  // The ESM entry is a small loader; what a page with one element, or every element, loads is written to
  // dist/widget-sizes/ (widgets/build/closures.ts).
  const perElement = readdirSync('dist/widget-sizes').filter((f) => f.startsWith('yc-')).map((f) => `dist/widget-sizes/${f}`);
  for (const file of [...perElement, 'dist/widget-sizes/all-elements.js', 'dist/widgets/yaocai.iife.js']) {
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
