/** The salesman's own account: his data and territory, phone, password, and his other sessions. */
import { and, asc, count, desc, eq, gt, ne } from 'drizzle-orm';
import { chinaStamp } from '../../../model/date-range';
import { validateMobile } from '../../../model/validators';
import { SALESMAN_MSG, regionText } from '../../../model/salesman-report';
import type { PasswordChange } from '../../../contract/personal';
import type { SalesmanBase } from '../../../contract/salesman';
import type { Db } from '../../db/client';
import { auditLog, clients, companies, salesmanClients, salesmanRegions, salesmen, sessions } from '../../db/schema';
import { ApiError } from '../../errors';
import type { SessionView } from '../accounts/sessions';
import { endOtherSessions } from '../accounts/sessions';
import { newPasswordHash } from '../accounts/personal';
import { audit } from '../trust/audit';

export async function salesmanBase(db: Db, session: SessionView, now = new Date()): Promise<SalesmanBase> {
  const salesmanId = session.salesmanId as number;
  const [[me], regions, [customers], acting, [others], logins] = await Promise.all([
    db
      .select({ s: salesmen, companyName: companies.name })
      .from(salesmen)
      .innerJoin(companies, eq(companies.id, salesmen.companyId))
      .where(eq(salesmen.id, salesmanId)),
    db.select().from(salesmanRegions).where(eq(salesmanRegions.salesmanId, salesmanId)).orderBy(asc(salesmanRegions.province), asc(salesmanRegions.city), asc(salesmanRegions.area)),
    db.select({ n: count() }).from(salesmanClients).where(eq(salesmanClients.salesmanId, salesmanId)),
    session.acting && session.clientId !== null
      ? db.select({ client_id: clients.id, client_name: clients.name }).from(clients).where(eq(clients.id, session.clientId))
      : Promise.resolve([]),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.salesmanId, salesmanId), ne(sessions.id, session.id), gt(sessions.expiresAt, now))),
    db
      .select({ at: auditLog.at })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login'), eq(auditLog.actorKind, 'salesman'), eq(auditLog.actorId, salesmanId)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(2),
  ]);
  if (!me) throw new ApiError(404, SALESMAN_MSG.salesmanMissing);
  return {
    salesman_id: me.s.id,
    salesman_name: me.s.name,
    username: me.s.username,
    phone: me.s.phone,
    company_id: me.s.companyId,
    company_name: me.companyName,
    region: regionText(regions),
    regions: regions.map((r) => ({ province: r.province, city: r.city, area: r.area })),
    customer_count: Number(customers?.n ?? 0),
    acting: acting[0] ?? null,
    other_sessions: Number(others?.n ?? 0),
    // The latest login is this one; the one before it is "last time".
    last_login_at: logins[1] ? chinaStamp(logins[1].at) : null,
  };
}

export async function saveSalesmanPhone(db: Db, session: SessionView, phone: string): Promise<SalesmanBase> {
  const problem = validateMobile(phone);
  if (problem) throw new ApiError(400, problem);
  await db.update(salesmen).set({ phone }).where(eq(salesmen.id, session.salesmanId as number));
  return salesmanBase(db, session);
}

/** Changes his password and signs out his other sessions (this one stays); both audited. */
export async function changeSalesmanPassword(db: Db, session: SessionView, input: PasswordChange, ip: string): Promise<{ signed_out: number }> {
  const salesmanId = session.salesmanId as number;
  const [row] = await db.select({ hash: salesmen.passwordHash }).from(salesmen).where(eq(salesmen.id, salesmanId));
  const passwordHash = await newPasswordHash(input, row?.hash);
  await db.update(salesmen).set({ passwordHash }).where(eq(salesmen.id, salesmanId));
  const signedOut = await endOtherSessions(db, { salesmanId }, session.id);
  await audit(db, { action: 'password_changed', actorKind: 'salesman', actorId: salesmanId, detail: { signed_out: signedOut }, ip });
  return { signed_out: signedOut };
}

export async function signOutOthers(db: Db, session: SessionView, ip: string): Promise<{ signed_out: number }> {
  const salesmanId = session.salesmanId as number;
  const signedOut = await endOtherSessions(db, { salesmanId }, session.id);
  await audit(db, { action: 'sessions_ended', actorKind: 'salesman', actorId: salesmanId, detail: { signed_out: signedOut }, ip });
  return { signed_out: signedOut };
}
