/**
 * Demo coupons: one of every kind (running, ended, starting today), the ones demo clients have claimed or used, and
 * the products some of them apply to. Each part checks its own table.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../types';
import { clientCoupons, clients, coupons, couponScopes, products, zoneProducts } from '../schema';
import { categoryIds } from './catalogue';
import { moveSequencesPast } from './sequences';

const DAY = 86_400_000;

type CouponSeed = Omit<typeof coupons.$inferInsert, 'startTime' | 'endTime'> & { startDays: number; endDays: number };

/** Ids 1..8 in this order (COUPON_SCOPES and the tests name them). */
const COUPONS: CouponSeed[] = [
  { typeName: '满减券', couponType: 1, amountFen: 10000, payvalueFen: 100000, couponTitle: '满1000减100', actName: '新品上市季', total: 500, startDays: -10, endDays: 30 },
  { typeName: '满减券', couponType: 1, amountFen: 5000, payvalueFen: 50000, couponTitle: '满500减50', actName: '全场通用', total: 1000, startDays: -5, endDays: 20 },
  { typeName: '折扣券', couponType: 2, configJson: [{ step1_price: '500.00', step1_discount: '95' }], maxDiscountFen: 10000, couponTitle: '满500享9.5折', actName: '感冒用药专场', total: 300, startDays: -3, endDays: 15 },
  { typeName: '满减券', couponType: 1, amountFen: 1500, payvalueFen: 20000, couponTitle: '满200减15', actName: '诊所专享', total: 800, startDays: -1, endDays: 10 },
  { typeName: '满减券', couponType: 1, amountFen: 6000, payvalueFen: 80000, couponTitle: '满800减60', actName: '上月回馈', total: 200, startDays: -40, endDays: 40 },
  { typeName: '满减券', couponType: 1, amountFen: 3000, payvalueFen: 30000, couponTitle: '满300减30', actName: '年中促销', total: 200, startDays: -60, endDays: -2 },
  { typeName: '满减券', couponType: 1, amountFen: 50000, payvalueFen: 500000, couponTitle: '满5000减500', actName: '连锁大客户', total: 50, startDays: -7, endDays: 60 },
  { typeName: '折扣券', couponType: 2, configJson: [{ step1_price: '2000.00', step1_discount: '90' }], maxDiscountFen: 30000, couponTitle: '满2000享9折', actName: '品牌厂家周', total: 100, startDays: 0, endDays: 7 },
];

/** Claimed coupons: [username, coupon id, 'usable' | 'used']. Usable spend-and-save ones add up to couponFen. */
const CLAIMS: [string, number, 'usable' | 'used'][] = [
  ['yaofang01', 1, 'usable'],
  ['yaofang01', 2, 'usable'],
  ['yaofang01', 5, 'used'],
  ['yaofang01', 6, 'usable'], // coupon 6 has ended: expired for yaofang01
  ['zhensuo01', 2, 'usable'],
  ['zongbu01', 7, 'usable'],
];

/** Products the coupons apply to; 2, 5, 6 and 7 have none: they apply store-wide. */
const COUPON_SCOPES = {
  newProducts: 1,
  /** Cold and fever: these sub-categories. */
  coldAndFever: { couponId: 3, subs: ['感冒用药', '解热镇痛药'] },
  clinicZone: 4,
  /** Famous-brand week: these brands. */
  brandWeek: { couponId: 8, brands: ['999', '以岭', '云南白药', '同仁堂'] },
};
const NEW_PRODUCTS_IN_SCOPE = 60;

async function seedCoupons(db: Db, today: Date): Promise<void> {
  if ((await db.$count(coupons)) > 0) return;
  const users = await db
    .select({ id: clients.id, username: clients.username })
    .from(clients)
    .where(inArray(clients.username, [...new Set(CLAIMS.map((c) => c[0]))]));
  const idOf = new Map(users.map((u) => [u.username, u.id]));
  const claimedCount = (couponId: number) => CLAIMS.filter((c) => c[1] === couponId && idOf.has(c[0])).length;
  await db.transaction(async (tx) => {
    await tx.insert(coupons).values(
      COUPONS.map(({ startDays, endDays, ...c }, i) => ({
        ...c,
        id: i + 1,
        startTime: new Date(today.getTime() + startDays * DAY),
        endTime: new Date(today.getTime() + endDays * DAY),
        claimed: claimedCount(i + 1),
      })),
    );
    await moveSequencesPast(tx, ['coupons']);
    const claims = CLAIMS.flatMap(([username, couponId, state]) => {
      const clientId = idOf.get(username);
      if (!clientId) return [];
      const claimedAt = new Date(today.getTime() - 3 * DAY);
      return [{ clientId, couponId, claimedAt, usedAt: state === 'used' ? new Date(today.getTime() - DAY) : null }];
    });
    if (claims.length) await tx.insert(clientCoupons).values(claims);
  });
}

/** Runs after the catalogue's zones (coupon 4 applies to the clinic zone). */
async function seedCouponScopes(db: Db): Promise<void> {
  if ((await db.$count(couponScopes)) > 0 || (await db.$count(products)) === 0) return;
  const { newProducts, coldAndFever, clinicZone, brandWeek } = COUPON_SCOPES;
  const fresh = await db
    .select({ id: products.id })
    .from(products)
    .where(sql`'新品' = any(${products.tags})`)
    .orderBy(products.id)
    .limit(NEW_PRODUCTS_IN_SCOPE);
  const clinic = await db
    .select({ id: zoneProducts.productId })
    .from(zoneProducts)
    .where(eq(zoneProducts.zone, 'clinic'))
    .orderBy(zoneProducts.sort);
  const classIds = await categoryIds(db);
  const rows: (typeof couponScopes.$inferInsert)[] = [
    ...fresh.map((p) => ({ couponId: newProducts, productId: p.id })),
    ...classIds(coldAndFever.subs).map((classId) => ({ couponId: coldAndFever.couponId, classId })),
    ...clinic.map((p) => ({ couponId: clinicZone, productId: p.id })),
    ...brandWeek.brands.map((brand) => ({ couponId: brandWeek.couponId, brand })),
  ];
  if (rows.length) await db.insert(couponScopes).values(rows);
}

/** Runs after the accounts (claims name demo clients) and the catalogue. */
export async function seedPromotions(db: Db, today: Date): Promise<void> {
  await seedCoupons(db, today);
  await seedCouponScopes(db);
}
