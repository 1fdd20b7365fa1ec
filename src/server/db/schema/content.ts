/**
 * Content: announcements and the home page (carousel, recommended floors). Imports catalogue (floors list products).
 */
import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { at, bytea, createdAt } from './columns';

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  /** Rich HTML as entered by staff; NOT sanitised here, every renderer must sanitise it. */
  contentHtml: text('content_html').notNull(),
  createdAt: createdAt(),
});

/**
 * Home carousel. `theme` names a colour scheme the browser draws; `picture` is a staff-uploaded picture's url
 * (/api/contentPicture/<key>, see contentPictures), drawn over the theme when set ('' = none).
 */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  theme: text('theme').notNull().default('green'),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  picture: text('picture').notNull().default(''),
});

/**
 * Pictures staff upload for the store's public content (banner pictures): checked like every upload (content type
 * by the bytes, whole picture, size), readable by anyone at /api/contentPicture/<key>. Apart from `uploads`, whose
 * rows are private to a session or client and purged when unclaimed.
 */
export const contentPictures = pgTable('content_pictures', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  staffId: integer('staff_id'),
  createdAt: createdAt(),
});

/**
 * Help centre pages saved by staff (/admin/content). A row named like a built-in topic (model/help-topics.ts)
 * replaces that topic's built-in text on /help; another name is a page of its own in its group. Deleting a row
 * brings the built-in text back (or removes the page). `bodyHtml` is stored sanitised and sanitised again when sent.
 */
export const helpPages = pgTable('help_pages', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  groupTitle: text('group_title').notNull(),
  bodyHtml: text('body_html').notNull(),
  sort: integer('sort').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
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
