/**
 * Profiles the store server under the distinct-search load: `npx tsx bench/profile-distinct.ts [pg]` starts the
 * bench server with `--cpu-prof` (profiles in PROF_DIR, default /tmp/yaocai-prof), drives 5 s of distinct searches
 * and prints the top self-time functions of the server.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readdirSync, readFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { distinctQueries } from './distinct-search';
import { rps, untilReady, visitorToken } from './speed';
import { postgresUnavailable, startPostgres } from '../tests/server/pg-harness';

const dir = process.env.PROF_DIR || '/tmp/yaocai-prof';
mkdirSync(dir, { recursive: true });
const usePg = process.argv.includes('pg') && postgresUnavailable() === null;
const cluster = usePg ? await startPostgres() : null;
const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', 'bench/speed-server.ts'], {
  env: { ...process.env, BENCH_DATABASE_URL: cluster?.url ?? '', YAOCAI_DEMO_MODE: '' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const lines = createInterface({ input: child.stdout! });
const port = await new Promise<number>((resolve) => lines.on('line', (l) => { const m = /^PORTS (\d+)/.exec(l); if (m) resolve(Number(m[1])); }));
const base = `http://127.0.0.1:${port}`;
await untilReady(base);
const queries = distinctQueries();
const paths = queries.map((q) => `/api/w1/productSearch?keyword=${encodeURIComponent(q)}&page=1&size=20`);
const before = new Set(readdirSync(dir));
const r = await rps(base + paths[0]!, await visitorToken(base), undefined, paths);
console.log(`productSearch distinct: ${r.rps.toFixed(0)} req/s p97.5 ${r.p97_5} ms errors ${r.errors}`);
await new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); });
await cluster?.stop();
const file = readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number; children?: number[] }
const prof = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
// Only the load's window: the last seconds of the profile (start-up and seeding come before it).
const times: number[] = [];
let t = 0;
for (const d of prof.timeDeltas) times.push((t += d));
const from = t - (Number(process.env.BENCH_SECONDS) || 5) * 1e6 - 300_000;
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const keyOf = (n: Node) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\/(node_modules|src)\//, '$1/')}:${n.callFrame.lineNumber + 1}`;
const self = new Map<string, number>();
const incl = new Map<string, number>();
let total = 0;
prof.samples.forEach((id, i) => {
  if (times[i]! < from) return;
  total += 1;
  const n = byId.get(id)!;
  self.set(keyOf(n), (self.get(keyOf(n)) ?? 0) + 1);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const k = keyOf(byId.get(at)!);
    if (!seen.has(k)) incl.set(k, (incl.get(k) ?? 0) + 1);
    seen.add(k);
  }
});
const pct = (v: number) => `${((100 * v) / total).toFixed(1).padStart(5)}%`;
console.log(`profile ${join(dir, file)}; top self time (of ${total} samples in the load window):`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${pct(v)}  ${k}`);
console.log('top inclusive time, our code:');
for (const [k, v] of [...incl].filter(([k]) => k.includes(' src/')).sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${pct(v)}  ${k}`);
