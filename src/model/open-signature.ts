/**
 * The open API's request signature (ERP partners, /api/open/*; issue 27), as pure rules the server, the reference
 * ERP simulator (src/server/cli/erp-demo.ts) and docs/erp.md share:
 *
 *   canonical = METHOD \n PATH \n SORTED_QUERY \n TIMESTAMP \n NONCE \n hex(sha256(body bytes))
 *   signature = hex(HMAC-SHA256(secret, canonical))
 *
 * PATH is the request path without the query (`/api/open/products`). SORTED_QUERY is every query pair, each name
 * and value percent-decoded and then encoded again with encodeURIComponent, sorted by name then value (as encoded text, by UTF-16 code unit: `%E4…` sorts before `1`), joined with
 * `&` (empty without a query). TIMESTAMP is Unix seconds; NONCE 16 to 64 of [A-Za-z0-9_-], never used twice by a
 * key. The body is hashed as sent (a GET's empty body hashes to e3b0c442…). The HMAC itself: server/lib/open-sign.ts.
 */

export const OPEN_HEADERS = {
  key: 'x-yc-key',
  timestamp: 'x-yc-timestamp',
  nonce: 'x-yc-nonce',
  signature: 'x-yc-signature',
} as const;

/** How far a request's timestamp may lie from the server's clock, either way (seconds). */
export const OPEN_WINDOW_S = 300;
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Why a signed request was refused: a stable code for the partner's program and a Chinese text for its people. */
export const OPEN_REFUSALS = {
  missing_headers: '缺少签名请求头（x-yc-key、x-yc-timestamp、x-yc-nonce、x-yc-signature）',
  unknown_key: '接口密钥不存在',
  revoked_key: '接口密钥已停用',
  bad_timestamp: '时间戳格式不正确（Unix 秒）',
  expired_timestamp: `时间戳超出允许范围（与服务器时间相差须在${OPEN_WINDOW_S / 60}分钟内）`,
  bad_nonce: '随机串格式不正确（16-64 位字母、数字、_ 或 -）',
  bad_signature: '签名不正确',
  replayed_nonce: '随机串已使用过（请求重放）',
} as const;
export type OpenRefusal = keyof typeof OPEN_REFUSALS;

/** The refusal as the envelope's message: `签名不正确（bad_signature）`. */
export const openRefusalText = (code: OpenRefusal): string => `${OPEN_REFUSALS[code]}（${code}）`;

const decode = (s: string): string => {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    return s;
  }
};

/** The query part of the canonical text from a raw query string (with or without its `?`). */
export function canonicalQuery(rawQuery: string): string {
  const text = rawQuery.startsWith('?') ? rawQuery.slice(1) : rawQuery;
  if (!text) return '';
  const pairs = text
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const i = part.indexOf('=');
      const [k, v] = i < 0 ? [part, ''] : [part.slice(0, i), part.slice(i + 1)];
      return [encodeURIComponent(decode(k)), encodeURIComponent(decode(v))] as const;
    });
  pairs.sort(([ak, av], [bk, bv]) => (ak < bk ? -1 : ak > bk ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return pairs.map(([k, v]) => `${k}=${v}`).join('&');
}

export interface SignedParts {
  method: string;
  /** Path and query as requested (`/api/open/orders?cursor=0`). */
  url: string;
  timestamp: string;
  nonce: string;
  /** hex sha256 of the body bytes. */
  bodyHash: string;
}

/** The text that is signed. */
export function canonicalText(p: SignedParts): string {
  const q = p.url.indexOf('?');
  const path = q < 0 ? p.url : p.url.slice(0, q);
  const query = q < 0 ? '' : p.url.slice(q + 1);
  return [p.method.toUpperCase(), path, canonicalQuery(query), p.timestamp, p.nonce, p.bodyHash].join('\n');
}

/** Why the timestamp text is not acceptable at `nowMs`, or null. */
export function timestampRefusal(text: string, nowMs: number): OpenRefusal | null {
  if (!/^\d{9,11}$/.test(text)) return 'bad_timestamp';
  return Math.abs(Number(text) - Math.floor(nowMs / 1000)) > OPEN_WINDOW_S ? 'expired_timestamp' : null;
}
