/** ERP webhooks (issue 27): how long to wait before each retry, and when to give up. */

/** Attempts in all (the first and its retries); after the last failure the delivery is marked failed. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
const FIRST_RETRY_S = 30;
const LONGEST_WAIT_S = 3600;

/** Seconds to wait after failed attempt number `attempt` (1-based): 30 s, 60 s, 2 min … at most an hour. */
export const webhookBackoffSeconds = (attempt: number): number => Math.min(LONGEST_WAIT_S, FIRST_RETRY_S * 2 ** Math.max(0, attempt - 1));

/**
 * Where a webhook may point (SSRF guard): a public address only. Refused: loopback, "this network", private
 * (10/8, 172.16/12, 192.168/16), CGNAT (100.64/10), link-local (169.254/16, the cloud metadata 169.254.169.254
 * among them), IETF / documentation / benchmark ranges, multicast and reserved; in IPv6 the unspecified and loopback
 * addresses, unique-local (fc00::/7), link- and site-local (fe80::/10, fec0::/10), multicast, documentation, and any
 * IPv4 address carried inside one (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::/96) by the IPv4 rule. The server checks the
 * URL when it is set and every address its name resolves to when it delivers (lib/webhook-target.ts).
 */
const V4_INTERNAL: readonly [number, number][] = [
  [0x00000000, 8], [0x0a000000, 8], [0x64400000, 10], [0x7f000000, 8], [0xa9fe0000, 16], [0xac100000, 12],
  [0xc0000000, 24], [0xc0000200, 24], [0xc0a80000, 16], [0xc6120000, 15], [0xc6336400, 24], [0xcb007100, 24],
  [0xe0000000, 4], [0xf0000000, 4],
];

function v4Number(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((n, p) => n * 256 + Number(p), 0);
}

const v4Internal = (n: number): boolean => V4_INTERNAL.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));

/** The 8 groups of an IPv6 address (an IPv4 tail read as two groups), or null. */
function v6Groups(text: string): number[] | null {
  let s = text.toLowerCase();
  const tail = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s);
  if (tail) {
    const n = v4Number(tail[1]!);
    if (n === null) return null;
    s = `${s.slice(0, -tail[1]!.length)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const read = (h: string) => (h === '' ? [] : h.split(':'));
  const head = read(halves[0]!);
  const rest = halves.length === 2 ? read(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (groups.some((g) => !/^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16));
}

function v6Internal(g: readonly number[]): boolean {
  const [a] = g as [number];
  const zeros = (n: number) => g.slice(0, n).every((x) => x === 0);
  const embedded = g[6]! * 65536 + g[7]!;
  if (zeros(5) && g[5] === 0xffff) return v4Internal(embedded); // ::ffff:a.b.c.d
  if (zeros(6)) return true; // ::, ::1 and the old ::a.b.c.d
  if (a === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return v4Internal(embedded); // NAT64
  if ((a & 0xfe00) === 0xfc00 || (a & 0xffc0) === 0xfe80 || (a & 0xffc0) === 0xfec0 || (a & 0xff00) === 0xff00) return true;
  return a === 0x2001 && g[1] === 0x0db8;
}

/** Whether this IP address (IPv4 dotted or IPv6, brackets allowed) is internal; text that is no address: false. */
export function internalAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '');
  const v4 = v4Number(bare);
  if (v4 !== null) return v4Internal(v4);
  const v6 = bare.includes(':') ? v6Groups(bare.replace(/%.*$/, '')) : null;
  return v6 !== null && v6Internal(v6);
}

export const WEBHOOK_URL_MAX = 500;

export const WEBHOOK_MSG = {
  badUrl: `推送地址应为 http:// 或 https:// 开头的网址（最长${WEBHOOK_URL_MAX}字）`,
  internal: '推送地址不能指向内网、本机或保留地址，请填写 ERP 对外的公网地址',
} as const;

/**
 * Why this webhook URL is refused, or null: http(s) only, no user or password in it, at most WEBHOOK_URL_MAX
 * characters, and not an internal address written as such (an IP literal, `localhost`, `*.localhost`); a name is
 * checked again by what it resolves to when a delivery is made.
 */
export function webhookUrlProblem(url: string): string | null {
  if (url.length > WEBHOOK_URL_MAX || /\s/.test(url)) return WEBHOOK_MSG.badUrl;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return WEBHOOK_MSG.badUrl;
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || !u.hostname || u.username || u.password) return WEBHOOK_MSG.badUrl;
  const host = u.hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || internalAddress(host)) return WEBHOOK_MSG.internal;
  return null;
}
