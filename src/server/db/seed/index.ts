/**
 * Seeds an empty database with the demo data. Deterministic: the same ids and products on every machine (only
 * password salts and the dates, relative to today, differ). Does nothing when products already exist.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  announcements,
  categories,
  clients,
  companies,
  products,
  salesmanClients,
  salesmen,
  searchHistory,
} from '../schema';
import { hashPassword } from '../../lib/password';
import { DEMO_PASSWORD } from '../../demo-accounts';
import { CATEGORY_TREE } from './catalogue-data';
import { CLIENTS, COMPANIES, SALESMEN } from './accounts';
import { ANNOUNCEMENTS, HOT_KEYWORDS } from './content';
import { buildProducts } from './products';
import { seedAccountExtras } from './account-extras';
import { seedCatalogExtras } from './catalog-extras';

export type SeedSize = 'full' | 'small';
export const SEED_PRODUCT_COUNT: Record<SeedSize, number> = { full: 2000, small: 400 };

const INSERT_BATCH = 500;

export async function seedDatabase(db: Db, size: SeedSize, today = new Date()): Promise<boolean> {
  if ((await db.$count(products)) > 0) return (await seedAccountExtras(db, today), await seedCatalogExtras(db), false);

  // Slow work (scrypt, pinyin) happens before the transaction: an open PGlite transaction blocks everything.
  const hashes = await Promise.all([...CLIENTS, ...SALESMEN].map(() => hashPassword(DEMO_PASSWORD)));
  const categoryIds = new Map<string, number>();
  let nextCategoryId = 1;
  const categoryRows = CATEGORY_TREE.flatMap((top, i) => {
    const parentId = nextCategoryId++;
    const children = top.children.map((name, j) => {
      const id = nextCategoryId++;
      categoryIds.set(name, id);
      return { id, parentId, name, icon: `/img/cat-${i + 1}.svg`, sort: j };
    });
    return [{ id: parentId, parentId: null, name: top.name, icon: `/img/cat-${i + 1}.svg`, sort: i }, ...children];
  });
  const productRows = buildProducts(SEED_PRODUCT_COUNT[size], {
    today,
    classIdOf: (sub) => {
      const id = categoryIds.get(sub);
      if (id === undefined) throw new Error(`unknown category ${sub}`);
      return id;
    },
  });

  await db.transaction(async (tx) => {
    await tx.insert(companies).values(COMPANIES.map((c, i) => ({ ...c, id: i + 1 })));
    await tx.insert(categories).values(categoryRows);
    const clientIds = await tx
      .insert(clients)
      .values(CLIENTS.map((c, i) => ({ ...c, id: i + 1, passwordHash: hashes[i] ?? '' })))
      .returning({ id: clients.id, username: clients.username });
    const idOf = new Map(clientIds.map((c) => [c.username, c.id]));
    for (const [i, s] of SALESMEN.entries()) {
      const [row] = await tx
        .insert(salesmen)
        .values({ id: i + 1, username: s.username, name: s.name, phone: s.phone, companyId: s.companyId, passwordHash: hashes[CLIENTS.length + i] ?? '' })
        .returning({ id: salesmen.id });
      if (!row) throw new Error('salesman insert failed');
      await tx.insert(salesmanClients).values(s.clients.map((u) => ({ salesmanId: row.id, clientId: idOf.get(u) ?? 0 })));
    }
    for (let i = 0; i < productRows.length; i += INSERT_BATCH) {
      await tx.insert(products).values(productRows.slice(i, i + INSERT_BATCH).map((p, j) => ({ ...p, id: i + j + 1 })));
    }
    await tx.insert(announcements).values(
      ANNOUNCEMENTS.map((a, i) => ({
        id: i + 1,
        title: a.title,
        contentHtml: a.contentHtml,
        createdAt: new Date(today.getTime() - a.daysAgo * 86_400_000),
      })),
    );
    const clientIdList = clientIds.map((c) => c.id);
    await tx.insert(searchHistory).values(
      HOT_KEYWORDS.flatMap(([keyword, times]) =>
        Array.from({ length: times }, (_, k) => ({ keyword, clientId: clientIdList[k % clientIdList.length] ?? null })),
      ),
    );
    // Explicit ids were given above; move the sequences past them so later inserts do not collide.
    for (const table of ['companies', 'categories', 'clients', 'salesmen', 'products', 'announcements']) {
      await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`));
    }
  });
  await seedAccountExtras(db, today);
  await seedCatalogExtras(db);
  return true;
}
