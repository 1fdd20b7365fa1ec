#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint (ESLint), layering (dependency-cruiser) and the build side by side, then vitest by
 * project (unit, server on PGlite, server-pg on a throwaway PostgreSQL cluster, components), Playwright e2e, bundle
 * size budgets (size-limit). Every step runs even when an earlier one failed. The suites print live; a table of each step's seconds comes before the
 * last line, which is always `N passed, N failed` (exit 1 if any failed).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensurePdfTools } from './ensure-pdf-tools.mjs';
import { ensurePostgres } from './ensure-postgres.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = join(ROOT, 'test-results');
const E2E_REPORT = join(RESULTS, 'e2e.json');

process.chdir(ROOT);
mkdirSync(RESULTS, { recursive: true });

/** Run a local binary (node_modules/.bin) with live output; returns its exit code (1 when it cannot start). */
function run(name, args) {
  const local = join(ROOT, 'node_modules', '.bin', name);
  const [cmd, cmdArgs] = existsSync(local) ? [local, args] : ['npx', [name, ...args]];
  console.log(`\n[test] $ ${name} ${args.join(' ')}`);
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: process.env });
  if (r.error) {
    console.error(`[test] cannot start ${name}: ${r.error.message}`);
    return 1;
  }
  return r.status ?? 1;
}

const localBin = (name) => join(ROOT, 'node_modules', '.bin', name);
const TSC = join(ROOT, 'node_modules', 'typescript7', 'bin', 'tsc');

/** Run a command with its output kept, printed in one piece when it ends (for steps that run side by side). */
function runQuiet(name, cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { env: process.env });
    child.stdout.on('data', (d) => chunks.push(d));
    child.stderr.on('data', (d) => chunks.push(d));
    const done = (code) => {
      console.log(`\n[test] $ ${name}: ${[cmd.replace(`${ROOT}/`, ''), ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ name, code, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (e) => {
      chunks.push(Buffer.from(`[test] cannot start ${name}: ${e.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A suite that exited non-zero but reported no failure (crash, unhandled error, no report) counts as 1 failed. */
function settle(name, exitCode, counts) {
  const c = counts ?? { passed: 0, failed: 0 };
  if (exitCode !== 0 && c.failed === 0) {
    console.error(`[test] ${name} exited with ${exitCode} without a failing test in its report: counted as 1 failed`);
    c.failed = 1;
  }
  console.log(`[test] ${name}: ${c.passed} ok, ${c.failed} not ok`);
  return c;
}

/** What failed, by name, repeated just above the summary line so a log's tail says which test it was. */
const failures = [];
const relative = (file) => String(file ?? '').replace(`${ROOT}/`, '');

function vitestCounts(report) {
  if (!report) return undefined;
  let failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const bad = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of bad) failures.push(`vitest ${relative(file.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed to load or threw in a hook has no failing test of its own.
    if (file.status === 'failed' && bad.length === 0) {
      failed += 1;
      failures.push(`vitest ${relative(file.name)}: ${firstLine(file.message)}`);
    }
  }
  return { passed: report.numPassedTests ?? 0, failed };
}

function firstLine(text) {
  return String(text ?? '').split('\n').find((l) => l.trim()) ?? '';
}

function playwrightCounts(report) {
  if (!report?.stats) return undefined;
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'flaky') console.log(`[test] e2e flaky (passed on its retry): ${spec.file}:${spec.line} › ${spec.title}`);
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failures.push(`e2e ${spec.file}:${spec.line} › ${[...trail, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.title.endsWith('.ts') ? [...trail, suite.title] : trail);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  const s = report.stats;
  return { passed: (s.expected ?? 0) + (s.flaky ?? 0), failed: s.unexpected ?? 0 };
}

/** A step that is one check (typecheck, layering, size budgets): passed or failed by its exit code. */
const oneCheck = (code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

const totals = { passed: 0, failed: 0 };
/** Each step's wall time and counts, printed as a table before the summary line. */
const timings = [];
const runStarted = Date.now();
// The e2e servers' seeded database (scripts/e2e-template.mjs); playwright.config.ts uses it when set.
const E2E_TEMPLATE = join(tmpdir(), `yaocai-e2e-template-${process.pid}`);
process.env.YC_E2E_TEMPLATE = E2E_TEMPLATE;
process.on('exit', () => {
  for (const path of [E2E_TEMPLATE, `${E2E_TEMPLATE}.lock`, `${E2E_TEMPLATE}.partial`, `${E2E_TEMPLATE}.failed`]) rmSync(path, { recursive: true, force: true });
});
let stepStarted = Date.now();
/** `seconds` for a step that ran beside others (its own wall time); else the time since the last step ended. */
function add(c, step, seconds) {
  totals.passed += c.passed;
  totals.failed += c.failed;
  timings.push({ step, seconds: seconds ?? (Date.now() - stepStarted) / 1000, ...c });
  stepStarted = Date.now();
}

// 1. Typecheck, lint (eslint.config.js, zero warnings), layering (ARCHITECTURE.md "Layering",
// .dependency-cruiser.cjs: a forbidden import or an import cycle fails it) and the site and widget bundles (for the
// e2e servers and the size budgets; skipped when up to date), side by side: each is one check and mostly one
// thread, so on two cores together they take about half their sum. Their output is printed as each ends.
{
  const checks = await Promise.all([
    // TypeScript 7 (the native compiler, package alias typescript7): the same strict check in about a sixth of the
    // time. TypeScript 5.9 stays for the tools that use its JavaScript API (typescript-eslint, tsup's types).
    runQuiet('typecheck', process.execPath, [TSC, '--noEmit', '-p', 'tsconfig.json']),
    runQuiet('lint', localBin('eslint'), ['--max-warnings=0', '.']),
    runQuiet('layers', localBin('depcruise'), ['src', 'widgets', '--config', '.dependency-cruiser.cjs']),
    runQuiet('build', process.execPath, [join('scripts', 'build-if-needed.mjs')]),
    // Not a check: the e2e servers' seeded database, made here where the cores have room (the typecheck is short)
    // instead of at the start of the e2e step. Should it fail, each server seeds its own.
    runQuiet('e2e database', process.execPath, [join('scripts', 'e2e-template.mjs'), E2E_TEMPLATE]),
  ]);
  for (const c of checks) {
    if (c.name === 'e2e database') timings.push({ step: c.name, seconds: c.seconds, passed: 0, failed: 0 });
    else add(settle(c.name, c.code, oneCheck(c.code)), c.name, c.seconds);
  }
}

// 2. Vitest, every project in one call: unit, server (PGlite) with its -own half, server-pg (the files of
// tests/server/engines.ts on a throwaway PostgreSQL cluster) with its -own half, components. One pool of two workers
// takes the files of all of them, so no project waits for the slowest file of the one before (each had a tail of one
// busy worker) and vitest starts once. The table gets one line for the call and one per project with its counts.
const havePostgres = ensurePostgres() !== null;
ensurePdfTools(); // the delivery-note test reads and draws the PDF with poppler (skips without it)
process.env.YC_TEST_PG = '1';
{
  // Locally without PostgreSQL the second engine is left out (said here); CI=true runs it and fails without it.
  const withPg = havePostgres || process.env.CI === 'true';
  if (!withPg) console.log('\n[test] server-pg skipped: no PostgreSQL binaries here (CI=true would fail instead)');
  const projects = ['unit', 'unit-own', 'server', 'server-own', ...(withPg ? ['server-pg', 'server-pg-own'] : []), 'components'];
  const report = join(RESULTS, 'vitest.json');
  const byProject = join(RESULTS, 'vitest-projects.json');
  for (const f of [report, byProject]) rmSync(f, { force: true });
  const code = run('vitest', [
    'run',
    ...projects.map((p) => `--project=${p}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join('test-results', 'vitest.json')}`,
    '--reporter=./tests/project-counts-reporter.ts',
  ]);
  add(settle('vitest', code, vitestCounts(readJson(report))), 'vitest');
  // Per project: its counts, and its files' seconds summed (they ran beside the other projects' files: not wall time).
  for (const [project, c] of Object.entries(readJson(byProject) ?? {})) {
    timings.push({ step: `  ${project} (sum)`, seconds: c.seconds, passed: c.passed, failed: c.failed });
  }
}

// 3. Playwright e2e on Debian's chromium headless shell.
{
  rmSync(E2E_REPORT, { force: true });
  let code = 1;
  if (ensureChromium()) code = run('playwright', ['test']);
  add(settle('e2e', code, playwrightCounts(readJson(E2E_REPORT))), 'e2e');
}

// 4. Bundle size budgets (.size-limit.js) on dist/.
{
  const code = run('size-limit', []);
  add(settle('size', code, oneCheck(code)), 'size');
}

console.log('\n[test] step              seconds   passed   failed');
for (const t of timings) {
  console.log(`[test] ${t.step.padEnd(16)} ${t.seconds.toFixed(1).padStart(8)} ${String(t.passed).padStart(8)} ${String(t.failed).padStart(8)}`);
}
// Wall time: the side-by-side steps overlap, so it is less than the column's sum.
const total = (Date.now() - runStarted) / 1000;
console.log(`[test] ${'total (wall)'.padEnd(16)} ${total.toFixed(1).padStart(8)}`);

if (failures.length > 0) {
  console.log('\n[test] failed:');
  for (const f of failures) console.log(`[test]   ${f.slice(0, 400)}`);
}
process.exitCode = totals.failed > 0 ? 1 : 0;
console.log(`${totals.passed} passed, ${totals.failed} failed`);
