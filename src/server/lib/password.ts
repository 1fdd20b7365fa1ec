/**
 * Password hashing with node's scrypt and a random salt per password. Format: scrypt$N$r$p$salt$hash (base64).
 * Cost: OWASP's scrypt minimum N=2^17, r=8, p=1 (128 MiB per hash, about 0.4 s here). Hashes stored with other
 * parameters still verify (they carry their own) and `needsRehash` tells login to store a new one.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

type ScryptParams = { readonly N: number; readonly r: number; readonly p: number };
export const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
/** The cost the test suites hash with (see passwordCost). */
export const TEST_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

/**
 * The cost this process hashes with: OWASP's, except in a test process (NODE_ENV=test, as vitest and the e2e servers
 * run) that asks for YAOCAI_PASSWORD_COST=test. The suites log in thousands of times and would spend most of their
 * time in scrypt; a fast hasher in test settings is what Django's testing guide recommends for the same reason.
 * Anywhere else the variable is ignored, so a production process cannot be weakened by it.
 */
export function passwordCost(env: NodeJS.ProcessEnv = process.env): ScryptParams {
  return env.NODE_ENV === 'test' && env.YAOCAI_PASSWORD_COST === 'test' ? TEST_SCRYPT_PARAMS : SCRYPT_PARAMS;
}
const COST = passwordCost();
const KEY_LENGTH = 32;
/** scrypt needs 128 * N * r bytes; node's default cap (32 MiB) refuses N=2^17, so allow twice what is needed. */
const maxmemFor = (N: number, r: number) => 2 * 128 * N * r;
/** Stored parameters are ours, but a corrupt row must not make one login allocate gigabytes. */
const MAX_N = 2 ** 20;

function derive(password: string, salt: Buffer, opts: ScryptOptions & { N: number; r: number }): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...opts, maxmem: maxmemFor(opts.N, opts.r) }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: ScryptParams = COST): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = cost;
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string) {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    kind === 'scrypt' && salt && hash && Number.isInteger(params.N) && params.N > 1 && params.N <= MAX_N &&
    Number.isInteger(params.r) && params.r >= 1 && params.r <= 32 && Number.isInteger(params.p) && params.p >= 1 && params.p <= 16;
  return sane ? { params, salt, hash } : null;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64');
  const key = await derive(password, Buffer.from(parsed.salt, 'base64'), parsed.params);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash made with weaker (older) parameters than today's: login replaces it once the password is known. */
export function needsRehash(stored: string, cost: ScryptParams = COST): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { N, r, p } = parsed.params;
  return N < cost.N || r < cost.r || p < cost.p;
}

let dummy: Promise<string> | undefined;
/** Spend the same time as a real check when the username does not exist, so timing does not reveal accounts. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummy);
}
