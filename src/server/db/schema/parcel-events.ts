/**
 * Tracking events of a parcel (issue 29; services/orders/parcels.ts): when and where, and what happened (揽收, 到达,
 * 派送, 签收...), entered by staff or sent by the ERP. The same event sent again (same time and text) is one row.
 * Imports shipments.
 */
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { shipments } from './shipments';

export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
    place: text('place').notNull().default(''),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shipment_events_once_uq').on(t.shipmentId, t.at, t.text), index('shipment_events_shipment_idx').on(t.shipmentId)],
);
