/**
 * Prices an ERP pushes (issue 27): base and client-type prices (POST /api/open/prices) and agreed prices per client
 * with their validity (POST /api/open/agreed-prices), in the tables the buyer's price is read from
 * (services/prices/effective.ts, model/effective-price.ts). Each chunk of rows is one transaction, so a row is
 * applied whole; a row equal to what is stored is `unchanged`. Changes drop the cached prices on every instance
 * (`prices` / `products` notices) and, for agreed prices, the sessions of the clients concerned (`clients`: whether
 * a client has agreed prices decides whose cached answers it shares).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AgreedRow, BulkAnswer, PriceRow } from '../../../contract/open';
import { parsePrice } from '../../../model/effective-price';
import { agreedRowProblem, refusal } from '../../../model/erp-rows';
import type { Db } from '../../db/client';
import { inBackground } from '../../db/query-priority';
import { clientAgreedPrices, clients, products, productTypePrices } from '../../db/schema';
import { publish } from '../../notices/bus';
import { catalogueChanged, productsChanged } from '../../notices/catalogue';
import { chunks, groupBy, knownProducts, recordSet, RowResults } from './bulk';

const fen = (yuan: string): number | null => {
  const p = parsePrice(yuan);
  return 'fen' in p ? p.fen : null;
};

const typeKey = (list: readonly { clientType: number; priceFen: number }[]) =>
  [...list].sort((a, b) => a.clientType - b.clientType).map((t) => `${t.clientType}:${t.priceFen}`).join(',');

/** upsertPricesNow at the background priority (db/query-priority.ts): buyers' reads go first on PGlite. */
export const upsertPrices = (db: Db, rows: readonly PriceRow[]): Promise<BulkAnswer> => inBackground(() => upsertPricesNow(db, rows));

async function upsertPricesNow(db: Db, rows: readonly PriceRow[]): Promise<BulkAnswer> {
  const results = new RowResults(rows.map((r) => r.code));
  for (const { row, input } of results.pending(rows)) {
    const types = input.type_prices ?? [];
    if ((input.base_price !== undefined && fen(input.base_price) === null) || types.some((t) => fen(t.price) === null)) results.refuse(row, refusal('bad_price'));
    else if (new Set(types.map((t) => t.client_type)).size !== types.length) results.refuse(row, refusal('duplicate_client_type'));
  }
  const ids = await knownProducts(db, results, rows);
  const baseIds: number[] = [];
  let typesChanged = false;
  for (const part of chunks(results.pending(rows))) {
    const items = part.map((p) => ({ ...p, id: ids.get(p.input.code)! }));
    const productIds = items.map((p) => p.id);
    await db.transaction(async (tx) => {
      const base = new Map((await tx.select({ id: products.id, priceFen: products.priceFen }).from(products).where(inArray(products.id, productIds))).map((p) => [p.id, p.priceFen]));
      const typed = await tx.select().from(productTypePrices).where(inArray(productTypePrices.productId, productIds));
      // Set-based: one UPDATE for the base prices that changed, one DELETE and one INSERT for the type-price lists.
      const baseRows: { id: number; fen: number }[] = [];
      const typeIds: number[] = [];
      const typeRows: { productId: number; clientType: number; priceFen: number }[] = [];
      const typedOf = groupBy(typed, (t) => t.productId);
      for (const item of items) {
        const baseFen = item.input.base_price === undefined ? null : fen(item.input.base_price);
        const baseMoves = baseFen !== null && base.get(item.id) !== baseFen;
        if (baseFen !== null && baseMoves) baseRows.push({ id: item.id, fen: baseFen });
        let typesMove = false;
        if (item.input.type_prices) {
          const next = item.input.type_prices.map((t) => ({ productId: item.id, clientType: t.client_type, priceFen: fen(t.price)! }));
          typesMove = typeKey(typedOf.get(item.id) ?? []) !== typeKey(next);
          if (typesMove) {
            typeIds.push(item.id);
            typeRows.push(...next);
          }
        }
        results.set(item.row, { result: baseMoves || typesMove ? 'updated' : 'unchanged' });
      }
      if (baseRows.length) {
        const v = recordSet(products, ['id', 'priceFen'], baseRows.map((b) => ({ id: b.id, priceFen: b.fen })));
        await tx.execute(sql`update products p set price_fen = v.price_fen from (${v.select}) as v where p.id = v.id`);
        baseIds.push(...baseRows.map((b) => b.id));
      }
      if (typeIds.length) {
        await tx.delete(productTypePrices).where(inArray(productTypePrices.productId, typeIds));
        const t = recordSet(productTypePrices, ['productId', 'clientType', 'priceFen'], typeRows);
        await tx.execute(sql`insert into ${productTypePrices} (${t.columns}) ${t.select}`);
        typesChanged = true;
      }
    });
  }
  await productsChanged(db, 'products', baseIds);
  if (typesChanged) await catalogueChanged(db, 'prices');
  return results.answer();
}

/** upsertAgreedPricesNow at the background priority (db/query-priority.ts): buyers' reads go first on PGlite. */
export const upsertAgreedPrices = (db: Db, rows: readonly AgreedRow[]): Promise<BulkAnswer> => inBackground(() => upsertAgreedPricesNow(db, rows));

async function upsertAgreedPricesNow(db: Db, rows: readonly AgreedRow[]): Promise<BulkAnswer> {
  const clientKey = (r: AgreedRow) => r.client.trim().toLowerCase();
  const results = new RowResults(rows.map((r) => r.code), rows.map((r) => `${r.code}\n${clientKey(r)}`));
  for (const { row, input } of results.pending(rows)) {
    const problem = agreedRowProblem(input);
    if (problem) results.refuse(row, problem);
  }
  const ids = await knownProducts(db, results, rows);
  const names = [...new Set(results.pending(rows).map((p) => clientKey(p.input)))];
  const clientIds = new Map<string, number>();
  for (const part of chunks(names, 5000)) {
    const found = await db.select({ id: clients.id, name: sql<string>`lower(${clients.username})` }).from(clients).where(inArray(sql`lower(${clients.username})`, part));
    for (const c of found) clientIds.set(c.name, c.id);
  }
  for (const { row, input } of results.pending(rows)) if (!clientIds.has(clientKey(input))) results.refuse(row, refusal('unknown_client'));
  const touched = new Set<number>();
  for (const part of chunks(results.pending(rows))) {
    await db.transaction(async (tx) => {
      for (const { row, input } of part) {
        const productId = ids.get(input.code)!;
        const clientId = clientIds.get(clientKey(input))!;
        const priceFen = fen(input.price)!;
        const [was] = await tx
          .select()
          .from(clientAgreedPrices)
          .where(and(eq(clientAgreedPrices.productId, productId), eq(clientAgreedPrices.clientId, clientId)));
        if (was && was.priceFen === priceFen && was.validFrom === input.valid_from && was.validUntil === input.valid_until) {
          results.set(row, { result: 'unchanged' });
          continue;
        }
        const values = { productId, clientId, priceFen, validFrom: input.valid_from, validUntil: input.valid_until };
        await tx
          .insert(clientAgreedPrices)
          .values(values)
          .onConflictDoUpdate({ target: [clientAgreedPrices.productId, clientAgreedPrices.clientId], set: { priceFen, validFrom: values.validFrom, validUntil: values.validUntil, updatedAt: sql`now()` } });
        touched.add(clientId);
        results.set(row, { result: was ? 'updated' : 'created' });
      }
    });
  }
  if (touched.size) {
    await catalogueChanged(db, 'prices');
    await publish(db, { kind: 'clients', ids: [...touched] });
  }
  return results.answer();
}
