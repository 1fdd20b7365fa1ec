/**
 * Database schema, one module per area. Money is integer fen everywhere; the API turns it into yuan strings.
 * One schema and one migration history serve PGlite (dev, tests) and node-postgres (production).
 *
 * An area imports only areas below it, never one above (no cycles):
 *   accounts ← catalogue ← content
 *   accounts, catalogue ← prices (client-type and agreed prices)
 *   catalogue ← batches (stock by batch from an ERP)
 *                        ← cart
 *                        ← promotions (+ specials: special prices, combinations) ← orders ← payments
 *   accounts ← audit
 *   accounts ← salesman (territories, licence validity)
 *   accounts ← member (paid articles) ← payments
 *   accounts, orders ← compliance (licence renewals, purchasers, who placed an order)
 *   accounts, promotions ← raffle (the prize draw)
 *   limits (abuse counters) imports no area
 *   staff (the back office's accounts and sessions) imports no area
 *   partners (the open API's ERP credentials and used nonces) imports no area
 *   orders, partners ← shipments (what an ERP shipped: waybill, batches, 追溯码)
 *   orders ← returns (returns by line and quantity)
 *   accounts, catalogue ← alerts (message centre, 到货提醒 and its outbox, dismissed reorder suggestions)
 *   accounts, orders ← invoices (invoice details on the account, the invoice record and file per order)
 * `columns.ts` holds the shared column builders (timestamps, money, bytea) and imports no area.
 */
export * from './accounts';
export * from './catalogue';
export * from './prices';
export * from './batches';
export * from './content';
export * from './cart';
export * from './promotions';
export * from './specials';
export * from './orders';
export * from './payments';
export * from './audit';
export * from './salesman';
export * from './member';
export * from './compliance';
export * from './limits';
export * from './raffle';
export * from './staff';
export * from './partners';
export * from './shipments';
export * from './parcel-events';
export * from './alerts';
export * from './invoices';
export * from './returns';
export * from './documents';
