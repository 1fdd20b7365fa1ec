/**
 * The back office's staff (issue 28): sign-in (password, then a TOTP code for the roles that need one, enrolling the
 * authenticator on the first sign-in), staff sessions and who is asking. A staff token lives only in staff_sessions,
 * a buyer's only in sessions: neither is ever taken for the other. Staff sessions are always read from the database,
 * never from a cache (ARCHITECTURE "Trust"): a disabled account or a removed role stops the next request.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { SERVER_MSG } from '../../../model/messages';
import { needsTotp, STAFF_MSG, type StaffRole } from '../../../model/staff';
import type { StaffLoginResult, StaffMe } from '../../../contract/admin';
import type { Db } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import { ApiError } from '../../errors';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../lib/password';
import { hashToken, newToken } from '../../lib/token';
import { acceptTotp, newTotpSecret, totpUri } from '../../lib/totp';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES } from '../../constants';
import { audit } from '../trust/audit';
import { giveBack, hit } from '../trust/rate-counters';

/** A working day: staff sign in each morning. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface StaffView {
  id: number;
  username: string;
  name: string;
  roles: StaffRole[];
  sessionId: number;
}

export interface StaffLoginInput {
  username: string;
  password: string;
  code?: string;
  ip: string;
}

/** The failure counter of a staff username from one ip (separate from the buyers' counters). */
const staffLoginKey = (username: string, ip: string) => `staff-login:${username.trim().toLowerCase()}|${ip}`;

/**
 * Counted like the buyers' login (services/accounts/login.ts): every attempt before the slow check, a wrong password or a
 * wrong code alike; only a complete sign-in gives its attempt back. The password is sent again with the code, so a
 * code alone never signs anyone in and there is no half-signed-in session to steal.
 */
export async function staffLogin(db: Db, input: StaffLoginInput): Promise<StaffLoginResult> {
  const username = input.username.trim();
  const key = staffLoginKey(username, input.ip);
  const subject = `staff:${username}`;
  if ((await hit(db, key, LOGIN_FAILURE_WINDOW_MS)) > LOGIN_MAX_FAILURES) {
    await audit(db, { action: 'staff_login_blocked', actorKind: 'visitor', subject, ip: input.ip });
    throw new ApiError(429, SERVER_MSG.tooManyAttempts);
  }
  const [row] = await db.select().from(staff).where(eq(sql`lower(${staff.username})`, username.toLowerCase())).limit(1);
  const valid = row ? await verifyPassword(input.password, row.passwordHash) : (await burnPasswordCheck(input.password), false);
  if (!row || !valid) {
    await audit(db, { action: 'staff_login_failed', actorKind: 'visitor', subject, ip: input.ip });
    throw new ApiError(400, SERVER_MSG.loginFailed);
  }
  // Whether the account is disabled is told only to someone who knows its password.
  if (row.disabled) throw new ApiError(400, STAFF_MSG.disabled);
  if (needsRehash(row.passwordHash)) await db.update(staff).set({ passwordHash: await hashPassword(input.password) }).where(eq(staff.id, row.id));

  if (needsTotp(row.roles)) {
    let secret = row.totpSecret;
    if (!secret) {
      secret = newTotpSecret();
      await db.update(staff).set({ totpSecret: secret, totpConfirmed: false }).where(eq(staff.id, row.id));
    }
    // Until a first code is accepted the authenticator is not set up: the URI is shown (after the password) to scan.
    const pending = row.totpConfirmed ? ({ step: 'totp' } as const) : ({ step: 'enrol', otpauth: totpUri(row.username, secret) } as const);
    if (!input.code) {
      // The right password is no failed attempt: without this every sign-in with a code left one counted, and the
      // sixth sign-in within the window (a second tab, a new browser) was refused as too many.
      await giveBack(db, key);
      return pending;
    }
    const step = await acceptTotp(secret, input.code, row.totpLastStep);
    if (step === null) {
      await audit(db, { action: 'staff_login_failed', actorKind: 'staff', actorId: row.id, subject, detail: { reason: 'totp' }, ip: input.ip });
      throw new ApiError(400, STAFF_MSG.totpWrong);
    }
    await db.update(staff).set({ totpLastStep: step, totpConfirmed: true }).where(eq(staff.id, row.id));
    if (!row.totpConfirmed) await audit(db, { action: 'staff_totp_enrolled', actorKind: 'staff', actorId: row.id, subject, ip: input.ip });
  }
  await giveBack(db, key);
  const token = newToken();
  const expiresAt = new Date(Date.now() + STAFF_SESSION_TTL_MS);
  await db.insert(staffSessions).values({ tokenHash: hashToken(token), staffId: row.id, expiresAt });
  await audit(db, { action: 'staff_login', actorKind: 'staff', actorId: row.id, subject, ip: input.ip });
  return { step: 'done', token, expires_at: expiresAt.getTime() };
}

/** The staff member of a token, as the database says now; null when unknown, expired or disabled. */
export async function findStaff(db: Db, token: string): Promise<StaffView | null> {
  const [row] = await db
    .select({ sessionId: staffSessions.id, id: staff.id, username: staff.username, name: staff.name, roles: staff.roles, disabled: staff.disabled })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, hashToken(token)), gt(staffSessions.expiresAt, new Date())))
    .limit(1);
  if (!row || row.disabled) return null;
  const { disabled: _disabled, ...view } = row;
  return { ...view, roles: view.roles as StaffRole[] };
}

export async function staffLogout(db: Db, who: StaffView, ip: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, who.sessionId));
  await audit(db, { action: 'staff_logout', actorKind: 'staff', actorId: who.id, subject: `staff:${who.username}`, ip });
}

export const staffMe = (who: StaffView): StaffMe => ({ id: who.id, username: who.username, name: who.name, roles: who.roles });

/** Expired staff sessions are deleted with the buyers' (housekeeping). */
export async function purgeExpiredStaffSessions(db: Db, now = Date.now()): Promise<void> {
  await db.delete(staffSessions).where(lt(staffSessions.expiresAt, new Date(now)));
}
