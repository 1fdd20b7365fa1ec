/** Column builders shared by every area of the schema (no tables here, so any area may import it). */
import { bigint, customType, timestamp } from 'drizzle-orm/pg-core';

export const at = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => at('created_at').notNull().defaultNow();

/**
 * Money in fen as int8: an int4 stops at 2^31 - 1 fen = 21,474,836.47 yuan, which one account's balance or a year
 * of orders can pass. Read as a JS number, exact up to 2^53 fen (90 trillion yuan). Unit prices stay int4: see
 * `products` in catalogue.ts.
 */
export const fen = (name: string) => bigint(name, { mode: 'number' });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
