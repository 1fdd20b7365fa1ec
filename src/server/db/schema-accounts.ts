/**
 * Account tables (issue 5): registration (uploads, licences, SMS verify codes, review notes), administrative areas,
 * several selling companies per client, clinic-system (CIS) partners and their used nonces, coupons per client.
 * Clients, companies and sessions themselves live in schema.ts.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clients, companies, salesmen, sessions } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** GB/T 2260 divisions: id is the 6-digit code (310000 province, 310100 city, 310101 district); parent 0 = top. */
export const areas = pgTable(
  'areas',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').notNull(),
    name: text('name').notNull(),
    /** 1 province, 2 city, 3 district. */
    level: smallint('level').notNull(),
  },
  (t) => [index('areas_parent_idx').on(t.parentId), check('areas_level_range', sql`${t.level} between 1 and 3`)],
);

/**
 * Uploaded pictures (licence scans). Kept in the database so the API stays stateless; `key` is the unguessable
 * name in the returned url. The uploading session owns the file until a registration claims it for a client.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    clientId: integer('client_id').references(() => clients.id),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('uploads_session_idx').on(t.sessionId)],
);

/** Licence pictures of a client by SPEC §3 licence key (business, GSP, ...). */
export const clientLicences = pgTable(
  'client_licences',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind').notNull(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.kind, t.uploadId] })],
);

/** Registration and profile facts that the core clients table does not hold. */
export const clientProfiles = pgTable('client_profiles', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  landline: text('landline').notNull().default(''),
  idCard: text('id_card').notNull().default(''),
  /** The salesman (BD) the registrant named as referrer; assigned to him on approval. */
  bdSalesmanId: integer('bd_salesman_id').references(() => salesmen.id),
  reviewNote: text('review_note').notNull().default(''),
  reviewedAt: at('reviewed_at'),
});

/** Sandbox SMS codes: only a hash is kept; a code works once, for a few minutes, with a few tries. */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('verify_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/** A client buying from several selling companies picks one after login (selectCompany). */
export const clientCompanies = pgTable(
  'client_companies',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.companyId] })],
);

/** Clinic information systems allowed to open the store for their users with a signed link. */
export const cisPartners = pgTable('cis_partners', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** HMAC key; the partner holds the same value. */
  secret: text('secret').notNull(),
});

/** Which client accounts a partner may log in. */
export const cisPartnerClients = pgTable(
  'cis_partner_clients',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => cisPartners.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.clientId] })],
);

/** Nonces of accepted links: each works once. Rows older than the link lifetime may be purged. */
export const cisNonces = pgTable(
  'cis_nonces',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => cisPartners.id),
    nonce: text('nonce').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.nonce] }), index('cis_nonces_used_idx').on(t.usedAt)],
);

/**
 * Coupons (SPEC §3). coupon_type 1: spend `payvalue` get `amount` off; 2: discount by the steps of config_json
 * ({step1_price, step1_discount} — discount 95 = 9.5折), capped at max_discount. `total` is how many may be claimed.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    typeName: text('type_name').notNull(),
    couponType: smallint('coupon_type').notNull(),
    configJson: jsonb('config_json').$type<{ step1_price: string; step1_discount: string }[]>().notNull().default([]),
    amountFen: integer('amount_fen').notNull().default(0),
    payvalueFen: integer('payvalue_fen').notNull().default(0),
    maxDiscountFen: integer('max_discount_fen').notNull().default(0),
    startTime: at('start_time').notNull(),
    endTime: at('end_time').notNull(),
    actName: text('act_name').notNull().default(''),
    couponTitle: text('coupon_title').notNull(),
    total: integer('total').notNull(),
    claimed: integer('claimed').notNull().default(0),
  },
  (t) => [
    check('coupons_type_range', sql`${t.couponType} in (1, 2)`),
    check('coupons_claimed_bound', sql`${t.claimed} between 0 and ${t.total}`),
  ],
);

/** A coupon a client has claimed; used_at is set when an order spends it. */
export const clientCoupons = pgTable(
  'client_coupons',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    claimedAt: at('claimed_at').notNull().defaultNow(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('client_coupons_once_uq').on(t.clientId, t.couponId)],
);
