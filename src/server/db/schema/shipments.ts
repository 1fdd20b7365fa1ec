/**
 * Shipments an ERP reports (issue 27; services/open/shipments.ts): the carrier and waybill of an order, and for each
 * order line the batches it left with (批号, 有效期, quantity) and their traceability codes (追溯码). Kept beside the
 * line's own GSP record (order_lines.batch_no / expiry_date), which takes the first batch. Several per order since
 * issue 29 (parcels; their tracking events in parcel-events.ts). Imports orders and partners.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { orderLines, orders } from './orders';
import { partners } from './partners';

export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    partnerId: integer('partner_id').references(() => partners.id),
    carrier: text('carrier').notNull(),
    waybill: text('waybill').notNull(),
    createdAt: createdAt(),
  },
  // An order ships in one or more parcels (issue 29), one row each; a waybill once per order, so the callback sent
  // again finds its parcel and answers the same.
  (t) => [uniqueIndex('shipments_order_waybill_uq').on(t.orderId, t.waybill)],
);

export const shipmentBatches = pgTable(
  'shipment_batches',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    batchNo: text('batch_no').notNull(),
    /** 生产日期 when the ERP or the batch record knows it (the delivery note prints it). */
    producedOn: date('produced_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    traceCodes: text('trace_codes').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index('shipment_batches_line_idx').on(t.orderLineId), check('shipment_batches_quantity_positive', sql`${t.quantity} > 0`)],
);
