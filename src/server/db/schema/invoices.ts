/**
 * Invoices (发票, issue 29): the invoice details a client keeps on its account, and per order the invoice record
 * (what was asked, with a snapshot of the details it was asked with; the number and the file once issued). Imports
 * accounts (clients, uploads: the file is an upload row owned by the order's client) and orders.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { clients, uploads } from './accounts';
import { at, fen } from './columns';
import { orders } from './orders';

/** One set of invoice details per client (model/invoice-rules.ts checks them). */
export const clientInvoiceDetails = pgTable(
  'client_invoice_details',
  {
    clientId: integer('client_id')
      .primaryKey()
      .references(() => clients.id),
    /** normal 普通发票, special 增值税专用发票. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    taxNo: text('tax_no').notNull(),
    bank: text('bank').notNull().default(''),
    account: text('account').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [check('client_invoice_details_kind', sql`${t.kind} in ('normal', 'special')`)],
);

/** The invoice details as they were when the invoice was asked for (a later edit does not change it). */
export interface InvoiceSnapshot {
  title: string;
  tax_no: string;
  bank: string;
  account: string;
  address: string;
  phone: string;
}

/** An order's invoice: no row = 未申请; status 1 待开票, 2 已开票 (number and file set). */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    details: jsonb('details').$type<InvoiceSnapshot>().notNull(),
    status: smallint('status').notNull().default(1),
    amountFen: fen('amount_fen').notNull(),
    /** checkout (chosen when ordering) or request (asked later from the order detail). */
    source: text('source').notNull(),
    requestedAt: at('requested_at').notNull().defaultNow(),
    invoiceNo: text('invoice_no').notNull().default(''),
    fileId: integer('file_id').references(() => uploads.id),
    /** pdf or ofd. */
    fileType: text('file_type').notNull().default(''),
    issuedAt: at('issued_at'),
    /** Who issued it: a staff member's account or an ERP partner's key id. */
    issuedBy: text('issued_by').notNull().default(''),
  },
  (t) => [
    check('order_invoices_kind', sql`${t.kind} in ('normal', 'special')`),
    check('order_invoices_status', sql`${t.status} in (1, 2)`),
    check('order_invoices_source', sql`${t.source} in ('checkout', 'request', 'staff')`),
    check('order_invoices_amount_nonneg', sql`${t.amountFen} >= 0`),
    index('order_invoices_status_idx').on(t.status, t.requestedAt),
  ],
);
