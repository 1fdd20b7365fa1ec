/**
 * The server (or another entry under src/ or tests/) as one ES module, for the processes the test suites start: the
 * e2e servers and their seeded template, the crash-safety and multi-instance tests. Started through tsx, each paid
 * about 3 CPU-s more (its loader resolving and reading ~950 modules one by one) than this bundle, which esbuild makes
 * in about 1 s; libraries stay in node_modules (`packages: 'external'`), so the bundle runs the same code as tsx does.
 * Not for `npm start` or `npm run dev`, which keep tsx: there a source edit must not wait for a bundle.
 *
 * A fresh bundle per call, in its own folder of .tmp/ (inside the repository, so the libraries resolve): no process
 * can start on another's stale copy, and none depends on the folder's age. `import.meta.url` keeps each source
 * file's own address, so paths built from it (the migrations, the repository root, .data/) are those of the sources.
 */
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = new URL('..', import.meta.url).pathname;
let made = 0;

const keepImportMetaUrl = {
  name: 'keep-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
      if (args.path.includes('/node_modules/')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

const BUNDLES = join(ROOT, '.tmp', 'server-bundle');

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
};

/** Bundles of processes that ended without their exit handler (a test worker is killed, not exited). */
function removeOrphans() {
  let names = [];
  try {
    names = readdirSync(BUNDLES);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(name.split('-')[0]);
    if (Number.isInteger(pid) && pid !== process.pid && !alive(pid)) rmSync(join(BUNDLES, name), { recursive: true, force: true });
  }
}

/** Bundles `entry` (relative to the repository) and returns the bundle's path; the bundle goes when this process ends. */
export async function bundleServer(entry = 'src/server/main.ts') {
  removeOrphans();
  const dir = join(BUNDLES, `${process.pid}-${made++}`);
  const file = join(dir, 'main.mjs');
  await build({
    entryPoints: [join(ROOT, entry)],
    outfile: file,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [keepImportMetaUrl],
    logLevel: 'warning',
  });
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return file;
}
