/**
 * When a client is told (资质 message, issue 32) that a licence is running out: once while it ends within
 * LICENCE_WARN_DAYS (30, the compliance engine's warning), and once when it has ended. The window and the licence's
 * last day together are the told-once key (licence_expiry_notices): a renewed licence, with a new last day, is told
 * again when its own end nears.
 */
import { COMPLIANCE_TEXT, daysLeft, hasValidity, LICENCE_WARN_DAYS } from './compliance';
import { LICENCES, type LicenceKey } from './licences';
import { addDays } from './salesman-report';

export const EXPIRY_WINDOWS = ['expiring', 'expired'] as const;
export type ExpiryWindow = (typeof EXPIRY_WINDOWS)[number];

/** The window a licence with this last day is in today (China days, yyyy-MM-dd), or null: not yet near its end. */
export function expiryWindow(today: string, validUntil: string): ExpiryWindow | null {
  const left = daysLeft(today, validUntil);
  if (left < 0) return 'expired';
  return left <= LICENCE_WARN_DAYS ? 'expiring' : null;
}

/** The latest last day that is in a window today: the job reads the licences ending up to this day. */
export const expiryHorizon = (today: string): string => addDays(today, LICENCE_WARN_DAYS);

export interface ExpiryNotice {
  kind: string;
  validUntil: string;
  window: ExpiryWindow;
  title: string;
  body: string;
}

/** The notice due today for a licence on file, or null (no validity period, or not near its end). */
export function expiryNotice(today: string, licence: { kind: string; validUntil: string }): ExpiryNotice | null {
  if (!hasValidity(licence.kind)) return null;
  const window = expiryWindow(today, licence.validUntil);
  if (!window) return null;
  const name = LICENCES[licence.kind as LicenceKey];
  const day = licence.validUntil;
  return window === 'expired'
    ? { kind: licence.kind, validUntil: day, window, title: `资质已过期：${name}`, body: COMPLIANCE_TEXT.licenceExpired(name, day) }
    : { kind: licence.kind, validUntil: day, window, title: `资质即将过期：${name}`, body: COMPLIANCE_TEXT.licenceExpiring(name, day, daysLeft(today, day)) };
}
