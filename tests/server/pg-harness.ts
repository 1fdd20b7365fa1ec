/**
 * Throwaway PostgreSQL cluster for tests: initdb in a temp dir (C.UTF-8, trust auth), a random port, the unix
 * socket in the same temp dir; stop() shuts it down and deletes everything. PostgreSQL refuses to run as root,
 * so as root the commands run as the `postgres` user through su.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { findPgBin } from '../../scripts/ensure-postgres.mjs';
import path from 'node:path';

export interface PgCluster {
  url: string;
  stop(): Promise<void>;
}

/** Why a real cluster cannot be started here, or null when it can. */
export function postgresUnavailable(): string | null {
  for (const bin of ['initdb', 'pg_ctl']) {
    if (spawnSync(pgBin(bin), ['--version'], { stdio: 'ignore' }).status !== 0) return `${bin} not found (YC_PG_BIN, PATH or /usr/lib/postgresql)`;
  }
  if (process.getuid?.() === 0 && spawnSync('id', ['postgres'], { stdio: 'ignore' }).status !== 0) {
    return 'running as root and there is no postgres user to run PostgreSQL as';
  }
  return null;
}

/** Absolute path of a server binary: `npm test` finds (or installs) them and sets YC_PG_BIN (scripts/ensure-postgres.mjs). */
function pgBin(name: string): string {
  const dir = process.env.YC_PG_BIN ?? findPgBin();
  return dir ? path.join(dir, name) : name;
}

const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function run(args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [cmd, ...rest] = asRoot ? ['su', 'postgres', '-s', '/bin/sh', '-c', args.map(quote).join(' ')] : args;
  execFileSync(cmd as string, rest, { stdio: 'pipe' });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startPostgres(): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yc-pg-'));
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  try {
    run([pgBin('initdb'), '-D', data, '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--auth=trust']);
    run([
      pgBin('pg_ctl'), '-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60',
      '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start',
    ]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start PostgreSQL: ${(err as { stderr?: Buffer }).stderr?.toString() ?? String(err)}`);
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        run([pgBin('pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
