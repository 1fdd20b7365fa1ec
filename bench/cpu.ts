/**
 * CPU time of processes from /proc (Linux): a bench reports how many cores each side of a run used, since the
 * store, PostgreSQL and the load generator share this machine's cores.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/**
 * CPU seconds of a process and of its children that ended and were waited for (utime + stime + cutime + cstime):
 * PostgreSQL's backends come and go, and their time then counts in the postmaster's. 0 once it is gone.
 */
function cpuOf(pid: number): number {
  try {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** `root` and every process below it. */
export function processTree(root: number): number[] {
  const parent = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parent) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

/** CPU seconds of the process trees under `roots` (read again each time: PostgreSQL starts backends as needed). */
export const cpuOfTrees = (roots: number[]): number => roots.flatMap(processTree).reduce((sum, pid) => sum + cpuOf(pid), 0);

/** CPU seconds this process has used. */
export const ownCpu = (): number => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
