/**
 * Content: announcements and the home page (carousel, recommended floors). Imports catalogue (floors list products).
 */
import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { createdAt } from './columns';

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** Rich HTML as entered by staff; NOT sanitised here, every renderer must sanitise it. */
  contentHtml: text('content_html').notNull(),
  createdAt: createdAt(),
});

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
