/**
 * Catalogue merchandising and content tables (issue 4): home banners and floors, zones (clinic, special price,
 * major products), famous brands, coupon product scopes and the per-client search-history clear mark.
 * Products, categories, announcements and search_history themselves live in schema.ts.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clients, products } from './schema';

/** Home carousel. `theme` names a colour scheme the browser draws (the demo has no photos). */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  theme: text('theme').notNull().default('green'),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** Recommended floors of the home page; `url` is the floor's "more" link. */
export const homeFloors = pgTable('home_floors', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const floorProducts = pgTable(
  'floor_products',
  {
    floorId: integer('floor_id')
      .notNull()
      .references(() => homeFloors.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.floorId, t.productId] })],
);

/**
 * Products shown in a zone: 'clinic' (诊所专区, grouped by `section`), 'special' (特价专区: `original_price_fen` is
 * the price before the markdown; the product's own price is what the cart charges) and 'major' (主推品种, the
 * `major=1` filter of /category).
 */
export const zoneProducts = pgTable(
  'zone_products',
  {
    zone: text('zone').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    section: text('section').notNull().default(''),
    originalPriceFen: integer('original_price_fen'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.zone, t.productId] }),
    index('zone_products_product_idx').on(t.productId),
    check('zone_products_zone_kind', sql`${t.zone} in ('clinic', 'special', 'major')`),
  ],
);

/** Famous manufacturers (品牌厂家). Products belong to a brand through products.brand = brands.name. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  manufacturer: text('manufacturer').notNull(),
  intro: text('intro').notNull().default(''),
  colour: text('colour').notNull().default('#0f7b6c'),
  sort: integer('sort').notNull().default(0),
});

/**
 * Which products a coupon may be used on (/category?coupon_id=…). A coupon without rows here applies store-wide;
 * a row names one product, a category (a first-level one includes its children) or a brand.
 */
export const couponScopes = pgTable(
  'coupon_scopes',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id').notNull(),
    productId: integer('product_id').references(() => products.id),
    classId: integer('class_id'),
    brand: text('brand'),
  },
  (t) => [index('coupon_scopes_coupon_idx').on(t.couponId)],
);

/**
 * "Clear history" for a client hides its searches before this moment from its own list only: the rows stay, so
 * the hot keywords of publicHeader keep counting them.
 */
export const searchHistoryClears = pgTable('search_history_clears', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id),
  clearedAt: timestamp('cleared_at', { withTimezone: true }).notNull().defaultNow(),
});
