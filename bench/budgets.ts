/** The size budgets of package.json ("size-limit") as measured now, beside their limits (gzip). */
import { spawnSync } from 'node:child_process';
import { printTable } from './table';

export function budgetTable(): void {
  const r = spawnSync('npx', ['size-limit', '--json'], { encoding: 'utf8' });
  let rows: { name: string; size: number; sizeLimit?: number; passed?: boolean }[] = [];
  try {
    rows = JSON.parse(r.stdout);
  } catch {
    console.log(`\nsize-limit did not answer: ${r.stderr.slice(0, 200)}`);
    return;
  }
  printTable(
    'Size budgets (size-limit, gzip)',
    rows.map((x) => ({
      bundle: x.name,
      'kB now': (x.size / 1000).toFixed(1),
      'kB budget': x.sizeLimit ? (x.sizeLimit / 1000).toFixed(1) : '-',
      within: x.passed === false ? 'NO' : 'yes',
    })),
  );
}
