/**
 * The back office's stock to-dos (issue 28, 工作台): products on shelf running low, and batches in stock about to
 * expire. The thresholds are named here so the dashboard, its tests and the docs agree.
 */
import { addDays } from './salesman-report';

/** A product on shelf with this many or fewer left is 库存不足. */
export const LOW_STOCK_AT = 10;
/** A batch in stock expiring within this many days (and not yet expired) is 近效期 (GSP: six months). */
export const NEAR_EXPIRY_DAYS = 180;
/** How many of each the dashboard lists (the count is of all). */
export const STOCK_ALERT_ROWS = 10;

/** The last China day a batch may expire on to count as near expiry on `today`. */
export const nearExpiryUntil = (today: string): string => addDays(today, NEAR_EXPIRY_DAYS);

/** Whether a batch expiring on `expiresOn` is near expiry on `today`: after today, by nearExpiryUntil. */
export const batchNearExpiry = (expiresOn: string, today: string): boolean => expiresOn > today && expiresOn <= nearExpiryUntil(today);
