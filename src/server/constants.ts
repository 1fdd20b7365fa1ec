/** Server-side business constants. */
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** A product whose validity ends within this many days is near expiry (near_expiration_date 1). */
export const NEAR_EXPIRY_DAYS = 180;

export const CLIENT_STATUS = { normal: 1, frozen: 2 } as const;
export const CHECK_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;

/** Login failures allowed per username+ip inside the window before code 429. */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 10 * 60 * 1000;

