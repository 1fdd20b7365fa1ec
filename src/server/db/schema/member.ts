/**
 * Paid member articles (SPEC §2.5: /member/articleList, details, payNow): what a client may read in full only
 * after paying for it, and who has paid. Imports accounts; payments sits above it (a payment may be for an article).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { clients } from './accounts';
import { at, createdAt, fen } from './columns';

export const memberArticles = pgTable(
  'member_articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    /** Shown to everyone in the list and above the paywall. */
    summary: text('summary').notNull(),
    author: text('author').notNull().default(''),
    /** 0 = free to every logged-in client. */
    priceFen: fen('price_fen').notNull().default(0),
    /** Rich HTML as entered by staff; NOT sanitised here, every renderer must sanitise it. Sent only to readers. */
    bodyHtml: text('body_html').notNull(),
    /** 1 published, 0 withdrawn (neither listed nor readable; purchases are kept). */
    status: smallint('status').notNull().default(1),
    publishedAt: at('published_at').notNull().defaultNow(),
  },
  (t) => [
    check('member_articles_price_nonneg', sql`${t.priceFen} >= 0`),
    check('member_articles_status_range', sql`${t.status} in (0, 1)`),
    index('member_articles_published_idx').on(t.publishedAt),
  ],
);

/** A client's right to read an article, bought once (the payment that bought it, kept with the amount paid). */
export const articlePurchases = pgTable(
  'article_purchases',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => memberArticles.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    amountFen: fen('amount_fen').notNull(),
    outTradeNo: text('out_trade_no').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('article_purchases_once_uq').on(t.articleId, t.clientId), index('article_purchases_client_idx').on(t.clientId)],
);
