/**
 * Writes search-corpus.json: a few hundred queries as buyers type them, taken from the demo catalogue (names and
 * their pieces, pinyin, approval numbers, makers, brands, codes, typos) plus the tour's, each with the total and the
 * top product codes the SQL search answers. Run ONCE before a change of the search and review the differences by
 * hand (search-corpus.test.ts): `npx tsx tests/server/catalog/search-corpus.gen.ts`.
 */
import { writeFileSync } from 'node:fs';
import { createDb } from '../../../src/server/db/client';
import { products } from '../../../src/server/db/schema';
import { searchProducts } from '../../../src/server/services/search/search';
import type { Viewer } from '../../../src/server/services/catalog/product-view';

export const CORPUS_TOP = 10;
export const VISITOR: Viewer = { scopes: null, showPrices: false, price: null };

const TOUR = ['阿莫西林', 'amxl', 'buluofen', '国药准字H13023964', 'H13023964', '阿莫西林交囊', '以岭', '999'];

/** Every `step`-th of a sorted distinct list, at most `max`. */
function sample(values: Iterable<string>, max: number): string[] {
  const all = [...new Set(values)].filter(Boolean).sort();
  const step = Math.max(1, Math.floor(all.length / max));
  return all.filter((_, i) => i % step === 0).slice(0, max);
}

/** A typo: the character before the last replaced by a neighbour in the catalogue's alphabet. */
const typo = (name: string) => {
  const c = [...name];
  c[c.length - 2] = c[c.length - 2] === '片' ? '囊' : '片';
  return c.join('');
};

/** One query a line, so a review reads the file as a table. */
const corpusJson = (qs: object[]) =>
  `{\n"madeBy": "tests/server/catalog/search-corpus.gen.ts (the SQL search, before issue 30)",\n"queries": [\n${qs.map((q) => JSON.stringify(q)).join(',\n')}\n]}\n`;

async function main() {
  const handle = await createDb('memory://', { seed: 'full' });
  const rows = await handle.db.select().from(products);
  const names = rows.map((r) => r.tyName);
  const queries: { mode: string; q: string }[] = [];
  const add = (mode: string, qs: string[]) => {
    for (const q of qs) if (q.trim() && !queries.some((x) => x.q === q)) queries.push({ mode, q });
  };
  add('tour', TOUR);
  add('2-char name piece', sample(names.flatMap((n) => { const c = [...n]; return [c.slice(0, 2).join(''), c.slice(2, 4).join('')]; }).filter((s) => [...s].length === 2), 90));
  add('generic name', sample(names, 50));
  add('name prefix', sample(names.map((n) => [...n].slice(0, 4).join('')).filter((s) => [...s].length === 4), 25));
  add('pinyin initials', sample(rows.map((r) => r.pinyinInitials), 30));
  add('full pinyin', sample(rows.map((r) => r.pinyinFull), 20));
  add('pinyin prefix', sample(rows.map((r) => r.pinyinFull.slice(0, 4)), 15));
  add('approval number', sample(rows.map((r) => r.approvalNumber), 20));
  add('approval without 国药准字', sample(rows.map((r) => r.approvalNumber.replace(/^国药准字/, '')), 15));
  add('maker', sample(rows.map((r) => r.manufacturer), 20));
  add('maker piece', sample(rows.map((r) => [...r.manufacturer].slice(0, 2).join('')), 10));
  add('brand', sample(rows.map((r) => r.brand), 15));
  add('supplier', sample(rows.map((r) => r.supplier), 5));
  add('product code', sample(rows.map((r) => r.productCode.toLowerCase()), 5));
  add('typo', sample(names.filter((n) => [...n].length >= 4).map(typo), 20));
  add('one character', ['片', '胶', '颗', 'a', 'z']);
  const out = [];
  for (const { mode, q } of queries) {
    const page = await searchProducts(handle.db, { keyword: q, page: 1, size: CORPUS_TOP }, VISITOR, {}, { engine: 'sql' });
    out.push({ mode, q, total: page.total, top: page.list.map((p) => p.product_code) });
  }
  writeFileSync(
    new URL('./search-corpus.json', import.meta.url),
    corpusJson(out),
  );
  console.log(`${out.length} queries written`);
  await handle.close();
}

if (process.argv[1]?.endsWith('search-corpus.gen.ts')) await main();
