/**
 * Demo coupons: one of every kind (running, ended, starting today), the ones demo clients have claimed or used, and
 * the products some of them apply to; demo seckills and group purchases in every state, add-on-price offers and market limits. Each part checks its own table.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../types';
import { addPriceOffers, clientCoupons, clients, coupons, couponScopes, groupPurchases, products, seckills, zoneProducts } from '../schema';
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

const HOUR = 3_600_000;

/**
 * Demo seckills, one per product line (the first pack on sale of that name), so the page shows every state: running
 * with hours or days left, one nearly and one fully sold out, one starting within the hour, one tomorrow and one
 * ended this morning. `pct` is the seckill price in percent of the product's price (rounded to 10 fen); `sold`
 * units are already taken (held by orders of other buyers, not seeded: the stock is only the campaign's counter).
 */
const SECKILLS: { name: string; title: string; pct: number; stock: number; sold: number; orderLimit: number; clientLimit: number; minNum: number; startH: number; endH: number }[] = [
  { name: '连花清瘟胶囊', title: '换季囤货', pct: 78, stock: 200, sold: 64, orderLimit: 20, clientLimit: 40, minNum: 0, startH: -2, endH: 6 },
  { name: '阿莫西林胶囊', title: '常备抗感染', pct: 70, stock: 500, sold: 120, orderLimit: 50, clientLimit: 100, minNum: 10, startH: -5, endH: 30 },
  { name: '布洛芬缓释胶囊', title: '退热止痛', pct: 75, stock: 300, sold: 282, orderLimit: 10, clientLimit: 20, minNum: 0, startH: -1, endH: 3 },
  { name: '蒙脱石散', title: '肠胃专场', pct: 80, stock: 150, sold: 150, orderLimit: 10, clientLimit: 10, minNum: 0, startH: -3, endH: 20 },
  { name: '复方丹参滴丸', title: '心脑血管周', pct: 82, stock: 120, sold: 18, orderLimit: 6, clientLimit: 12, minNum: 0, startH: -24, endH: 72 },
  { name: '医用外科口罩', title: '诊所防护', pct: 65, stock: 1000, sold: 0, orderLimit: 100, clientLimit: 200, minNum: 0, startH: 1, endH: 25 },
  { name: '感冒灵颗粒', title: '明日开抢', pct: 72, stock: 400, sold: 0, orderLimit: 30, clientLimit: 60, minNum: 0, startH: 20, endH: 44 },
  { name: '维生素C片', title: '早场秒杀', pct: 60, stock: 300, sold: 300, orderLimit: 20, clientLimit: 20, minNum: 0, startH: -10, endH: -2 },
];

async function seedSeckills(db: Db, today: Date): Promise<void> {
  if ((await db.$count(seckills)) > 0 || (await db.$count(products)) === 0) return;
  const onSale = await db
    .select({ id: products.id, tyName: products.tyName, priceFen: products.priceFen })
    .from(products)
    .where(sql`${products.tyName} in ${SECKILLS.map((s) => s.name)} and ${products.isFailure} = 0 and ${products.stock} > 0 and ${products.specialCategory} is null`)
    .orderBy(products.id);
  const first = new Map<string, (typeof onSale)[number]>();
  for (const p of onSale) if (!first.has(p.tyName)) first.set(p.tyName, p);
  const rows = SECKILLS.flatMap((s) => {
    const p = first.get(s.name);
    if (!p) return [];
    const priceFen = Math.max(10, Math.round((p.priceFen * s.pct) / 1000) * 10);
    return [
      {
        productId: p.id,
        title: s.title,
        priceFen: Math.min(priceFen, p.priceFen - 1),
        stock: s.stock,
        sold: s.sold,
        orderLimit: s.orderLimit,
        clientLimit: s.clientLimit,
        minNum: s.minNum,
        startTime: new Date(today.getTime() + s.startH * HOUR),
        endTime: new Date(today.getTime() + s.endH * HOUR),
      },
    ];
  });
  if (rows.length) await db.insert(seckills).values(rows);
}

/**
 * Demo group purchases (团购): open with days or hours to the close, one opening tomorrow, one that failed
 * yesterday (nobody paid: it settled without orders), one reached last week. `pct` as for the seckills; `target` is
 * the minimum in paid units. Their paid orders: seed/group-orders.ts.
 */
const GROUPS: { name: string; title: string; pct: number; target: number; stock: number; purchaseMin: number; orderLimit: number; startH: number; endH: number; state: 0 | 1 | 2 }[] = [
  { name: '阿托伐他汀钙片', title: '慢病用药拼团', pct: 85, target: 200, stock: 1000, purchaseMin: 10, orderLimit: 200, startH: -48, endH: 72, state: 0 },
  { name: '健胃消食片', title: '诊所常备拼团', pct: 80, target: 100, stock: 500, purchaseMin: 5, orderLimit: 100, startH: -6, endH: 10, state: 0 },
  { name: '板蓝根颗粒', title: '秋冬储备团', pct: 82, target: 300, stock: 2000, purchaseMin: 10, orderLimit: 500, startH: -24, endH: 120, state: 0 },
  { name: '藿香正气水', title: '夏季防暑团', pct: 78, target: 150, stock: 600, purchaseMin: 10, orderLimit: 100, startH: 24, endH: 96, state: 0 },
  { name: '复方丹参滴丸', title: '心脑血管拼团', pct: 86, target: 120, stock: 400, purchaseMin: 2, orderLimit: 50, startH: -96, endH: -20, state: 2 },
  { name: '感冒灵颗粒', title: '换季感冒药拼团', pct: 80, target: 100, stock: 600, purchaseMin: 10, orderLimit: 100, startH: -120, endH: -30, state: 1 },
];

async function seedGroups(db: Db, today: Date): Promise<void> {
  if ((await db.$count(groupPurchases)) > 0 || (await db.$count(products)) === 0) return;
  const onSale = await db
    .select({ id: products.id, tyName: products.tyName, priceFen: products.priceFen })
    .from(products)
    .where(sql`${products.tyName} in ${GROUPS.map((g) => g.name)} and ${products.isFailure} = 0 and ${products.stock} > 0 and ${products.specialCategory} is null`)
    .orderBy(products.id);
  const first = new Map<string, (typeof onSale)[number]>();
  for (const p of onSale) if (!first.has(p.tyName)) first.set(p.tyName, p);
  const rows = GROUPS.flatMap((g) => {
    const p = first.get(g.name);
    if (!p) return [];
    const endTime = new Date(today.getTime() + g.endH * HOUR);
    return [
      {
        productId: p.id,
        title: g.title,
        priceFen: Math.min(Math.max(10, Math.round((p.priceFen * g.pct) / 1000) * 10), p.priceFen - 1),
        target: g.target,
        stock: g.stock,
        purchaseMin: g.purchaseMin,
        orderLimit: g.orderLimit,
        startTime: new Date(today.getTime() + g.startH * HOUR),
        endTime,
        state: g.state,
        closedAt: g.state === 0 ? null : endTime,
      },
    ];
  });
  if (rows.length) await db.insert(groupPurchases).values(rows);
}

/**
 * Demo add-on-price offers (加价购): a cheap companion product for a few yuan once the main products of the offer
 * reach the threshold in the cart (the first pack on sale of each name).
 */
const ADD_PRICE: { name: string; price: string; threshold: number; mains: string[] }[] = [
  { name: '医用外科口罩', price: '1.00', threshold: 20000, mains: ['阿莫西林胶囊', '连花清瘟胶囊', '布洛芬缓释胶囊'] },
  { name: '维生素C片', price: '0.50', threshold: 10000, mains: ['感冒灵颗粒', '板蓝根颗粒'] },
];

async function seedAddPrice(db: Db, today: Date): Promise<void> {
  if ((await db.$count(addPriceOffers)) > 0 || (await db.$count(products)) === 0) return;
  const names = [...new Set(ADD_PRICE.flatMap((o) => [o.name, ...o.mains]))];
  const onSale = await db
    .select({ id: products.id, tyName: products.tyName })
    .from(products)
    .where(sql`${products.tyName} in ${names} and ${products.isFailure} = 0 and ${products.stock} > 0 and ${products.specialCategory} is null`)
    .orderBy(products.id);
  const first = new Map<string, number>();
  for (const p of onSale) if (!first.has(p.tyName)) first.set(p.tyName, p.id);
  const rows = ADD_PRICE.flatMap((o) => {
    const productId = first.get(o.name);
    const mains = o.mains.map((m) => first.get(m)).filter((id): id is number => id !== undefined);
    if (!productId || mains.length === 0) return [];
    return [{ productId, priceFen: Math.round(Number(o.price) * 100), thresholdFen: o.threshold, mainProductIds: mains, startTime: new Date(today.getTime() - 24 * HOUR), endTime: new Date(today.getTime() + 30 * 24 * HOUR) }];
  });
  if (rows.length) await db.insert(addPriceOffers).values(rows);
}

/**
 * Demo market (control-sale) limits: compound preparations with pseudoephedrine sold in small lots per order, each
 * name with its own market id.
 */
const MARKET_LIMITS: { name: string; max: number; why: string }[] = [
  { name: '酚麻美敏片', max: 20, why: '含麻黄碱类复方制剂' },
  { name: '复方盐酸伪麻黄碱缓释胶囊', max: 20, why: '含麻黄碱类复方制剂' },
  { name: '氨酚伪麻美芬片', max: 10, why: '控销品种' },
];

/** The limit is raised to a whole number of middle packs (a limit below one pack would sell nothing). */
async function seedMarketLimits(db: Db): Promise<void> {
  const [marked] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(sql`${products.marketId} > 0`);
  if ((marked?.n ?? 0) > 0) return;
  for (const m of MARKET_LIMITS) {
    const max = sql`(ceil(${m.max}::numeric / ${products.zhongbaozhuangNum}) * ${products.zhongbaozhuangNum})::int`;
    await db
      .update(products)
      .set({ marketId: products.id, marketMaxBuyNum: max, marketMsg: sql`${m.why + '，每单限购'} || ${max} || ${products.productDw}` })
      .where(eq(products.tyName, m.name));
  }
}

/** Runs after the accounts (claims name demo clients) and the catalogue. */
export async function seedPromotions(db: Db, today: Date): Promise<void> {
  await seedCoupons(db, today);
  await seedCouponScopes(db);
  await seedSeckills(db, today);
  await seedGroups(db, today);
  await seedAddPrice(db, today);
  await seedMarketLimits(db);
}
