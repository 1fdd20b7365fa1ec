/**
 * SMS verify codes for registration: 6 digits, 5 minutes, 5 tries; only a hash is stored. Sending is limited per
 * mobile (one a minute, SMS_PER_MOBILE_DAY a day) and per ip (an hour and a day), on atomic counters, so neither
 * one number can be flooded nor one visitor send codes to many numbers.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ACCOUNT_MSG } from '../../../model/messages';
import type { Db } from '../../db/client';
import { verifyCodes } from '../../db/schema';
import { ApiError } from '../../errors';
import type { SmsSender } from './sms';
import { DAY, HOUR, hit, spend } from '../trust/rate-counters';

export const VERIFY_TTL_MS = 5 * 60_000;
export const VERIFY_COOLDOWN_S = 60;
export const VERIFY_MAX_ATTEMPTS = 5;
export const SMS_PER_MOBILE_DAY = 10;
export const SMS_PER_IP_HOUR = 20;
export const SMS_PER_IP_DAY = 50;

const hashCode = (mobile: string, code: string) => createHash('sha256').update(`${mobile}:${code}`).digest('hex');

const registrationText = (code: string) => `您的药采注册验证码为 ${code}，5分钟内有效。如非本人操作，请忽略本短信。`;

/**
 * Sends a code to `mobile` (registration's text unless `textOf` says what it is for). `purpose` keeps another use's
 * codes apart (the payment password's are stored and limited under `pay:<mobile>`): a registration code never sets a
 * payment password, and the two cooldowns do not block each other.
 */
export async function sendVerifyCode(db: Db, sms: SmsSender, phone: string, ip = '', now = Date.now(), textOf = registrationText, purpose = ''): Promise<string> {
  const mobile = purpose ? `${purpose}:${phone}` : phone;
  const [last] = await db
    .select({ createdAt: verifyCodes.createdAt })
    .from(verifyCodes)
    .where(eq(verifyCodes.mobile, mobile))
    .orderBy(desc(verifyCodes.createdAt))
    .limit(1);
  const waited = last ? (now - last.createdAt.getTime()) / 1000 : Infinity;
  if (waited < VERIFY_COOLDOWN_S) throw new ApiError(400, ACCOUNT_MSG.verifyTooOften(Math.ceil(VERIFY_COOLDOWN_S - waited)));
  // The same cooldown on an atomic counter: two requests at once cannot both pass the check above.
  if ((await hit(db, `sms:mobile-minute:${mobile}`, VERIFY_COOLDOWN_S * 1000, now)) > 1) {
    throw new ApiError(400, ACCOUNT_MSG.verifyTooOften(VERIFY_COOLDOWN_S));
  }
  await spend(db, [{ key: `sms:ip-hour:${ip}`, max: SMS_PER_IP_HOUR, windowMs: HOUR }, { key: `sms:ip-day:${ip}`, max: SMS_PER_IP_DAY, windowMs: DAY }], ACCOUNT_MSG.smsIpLimit, now);
  await spend(db, [{ key: `sms:mobile-day:${mobile}`, max: SMS_PER_MOBILE_DAY, windowMs: DAY }], ACCOUNT_MSG.smsMobileLimit, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(verifyCodes).values({
    mobile,
    codeHash: hashCode(mobile, code),
    createdAt: new Date(now),
    expiresAt: new Date(now + VERIFY_TTL_MS),
  });
  await sms.send(phone, textOf(code));
  return code;
}

/** Spends the latest live code of the mobile if it matches; every wrong guess counts against it. */
export async function consumeVerifyCode(db: Db, phone: string, code: string, now = Date.now(), purpose = ''): Promise<void> {
  const mobile = purpose ? `${purpose}:${phone}` : phone;
  const [live] = await db
    .select()
    .from(verifyCodes)
    .where(and(eq(verifyCodes.mobile, mobile), isNull(verifyCodes.usedAt), gt(verifyCodes.expiresAt, new Date(now))))
    .orderBy(desc(verifyCodes.createdAt))
    .limit(1);
  if (!live || live.attempts >= VERIFY_MAX_ATTEMPTS) throw new ApiError(400, ACCOUNT_MSG.verifyWrong);
  if (live.codeHash !== hashCode(mobile, code.trim())) {
    await db.update(verifyCodes).set({ attempts: sql`${verifyCodes.attempts} + 1` }).where(eq(verifyCodes.id, live.id));
    throw new ApiError(400, ACCOUNT_MSG.verifyWrong);
  }
  // Conditional: two submits racing with the same code, only one spends it.
  const spent = await db
    .update(verifyCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(verifyCodes.id, live.id), isNull(verifyCodes.usedAt), lt(verifyCodes.attempts, VERIFY_MAX_ATTEMPTS)))
    .returning({ id: verifyCodes.id });
  if (spent.length === 0) throw new ApiError(400, ACCOUNT_MSG.verifyWrong);
}
