/**
 * Install Debian packages the tests need (browser downloads and other registries are not reachable here, apt is).
 * As root directly, otherwise through `sudo -n`. Waits for a dpkg lock held by a parallel install.
 */
import { spawnSync } from 'node:child_process';

function run(tag, cmd, args) {
  console.log(`[${tag}] $ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (r.error) return `${cmd}: ${r.error.message}`;
  return r.status === 0 ? null : `${[cmd, ...args].join(' ')} exited with ${r.status}`;
}

/** @returns {string | null} null when installed, else why not. */
export function aptInstall(tag, packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? [] : ['sudo', '-n'];
  console.log(`[${tag}] installing ${packages.join(' ')} with apt-get${isRoot ? '' : ' (via sudo)'}`);
  for (const step of [
    ['apt-get', '-o', 'DPkg::Lock::Timeout=300', 'update'],
    ['apt-get', '-o', 'DPkg::Lock::Timeout=300', 'install', '-y', ...packages],
  ]) {
    const full = [...prefix, ...step];
    const err = run(tag, full[0], full.slice(1));
    if (err) return err;
  }
  return null;
}
