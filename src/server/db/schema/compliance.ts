/**
 * Compliance (GSP): licence renewals awaiting the operator's review, the staff a client authorises to order
 * (purchasers) and who placed each order. Imports accounts and orders.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { clients, uploads } from './accounts';
import { at, createdAt } from './columns';
import { orders } from './orders';

/** A renewed licence the client uploaded: 0 awaiting review, 1 approved (copied into client_licence_validity), 2 rejected. */
export const licenceRenewals = pgTable(
  'licence_renewals',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    issuer: text('issuer').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id),
    status: smallint('status').notNull().default(0),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    reviewedAt: at('reviewed_at'),
  },
  (t) => [
    index('licence_renewals_client_idx').on(t.clientId, t.kind),
    index('licence_renewals_pending_idx').on(t.createdAt).where(sql`${t.status} = 0`),
    check('licence_renewals_status_range', sql`${t.status} between 0 and 2`),
    check('licence_renewals_dates', sql`${t.validFrom} <= ${t.validUntil}`),
  ],
);

/**
 * Staff a client authorises to order (采购人员): the ID number is kept for the GSP record and only ever shown
 * masked; the authorisation letter is an upload. Never deleted: a revoked purchaser stays on past orders.
 */
export const purchasers = pgTable(
  'purchasers',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    name: text('name').notNull(),
    idCard: text('id_card').notNull(),
    phone: text('phone').notNull(),
    letterUploadId: integer('letter_upload_id').references(() => uploads.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('purchasers_client_idx').on(t.clientId), check('purchasers_dates', sql`${t.validFrom} <= ${t.validUntil}`)],
);

/** Who placed an order: the purchaser (null for a clinic-system user) and the name as it was then. */
export const orderPurchasers = pgTable('order_purchasers', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  purchaserId: integer('purchaser_id').references(() => purchasers.id),
  name: text('name').notNull(),
  /** Masked like every view (model/compliance maskIdCard). */
  idCardMasked: text('id_card_masked').notNull().default(''),
});
