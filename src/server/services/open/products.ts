/**
 * The product master an ERP pushes (POST /api/open/products; issue 27): rows keyed by the ERP's product code
 * (products.product_code), each one INSERT … ON CONFLICT statement's row, so a row is applied whole or not at all.
 * A row is the full master record: optional text left out is stored empty, `middle_pack` 1, the retail price the
 * base price; only `on_shelf` left out keeps the shelf state. A new product has no stock until the ERP reports
 * batches (services/open/stock.ts). A row equal to what is stored is not written (`unchanged`), so sending the same
 * rows again changes nothing. Anything changed drops the cached catalogue on every instance (`products` notice).
 */
import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { BulkAnswer, ProductRow } from '../../../contract/open';
import { chinaDay } from '../../../model/date-range';
import { parsePrice } from '../../../model/effective-price';
import { DRUG_TYPES } from '../../../model/enums';
import { productRowProblem, refusal, scopeOfRxClass, type RxClass } from '../../../model/erp-rows';
import { rowsOf, type Db } from '../../db/client';
import { inBackground } from '../../db/query-priority';
import { categories, products } from '../../db/schema';
import { pinyinOf } from '../../lib/pinyin';
import { productsChanged } from '../../notices/catalogue';
import { chunks, recordSet, RowResults } from './bulk';

const fenOf = (yuan: string): number => {
  const p = parsePrice(yuan);
  return 'fen' in p ? p.fen : 0;
};

/** Category ids by name (the lowest id where two share a name). */
async function categoryIds(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  const found = await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.name, [...new Set(names)]));
  const out = new Map<string, number>();
  for (const c of found.sort((a, b) => a.id - b.id)) if (!out.has(c.name)) out.set(c.name, c.id);
  return out;
}

/** The columns a row sets (on insert and on update alike; the shelf state apart). */
function columnsOf(r: ProductRow, classId: number) {
  const { initials, full } = pinyinOf(r.generic_name);
  const priceFen = fenOf(r.price);
  return {
    productCode: r.code,
    tyName: r.generic_name,
    tradeName: r.trade_name ?? '',
    productStandard: r.spec,
    dosageForm: r.dosage_form ?? '',
    productDw: r.unit,
    zhongbaozhuangNum: r.middle_pack ?? 1,
    cartonNum: r.carton ?? 0,
    approvalNumber: r.approval_number ?? '',
    manufacturer: r.manufacturer,
    licenceHolder: r.licence_holder ?? '',
    origin: r.origin ?? '',
    storage: r.storage ?? '',
    medicareCode: r.medicare_code ?? '',
    medicareClass: r.medicare_class ?? '',
    rxClass: r.rx_class,
    businessScope: scopeOfRxClass(r.rx_class as RxClass, r.business_scope),
    drugType: Math.max(0, DRUG_TYPES.indexOf((r.drug_type ?? DRUG_TYPES[0]) as (typeof DRUG_TYPES)[number])),
    classId,
    barcode: r.barcode ?? '',
    leaflet: r.leaflet ?? '',
    thumb: r.pictures?.[0] ?? '',
    pictures: [...(r.pictures ?? [])],
    priceFen,
    retailPriceFen: r.retail_price === undefined ? priceFen : fenOf(r.retail_price),
    pinyinInitials: initials,
    pinyinFull: full,
  };
}

type Columns = ReturnType<typeof columnsOf>;
/** The columns compared and replaced on update (the code is the conflict target). */
const UPDATED = [
  'tyName', 'tradeName', 'productStandard', 'dosageForm', 'productDw', 'zhongbaozhuangNum', 'cartonNum', 'approvalNumber', 'manufacturer',
  'licenceHolder', 'origin', 'storage', 'medicareCode', 'medicareClass', 'rxClass', 'businessScope', 'drugType', 'classId', 'barcode', 'leaflet', 'thumb', 'pictures',
  'priceFen', 'retailPriceFen', 'pinyinInitials', 'pinyinFull',
] as const satisfies readonly (keyof Columns)[];

/** Every column an insert sets. */
const INSERTED = ['productCode', ...UPDATED, 'isFailure', 'stock', 'validity'] as const;

const COLUMNS = getTableColumns(products);
const excluded = (key: keyof typeof COLUMNS): SQL => sql.raw(`excluded."${COLUMNS[key].name}"`);

/** Upserts rows of one shelf intent (true on, false off, undefined keep) in one statement; answers code → written row. */
async function upsert(db: Db, rows: { columns: Columns; onShelf: boolean | undefined }[], today: string): Promise<Map<string, { id: number; created: boolean }>> {
  if (rows.length === 0) return new Map();
  const onShelf = rows[0]!.onShelf;
  const shelfChange = onShelf === false ? sql`1` : onShelf === true ? sql`case when ${products.isFailure} = 1 then 0 else ${products.isFailure} end` : null;
  const set = sql.join([...UPDATED.map((k) => sql`${sql.raw(`"${COLUMNS[k].name}"`)} = ${excluded(k)}`), ...(shelfChange ? [sql`"is_failure" = ${shelfChange}`] : [])], sql`, `);
  const before = sql.join(UPDATED.map((k) => sql`${products[k]}`), sql`, `);
  const after = sql.join(UPDATED.map((k) => excluded(k)), sql`, `);
  const differs = shelfChange ? sql`(${before}, ${products.isFailure}) is distinct from (${after}, ${shelfChange})` : sql`(${before}) is distinct from (${after})`;
  const values = rows.map((r) => ({ ...r.columns, isFailure: r.onShelf === false ? 1 : 0, stock: 0, validity: today }));
  const { columns, select } = recordSet(products, INSERTED, values);
  const written = rowsOf<{ id: number; code: string; created: boolean }>(
    // `where true`: without it `on conflict` after a FROM item would parse as a join's ON.
    await db.execute(sql`insert into ${products} (${columns}) ${select} where true
      on conflict ("product_code") do update set ${set} where ${differs}
      returning ${products.id} as id, ${products.productCode} as code, (xmax = 0) as created`),
  );
  return new Map(written.map((w) => [w.code, { id: Number(w.id), created: w.created }]));
}

/** upsertProductsNow at the background priority (db/query-priority.ts): buyers' reads go first on PGlite. */
export const upsertProducts = (db: Db, rows: readonly ProductRow[], now?: Date): Promise<BulkAnswer> => inBackground(() => upsertProductsNow(db, rows, now));

async function upsertProductsNow(db: Db, rows: readonly ProductRow[], now = new Date()): Promise<BulkAnswer> {
  const results = new RowResults(rows.map((r) => r.code));
  for (const { row, input } of results.pending(rows)) {
    const problem = productRowProblem(input);
    if (problem) results.refuse(row, problem);
  }
  const classIds = await categoryIds(db, results.pending(rows).map((r) => r.input.category));
  for (const { row, input } of results.pending(rows)) if (!classIds.has(input.category)) results.refuse(row, refusal('unknown_category'));
  const today = chinaDay(now);
  const changed: number[] = [];
  for (const part of chunks(results.pending(rows))) {
    for (const onShelf of [true, false, undefined]) {
      const same = part.filter((p) => p.input.on_shelf === onShelf);
      const written = await upsert(db, same.map((p) => ({ columns: columnsOf(p.input, classIds.get(p.input.category)!), onShelf })), today);
      for (const p of same) {
        const w = written.get(p.input.code);
        if (w) changed.push(w.id);
        results.set(p.row, { result: w === undefined ? 'unchanged' : w.created ? 'created' : 'updated' });
      }
    }
  }
  await productsChanged(db, 'products', changed);
  return results.answer();
}

/** Takes the products off shelf (is_failure 1); a product already off shelf is `unchanged`. */
export async function takeOffShelf(db: Db, codes: readonly string[]): Promise<BulkAnswer> {
  const results = new RowResults(codes);
  const pending = results.pending(codes);
  const known = new Set<string>();
  const changedIds: number[] = [];
  for (const part of chunks(pending.map((p) => p.input), 5000)) {
    const found = await db.select({ code: products.productCode }).from(products).where(inArray(products.productCode, part));
    for (const f of found) known.add(f.code);
    const off = await db
      .update(products)
      .set({ isFailure: 1 })
      .where(sql`${inArray(products.productCode, part)} and ${products.isFailure} <> 1`)
      .returning({ id: products.id, code: products.productCode });
    changedIds.push(...off.map((o) => o.id));
    const changed = new Set(off.map((o) => o.code));
    for (const p of pending) if (changed.has(p.input)) results.set(p.row, { result: 'updated' });
  }
  for (const p of pending) if (!known.has(p.input)) results.refuse(p.row, refusal('unknown_product'));
  await productsChanged(db, 'products', changedIds);
  return results.answer();
}
