/**
 * The back office's customers: search, detail, freeze / unfreeze, a new password, the credit line. Each change is
 * one transaction with its audit row (before and after, the staff member); freezing and a new password end the
 * customer's sessions and, once committed, tell every instance (`sessions` and `clients` notices) so no cached
 * session lets the customer on.
 */
import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminCustomerDetail, AdminCustomerRow } from '../../../contract/admin-customers';
import type { Page } from '../../../contract/fields';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../../model/constants';
import { chinaStamp } from '../../../model/date-range';
import { LICENCES, type LicenceKey } from '../../../model/licences';
import { fenToYuan, yuanToFen } from '../../../model/money';
import { STAFF_MSG } from '../../../model/staff';
import { CLIENT_STATUS } from '../../constants';
import type { Db } from '../../db/client';
import { clientLicenceValidity, clients, purchasers, salesmanClients, salesmen, sessions } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashPassword } from '../../lib/password';
import { publish } from '../../notices/bus';
import { stepAudit, type Actor } from '../trust/audit';
import type { Tx } from '../cart/tx';
import { escapeLike } from '../orders/list';

const ROW = {
  id: clients.id,
  username: clients.username,
  name: clients.name,
  clientType: clients.clientType,
  contact: clients.contact,
  phone: clients.phone,
  status: clients.status,
  checkStatus: clients.checkStatus,
  creditLimitFen: clients.creditLimitFen,
  creditUsedFen: clients.creditUsedFen,
  createdAt: clients.createdAt,
};
type Row = { id: number; username: string; name: string; clientType: number; contact: string; phone: string; status: number; checkStatus: number; creditLimitFen: number; creditUsedFen: number; createdAt: Date };

const rowOf = (r: Row): AdminCustomerRow => ({
  client_id: r.id,
  username: r.username,
  name: r.name,
  client_type: r.clientType,
  contact: r.contact,
  mobile: r.phone,
  status: r.status,
  check_status: r.checkStatus,
  credit_limit: fenToYuan(r.creditLimitFen),
  credit_used: fenToYuan(r.creditUsedFen),
  created_at: chinaStamp(r.createdAt),
});

export async function adminCustomerPage(db: Db, q: { page?: number; size?: number; keyword?: string; status?: 'all' | 'normal' | 'frozen' }): Promise<Page<AdminCustomerRow>> {
  const page = q.page ?? PAGE_DEFAULT;
  const size = q.size ?? PAGE_SIZE_DEFAULT;
  const parts: SQL[] = [];
  const k = q.keyword?.trim();
  if (k) {
    const like = `%${escapeLike(k)}%`;
    parts.push(or(ilike(clients.username, like), ilike(clients.name, like), ilike(clients.contact, like), ilike(clients.phone, like))!);
  }
  if (q.status === 'normal') parts.push(eq(clients.status, CLIENT_STATUS.normal));
  if (q.status === 'frozen') parts.push(eq(clients.status, CLIENT_STATUS.frozen));
  const where = parts.length ? and(...parts) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select(ROW).from(clients).where(where).orderBy(desc(clients.createdAt), desc(clients.id)).limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { list: rows.map(rowOf), total: total?.n ?? 0, page, size };
}

async function rowFor(db: Db | Tx, clientId: number, lock = false): Promise<Row & { address: string; balanceFen: number }> {
  const q = db.select({ ...ROW, address: clients.address, balanceFen: clients.balanceFen }).from(clients).where(eq(clients.id, clientId));
  const [r] = lock ? await q.for('update') : await q;
  if (!r) throw new ApiError(404, STAFF_MSG.customerMissing);
  return r;
}

export async function adminCustomerDetail(db: Db, clientId: number): Promise<AdminCustomerDetail> {
  const r = await rowFor(db, clientId);
  const [men, licences, people] = await Promise.all([
    db.select({ name: salesmen.name }).from(salesmanClients).innerJoin(salesmen, eq(salesmen.id, salesmanClients.salesmanId)).where(eq(salesmanClients.clientId, clientId)),
    db.select().from(clientLicenceValidity).where(eq(clientLicenceValidity.clientId, clientId)).orderBy(asc(clientLicenceValidity.kind)),
    db.select().from(purchasers).where(eq(purchasers.clientId, clientId)).orderBy(asc(purchasers.id)),
  ]);
  return {
    ...rowOf(r),
    address: r.address,
    balance: fenToYuan(r.balanceFen),
    salesmen: men.map((m) => m.name),
    licences: licences.map((l) => ({ kind: l.kind, label: LICENCES[l.kind as LicenceKey] ?? l.kind, valid_until: l.validUntil })),
    purchasers: people.map((p) => ({ name: p.name, phone: p.phone, valid_until: p.validUntil, revoked: p.revokedAt !== null })),
  };
}

/** Ends every session of the customer (its own and a salesman's acting for it) inside the change's transaction. */
async function endSessions(tx: Tx, clientId: number): Promise<number[]> {
  const ended = await tx.delete(sessions).where(eq(sessions.clientId, clientId)).returning({ id: sessions.id });
  return ended.map((s) => s.id);
}

async function announce(db: Db, clientId: number, sessionIds: number[]): Promise<void> {
  if (sessionIds.length) await publish(db, { kind: 'sessions', ids: sessionIds });
  await publish(db, { kind: 'clients', ids: [clientId] });
}

export async function setFrozen(db: Db, clientId: number, frozen: boolean, reason: string, actor: Actor): Promise<AdminCustomerDetail> {
  const ended = await db.transaction(async (tx) => {
    const r = await rowFor(tx, clientId, true);
    const isFrozen = r.status === CLIENT_STATUS.frozen;
    if (frozen && isFrozen) throw new ApiError(400, STAFF_MSG.alreadyFrozen);
    if (!frozen && !isFrozen) throw new ApiError(400, STAFF_MSG.notFrozen);
    const status = frozen ? CLIENT_STATUS.frozen : CLIENT_STATUS.normal;
    await tx.update(clients).set({ status }).where(eq(clients.id, clientId));
    await stepAudit(tx, `client:${clientId}`, { step: frozen ? 'freeze' : 'unfreeze', reason, before: { status: r.status }, after: { status } }, actor);
    return frozen ? endSessions(tx, clientId) : [];
  });
  await announce(db, clientId, ended);
  return adminCustomerDetail(db, clientId);
}

/** 10 characters a customer can read back on the phone: no 0/O, 1/l/I. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
export const tempPassword = () => Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export async function resetPassword(db: Db, clientId: number, actor: Actor): Promise<{ username: string; password: string }> {
  const password = tempPassword();
  const hash = await hashPassword(password);
  const { username, ended } = await db.transaction(async (tx) => {
    const r = await rowFor(tx, clientId, true);
    await tx.update(clients).set({ passwordHash: hash }).where(eq(clients.id, clientId));
    const gone = await endSessions(tx, clientId);
    // The password itself is never written to the trail.
    await stepAudit(tx, `client:${clientId}`, { step: 'password-reset', sessions_ended: gone.length }, actor);
    return { username: r.username, ended: gone };
  });
  await announce(db, clientId, ended);
  return { username, password };
}

export async function setCreditLimit(db: Db, clientId: number, yuan: string, actor: Actor): Promise<AdminCustomerDetail> {
  const fen = yuanToFen(yuan);
  await db.transaction(async (tx) => {
    const r = await rowFor(tx, clientId, true);
    if (fen < r.creditUsedFen) throw new ApiError(400, STAFF_MSG.creditBelowUsed(fenToYuan(r.creditUsedFen)));
    await tx.update(clients).set({ creditLimitFen: fen }).where(eq(clients.id, clientId));
    await stepAudit(tx, `client:${clientId}`, { step: 'credit-limit', before: { credit_limit_fen: r.creditLimitFen }, after: { credit_limit_fen: fen } }, actor);
  });
  await publish(db, { kind: 'clients', ids: [clientId] });
  return adminCustomerDetail(db, clientId);
}

