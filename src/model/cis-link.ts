/**
 * Clinic-system (CIS) links: `/cisLogin?UserName=…&action=…&ts=…&nonce=…&sign=…`. The actions a link may open,
 * and the canonical string its HMAC-SHA256 signature covers (documented in src/server/README.md).
 */

/** The parameters a signature covers; anything else on the URL (the browser's `t`, tracking…) is ignored. */
export const CIS_SIGNED_FIELDS = ['UserName', 'action', 'ts', 'nonce', 'partner', 'keyword', 'product_id', 'bak_var', 'staff_phone'] as const;
export type CisField = (typeof CIS_SIGNED_FIELDS)[number] | 'sign';
export type CisParams = Partial<Record<CisField, string>>;

/** `staff_phone`: the person logged in to the clinic system, by the phone registered as one of its purchasers. */
export const STAFF_PHONE = /^1[3-9]\d{9}$/;

/** The partner a link names with `partner`, or this one when it names none (the demo clinic system). */
export const DEFAULT_CIS_PARTNER = 'demo-cis';

/** A signed link is accepted for this long after its ts (and up to one minute before, for clock skew). */
export const CIS_LINK_TTL_MS = 5 * 60_000;
export const CIS_CLOCK_SKEW_MS = 60_000;

export const CIS_ACTIONS = ['home', 'search', 'cart', 'quickOrder', 'myOrder', 'product', 'personal'] as const;
export type CisAction = (typeof CIS_ACTIONS)[number];

/** RFC 3986 percent-encoding of UTF-8 (encodeURIComponent plus `!'()*`): `&`, `=` and `%` never appear raw. */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `name=value` pairs of the signed fields that are present and non-empty, sorted by name (code-unit order), both
 * percent-encoded (RFC 3986, UTF-8), joined with `&`. Encoding makes the string unambiguous: a value holding
 * `&bak_var=x` cannot pass for a second signed parameter, nor two parameters for one (the re-split attack).
 */
export function cisCanonicalString(params: CisParams): string {
  return CIS_SIGNED_FIELDS.filter((k) => (params[k] ?? '') !== '')
    .sort()
    .map((k) => `${encode(k)}=${encode(params[k] ?? '')}`)
    .join('&');
}

/** The store path an action opens, or null for an unknown action or a missing argument. */
export function cisTarget(action: string, params: CisParams): string | null {
  switch (action) {
    case 'home':
      return '/home';
    case 'search': {
      const keyword = params.keyword?.trim();
      return keyword ? `/category?keyword=${encodeURIComponent(keyword)}` : '/category';
    }
    case 'cart':
      return '/shopCart';
    case 'quickOrder':
      return '/quickOrder';
    case 'myOrder':
      return '/personal/myOrder';
    case 'product':
      return /^\d+$/.test(params.product_id ?? '') ? `/productDetail/${params.product_id}` : null;
    case 'personal':
      return '/personal/userCenter';
    default:
      return null;
  }
}

/** The CIS params of a URL query (string or URLSearchParams), ignoring everything else. */
export function cisParamsOf(query: string | URLSearchParams): CisParams {
  const q = typeof query === 'string' ? new URLSearchParams(query) : query;
  const out: CisParams = {};
  for (const k of [...CIS_SIGNED_FIELDS, 'sign'] as const) {
    const v = q.get(k);
    if (v !== null) out[k] = v;
  }
  return out;
}
