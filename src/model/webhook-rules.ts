/** ERP webhooks (issue 27): how long to wait before each retry, and when to give up. */

/** Attempts in all (the first and its retries); after the last failure the delivery is marked failed. */
export const WEBHOOK_MAX_ATTEMPTS = 8;
const FIRST_RETRY_S = 30;
const LONGEST_WAIT_S = 3600;

/** Seconds to wait after failed attempt number `attempt` (1-based): 30 s, 60 s, 2 min … at most an hour. */
export const webhookBackoffSeconds = (attempt: number): number => Math.min(LONGEST_WAIT_S, FIRST_RETRY_S * 2 ** Math.max(0, attempt - 1));
