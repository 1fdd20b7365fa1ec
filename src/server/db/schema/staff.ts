/**
 * The back office's staff (issue 28) and their sessions. Kept apart from the buyers' tables: a staff token is looked
 * up only here and a buyer's only in `sessions`, so neither can ever stand for the other. Imports no area.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Keys of STAFF_ROLES (src/model/staff.ts). */
    roles: text('roles').array().notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** Base32 TOTP secret; set at enrolment, `totpConfirmed` once a code made with it was accepted. */
    totpSecret: text('totp_secret'),
    totpConfirmed: boolean('totp_confirmed').notNull().default(false),
    /** The RFC 6238 time step of the last code accepted: a code is never accepted twice (replay). */
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_username_lower_uq').on(sql`lower(${t.username})`)],
);

/** Only sha256(token) is stored, as for the buyers' sessions (lib/token.ts). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_uq').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);
