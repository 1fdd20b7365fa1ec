/**
 * Accounts: selling companies, clients and what belongs to them (profile, licences, companies they buy from),
 * salesmen and their customers, web sessions, registration helpers (uploads, SMS codes, administrative areas) and
 * the clinic-system (CIS) partners allowed to log clients in. The bottom of the schema: imports no other area.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, fen } from './columns';

/** Selling companies (branches). Company 4 serves other-province accounts. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  province: text('province').notNull(),
});

/** Client check status: 0 pending review, 1 approved, 2 rejected. Status: 1 normal, 2 frozen. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    username: text('username').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    clientType: smallint('client_type').notNull(),
    name: text('name').notNull(),
    /** Pinyin initials and full pinyin of the name (lib/pinyin.ts), written with it: the salesman's customer search. */
    nameInitials: text('name_initials').notNull().default(''),
    namePinyin: text('name_pinyin').notNull().default(''),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    /** Business scope classes the client may buy: 0 prescription, 1 class A OTC, 2 class B OTC. */
    businessScopes: smallint('business_scopes').array().notNull(),
    checkStatus: smallint('check_status').notNull().default(1),
    status: smallint('status').notNull().default(1),
    /** Cash account (现金账户): prepaid, never below zero; credit is a separate line. */
    balanceFen: fen('balance_fen').notNull().default(0),
    creditLimitFen: fen('credit_limit_fen').notNull().default(0),
    /** Credit in use: unpaid bills plus open credit orders; every change has a credit_ledger row. */
    creditUsedFen: fen('credit_used_fen').notNull().default(0),
    /** Face value of the usable spend-and-save coupons (coupon_amount). */
    couponFen: fen('coupon_fen').notNull().default(0),
    /** Total of the client's completed orders (DealOrderMoney). */
    dealOrderFen: fen('deal_order_fen').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clients_username_lower_uq').on(sql`lower(${t.username})`),
    index('clients_region_idx').on(t.province, t.city, t.area),
    check('clients_type_range', sql`${t.clientType} between 1 and 6`),
    check('clients_status_range', sql`${t.status} in (1, 2)`),
    check('clients_check_status_range', sql`${t.checkStatus} between 0 and 2`),
    check(
      'clients_money_nonneg',
      sql`${t.balanceFen} >= 0 and ${t.creditLimitFen} >= 0 and ${t.creditUsedFen} >= 0 and ${t.couponFen} >= 0 and ${t.dealOrderFen} >= 0`,
    ),
  ],
);

export const salesmen = pgTable('salesmen', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  phone: text('phone').notNull().default(''),
  status: smallint('status').notNull().default(1),
}, (t) => [uniqueIndex('salesmen_username_lower_uq').on(sql`lower(${t.username})`)]);

export const salesmanClients = pgTable(
  'salesman_clients',
  {
    salesmanId: integer('salesman_id')
      .notNull()
      .references(() => salesmen.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
  },
  (t) => [primaryKey({ columns: [t.salesmanId, t.clientId] }), index('salesman_clients_client_idx').on(t.clientId)],
);

/**
 * Web sessions. The token itself is never stored, only its sha256. A session starts anonymous and is bound to a
 * client or a salesman at login; `acting` marks a salesman ordering on behalf of client_id.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    clientId: integer('client_id').references(() => clients.id),
    companyId: integer('company_id').references(() => companies.id),
    salesmanId: integer('salesman_id').references(() => salesmen.id),
    acting: boolean('acting').notNull().default(false),
    /** The person a clinic system's signed link said is logged in there (their phone): that purchaser orders. */
    cisStaffPhone: text('cis_staff_phone'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_expires_idx').on(t.expiresAt)],
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

/**
 * Uploaded pictures (licence scans). Kept in the database so the API stays stateless; `key` is the unguessable
 * name in the returned url. The uploading session owns the file until a registration claims it for a client.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    /** The uploading session; set null when an expired session is purged (its unclaimed files go first). */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    clientId: integer('client_id').references(() => clients.id),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
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
    createdAt: createdAt(),
  },
  (t) => [index('verify_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

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

/** Clinic information systems allowed to open the store for their users with a signed link. */
export const cisPartners = pgTable('cis_partners', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** HMAC key; the partner holds the same value. */
  secret: text('secret').notNull(),
  /** Set when 管理员 revokes it: its links are refused from then on. */
  revokedAt: at('revoked_at'),
  createdAt: at('created_at').notNull().defaultNow(),
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
