#!/usr/bin/env node
/**
 * Make sure PostgreSQL's server binaries (initdb, pg_ctl) are here for the real-PostgreSQL concurrency tests
 * (PGlite runs one query at a time and hides races). Installs Debian's `postgresql` with apt-get when missing and
 * exports YC_PG_BIN (the binaries' folder) for the test harness. Usable as a module or as a script.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { aptInstall } from './apt-install.mjs';

/** The folder holding initdb: YC_PG_BIN, PATH, or Debian's /usr/lib/postgresql/<newest>/bin. */
export function findPgBin() {
  if (process.env.YC_PG_BIN && existsSync(join(process.env.YC_PG_BIN, 'initdb'))) return process.env.YC_PG_BIN;
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return join(which.stdout.trim(), '..');
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

/** @returns {string | null} the binaries' folder (also put in process.env.YC_PG_BIN), or null when impossible. */
export function ensurePostgres() {
  let bin = findPgBin();
  if (!bin) {
    const err = aptInstall('ensure-postgres', ['postgresql']);
    if (err) console.error(`[ensure-postgres] cannot install PostgreSQL (${err}). Install it yourself: apt-get install -y postgresql.`);
    bin = findPgBin();
  }
  if (!bin) return null;
  process.env.YC_PG_BIN = bin;
  console.log(`[ensure-postgres] using ${bin}`);
  return bin;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(ensurePostgres() ? 0 : 1);
}
