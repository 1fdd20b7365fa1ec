/** Server-side business constants. */

/**
 * The demo clinic-system partner's HMAC key as seeded unless YAOCAI_CIS_DEMO_SECRET is set at the first seed. It is
 * published (here): while the demo partner keeps it, anyone can sign its links, so the host demo's signer may too.
 */
export const DEMO_CIS_SECRET = 'yaocai-demo-cis-secret';
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A product whose validity ends within this many days is near expiry (near_expiration_date 1). */
export const NEAR_EXPIRY_DAYS = 180;

export const CLIENT_STATUS = { normal: 1, frozen: 2 } as const;
export const CHECK_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

/** Login failures allowed per username+ip inside the window before code 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 10 * 60 * 1000;

