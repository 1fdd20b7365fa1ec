/**
 * The key of the operator API (/api/operator/*) used by `npm run operator`. From env YAOCAI_OPERATOR_KEY, else a
 * random key kept in .data/operator.key (created on first use, mode 0600) that the server and the command share.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const OPERATOR_KEY_FILE = join(fileURLToPath(new URL('../../../', import.meta.url)), '.data', 'operator.key');

export function operatorKey(): string {
  const fromEnv = process.env.YAOCAI_OPERATOR_KEY?.trim();
  if (fromEnv) return fromEnv;
  if (existsSync(OPERATOR_KEY_FILE)) {
    const saved = readFileSync(OPERATOR_KEY_FILE, 'utf8').trim();
    if (saved) return saved;
  }
  const key = randomBytes(24).toString('base64url');
  mkdirSync(dirname(OPERATOR_KEY_FILE), { recursive: true });
  try {
    // 'wx': when two processes start at once, the first file wins and both read it.
    writeFileSync(OPERATOR_KEY_FILE, `${key}\n`, { mode: 0o600, flag: 'wx' });
    chmodSync(OPERATOR_KEY_FILE, 0o600);
    return key;
  } catch {
    return readFileSync(OPERATOR_KEY_FILE, 'utf8').trim();
  }
}

export function isOperatorKey(given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(operatorKey());
  return a.length === b.length && timingSafeEqual(a, b);
}
