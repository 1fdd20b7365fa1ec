/**
 * The back office's salesmen and territories (issue 28, 管理员). A salesman's customers are the rows of
 * salesman_clients (what his console lists, services/salesman/scope.ts), his territory the rows of salesman_regions.
 * Moving a client gives it to exactly one salesman: every other assignment goes, and an old salesman acting for it
 * stops acting. Disabling a salesman (status 2, which login refuses) ends his sessions. Each change writes its
 * audit row (before and after) in its own transaction, and ended or unbound sessions are announced.
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AdminSalesman } from '../../../contract/admin-salesmen';
import { SALESMAN_ADMIN_MSG, SALESMAN_STATUS, regionLineText, type RegionLine } from '../../../model/salesman-admin';
import { rowsOf, type Db } from '../../db/client';
import { clients, companies, salesmanClients, salesmanRegions, salesmen, sessions } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashPassword } from '../../lib/password';
import { publish } from '../../notices/bus';
import { stepAudit, type Actor } from '../trust/audit';
import type { Tx } from '../cart/tx';
import { tempPassword } from './customers';

async function views(db: Db | Tx, ids?: number[]): Promise<AdminSalesman[]> {
  const where = ids ? inArray(salesmen.id, ids) : undefined;
  const [rows, regions, counts] = await Promise.all([
    db.select({ s: salesmen, company: companies.name }).from(salesmen).innerJoin(companies, eq(companies.id, salesmen.companyId)).where(where).orderBy(asc(salesmen.id)),
    db.select().from(salesmanRegions).where(ids ? inArray(salesmanRegions.salesmanId, ids) : undefined).orderBy(asc(salesmanRegions.province), asc(salesmanRegions.city), asc(salesmanRegions.area)),
    db.select({ id: salesmanClients.salesmanId, n: count() }).from(salesmanClients).where(ids ? inArray(salesmanClients.salesmanId, ids) : undefined).groupBy(salesmanClients.salesmanId),
  ]);
  return rows.map(({ s, company }) => ({
    salesman_id: s.id,
    username: s.username,
    name: s.name,
    phone: s.phone,
    company_name: company,
    active: s.status !== SALESMAN_STATUS.disabled,
    customers: counts.find((c) => c.id === s.id)?.n ?? 0,
    regions: regions.filter((r) => r.salesmanId === s.id).map((r) => ({ province: r.province, city: r.city, area: r.area })),
  }));
}

const viewOf = async (db: Db | Tx, id: number) => (await views(db, [id]))[0]!;

export async function listSalesmen(db: Db) {
  const [list, all] = await Promise.all([views(db), db.select({ company_id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.id))]);
  return { list, companies: all };
}

async function lockSalesman(tx: Tx, id: number) {
  const [row] = await tx.select().from(salesmen).where(eq(salesmen.id, id)).for('update');
  if (!row) throw new ApiError(404, SALESMAN_ADMIN_MSG.missing);
  return row;
}

export async function createSalesman(
  db: Db,
  input: { username: string; name: string; phone?: string; company_id: number },
  actor: Actor,
): Promise<{ salesman: AdminSalesman; password: string }> {
  const password = tempPassword();
  const hash = await hashPassword(password);
  const username = input.username.trim();
  return db.transaction(async (tx) => {
    // Usernames are unique case-insensitively across clients and salesmen (one login form for both).
    const lower = username.toLowerCase();
    const [taken] = rowsOf(await tx.execute(sql`select 1 from clients where lower(username) = ${lower} union all select 1 from salesmen where lower(username) = ${lower} limit 1`));
    if (taken) throw new ApiError(400, SALESMAN_ADMIN_MSG.usernameTaken);
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, input.company_id));
    if (!company) throw new ApiError(400, SALESMAN_ADMIN_MSG.companyMissing);
    const [row] = await tx.insert(salesmen).values({ username, name: input.name.trim(), phone: input.phone ?? '', companyId: company.id, passwordHash: hash }).returning();
    // The password itself is never written to the trail.
    await stepAudit(tx, `salesman:${row!.id}`, { step: 'create', after: { username, name: row!.name, phone: row!.phone, company_id: company.id } }, actor);
    return { salesman: await viewOf(tx, row!.id), password };
  });
}

export async function setSalesmanActive(db: Db, salesmanId: number, active: boolean, actor: Actor): Promise<AdminSalesman> {
  const ended = await db.transaction(async (tx) => {
    const row = await lockSalesman(tx, salesmanId);
    const disabled = row.status === SALESMAN_STATUS.disabled;
    if (!active && disabled) throw new ApiError(400, SALESMAN_ADMIN_MSG.alreadyDisabled);
    if (active && !disabled) throw new ApiError(400, SALESMAN_ADMIN_MSG.notDisabled);
    const status = active ? SALESMAN_STATUS.active : SALESMAN_STATUS.disabled;
    await tx.update(salesmen).set({ status }).where(eq(salesmen.id, salesmanId));
    await stepAudit(tx, `salesman:${salesmanId}`, { step: active ? 'enable' : 'disable', before: { status: row.status }, after: { status } }, actor);
    return active ? [] : (await tx.delete(sessions).where(eq(sessions.salesmanId, salesmanId)).returning({ id: sessions.id })).map((s) => s.id);
  });
  if (ended.length) await publish(db, { kind: 'sessions', ids: ended });
  return viewOf(db, salesmanId);
}

/** Gives the client (by username) to this salesman only; an old salesman acting for it stops acting. */
export async function assignClient(db: Db, salesmanId: number, username: string, actor: Actor): Promise<AdminSalesman> {
  const unbound = await db.transaction(async (tx) => {
    const target = await lockSalesman(tx, salesmanId);
    if (target.status === SALESMAN_STATUS.disabled) throw new ApiError(400, SALESMAN_ADMIN_MSG.disabledTarget);
    const [client] = await tx.select({ id: clients.id }).from(clients).where(eq(sql`lower(${clients.username})`, username.trim().toLowerCase()));
    if (!client) throw new ApiError(404, SALESMAN_ADMIN_MSG.clientMissing(username.trim()));
    const before = (await tx.select({ id: salesmanClients.salesmanId }).from(salesmanClients).where(eq(salesmanClients.clientId, client.id))).map((r) => r.id);
    if (before.length === 1 && before[0] === salesmanId) throw new ApiError(400, SALESMAN_ADMIN_MSG.alreadyHis);
    await tx.delete(salesmanClients).where(and(eq(salesmanClients.clientId, client.id), ne(salesmanClients.salesmanId, salesmanId)));
    await tx.insert(salesmanClients).values({ salesmanId, clientId: client.id }).onConflictDoNothing();
    const stopped = await tx
      .update(sessions)
      .set({ clientId: null, companyId: null, acting: false })
      .where(and(eq(sessions.clientId, client.id), eq(sessions.acting, true), ne(sessions.salesmanId, salesmanId)))
      .returning({ id: sessions.id });
    await stepAudit(tx, `client:${client.id}`, { step: 'salesman-assign', before: { salesman_ids: before }, after: { salesman_ids: [salesmanId] } }, actor);
    return stopped.map((s) => s.id);
  });
  if (unbound.length) await publish(db, { kind: 'sessions', ids: unbound });
  return viewOf(db, salesmanId);
}

/** Replaces the salesman's territories (duplicates dropped). */
export async function setRegions(db: Db, salesmanId: number, regions: { province: string; city?: string; area?: string }[], actor: Actor): Promise<AdminSalesman> {
  const wanted = new Map<string, RegionLine>();
  for (const r of regions) {
    const line = { province: r.province.trim(), city: r.city?.trim() ?? '', area: r.area?.trim() ?? '' };
    wanted.set(regionLineText(line), line);
  }
  return db.transaction(async (tx) => {
    await lockSalesman(tx, salesmanId);
    const before = (await tx.select().from(salesmanRegions).where(eq(salesmanRegions.salesmanId, salesmanId))).map(regionLineText);
    await tx.delete(salesmanRegions).where(eq(salesmanRegions.salesmanId, salesmanId));
    if (wanted.size) await tx.insert(salesmanRegions).values([...wanted.values()].map((r) => ({ salesmanId, ...r })));
    await stepAudit(tx, `salesman:${salesmanId}`, { step: 'regions', before: { regions: before }, after: { regions: [...wanted.keys()] } }, actor);
    return viewOf(tx, salesmanId);
  });
}
