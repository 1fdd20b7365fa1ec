/**
 * TOTP (RFC 6238) for the back office's second factor, on otplib v13 with its defaults (SHA-1, 6 digits, 30 s: what
 * every authenticator app reads from an otpauth:// URI). A code is accepted one period either side (clock drift)
 * and never twice: the caller keeps the time step of the last code accepted and passes it back (`afterStep`).
 */
import { generate, generateSecret, generateURI, verify } from 'otplib';

const ISSUER = '药采后台';
/** Seconds of drift allowed either way: one period. */
const TOLERANCE = 30;

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (username: string, secret: string): string => generateURI({ issuer: ISSUER, label: username, secret });

/** The time step of an accepted code, or null (wrong, too old, or the step of a code already used). */
export async function acceptTotp(secret: string, code: string, afterStep: number | null, now = Date.now()): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now / 1000),
      epochTolerance: TOLERANCE,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws on a secret it cannot use (a corrupt row) or an afterTimeStep ahead of the clock.
    return null;
  }
}

/** The current code of a secret (tests, and the demo notes on how to compute one). */
export const totpNow = (secret: string, now = Date.now()): Promise<string> => generate({ secret, epoch: Math.floor(now / 1000) });
