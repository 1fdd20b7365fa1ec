/**
 * Database schema. Money is integer fen everywhere; the API turns it into yuan strings.
 * One schema and one migration history serve PGlite (dev, tests) and node-postgres (production).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

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
    balanceFen: integer('balance_fen').notNull().default(0),
    creditLimitFen: integer('credit_limit_fen').notNull().default(0),
    couponFen: integer('coupon_fen').notNull().default(0),
    dealOrderFen: integer('deal_order_fen').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('clients_type_range', sql`${t.clientType} between 1 and 6`),
    check('clients_status_range', sql`${t.status} in (1, 2)`),
    check('clients_check_status_range', sql`${t.checkStatus} between 0 and 2`),
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
});

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
  (t) => [primaryKey({ columns: [t.salesmanId, t.clientId] })],
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    clientId: integer('client_id').references(() => clients.id),
    companyId: integer('company_id').references(() => companies.id),
    salesmanId: integer('salesman_id').references(() => salesmen.id),
    acting: boolean('acting').notNull().default(false),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_expires_idx').on(t.expiresAt)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    productCode: text('product_code').notNull().unique(),
    tyName: text('ty_name').notNull(),
    manufacturer: text('manufacturer').notNull(),
    productStandard: text('product_standard').notNull(),
    productDw: text('product_dw').notNull(),
    thumb: text('thumb').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    medicareCode: text('medicare_code').notNull().default(''),
    /** 0 prescription, 1 class A OTC, 2 class B OTC. */
    businessScope: smallint('business_scope').notNull(),
    /** 0 western/patent, 1 injection, 2 equipment, 3 herbal pieces, 4 granules, 5 plaster, 6 other. */
    drugType: smallint('drug_type').notNull(),
    approvalNumber: text('approval_number').notNull().default(''),
    brand: text('brand').notNull().default(''),
    supplier: text('supplier').notNull().default(''),
    classId: integer('class_id')
      .notNull()
      .references(() => categories.id),
    validity: date('validity', { mode: 'string' }).notNull(),
    stock: integer('stock').notNull(),
    /** 0 fine, 1 off shelf, 2 sold out / awaiting restock, 3 expired. */
    isFailure: smallint('is_failure').notNull().default(0),
    isZhengjian: smallint('is_zhengjian').notNull().default(0),
    /** Packing size: quantities must be a multiple of it. */
    zhongbaozhuangNum: integer('zhongbaozhuang_num').notNull().default(1),
    priceFen: integer('price_fen').notNull(),
    retailPriceFen: integer('retail_price_fen').notNull(),
    /** -1 unlimited. */
    maxBuyNum: integer('max_buy_num').notNull().default(-1),
    minBuyNum: integer('min_buy_num').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    pinyinInitials: text('pinyin_initials').notNull(),
    pinyinFull: text('pinyin_full').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('products_scope_range', sql`${t.businessScope} between 0 and 2`),
    check('products_drug_type_range', sql`${t.drugType} between 0 and 6`),
    check('products_failure_range', sql`${t.isFailure} between 0 and 3`),
    check('products_packing_positive', sql`${t.zhongbaozhuangNum} >= 1`),
    check('products_price_nonneg', sql`${t.priceFen} >= 0 and ${t.retailPriceFen} >= 0`),
    index('products_class_idx').on(t.classId),
    index('products_name_trgm').using('gin', t.tyName.op('gin_trgm_ops')),
    index('products_manufacturer_trgm').using('gin', t.manufacturer.op('gin_trgm_ops')),
    index('products_approval_trgm').using('gin', t.approvalNumber.op('gin_trgm_ops')),
    index('products_brand_trgm').using('gin', t.brand.op('gin_trgm_ops')),
    index('products_supplier_trgm').using('gin', t.supplier.op('gin_trgm_ops')),
    index('products_pinyin_initials_trgm').using('gin', t.pinyinInitials.op('gin_trgm_ops')),
    index('products_pinyin_full_trgm').using('gin', t.pinyinFull.op('gin_trgm_ops')),
    // Prefix search for 1-2 character terms, which make no trigrams.
    index('products_name_prefix').on(t.tyName.op('text_pattern_ops')),
    index('products_pinyin_initials_prefix').on(t.pinyinInitials.op('text_pattern_ops')),
  ],
);

/**
 * Cart lines of a client. One line per product and activity: a repeated add merges into it with an atomic upsert,
 * so activity ids are 0 (not null) when absent to take part in the unique key.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    amount: integer('amount').notNull(),
    checked: smallint('checked').notNull().default(1),
    seckillId: integer('seckill_id').notNull().default(0),
    specialId: integer('special_id').notNull().default(0),
    purchaseId: integer('purchase_id').notNull().default(0),
    combinationId: integer('combination_id').notNull().default(0),
    isAddPrice: smallint('is_add_price').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_lines_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('cart_lines_line_uq').on(
      t.clientId,
      t.productId,
      t.seckillId,
      t.specialId,
      t.purchaseId,
      t.combinationId,
      t.isAddPrice,
    ),
  ],
);

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** Rich HTML as entered by staff; NOT sanitised here, every renderer must sanitise it. */
  contentHtml: text('content_html').notNull(),
  createdAt: createdAt(),
});

export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id').references(() => clients.id),
    keyword: text('keyword').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_history_created_idx').on(t.createdAt), index('search_history_client_idx').on(t.clientId)],
);
export * from './schema-catalog';
export * from './schema-accounts';
