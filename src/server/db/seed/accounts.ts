/**
 * Demo accounts: companies, clients and salesmen (see src/server/demo-accounts.ts for the logins), the areas of the
 * address dialog, the demo clinic-system partner, a client buying from two companies and the clients' profiles.
 * Each part checks its own table, so this also fills a database seeded before that table existed.
 */
import { eq, inArray } from 'drizzle-orm';
import { DEMO_CIS_SECRET } from '../../constants';
import type { Db } from '../types';
import {
  cisPartnerClients,
  cisPartners,
  clientCompanies,
  clientProfiles,
  clients,
  companies,
  payPasswords,
  salesmanClients,
  salesmen,
} from '../schema';
import { CHECK_STATUS, CLIENT_STATUS } from '../../constants';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PAY_PASSWORD } from '../../demo-accounts';
import { bulkInsert } from './bulk';
import { hashPassword } from '../../lib/password';
import { seedAreas } from './areas';
import { moveSequencesPast } from './sequences';

type NewClient = Omit<typeof clients.$inferInsert, 'passwordHash'>;

/** Inserted in this order into an empty database, so ids are 1..4; company 4 serves other provinces. */
export const COMPANIES: (typeof companies.$inferInsert)[] = [
  { name: '药采医药（上海）有限公司', province: '上海市' },
  { name: '药采医药（江苏）有限公司', province: '江苏省' },
  { name: '药采医药（安徽）有限公司', province: '安徽省' },
  { name: '药采医药（浙江）有限公司', province: '浙江省' },
];

const ALL_SCOPES = [0, 1, 2];
const shanghai = (area: string, address: string) => ({ province: '上海市', city: '上海市', area, address });

/** Ids 1..11 in this order. */
export const CLIENTS: NewClient[] = [
  {
    username: 'yaofang01', clientType: 1, name: '康宁大药房', contact: '王芳', phone: '13812345601', companyId: 1,
    ...shanghai('浦东新区', '张杨路1288号'), businessScopes: ALL_SCOPES, balanceFen: 328050, couponFen: 15000, dealOrderFen: 12865000,
  },
  {
    username: 'zhensuo01', clientType: 2, name: '仁和综合门诊部', contact: '赵强', phone: '13812345602', companyId: 1,
    ...shanghai('徐汇区', '漕溪北路398号'), businessScopes: ALL_SCOPES, balanceFen: 120000, couponFen: 5000, dealOrderFen: 4632000,
  },
  {
    username: 'weishengyuan01', clientType: 3, name: '花木社区卫生服务中心', contact: '陈静', phone: '13812345603', companyId: 1,
    ...shanghai('浦东新区', '梅花路100号'), businessScopes: ALL_SCOPES, dealOrderFen: 23810000,
  },
  {
    username: 'liansuo01', clientType: 4, name: '百姓缘大药房（张江店）', contact: '刘洋', phone: '13812345604', companyId: 1,
    ...shanghai('浦东新区', '张衡路666号'), businessScopes: [1, 2], balanceFen: 56000, dealOrderFen: 2150000,
  },
  {
    username: 'zongbu01', clientType: 5, name: '百姓缘医药连锁有限公司', contact: '孙丽', phone: '13812345605', companyId: 1,
    ...shanghai('静安区', '共和新路3088号'), businessScopes: ALL_SCOPES, balanceFen: 1500000, couponFen: 50000, dealOrderFen: 88620000,
  },
  {
    username: 'shangye01', clientType: 6, name: '申康医药有限公司', contact: '周杰', phone: '13812345606', companyId: 1,
    ...shanghai('闵行区', '莘庄工业区春东路508号'), businessScopes: ALL_SCOPES, balanceFen: 860000, dealOrderFen: 156300000,
  },
  {
    username: 'waisheng01', clientType: 1, name: '杭州康泰大药房', contact: '吴敏', phone: '13812345607', companyId: 4,
    province: '浙江省', city: '杭州市', area: '西湖区', address: '文三路90号', businessScopes: ALL_SCOPES,
    balanceFen: 20000, dealOrderFen: 980000,
  },
  {
    username: 'xinyong01', clientType: 2, name: '明德诊所', contact: '郑磊', phone: '13812345608', companyId: 1,
    ...shanghai('杨浦区', '国权路525号'), businessScopes: ALL_SCOPES, creditLimitFen: 5000000, dealOrderFen: 7320000,
  },
  {
    username: 'xinkehu01', clientType: 1, name: '新康大药房', contact: '何娟', phone: '13812345609', companyId: 1,
    province: '', city: '', area: '', address: '', businessScopes: ALL_SCOPES,
  },
  {
    username: 'dongjie01', clientType: 1, name: '同安大药房', contact: '马超', phone: '13812345610', companyId: 1,
    ...shanghai('宝山区', '牡丹江路1211号'), businessScopes: ALL_SCOPES, status: CLIENT_STATUS.frozen,
  },
  {
    username: 'daishen01', clientType: 1, name: '益康大药房', contact: '林峰', phone: '13812345611', companyId: 1,
    ...shanghai('嘉定区', '城中路138号'), businessScopes: ALL_SCOPES, checkStatus: CHECK_STATUS.pending,
  },
];

export const SALESMEN = [
  { username: 'ywy01', name: '张伟', phone: '13900000001', companyId: 1, clients: ['yaofang01', 'zhensuo01', 'liansuo01', 'xinyong01', 'xinkehu01'] },
  { username: 'ywy02', name: '李娜', phone: '13900000002', companyId: 1, clients: ['weishengyuan01', 'zongbu01', 'shangye01', 'waisheng01'] },
];

export { DEMO_CIS_SECRET };
/** Client 12, added after the others: buys from companies 1 and 2. */
export const MULTI_COMPANY_USERNAME = 'duogongsi01';

let demoHashOnce: Promise<string> | undefined;
/** The demo accounts share one published password: one scrypt hash (one salt) per process serves them all. */
export const demoPasswordHash = () => (demoHashOnce ??= hashPassword(DEMO_PASSWORD));

/** Companies, clients 1..11, salesmen and their customers, into an empty database. */
async function seedCoreAccounts(db: Db): Promise<void> {
  if ((await db.$count(companies)) > 0) return;
  // scrypt is slow (0.4 s at N=2^17): hash before the transaction (an open PGlite transaction blocks everything).
  const demoHash = await demoPasswordHash();
  const hashes = [...CLIENTS, ...SALESMEN].map(() => demoHash);
  await db.transaction(async (tx) => {
    await tx.insert(companies).values(COMPANIES.map((c, i) => ({ ...c, id: i + 1 })));
    await tx.insert(clients).values(CLIENTS.map((c, i) => ({ ...c, id: i + 1, passwordHash: hashes[i] ?? '' })));
    const idOf = new Map(CLIENTS.map((c, i) => [c.username, i + 1]));
    for (const [i, s] of SALESMEN.entries()) {
      const id = i + 1;
      const { clients: customers, ...salesman } = s;
      await tx.insert(salesmen).values({ ...salesman, id, passwordHash: hashes[CLIENTS.length + i] ?? '' });
      await tx.insert(salesmanClients).values(customers.map((u) => ({ salesmanId: id, clientId: idOf.get(u) ?? 0 })));
    }
    await moveSequencesPast(tx, ['companies', 'clients', 'salesmen']);
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
  const passwordHash = await demoPasswordHash();
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

/** Every demo client gets the published payment password (a fresh database only: one set later is kept). */
async function seedPayPasswords(db: Db): Promise<void> {
  if ((await db.$count(payPasswords)) > 0) return;
  const names = DEMO_ACCOUNTS.filter((a) => a.role === 'client').map((a) => a.username);
  const rows = await db.select({ id: clients.id }).from(clients).where(inArray(clients.username, names));
  if (rows.length === 0) return;
  await givePayPassword(db, rows.map((r) => r.id));
}

/** The published demo payment password for these clients (the salesmen's customers too, so 代客 can pay by balance). */
export async function givePayPassword(db: Db, clientIds: number[]): Promise<void> {
  if (clientIds.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PAY_PASSWORD);
  await bulkInsert(db, payPasswords, clientIds.map((clientId) => ({ clientId, passwordHash })));
}

export async function seedAccounts(db: Db): Promise<void> {
  await seedCoreAccounts(db);
  await seedAreas(db);
  await seedCisPartner(db);
  await seedMultiCompanyClient(db);
  await seedProfiles(db);
  await seedPayPasswords(db);
}
