/**
 * HMAC-SHA256 of the open API's canonical text (model/open-signature.ts): the server checks with it, the reference
 * ERP simulator and the tests sign with it.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { canonicalText, OPEN_HEADERS, type SignedParts } from '../../model/open-signature';

export const sha256Hex = (body: string | Buffer): string => createHash('sha256').update(body).digest('hex');

export const signText = (secret: string, parts: SignedParts): string => createHmac('sha256', secret).update(canonicalText(parts)).digest('hex');

/** Whether `given` (hex) is the signature of `parts` under `secret`, compared in constant time. */
export function signatureMatches(secret: string, parts: SignedParts, given: string): boolean {
  const want = Buffer.from(signText(secret, parts), 'hex');
  const got = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** The four headers of a signed request (what a partner's program sends). */
export function signedHeaders(
  keyId: string,
  secret: string,
  req: { method: string; url: string; body?: string },
  now = Date.now(),
  nonce = randomBytes(16).toString('hex'),
): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const signature = signText(secret, { method: req.method, url: req.url, timestamp, nonce, bodyHash: sha256Hex(req.body ?? '') });
  return { [OPEN_HEADERS.key]: keyId, [OPEN_HEADERS.timestamp]: timestamp, [OPEN_HEADERS.nonce]: nonce, [OPEN_HEADERS.signature]: signature };
}
