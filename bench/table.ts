/** Prints rows of objects as an aligned plain-text table. */
export function printTable(title: string, rows: Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0]!);
  const width = (s: string) => [...s].reduce((n, ch) => n + (ch.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
  const w = cols.map((c) => Math.max(width(c), ...rows.map((r) => width(String(r[c])))));
  const pad = (s: string, n: number) => s + ' '.repeat(n - width(s));
  console.log(`\n${title}`);
  console.log(cols.map((c, i) => pad(c, w[i]!)).join('  '));
  console.log(w.map((n) => '-'.repeat(n)).join('  '));
  for (const r of rows) console.log(cols.map((c, i) => pad(String(r[c]), w[i]!)).join('  '));
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)]!;
}
