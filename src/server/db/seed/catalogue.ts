/**
 * Demo catalogue: categories and products (see products.ts), famous brands, the zones (major, clinic, special price)
 * and the search history behind the hot keywords. Zone products are chosen by rule from what is in the database,
 * so the small and full seeds alike get them. Each part checks its own table.
 */
import { and, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../types';
import { brands, categories, clients, products, searchHistory, zoneProducts } from '../schema';
import { CLIENTS } from './accounts';
import { allLines, CATEGORY_TREE } from './catalogue-data';
import { buildProducts, DEMO_PRODUCTS } from './products';
import { moveSequencesPast } from './sequences';

export type SeedSize = 'full' | 'small';
/**
 * The small seed (tests) holds the featured products and the first pack of every product line, so every name the
 * demo orders, floors and zones look for is there, whatever the number of lines.
 */
export const SEED_PRODUCT_COUNT: Record<SeedSize, number> = { full: 2000, small: Object.keys(DEMO_PRODUCTS).length + allLines().length };

const INSERT_BATCH = 500;

/** Famous brands: [brand as in products.brand, main manufacturer, colour, intro]. */
export const FAMOUS_BRANDS: [string, string, string, string][] = [
  ['999', '华润三九医药股份有限公司', '#c8102e', '华润三九，专注自我诊疗与处方药，"999"感冒灵、皮炎平家喻户晓。'],
  ['以岭', '石家庄以岭药业股份有限公司', '#1d6fb8', '以岭药业，络病理论创新中药，连花清瘟系列抗病毒中成药。'],
  ['云南白药', '云南白药集团股份有限公司', '#a4161a', '百年民族品牌，止血化瘀、活血止痛类中成药的代表。'],
  ['同仁堂', '北京同仁堂股份有限公司同仁堂制药厂', '#7f5539', '始于1669年的中华老字号，"炮制虽繁必不敢省人工"。'],
  ['石药', '石药集团欧意药业有限公司', '#0077b6', '石药集团，抗生素与心脑血管用药的主要生产企业之一。'],
  ['扬子江', '扬子江药业集团有限公司', '#2a9d8f', '扬子江药业，化学药与中成药并举，多个品种居国内前列。'],
  ['齐鲁', '齐鲁制药有限公司', '#264653', '齐鲁制药，抗感染、抗肿瘤等领域的综合性制药企业。'],
  ['恒瑞', '江苏恒瑞医药股份有限公司', '#3a0ca3', '恒瑞医药，创新药研发与制造企业。'],
  ['白云山', '广州白云山制药股份有限公司白云山制药总厂', '#d62828', '广药白云山，化学药与中成药并重的老牌药企。'],
  ['修正', '修正药业集团股份有限公司', '#e76f51', '修正药业，覆盖中成药、化学药与保健品。'],
  ['天士力', '天士力医药集团股份有限公司', '#0f7b6c', '天士力，现代中药代表企业，复方丹参滴丸生产商。'],
  ['片仔癀', '漳州片仔癀药业股份有限公司', '#9c6644', '国家绝密配方中成药片仔癀的生产企业。'],
  ['拜耳', '拜耳医药保健有限公司', '#10384f', '德国拜耳，阿司匹林的发明者，心血管与慢病用药。'],
  ['辉瑞', '辉瑞制药有限公司', '#0093d0', '美国辉瑞，全球领先的研发型制药企业。'],
  ['鱼跃', '江苏鱼跃医疗设备股份有限公司', '#00798c', '鱼跃医疗，血压计、血糖仪、制氧机等家用医疗器械。'],
  ['欧姆龙', '欧姆龙（大连）有限公司', '#005eb8', '欧姆龙健康医疗，电子血压计全球知名品牌。'],
];

/** Keyword and how many times demo clients searched it; the most searched become publicHeader.searchList. */
export const HOT_KEYWORDS: [string, number][] = [
  ['连花清瘟', 30],
  ['阿莫西林', 26],
  ['布洛芬', 24],
  ['板蓝根', 20],
  ['口罩', 18],
  ['感冒灵', 16],
  ['血压计', 12],
  ['复方丹参滴丸', 11],
  ['二甲双胍', 10],
  ['头孢', 9],
  ['维生素C', 8],
  ['蒙脱石散', 7],
];

/** Clinic zone sections and the sub-categories they draw from. */
const CLINIC_SECTIONS: { title: string; subs: string[] }[] = [
  { title: '常用注射剂', subs: ['抗感染注射剂', '输液', '其他注射剂'] },
  { title: '抗感染用药', subs: ['青霉素类', '头孢菌素类', '大环内酯类', '喹诺酮类'] },
  { title: '感冒止咳', subs: ['感冒用药', '止咳化痰', '解热镇痛药'] },
  { title: '诊所器械耗材', subs: ['检测器械', '敷料耗材', '消毒用品'] },
];

const SECTION_SIZE = 12;
const MAJOR_SIZE = 40;
const SPECIAL_SIZE = 30;

/** Category ids by name, for the demo data that names categories (links, zones, coupon scopes). */
export async function categoryIds(db: Db): Promise<(names: string[]) => number[]> {
  const cats = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const idOf = new Map(cats.map((c) => [c.name, c.id]));
  return (names) => names.map((s) => idOf.get(s)).filter((id): id is number => id !== undefined);
}

const buyable = and(gt(products.stock, 0), eq(products.isFailure, 0));

/** Best sellers, one product per generic name, in the given categories (all when omitted). */
export async function bestSellers(db: Db, limit: number, classIds?: number[], exclude: number[] = []) {
  const where = and(
    buyable,
    classIds ? inArray(products.classId, classIds) : undefined,
    exclude.length ? notInArray(products.id, exclude) : undefined,
  );
  const rows = await db
    .selectDistinctOn([products.tyName], { id: products.id, name: products.tyName, sales: products.sales, price: products.priceFen, retail: products.retailPriceFen })
    .from(products)
    .where(where)
    .orderBy(products.tyName, desc(products.sales), products.id);
  return rows.sort((a, b) => b.sales - a.sales || a.id - b.id).slice(0, limit);
}

/** Categories, products and the demo clients' searches, into an empty catalogue. */
async function seedProducts(db: Db, size: SeedSize, today: Date): Promise<void> {
  if ((await db.$count(products)) > 0) return;
  // pinyin is slow: build the rows before the transaction (an open PGlite transaction blocks everything).
  const categoryIdOf = new Map<string, number>();
  let nextCategoryId = 1;
  const categoryRows = CATEGORY_TREE.flatMap((top, i) => {
    const parentId = nextCategoryId++;
    const children = top.children.map((name, j) => {
      const id = nextCategoryId++;
      categoryIdOf.set(name, id);
      return { id, parentId, name, icon: `/img/cat-${i + 1}.svg`, sort: j };
    });
    return [{ id: parentId, parentId: null, name: top.name, icon: `/img/cat-${i + 1}.svg`, sort: i }, ...children];
  });
  const productRows = buildProducts(SEED_PRODUCT_COUNT[size], {
    today,
    classIdOf: (sub) => {
      const id = categoryIdOf.get(sub);
      if (id === undefined) throw new Error(`unknown category ${sub}`);
      return id;
    },
  });
  const searchers = await db
    .select({ id: clients.id })
    .from(clients)
    .where(inArray(clients.username, CLIENTS.map((c) => c.username)))
    .orderBy(clients.id);

  await db.transaction(async (tx) => {
    await tx.insert(categories).values(categoryRows);
    for (let i = 0; i < productRows.length; i += INSERT_BATCH) {
      await tx.insert(products).values(productRows.slice(i, i + INSERT_BATCH).map((p, j) => ({ ...p, id: i + j + 1 })));
    }
    await moveSequencesPast(tx, ['categories', 'products']);
    if (searchers.length) {
      await tx.insert(searchHistory).values(
        HOT_KEYWORDS.flatMap(([keyword, times]) =>
          // Spread over clients, then days: the hot list counts distinct (client, day) pairs (services/catalog/header.ts).
          Array.from({ length: times }, (_, k) => ({
            keyword,
            clientId: searchers[k % searchers.length]?.id ?? null,
            createdAt: new Date(Date.now() - Math.floor(k / searchers.length) * 86_400_000),
          })),
        ),
      );
    }
  });
}

async function seedBrands(db: Db): Promise<void> {
  if ((await db.$count(brands)) > 0) return;
  await db.insert(brands).values(FAMOUS_BRANDS.map(([name, manufacturer, colour, intro], i) => ({ name, manufacturer, colour, intro, sort: i })));
}

async function seedZones(db: Db): Promise<void> {
  if ((await db.$count(zoneProducts)) > 0 || (await db.$count(products)) === 0) return;
  const classIds = await categoryIds(db);
  const major = await bestSellers(db, MAJOR_SIZE);
  const clinic = await Promise.all(CLINIC_SECTIONS.map((s) => bestSellers(db, SECTION_SIZE, classIds(s.subs))));
  // Special price: well-selling products that are not already the best sellers, marked down 20-30 %.
  const special = await bestSellers(db, SPECIAL_SIZE, undefined, major.map((m) => m.id));

  await db.transaction(async (tx) => {
    if (major.length) await tx.insert(zoneProducts).values(major.map((p, i) => ({ zone: 'major', productId: p.id, sort: i })));
    const clinicRows = CLINIC_SECTIONS.flatMap((s, i) =>
      (clinic[i] ?? []).map((p, j) => ({ zone: 'clinic', productId: p.id, section: s.title, sort: i * 100 + j })),
    );
    const seen = new Set<number>();
    const uniqueClinic = clinicRows.filter((r) => !seen.has(r.productId) && seen.add(r.productId));
    if (uniqueClinic.length) await tx.insert(zoneProducts).values(uniqueClinic);
    if (special.length) {
      await tx.insert(zoneProducts).values(
        special.map((p, i) => ({
          zone: 'special',
          productId: p.id,
          sort: i,
          // 20 %-30 % off, rounded to 10 fen, but the usual price stays below the suggested retail price (a
          // wholesale price above retail is what a pharmacist would not believe).
          originalPriceFen: Math.max(
            p.price + 10,
            Math.min(Math.round(p.price / (0.7 + (i % 3) * 0.05) / 10) * 10, Math.floor((p.retail * 0.92) / 10) * 10),
          ),
        })),
      );
      // The 特价 tag is public (visitors see the tag, not the prices), like the other tags of a product.
      await tx
        .update(products)
        .set({ tags: sql`array_append(${products.tags}, '特价')` })
        .where(inArray(products.id, special.map((p) => p.id)));
    }
  });
}

/** Runs after the accounts (the search history names demo clients). */
export async function seedCatalogue(db: Db, size: SeedSize, today: Date): Promise<void> {
  await seedProducts(db, size, today);
  await seedBrands(db);
  await seedZones(db);
}
