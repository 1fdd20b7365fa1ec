/**
 * 管理员 manages the back office's accounts: create (a temporary password shown once), roles, disable / enable, a new
 * password or a new authenticator. Each change is one transaction with its audit row (before and after); disabling,
 * a new password and a new authenticator end the account's staff sessions (staff sessions are never cached, so the
 * next request of that account is refused on every instance). An administrator cannot lock themselves out.
 */
import { randomInt } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { StaffRow } from '../../../contract/admin-staff';
import { chinaStamp } from '../../../model/date-range';
import { STAFF_MSG, type StaffRole } from '../../../model/staff';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashPassword } from '../../lib/password';
import { stepAudit, type Actor } from '../trust/audit';
import type { Tx } from '../cart/tx';

type Staff = typeof staff.$inferSelect;

const rowOf = (s: Staff): StaffRow => ({
  id: s.id,
  username: s.username,
  name: s.name,
  roles: s.roles as StaffRole[],
  disabled: s.disabled,
  totp_enrolled: s.totpConfirmed,
  created_at: chinaStamp(s.createdAt),
});

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const tempPassword = () => Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const view = (s: Staff) => ({ roles: s.roles, disabled: s.disabled, totp_enrolled: s.totpConfirmed });

async function lockedStaff(tx: Tx, id: number): Promise<Staff> {
  const [s] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  if (!s) throw new ApiError(404, STAFF_MSG.staffMissing);
  return s;
}

const endSessions = (tx: Tx, staffId: number) => tx.delete(staffSessions).where(eq(staffSessions.staffId, staffId));

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return (await db.select().from(staff).orderBy(asc(staff.id))).map(rowOf);
}

export async function createStaff(db: Db, input: { username: string; name: string; roles: StaffRole[] }, actor: Actor): Promise<{ staff: StaffRow; password: string }> {
  if (input.roles.length === 0) throw new ApiError(400, STAFF_MSG.rolesRequired);
  const password = tempPassword();
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: staff.id }).from(staff).where(eq(sql`lower(${staff.username})`, input.username.toLowerCase()));
    if (taken) throw new ApiError(400, STAFF_MSG.staffTaken);
    const [row] = await tx.insert(staff).values({ username: input.username, name: input.name.trim(), roles: [...new Set(input.roles)], passwordHash }).returning();
    await stepAudit(tx, `staff:${row!.id}`, { step: 'staff-create', before: null, after: { username: row!.username, ...view(row!) } }, actor);
    return row!;
  });
  return { staff: rowOf(created), password };
}

export async function updateStaff(db: Db, id: number, change: { roles?: StaffRole[]; disabled?: boolean }, actor: Actor): Promise<StaffRow> {
  if (change.roles && change.roles.length === 0) throw new ApiError(400, STAFF_MSG.rolesRequired);
  const updated = await db.transaction(async (tx) => {
    const s = await lockedStaff(tx, id);
    const roles = change.roles ? [...new Set(change.roles)] : (s.roles as StaffRole[]);
    const disabled = change.disabled ?? s.disabled;
    if (actor.id === id && (disabled || !roles.includes('admin'))) throw new ApiError(400, STAFF_MSG.notYourself);
    const [row] = await tx.update(staff).set({ roles, disabled }).where(eq(staff.id, id)).returning();
    if (disabled && !s.disabled) await endSessions(tx, id);
    await stepAudit(tx, `staff:${id}`, { step: 'staff-update', before: view(s), after: view(row!) }, actor);
    return row!;
  });
  return rowOf(updated);
}

export async function resetStaff(db: Db, id: number, what: 'password' | 'totp', actor: Actor): Promise<{ staff: StaffRow; password?: string }> {
  if (actor.id === id) throw new ApiError(400, STAFF_MSG.notYourself);
  const password = what === 'password' ? tempPassword() : undefined;
  const passwordHash = password ? await hashPassword(password) : undefined;
  const row = await db.transaction(async (tx) => {
    const s = await lockedStaff(tx, id);
    const set = passwordHash ? { passwordHash } : { totpSecret: null, totpConfirmed: false, totpLastStep: null };
    const [r] = await tx.update(staff).set(set).where(eq(staff.id, id)).returning();
    await endSessions(tx, id);
    // The password itself is never written to the trail.
    await stepAudit(tx, `staff:${id}`, { step: `staff-reset-${what}`, before: view(s), after: view(r!) }, actor);
    return r!;
  });
  return { staff: rowOf(row), ...(password ? { password } : {}) };
}
