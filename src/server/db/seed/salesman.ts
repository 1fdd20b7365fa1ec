/**
 * The salesman console's demo data: territories for ywy01 and ywy02 and, in each, generated customers with two
 * years of orders (deterministic: mulberry32 with a fixed seed per salesman; dates relative to `today`), so every
 * figure, to-do, report and ranking shows something:
 *  - customers of every type across his districts, some with a cash balance (cash-ledger rows lead to it), some on
 *    credit with monthly bills (some past due, some near the limit; credit-ledger rows lead to what is used);
 *  - licence validity dates, a few within 30 days or already past;
 *  - orders at the demo catalogue's prices, most completed, some cancelled or refunded, recent ones still moving,
 *    about a quarter placed by the salesman for the customer (orders.salesman_id);
 *  - registrations in his region still pending, one refused, one approved but not yet assigned.
 * The existing demo accounts (yaofang01 …) keep their orders, carts and money; they only gain pinyin and, for
 * some, licence dates. `populateTerritory` is also the bench's generator (bench/salesman.ts).
 */
import { and, asc, eq, gt, inArray, isNull, like, max, sql } from 'drizzle-orm';
import type { ClientType } from '../../../model/enums';
import { addDays, monthStart } from '../../../model/salesman-report';
import { chinaDay } from '../../../model/date-range';
import { ORDER_STATUS as S } from '../../../model/order-status';
import type { Db } from '../types';
import {
  cashLedger,
  clientLicenceValidity,
  clients,
  creditBills,
  creditLedger,
  orderEvents,
  orderLines,
  orders,
  products,
  salesmanClients,
  salesmanRegions,
  salesmen,
} from '../schema';
import type { OrderAddress } from '../schema';
import { CHECK_STATUS } from '../../constants';
import { namePinyin } from '../../lib/pinyin';
import { demoPasswordHash, givePayPassword } from './accounts';
import { createRng, type Rng } from './prng';
import { moveSequencesPast } from './sequences';
import { bulkInsert } from './bulk';
import { cashHistory } from './wallet';
import type { SeedSize } from './catalogue';
import { BRAND_WORDS, DEMO_TERRITORIES, LICENCES_BY_TYPE, STREET_WORDS, TYPE_MIX, contactName, customerName, type Territory } from './salesman-data';

const DAY = 86_400_000;
/** Generated customers per demo salesman: the full demo, and the tests' small database (faster to seed). */
export const DEMO_CUSTOMERS: Record<SeedSize, number> = { full: 40, small: 6 };
export const DEMO_MONTHS = 24;
/**
 * Licence dates for existing demo clients of ywy01 (days from today): valid, and one ending within 30 days; the
 * expired state is zizhi02's (seed/compliance.ts), so liansuo01 shows the scope refusal alone, with valid licences.
 */
const EXISTING_LICENCES: Record<string, [string, number][]> = {
  yaofang01: [['business', 900], ['phaTrading', 420], ['GSP', 380]],
  zhensuo01: [['business', 700], ['medPractice', 18]],
  liansuo01: [['business', 600], ['phaTrading', 320], ['GSP', 200]],
};

type ProductRow = {
  id: number;
  productCode: string;
  tyName: string;
  productStandard: string;
  dosageForm: string;
  manufacturer: string;
  approvalNumber: string;
  productDw: string;
  priceFen: number;
  packing: number;
};

export interface TerritoryPlan {
  salesmanId: number;
  territory: readonly Territory[];
  customers: number;
  months: number;
  seed: number;
  /** Usernames are `<prefix>NNN`. */
  usernamePrefix: string;
  today: Date;
  /** Region registrations not assigned to anyone (pending, refused, approved). */
  registrations?: boolean;
}

/** The products demo orders draw from: on sale, in stock, ordinary (the small seed's ids, so both sizes agree). */
export async function orderableProducts(db: Db): Promise<ProductRow[]> {
  return db
    .select({
      id: products.id,
      productCode: products.productCode,
      tyName: products.tyName,
      productStandard: products.productStandard,
      dosageForm: products.dosageForm,
      manufacturer: products.manufacturer,
      approvalNumber: products.approvalNumber,
      productDw: products.productDw,
      priceFen: products.priceFen,
      packing: products.zhongbaozhuangNum,
    })
    .from(products)
    .where(and(eq(products.isFailure, 0), gt(products.stock, 0), isNull(products.specialCategory), sql`${products.id} <= 400`, gt(products.priceFen, 0)))
    .orderBy(asc(products.id));
}

const nextId = async (db: Db, table: typeof orders | typeof orderLines | typeof orderEvents | typeof creditBills | typeof clients) =>
  Number((await db.select({ m: max(table.id) }).from(table))[0]?.m ?? 0) + 1;

interface Customer {
  id: number;
  type: ClientType;
  t: Territory;
  district: string;
  address: OrderAddress;
  name: string;
  credit: boolean;
  /** Orders a month on average; 0 after `stoppedMonthsAgo`. */
  rate: number;
  stoppedMonthsAgo: number;
  favourites: ProductRow[];
}

/** Status of a generated order by its age: old ones settled, recent ones still on their way. */
function statusFor(rng: Rng, ageDays: number): number {
  if (ageDays < 2 && rng.chance(0.4)) return rng.pick([S.pendingPayment, S.pendingPayment, S.pendingReview]);
  if (ageDays < 5) return rng.pick([S.paid, S.paid, S.approved, S.shipped]);
  if (ageDays < 12) return rng.pick([S.shipped, S.shipped, S.received, S.received]);
  const r = rng.next();
  if (ageDays < 60 && r < 0.03) return S.refundPending;
  if (r < 0.06) return S.cancelled;
  if (r < 0.09) return S.systemCancelled;
  if (r < 0.11) return S.refunded;
  if (r < 0.12) return S.refundRejected;
  return S.received;
}

const PAID = new Set<number>([S.paid, S.shipped, S.received, S.refundPending, S.approved, S.refundRejected]);

/** Generates and inserts one salesman's customers, their money and their orders. Answers the counts. */
export async function populateTerritory(db: Db, plan: TerritoryPlan, pool: ProductRow[]): Promise<{ customers: number; orders: number; lines: number }> {
  const rng = createRng(plan.seed);
  const today = plan.today;
  const todayDay = chinaDay(today);
  const passwordHash = await demoPasswordHash();
  let clientId = await nextId(db, clients);
  const customers: Customer[] = [];
  const clientRows: (typeof clients.$inferInsert)[] = [];
  const licenceRows: (typeof clientLicenceValidity.$inferInsert)[] = [];
  const names = new Set<string>();

  const makeClient = (i: number, checkStatus: number): { row: typeof clients.$inferInsert; c: Omit<Customer, 'credit' | 'rate' | 'stoppedMonthsAgo' | 'favourites'> } => {
    const t = plan.territory[i % plan.territory.length]!;
    const district = rng.pick(t.districts);
    const type = rng.pick(TYPE_MIX);
    const street = rng.pick(STREET_WORDS);
    let name = customerName(type, district, rng.pick(BRAND_WORDS), street);
    for (let n = 2; names.has(name); n++) name = `${name.replace(/（\d+）$/, '')}（${n}）`;
    names.add(name);
    const contact = contactName(plan.seed + i * 13);
    const phone = `1${rng.pick([3, 5, 8, 9])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
    const detail = `${t.province === t.city ? t.province : t.province + t.city}${district}${street}${rng.int(1, 1200)}号`;
    const id = clientId++;
    const row: typeof clients.$inferInsert = {
      id,
      companyId: t.companyId,
      username: `${plan.usernamePrefix}${String(i + 1).padStart(3, '0')}`,
      passwordHash,
      clientType: type,
      name,
      ...namePinyin(name),
      contact,
      phone,
      province: t.province,
      city: t.city,
      area: district,
      address: detail,
      businessScopes: type === 4 ? [1, 2] : [0, 1, 2],
      checkStatus,
      balanceFen: 0,
      creditLimitFen: 0,
      creditUsedFen: 0,
      createdAt: new Date(today.getTime() - rng.int(plan.months * 30 + 10, plan.months * 30 + 200) * DAY),
    };
    return { row, c: { id, type, t, district, name, address: { consignee: contact, phone, province: t.province, city: t.city, area: district, detail } } };
  };

  for (let i = 0; i < plan.customers; i++) {
    const { row, c } = makeClient(i, CHECK_STATUS.approved);
    const credit = rng.chance(0.45);
    if (credit) row.creditLimitFen = rng.pick([2_000_000, 5_000_000, 10_000_000, 20_000_000]);
    if (rng.chance(0.4)) row.balanceFen = rng.int(50, 3000) * 1000;
    const big = c.type === 5 || c.type === 6;
    customers.push({
      ...c,
      credit,
      rate: big ? rng.int(3, 6) : rng.pick([0.5, 1, 1, 1.5, 2, 3]),
      stoppedMonthsAgo: rng.chance(0.12) ? rng.int(3, 9) : 0,
      favourites: Array.from({ length: rng.int(6, 16) }, () => rng.pick(pool)),
    });
    clientRows.push(row);
    // Licence dates: most valid for a year or more, some running out within 30 days, a few past, a few unknown.
    if (!rng.chance(0.05)) {
      const kinds = LICENCES_BY_TYPE[c.type];
      const r = rng.next();
      const soonest = r < 0.12 ? rng.int(1, 29) : r < 0.17 ? -rng.int(1, 60) : rng.int(60, 400);
      kinds.forEach((kind, k) =>
        licenceRows.push({ clientId: c.id, kind, validUntil: addDays(todayDay, k === 0 ? soonest : soonest + rng.int(30, 1500)) }),
      );
    }
  }
  if (plan.registrations) {
    const statuses = [CHECK_STATUS.pending, CHECK_STATUS.pending, CHECK_STATUS.pending, CHECK_STATUS.rejected, CHECK_STATUS.approved];
    statuses.forEach((checkStatus, k) => {
      const { row } = makeClient(plan.customers + k, checkStatus);
      row.username = `${plan.usernamePrefix}zc${k + 1}`;
      row.createdAt = new Date(today.getTime() - (k + 1) * 2 * DAY);
      clientRows.push(row);
    });
  }

  // Orders, month by month, at each customer's own pace.
  let orderId = await nextId(db, orders);
  let lineId = await nextId(db, orderLines);
  let code = orderId;
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const lineRows: (typeof orderLines.$inferInsert)[] = [];
  const eventRows: (typeof orderEvents.$inferInsert)[] = [];
  const days = plan.months * 30;
  for (const c of customers) {
    const count = Math.round(c.rate * (plan.months - c.stoppedMonthsAgo));
    for (let k = 0; k < count; k++) {
      const ageDays = c.stoppedMonthsAgo * 30 + rng.int(0, days - c.stoppedMonthsAgo * 30 - 1);
      const createdAt = new Date(today.getTime() - ageDays * DAY - rng.int(1, 9 * 3600) * 1000);
      if (createdAt.getTime() > today.getTime()) continue;
      const status = statusFor(rng, ageDays);
      const picked = new Map<number, ProductRow>();
      for (let n = rng.int(1, c.type >= 5 ? 8 : 5); n > 0; n--) {
        const p = rng.chance(0.75) ? rng.pick(c.favourites) : rng.pick(pool);
        picked.set(p.id, p);
      }
      let goods = 0;
      const id = orderId++;
      for (const p of picked.values()) {
        const amount = p.packing * rng.int(1, p.priceFen > 5000 ? 3 : c.type >= 5 ? 20 : 8);
        const lineFen = amount * p.priceFen;
        goods += lineFen;
        const shipped = status !== S.pendingPayment && status !== S.pendingReview && status !== S.paid && status !== S.approved && status !== S.cancelled && status !== S.systemCancelled;
        lineRows.push({
          id: lineId++,
          orderId: id,
          productId: p.id,
          productCode: p.productCode,
          tyName: p.tyName,
          productStandard: p.productStandard,
          dosageForm: p.dosageForm,
          manufacturer: p.manufacturer,
          approvalNumber: p.approvalNumber,
          productDw: p.productDw,
          amount,
          listPriceFen: p.priceFen,
          priceFen: p.priceFen,
          lineFen,
          batchNo: shipped ? `B${chinaDay(createdAt).replace(/-/g, '')}${String(p.id).padStart(3, '0')}` : null,
          expiryDate: shipped ? addDays(chinaDay(createdAt), 720) : null,
          shippedAt: shipped ? new Date(createdAt.getTime() + DAY) : null,
        });
      }
      const paid = PAID.has(status);
      const byCredit = c.credit && paid && rng.chance(0.5);
      const bySalesman = rng.chance(0.25);
      const settled = status === S.received || status === S.refundRejected || status === S.refundPending;
      orderRows.push({
        id,
        orderCode: `YC${chinaDay(createdAt).replace(/-/g, '')}8${String(code++).padStart(6, '0')}`,
        clientId: c.id,
        companyId: c.t.companyId,
        salesmanId: bySalesman ? plan.salesmanId : null,
        status,
        payStatus: status === S.refunded ? 3 : paid ? (byCredit && ageDays < 60 ? 1 : 2) : 0,
        payType: paid || status === S.refunded ? (byCredit ? 9 : rng.pick([0, 1, 2, 2, 8])) : status === S.pendingReview ? 8 : null,
        goodsFen: goods,
        totalFen: goods,
        paidFen: paid || status === S.refunded ? goods : 0,
        address: c.address,
        createdAt,
        updatedAt: createdAt,
        payDeadline: status === S.pendingPayment ? new Date(today.getTime() + DAY) : new Date(createdAt.getTime() + 30 * 60_000),
        paidAt: paid || status === S.refunded ? new Date(createdAt.getTime() + 5 * 60_000) : null,
        shippedAt: lineRows.at(-1)?.shippedAt ?? null,
        receivedAt: settled ? new Date(createdAt.getTime() + 4 * DAY) : null,
        cancelledAt: status === S.cancelled || status === S.systemCancelled ? new Date(createdAt.getTime() + 40 * 60_000) : null,
        autoReceiveAt: status === S.shipped ? new Date(createdAt.getTime() + 11 * DAY) : null,
        // Demo orders hold no stock: the catalogue's stock stays as seeded.
        stockReleasedAt: createdAt,
      });
      const placer = bySalesman ? { actorKind: 'salesman', actorId: plan.salesmanId } : { actorKind: 'client', actorId: c.id };
      eventRows.push({ orderId: id, fromStatus: null, toStatus: S.pendingPayment, ...placer, reason: '提交订单', at: createdAt });
      if (status !== S.pendingPayment) {
        eventRows.push({ orderId: id, fromStatus: S.pendingPayment, toStatus: status, actorKind: 'system', actorId: null, reason: '演示数据', at: new Date(createdAt.getTime() + DAY) });
      }
    }
  }

  // Credit: monthly bills for the last six months; older ones repaid, some customers behind, some near the limit.
  let billId = await nextId(db, creditBills);
  const billRows: (typeof creditBills.$inferInsert)[] = [];
  const creditRows: (typeof creditLedger.$inferInsert)[] = [];
  const creditUsed = new Map<number, number>();
  for (const c of customers.filter((x) => x.credit)) {
    const limit = clientRows.find((r) => r.id === c.id)?.creditLimitFen ?? 0;
    const behind = rng.chance(0.3);
    const nearLimit = rng.chance(0.25);
    let used = 0;
    for (let m = 6; m >= 1; m--) {
      const period = monthStart(todayDay, -m).slice(0, 7);
      // Due on the 25th of the next month; the latest bill is never due before today + 10 days, so on the 26th to the
      // month's end it is still current (else every open bill was overdue and 未还 equalled 逾期 in the console).
      const monthDue = `${monthStart(todayDay, -m + 1).slice(0, 7)}-25`;
      const due = m === 1 && monthDue < addDays(todayDay, 10) ? addDays(todayDay, 10) : monthDue;
      const pastDue = due < todayDay;
      let amount = Math.round((limit * rng.int(5, 25)) / 100 / 100) * 100;
      const last = m === 1;
      if (last && nearLimit) amount = Math.max(amount, Math.round((limit * 0.9 - used) / 100) * 100);
      let repaid = amount;
      let status = 3;
      if (last || (behind && m === 2)) {
        repaid = behind && m === 2 && rng.chance(0.5) ? Math.round(amount / 3) : 0;
        status = repaid > 0 ? 2 : 1;
      } else if (!pastDue) {
        repaid = 0;
        status = 1;
      }
      const id = billId++;
      const createdAt = new Date(`${period}-28T10:00:00+08:00`);
      billRows.push({ id, billCode: `ZD${period.replace('-', '')}${String(c.id).padStart(4, '0')}`, clientId: c.id, period, amountFen: amount, repaidFen: repaid, dueDate: due, status, createdAt });
      used += amount;
      creditRows.push({ clientId: c.id, deltaFen: amount, usedAfterFen: used, kind: 'order', billId: id, createdAt });
      if (repaid > 0) {
        used -= repaid;
        creditRows.push({ clientId: c.id, deltaFen: -repaid, usedAfterFen: used, kind: 'repayment', billId: id, createdAt: new Date(createdAt.getTime() + 20 * DAY) });
      }
    }
    creditUsed.set(c.id, used);
  }
  for (const row of clientRows) if (creditUsed.has(row.id as number)) row.creditUsedFen = creditUsed.get(row.id as number);

  const cashRows: (typeof cashLedger.$inferInsert)[] = [];
  for (const row of clientRows.filter((r) => (r.balanceFen ?? 0) > 0)) {
    let after = 0;
    cashHistory(row.balanceFen as number).forEach((h, i) => {
      after += h.deltaFen;
      cashRows.push({ clientId: row.id as number, deltaFen: h.deltaFen, balanceAfterFen: after, kind: h.kind, note: h.note, createdAt: new Date(today.getTime() - (300 - i * 60) * DAY) });
    });
  }

  await db.transaction(async (tx) => {
    const t: Db = tx;
    await bulkInsert(t, clients, clientRows);
    await bulkInsert(t, salesmanClients, customers.map((c) => ({ salesmanId: plan.salesmanId, clientId: c.id })));
    await bulkInsert(t, clientLicenceValidity, licenceRows);
    await bulkInsert(t, cashLedger, cashRows);
    await bulkInsert(t, creditBills, billRows);
    await bulkInsert(t, creditLedger, creditRows);
    await bulkInsert(t, orders, orderRows);
    await bulkInsert(t, orderLines, lineRows);
    await bulkInsert(t, orderEvents, eventRows);
    await moveSequencesPast(t, ['clients', 'orders', 'order_lines', 'credit_bills']);
  });
  return { customers: customers.length, orders: orderRows.length, lines: lineRows.length };
}

/** Pinyin of client names written before the columns existed (the demo clients, older registrations). */
async function backfillPinyin(db: Db): Promise<void> {
  const missing = await db.select({ id: clients.id, name: clients.name }).from(clients).where(eq(clients.namePinyin, ''));
  for (const c of missing) await db.update(clients).set(namePinyin(c.name)).where(eq(clients.id, c.id));
}

export async function seedSalesman(db: Db, size: SeedSize, today: Date): Promise<void> {
  await backfillPinyin(db);
  if ((await db.$count(salesmanRegions)) > 0) return;
  const people = await db.select({ id: salesmen.id, username: salesmen.username }).from(salesmen).where(inArray(salesmen.username, Object.keys(DEMO_TERRITORIES)));
  if (people.length === 0) return;
  const pool = await orderableProducts(db);
  const existing = await db.select({ id: clients.id, username: clients.username }).from(clients).where(inArray(clients.username, Object.keys(EXISTING_LICENCES)));
  const todayDay = chinaDay(today);
  const licences = existing.flatMap((c) => (EXISTING_LICENCES[c.username] ?? []).map(([kind, days]) => ({ clientId: c.id, kind, validUntil: addDays(todayDay, days) })));
  if (licences.length) await db.insert(clientLicenceValidity).values(licences);
  for (const [n, person] of people.sort((a, b) => a.id - b.id).entries()) {
    const territory = DEMO_TERRITORIES[person.username] ?? [];
    await db.insert(salesmanRegions).values(territory.map(({ province, city, area }) => ({ salesmanId: person.id, province, city, area })));
    if (pool.length === 0) continue;
    await populateTerritory(
      db,
      { salesmanId: person.id, territory, customers: DEMO_CUSTOMERS[size], months: DEMO_MONTHS, seed: 20261125 + n, usernamePrefix: `kh${n + 1}`, today, registrations: true },
      pool,
    );
  }
  const customers = await db.select({ id: clients.id }).from(clients).where(like(clients.username, 'kh%'));
  await givePayPassword(db, customers.map((c) => c.id));
}
