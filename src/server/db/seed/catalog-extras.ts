/**
 * Demo merchandising for the catalogue pages: banners, home floors, zones (major, clinic, special price), famous
 * brands and the product scopes of the demo coupons (ids 1..8 of account-extras.ts). Products are chosen by rule
 * from what is in the database, so this works on the small and full seeds alike and fills an existing database:
 * it runs only while its own tables are empty.
 */
import { and, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { banners, brands, categories, couponScopes, floorProducts, homeFloors, products, zoneProducts } from '../schema';

const FLOOR_SIZE = 10;

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

const BANNERS: (typeof banners.$inferInsert)[] = [
  { title: '冬季感冒季 备货正当时', subtitle: '感冒用药、解热镇痛热销品种 现货直发', theme: 'green', url: '/category?ClassID={呼吸系统}', sort: 1 },
  { title: '特价专区 限时直降', subtitle: '精选品种 低至八折 售完即止', theme: 'red', url: '/specialZone', sort: 2 },
  { title: '品牌厂家 正品保障', subtitle: '华润三九、以岭、同仁堂等名厂直供', theme: 'blue', url: '/famousManufacturer', sort: 3 },
  { title: '诊所专区 一站配齐', subtitle: '注射剂、抗感染、器械耗材 诊所常备', theme: 'teal', url: '/clinicZone', sort: 4 },
];

/** Floors: title, subtitle, the categories (sub-category names) or the rule they draw from, and the more-link. */
const FLOORS: { title: string; subtitle: string; subs?: string[]; url: string }[] = [
  { title: '热销推荐', subtitle: '药店诊所都在买', url: '/category?sort=sales' },
  { title: '感冒发热', subtitle: '换季高发 及时补货', subs: ['感冒用药', '解热镇痛药', '止咳化痰'], url: '/category?ClassID={呼吸系统}' },
  { title: '慢病用药', subtitle: '降压 降糖 降脂', subs: ['降压药', '降糖药', '降脂药'], url: '/category?ClassID={心脑血管}' },
  { title: '中药饮片', subtitle: '道地药材 规范炮制', subs: ['根茎类', '花叶类', '果实种子类'], url: '/category?ClassID={中药饮片}' },
  { title: '医疗器械', subtitle: '家用检测 敷料耗材', subs: ['检测器械', '敷料耗材', '护理器械'], url: '/category?ClassID={医疗器械}' },
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

const buyable = and(gt(products.stock, 0), eq(products.isFailure, 0));

export async function seedCatalogExtras(db: Db): Promise<boolean> {
  if ((await db.$count(banners)) > 0 || (await db.$count(products)) === 0) return false;

  const cats = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const catId = new Map(cats.map((c) => [c.name, c.id]));
  const fillUrl = (url: string) => url.replace(/\{(.+?)\}/g, (_, name: string) => String(catId.get(name) ?? ''));
  const subIds = (subs: string[]) => subs.map((s) => catId.get(s)).filter((id): id is number => id !== undefined);

  /** Best sellers, one product per generic name, in the given sub-categories (all when omitted). */
  const topDistinct = async (limit: number, subs?: string[], exclude: number[] = []) => {
    const where = and(
      buyable,
      subs ? inArray(products.classId, subIds(subs)) : undefined,
      exclude.length ? notInArray(products.id, exclude) : undefined,
    );
    const rows = await db
      .selectDistinctOn([products.tyName], { id: products.id, name: products.tyName, sales: products.sales, price: products.priceFen })
      .from(products)
      .where(where)
      .orderBy(products.tyName, desc(products.sales), products.id);
    return rows.sort((a, b) => b.sales - a.sales || a.id - b.id).slice(0, limit);
  };

  const floorRows = await Promise.all(FLOORS.map((f) => topDistinct(FLOOR_SIZE, f.subs)));
  const major = await topDistinct(MAJOR_SIZE);
  const clinic = await Promise.all(CLINIC_SECTIONS.map((s) => topDistinct(SECTION_SIZE, s.subs)));
  // Special price: well-selling products that are not already the best sellers, marked down 20-30 %.
  const special = await topDistinct(SPECIAL_SIZE, undefined, major.map((m) => m.id));
  const brandRows = FAMOUS_BRANDS.map(([name, manufacturer, colour, intro], i) => ({ name, manufacturer, colour, intro, sort: i }));
  const newProducts = await db.select({ id: products.id }).from(products).where(sql`'新品' = any(${products.tags})`).limit(60);

  await db.transaction(async (tx) => {
    await tx.insert(banners).values(BANNERS.map((b) => ({ ...b, url: fillUrl(b.url) })));
    for (const [i, f] of FLOORS.entries()) {
      const [floor] = await tx
        .insert(homeFloors)
        .values({ title: f.title, subtitle: f.subtitle, url: fillUrl(f.url), sort: i })
        .returning({ id: homeFloors.id });
      const list = floorRows[i] ?? [];
      if (floor && list.length) await tx.insert(floorProducts).values(list.map((p, j) => ({ floorId: floor.id, productId: p.id, sort: j })));
    }
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
          // 20 %-30 % off, rounded to 10 fen.
          originalPriceFen: Math.round((p.price / (0.7 + (i % 3) * 0.05)) / 10) * 10,
        })),
      );
    }
    await tx.insert(brands).values(brandRows);
    // Demo coupons (account-extras.ts ids): 1 new products, 3 cold and fever, 4 clinic zone, 8 famous-brand week;
    // 2, 5, 6 and 7 have no rows: they apply store-wide.
    const scopeRows: (typeof couponScopes.$inferInsert)[] = [
      ...newProducts.map((p) => ({ couponId: 1, productId: p.id })),
      ...subIds(['感冒用药', '解热镇痛药']).map((classId) => ({ couponId: 3, classId })),
      ...uniqueClinic.map((r) => ({ couponId: 4, productId: r.productId })),
      ...['999', '以岭', '云南白药', '同仁堂'].map((brand) => ({ couponId: 8, brand })),
    ];
    if (scopeRows.length) await tx.insert(couponScopes).values(scopeRows);
  });
  return true;
}
