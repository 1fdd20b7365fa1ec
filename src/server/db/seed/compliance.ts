/**
 * Compliance demo data: every client's required certificates get a number, an issuer and dates (the salesman seed
 * set some end dates; zhensuo01's 医疗机构执业许可证 ends within 30 days, liansuo01's are all valid),
 * every client one authorised purchaser (its contact), and three accounts made for these pages:
 *   zizhi01  资质即将到期: GSP证书 ends in 5 days (the 7-day reminder), 药品经营许可证 in 25 days (the 30-day one);
 *   zizhi02  资质已过期: 药品经营许可证 ended 3 days ago (orders are refused with the fix), a rejected renewal;
 *   caigou01 多名采购人员: two valid purchasers (one must be chosen at submit), one expired, one revoked.
 * All three belong to ywy01, so his to-do list counts them. Runs after the salesman seed; fills only an empty
 * purchasers table.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { hasValidity, VALIDITY_KINDS } from '../../../model/compliance';
import { chinaDay } from '../../../model/date-range';
import type { ClientType } from '../../../model/enums';
import { licenceNeed, licencesFor } from '../../../model/licences';
import { addDays } from '../../../model/salesman-report';
import type { Db } from '../types';
import { cashLedger, clientLicences, clientLicenceValidity, clientProfiles, clients, licenceRenewals, purchasers, salesmanClients, salesmen, uploads } from '../schema';
import { demoPasswordHash } from './accounts';
import { cashLedgerRows } from './wallet';

const PROVINCE_SHORT: Record<string, string> = { 上海市: '沪', 江苏省: '苏', 浙江省: '浙', 安徽省: '皖' };

type ClientRow = { id: number; clientType: number; province: string; city: string; area: string };

function particulars(kind: string, c: ClientRow): { number: string; issuer: string } {
  const short = PROVINCE_SHORT[c.province] ?? '沪';
  const n = String(c.id).padStart(5, '0');
  const city = c.city || c.province || '上海市';
  const province = c.province || '上海市';
  switch (kind) {
    case 'business':
      return { number: `91${String(310000 + c.id * 37).slice(0, 6)}MA1${n}${'ABCDEFGHJK'[c.id % 10]}X`, issuer: `${city}${c.area}市场监督管理局` };
    case 'phaTrading':
      return { number: `${short}CB${String(2100000 + c.id * 13).slice(-7)}`, issuer: `${province}药品监督管理局` };
    case 'GSP':
      return { number: `${short}-GSP-23-${n}`, issuer: `${province}药品监督管理局` };
    case 'medPractice':
      return { number: `PDY${String(60000000 + c.id * 131).slice(-8)}31011517${n.slice(-2)}`, issuer: `${city}${c.area}卫生健康委员会` };
    case 'instrument':
      return { number: `${short}食药监械经营备2023${n}号`, issuer: `${city}${c.area}市场监督管理局` };
    default:
      return { number: `${short}JY1${String(31000000000 + c.id * 7919).slice(-11)}`, issuer: `${city}${c.area}市场监督管理局` };
  }
}

const COMPLIANCE_CLIENTS = [
  {
    username: 'zizhi01', clientType: 1, name: '益寿堂大药房', contact: '黄磊', phone: '13812345621',
    area: '普陀区', address: '上海市普陀区曹杨路1040号',
    licences: { business: 1200, phaTrading: 25, GSP: 5 } as Record<string, number>,
  },
  {
    username: 'zizhi02', clientType: 1, name: '济民大药房', contact: '许晴', phone: '13812345622',
    area: '虹口区', address: '上海市虹口区四川北路1688号',
    licences: { business: 900, phaTrading: -3, GSP: 400 } as Record<string, number>,
  },
  {
    username: 'caigou01', clientType: 2, name: '康桥医院门诊部', contact: '冯洁', phone: '13812345623',
    area: '浦东新区', address: '上海市浦东新区秀沿路3000号',
    licences: { business: 800, medPractice: 600 } as Record<string, number>,
  },
] as const;

const DEMO_BALANCE_FEN = 200_000;

async function seedComplianceClients(db: Db, today: string): Promise<void> {
  const existing = await db.select({ id: clients.id }).from(clients).where(inArray(clients.username, COMPLIANCE_CLIENTS.map((c) => c.username)));
  const [ywy01] = await db.select({ id: salesmen.id }).from(salesmen).where(eq(salesmen.username, 'ywy01'));
  if (existing.length || !ywy01) return;
  const passwordHash = await demoPasswordHash();
  for (const [i, c] of COMPLIANCE_CLIENTS.entries()) {
    const [row] = await db
      .insert(clients)
      .values({
        username: c.username,
        passwordHash,
        clientType: c.clientType,
        name: c.name,
        contact: c.contact,
        phone: c.phone,
        companyId: 1,
        province: '上海市',
        city: '上海市',
        area: c.area,
        address: c.address,
        businessScopes: [0, 1, 2],
        balanceFen: DEMO_BALANCE_FEN,
      })
      .returning({ id: clients.id });
    if (!row) continue;
    // Seeded after the wallet: the ledger that leads to the balance is written here (balance = sum of the ledger).
    await db.insert(cashLedger).values(cashLedgerRows(row.id, DEMO_BALANCE_FEN, new Date(`${today}T00:00:00+08:00`)));
    await db.insert(clientProfiles).values({ clientId: row.id, idCard: `31010719880${i + 3}1523${i}X`, landline: `021-6255${String(1000 + i)}` });
    await db.insert(salesmanClients).values({ salesmanId: ywy01.id, clientId: row.id });
    await db.insert(clientLicenceValidity).values(
      Object.entries(c.licences).map(([kind, days]) => ({ clientId: row.id, kind, validUntil: addDays(today, days) })),
    );
  }
}

/** Number, issuer and start for every required certificate; a missing one gets an end date one to four years on. */
async function completeLicences(db: Db, today: string): Promise<void> {
  const all = await db.select({ id: clients.id, clientType: clients.clientType, province: clients.province, city: clients.city, area: clients.area }).from(clients);
  const dated = await db.select().from(clientLicenceValidity);
  const have = new Set(dated.map((d) => `${d.clientId}:${d.kind}`));
  const rows: (typeof clientLicenceValidity.$inferInsert)[] = [];
  for (const c of all) {
    for (const kind of VALIDITY_KINDS) {
      if (licenceNeed(kind, c.clientType as ClientType) !== 'required' || have.has(`${c.id}:${kind}`)) continue;
      rows.push({ clientId: c.id, kind, validUntil: addDays(today, 365 + ((c.id * 97 + kind.length * 31) % 1100)) });
    }
  }
  if (rows.length) await db.insert(clientLicenceValidity).values(rows);
  const byId = new Map(all.map((c) => [c.id, c]));
  for (const d of [...dated, ...rows]) {
    const c = byId.get(d.clientId);
    if (!c || !hasValidity(d.kind)) continue;
    const p = particulars(d.kind, c);
    // Certificates here run five years; the start is five years before the end (never after today).
    const from = addDays(d.validUntil, -5 * 365);
    await db
      .update(clientLicenceValidity)
      .set({ number: p.number, issuer: p.issuer, validFrom: from < today ? from : today })
      .where(and(eq(clientLicenceValidity.clientId, d.clientId), eq(clientLicenceValidity.kind, d.kind)));
  }
}

async function seedPurchasers(db: Db, today: string): Promise<void> {
  const all = await db
    .select({ id: clients.id, username: clients.username, contact: clients.contact, phone: clients.phone, idCard: clientProfiles.idCard })
    .from(clients)
    .leftJoin(clientProfiles, eq(clientProfiles.clientId, clients.id))
    .orderBy(clients.id);
  // The power of attorney (采购委托书) of the registration is the contact's authorisation letter.
  const letters = new Map(
    (await db.select({ clientId: clientLicences.clientId, uploadId: clientLicences.uploadId }).from(clientLicences).where(eq(clientLicences.kind, 'attorney'))).map((r) => [r.clientId, r.uploadId]),
  );
  const rows: (typeof purchasers.$inferInsert)[] = all.map((c) => ({
    clientId: c.id,
    letterUploadId: letters.get(c.id) ?? null,
    name: c.contact || '采购员',
    idCard: c.idCard || `3101011990010${String(c.id).padStart(4, '0').slice(-4)}X`.slice(0, 18),
    phone: c.phone || '13800000000',
    validFrom: addDays(today, -200),
    validUntil: addDays(today, 165 + (c.id % 200)),
  }));
  const many = all.find((c) => c.username === 'caigou01');
  if (many) {
    rows.push(
      { clientId: many.id, name: '钱多多', idCard: '310115199203041234', phone: '13912345624', validFrom: addDays(today, -30), validUntil: addDays(today, 335) },
      { clientId: many.id, name: '孙悦', idCard: '310115198811125678', phone: '13912345625', validFrom: addDays(today, -400), validUntil: addDays(today, -35) },
      { clientId: many.id, name: '李明', idCard: '31011519900202345X', phone: '13912345626', validFrom: addDays(today, -100), validUntil: addDays(today, 265), revokedAt: new Date() },
    );
  }
  if (rows.length) await db.insert(purchasers).values(rows);
}

/** A 1×1 PNG stands for a scanned picture in the demo. */
const DEMO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The pictures a registration would have collected: every required licence of the client's type. */
async function seedRegistrationPictures(db: Db): Promise<void> {
  const all = await db.select({ id: clients.id, clientType: clients.clientType }).from(clients);
  const have = new Set((await db.selectDistinct({ clientId: clientLicences.clientId }).from(clientLicences)).map((r) => r.clientId));
  const wanted = all.filter((c) => !have.has(c.id)).flatMap((c) => licencesFor(c.clientType as ClientType).filter((l) => l.need === 'required').map((l) => ({ clientId: c.id, kind: l.key })));
  for (let i = 0; i < wanted.length; i += 200) {
    const part = wanted.slice(i, i + 200);
    const ups = await db
      .insert(uploads)
      .values(part.map((w) => ({ key: `demo-${w.clientId}-${w.kind}.png`, clientId: w.clientId, mime: 'image/png', size: DEMO_PNG.length, data: DEMO_PNG })))
      .returning({ id: uploads.id });
    await db.insert(clientLicences).values(part.map((w, k) => ({ ...w, uploadId: ups[k]!.id })));
  }
}

/** zizhi02 tried once: a renewal the operator rejected (a blurred photo), so the page shows a decision. */
async function seedRejectedRenewal(db: Db, today: string): Promise<void> {
  const [c] = await db.select({ id: clients.id }).from(clients).where(eq(clients.username, 'zizhi02'));
  if (!c) return;
  const [u] = await db.insert(uploads).values({ key: `demo-renewal-${c.id}.png`, clientId: c.id, mime: 'image/png', size: DEMO_PNG.length, data: DEMO_PNG }).returning({ id: uploads.id });
  if (!u) return;
  await db.insert(licenceRenewals).values({
    clientId: c.id,
    kind: 'phaTrading',
    number: '沪CB2100812',
    issuer: '上海市药品监督管理局',
    validFrom: addDays(today, -2),
    validUntil: addDays(today, 5 * 365),
    uploadId: u.id,
    status: 2,
    note: '照片模糊，请重新拍摄上传',
    reviewedAt: new Date(),
  });
}

export async function seedCompliance(db: Db, now: Date): Promise<void> {
  if ((await db.$count(purchasers)) > 0) return;
  const today = chinaDay(now);
  await seedComplianceClients(db, today);
  await completeLicences(db, today);
  await seedRegistrationPictures(db);
  await seedPurchasers(db, today);
  await seedRejectedRenewal(db, today);
}

/**
 * Clients made by copying a model client (the bench's and the concurrency tests' buyers) get its standing too: the
 * same licence dates and one purchaser like its own, so they may order as it may.
 */
export async function copyStanding(db: Db, modelId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const licences = await db.select().from(clientLicenceValidity).where(eq(clientLicenceValidity.clientId, modelId));
  const [p] = await db.select().from(purchasers).where(eq(purchasers.clientId, modelId)).limit(1);
  for (let i = 0; i < ids.length; i += 100) {
    const part = ids.slice(i, i + 100);
    if (licences.length) await db.insert(clientLicenceValidity).values(part.flatMap((clientId) => licences.map((l) => ({ ...l, clientId, uploadId: null }))));
    if (p) {
      const { id: _id, createdAt: _c, ...rest } = p;
      await db.insert(purchasers).values(part.map((clientId) => ({ ...rest, clientId, letterUploadId: null })));
    }
  }
}
