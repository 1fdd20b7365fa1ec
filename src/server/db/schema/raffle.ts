/**
 * The prize draw (幸运抽奖): raffles, their prizes, every draw, and each client's draws per day. Imports accounts and
 * promotions (a coupon prize grants a `coupons` template into `client_coupons`); nothing imports it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { at } from './columns';
import { clientCoupons, coupons } from './promotions';

/** A raffle runs from start to end (or `ended_at`, an early end); each client may draw `daily_limit` times a China day. */
export const raffles = pgTable(
  'raffles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    rules: text('rules').notNull().default(''),
    dailyLimit: integer('daily_limit').notNull(),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    endedAt: at('ended_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('raffles_window', sql`${t.endTime} > ${t.startTime}`), check('raffles_limit_positive', sql`${t.dailyLimit} >= 1`)],
);

/**
 * A prize: kind coupon (grants `coupon_id`), gift (recorded, sent with the client's next order) or none (谢谢参与).
 * `weight` is its relative odds; `stock` the units offered (-1 unlimited), `won` moves only by a conditional update.
 */
export const rafflePrizes = pgTable(
  'raffle_prizes',
  {
    id: serial('id').primaryKey(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    weight: integer('weight').notNull(),
    stock: integer('stock').notNull().default(-1),
    won: integer('won').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('raffle_prizes_kind', sql`${t.kind} in ('coupon', 'gift', 'none')`),
    check('raffle_prizes_coupon', sql`(${t.kind} = 'coupon') = (${t.couponId} is not null)`),
    check('raffle_prizes_weight_nonneg', sql`${t.weight} >= 0`),
    check('raffle_prizes_won_bound', sql`${t.won} >= 0 and (${t.stock} < 0 or ${t.won} <= ${t.stock})`),
    index('raffle_prizes_raffle_idx').on(t.raffleId),
  ],
);

/** One draw and what it gave (the prize's name and kind as they were; the coupon granted, if any). */
export const raffleDraws = pgTable(
  'raffle_draws',
  {
    id: serial('id').primaryKey(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => rafflePrizes.id),
    kind: text('kind').notNull(),
    prizeName: text('prize_name').notNull(),
    clientCouponId: integer('client_coupon_id').references(() => clientCoupons.id),
    drawnAt: at('drawn_at').notNull().defaultNow(),
  },
  (t) => [index('raffle_draws_raffle_idx').on(t.raffleId, t.drawnAt), index('raffle_draws_client_idx').on(t.clientId, t.raffleId)],
);

/** Draws a client made on one China day (yyyy-MM-dd): raised by a conditional upsert (`used + 1 <= daily_limit`). */
export const raffleDrawDays = pgTable(
  'raffle_draw_days',
  {
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    day: text('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.raffleId, t.clientId, t.day] }), check('raffle_draw_days_used_nonneg', sql`${t.used} >= 0`)],
);
