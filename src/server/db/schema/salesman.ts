/**
 * The salesman console: each salesman's territory (his region's clients are listed to him, pending registrations
 * included) and the validity of the clients' licences (the console warns before one runs out). Imports accounts only.
 */
import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { clients, salesmen, uploads } from './accounts';

/** A territory: a province, a city of it or a district of that city ('' = all of the level above). */
export const salesmanRegions = pgTable(
  'salesman_regions',
  {
    salesmanId: integer('salesman_id')
      .notNull()
      .references(() => salesmen.id),
    province: text('province').notNull(),
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.salesmanId, t.province, t.city, t.area] })],
);

/**
 * Until when a client's licence (SPEC §3 licence key) is valid, with its number, issuer and start (the compliance
 * engine's licence facts; an approved renewal rewrites the row).
 */
export const clientLicenceValidity = pgTable(
  'client_licence_validity',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    number: text('number').notNull().default(''),
    issuer: text('issuer').notNull().default(''),
    validFrom: date('valid_from', { mode: 'string' }),
    /** The picture of the certificate in force (uploads). */
    uploadId: integer('upload_id').references(() => uploads.id),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.kind] }), index('client_licence_validity_until_idx').on(t.validUntil)],
);
