/**
 * 支付密码: set and reset by an SMS code to the client's registered phone (the registration's verify codes), stored
 * as a scrypt hash like login passwords, checked before a balance or credit payment. Wrong tries are counted in
 * their own statement (so a refused payment still counts them); PAY_PASSWORD_MAX_TRIES in a row lock it for
 * PAY_PASSWORD_LOCK_MINUTES. The password never reaches a log (redact.ts masks `pay_password`).
 */
import { eq, sql } from 'drizzle-orm';
import { maskPhone as maskMobile } from '../../../model/compliance';
import {
  lockMinutesLeft,
  PAY_PASSWORD_LOCK_MINUTES,
  PAY_PASSWORD_MAX_TRIES,
  PAY_PASSWORD_TEXT,
  payPasswordMissing,
  payPasswordProblem,
} from '../../../model/pay-password';
import type { Db } from '../../db/client';
import { clients, payPasswords } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { SmsSender } from '../accounts/sms';
import { consumeVerifyCode, sendVerifyCode } from '../accounts/verify-codes';
import { gateMessage } from '../compliance/order-gate';

/** The payment password's codes are kept apart from registration's (verify-codes.ts `purpose`). */
export const PAY_CODE_PURPOSE = 'pay';

export interface PayPasswordState {
  is_set: 0 | 1;
  /** Minutes the password stays locked (0: not locked). */
  locked_minutes: number;
  /** The registered phone the code goes to, masked. */
  phone: string;
}

async function phoneOf(db: Db, clientId: number): Promise<string> {
  const [c] = await db.select({ phone: clients.phone }).from(clients).where(eq(clients.id, clientId));
  const phone = c?.phone.trim() ?? '';
  if (!phone) throw new ApiError(400, PAY_PASSWORD_TEXT.noPhone);
  return phone;
}

export async function payPasswordState(db: Db, clientId: number, now = Date.now()): Promise<PayPasswordState> {
  const [row] = await db.select().from(payPasswords).where(eq(payPasswords.clientId, clientId));
  const [c] = await db.select({ phone: clients.phone }).from(clients).where(eq(clients.id, clientId));
  return {
    is_set: row ? 1 : 0,
    locked_minutes: row ? lockMinutesLeft(row.lockedUntil?.getTime() ?? null, now) : 0,
    phone: c?.phone ? maskMobile(c.phone) : '',
  };
}

/** Sends the code to the registered phone; answers the code itself only for the demo's hint. */
export async function sendPayPasswordCode(db: Db, sms: SmsSender, clientId: number, ip: string): Promise<{ code: string; phone: string }> {
  const phone = await phoneOf(db, clientId);
  const code = await sendVerifyCode(db, sms, phone, ip, Date.now(), PAY_PASSWORD_TEXT.sms, PAY_CODE_PURPOSE);
  return { code, phone: maskMobile(phone) };
}

/** Sets or resets the password with the code sent to the registered phone; a reset also lifts a lock. */
export async function savePayPassword(db: Db, clientId: number, code: string, password: string): Promise<void> {
  const problem = payPasswordProblem(password);
  if (problem) throw new ApiError(400, problem);
  await consumeVerifyCode(db, await phoneOf(db, clientId), code, Date.now(), PAY_CODE_PURPOSE);
  const passwordHash = await hashPassword(password);
  const now = new Date();
  await db
    .insert(payPasswords)
    .values({ clientId, passwordHash, failures: 0, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({ target: payPasswords.clientId, set: { passwordHash, failures: 0, lockedUntil: null, updatedAt: now } });
}

/**
 * Before a balance or credit payment: refuses without a password set (with how to set one), while locked (saying
 * for how long), and a wrong one (saying how many tries are left; the last locks). A right one clears the count.
 */
export async function checkPayPassword(db: Db, clientId: number, password: string | undefined, now = Date.now()): Promise<void> {
  const [row] = await db.select().from(payPasswords).where(eq(payPasswords.clientId, clientId));
  if (!row) throw new ApiError(400, gateMessage(payPasswordMissing()));
  const locked = lockMinutesLeft(row.lockedUntil?.getTime() ?? null, now);
  if (locked > 0) throw new ApiError(429, PAY_PASSWORD_TEXT.locked(locked));
  if (!password) throw new ApiError(400, PAY_PASSWORD_TEXT.required);
  if (await verifyPassword(password, row.passwordHash)) {
    if (row.failures > 0 || row.lockedUntil) await db.update(payPasswords).set({ failures: 0, lockedUntil: null }).where(eq(payPasswords.clientId, clientId));
    return;
  }
  // One atomic step: concurrent wrong tries each count, and the one reaching the limit sets the lock.
  const lockAt = new Date(now + PAY_PASSWORD_LOCK_MINUTES * 60_000);
  const [after] = await db
    .update(payPasswords)
    .set({
      failures: sql`case when ${payPasswords.failures} + 1 >= ${PAY_PASSWORD_MAX_TRIES} then 0 else ${payPasswords.failures} + 1 end`,
      lockedUntil: sql`case when ${payPasswords.failures} + 1 >= ${PAY_PASSWORD_MAX_TRIES} then ${lockAt.toISOString()}::timestamptz else ${payPasswords.lockedUntil} end`,
    })
    .where(eq(payPasswords.clientId, clientId))
    .returning({ failures: payPasswords.failures, lockedUntil: payPasswords.lockedUntil });
  if (after?.lockedUntil && after.lockedUntil.getTime() > now) throw new ApiError(429, PAY_PASSWORD_TEXT.locked(PAY_PASSWORD_LOCK_MINUTES));
  throw new ApiError(400, PAY_PASSWORD_TEXT.wrong(PAY_PASSWORD_MAX_TRIES - (after?.failures ?? 0)));
}
