/**
 * An order's invoice record (发票, issue 29): chosen at checkout (in sureOrder's transaction) or asked for later from
 * the order detail; issued by staff (back office) or the ERP (open API) with its number and its PDF/OFD file, which
 * the buyer downloads. A buyer reaches only its own orders (another's answers like a missing one, 404).
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type { AdminInvoiceRequest, OrderInvoice } from '../../../contract/invoices';
import type { Page } from '../../../contract/fields';
import { chinaStamp } from '../../../model/date-range';
import {
  canRequestInvoice,
  detailsRefusalFor,
  INVOICE_MSG,
  INVOICE_STATUS,
  INVOICE_STATUS_TEXT,
  invoiceNoProblem,
  NOT_INVOICEABLE_ORDER_STATUSES,
  type InvoiceChoice,
  type InvoiceFileType,
  type InvoiceKind,
  type InvoiceStatus,
} from '../../../model/invoice-rules';
import { fenToYuan } from '../../../model/money';
import { ORDER_MSG } from '../../../model/messages';
import type { Db } from '../../db/client';
import { clients, orderInvoices, orders, uploads, type InvoiceSnapshot } from '../../db/schema';
import { ApiError } from '../../errors';
import { stepAudit, type Actor } from '../trust/audit';
import type { Tx } from '../cart/tx';
import { ownOrder } from '../orders/own';
import { saveInvoiceFile } from '../content/uploads';
import { detailsView, savedDetails } from './details';

type InvoiceRow = typeof orderInvoices.$inferSelect;
type OrderFacts = { id: number; orderCode: string; status: number };

const snapshotOf = (d: InvoiceSnapshot): InvoiceSnapshot => ({
  title: d.title,
  tax_no: d.tax_no,
  bank: d.bank,
  account: d.account,
  address: d.address,
  phone: d.phone,
});

export function invoiceView(order: OrderFacts, row: InvoiceRow | null | undefined): OrderInvoice {
  const status = (row?.status ?? INVOICE_STATUS.none) as InvoiceStatus;
  return {
    order_id: order.id,
    order_code: order.orderCode,
    status,
    status_text: INVOICE_STATUS_TEXT[status],
    details: row ? detailsView(row.kind as InvoiceKind, row.details) : null,
    amount: row ? fenToYuan(row.amountFen) : null,
    requested_at: row ? chinaStamp(row.requestedAt) : null,
    invoice_no: row?.invoiceNo ?? '',
    issued_at: row?.issuedAt ? chinaStamp(row.issuedAt) : null,
    file_type: row?.fileType ?? '',
    can_request: canRequestInvoice(order.status, status) ? 1 : 0,
  };
}

const rowOf = async (db: Db | Tx, orderId: number) =>
  (await db.select().from(orderInvoices).where(eq(orderInvoices.orderId, orderId)).limit(1))[0];

/**
 * The checkout's choice, inside sureOrder's transaction: 不开发票 writes nothing; 普票/专票 need saved details that
 * back that kind (else the whole order is refused with what to fill in) and record 待开票 with their snapshot.
 */
export async function attachCheckoutInvoice(tx: Tx, clientId: number, order: { id: number; totalFen: number }, choice: InvoiceChoice | undefined): Promise<void> {
  if (!choice || choice === 'none') return;
  const saved = await savedDetails(tx, clientId);
  const refusal = detailsRefusalFor(choice, saved);
  if (refusal || !saved) throw new ApiError(400, refusal ?? INVOICE_MSG.detailsMissing);
  await tx.insert(orderInvoices).values({ orderId: order.id, kind: choice, details: snapshotOf(saved), amountFen: order.totalFen, source: 'checkout' });
}

/** The record of one of the buyer's orders (未申请 when none). */
export async function myOrderInvoice(db: Db, clientId: number, orderId: number): Promise<OrderInvoice> {
  const order = await ownOrder(db, clientId, orderId);
  return invoiceView(order, await rowOf(db, orderId));
}

/** Asks for an invoice of a paid or finished order not yet invoiced, with the account's details as they are now. */
export async function requestInvoice(db: Db, clientId: number, orderId: number, kind: InvoiceKind, now = new Date()): Promise<OrderInvoice> {
  return db.transaction(async (tx) => {
    const order = await ownOrder(tx, clientId, orderId);
    const existing = await rowOf(tx, orderId);
    if (existing) throw new ApiError(400, INVOICE_MSG.alreadyRequested);
    if (!canRequestInvoice(order.status, INVOICE_STATUS.none)) throw new ApiError(400, INVOICE_MSG.notRequestable);
    const saved = await savedDetails(tx, clientId);
    const refusal = detailsRefusalFor(kind, saved);
    if (refusal || !saved) throw new ApiError(400, refusal ?? INVOICE_MSG.detailsMissing);
    // Two requests at once: the primary key lets one in; the other is told it was already asked.
    const [row] = await tx
      .insert(orderInvoices)
      .values({ orderId, kind, details: snapshotOf(saved), amountFen: order.totalFen, source: 'request', requestedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(400, INVOICE_MSG.alreadyRequested);
    return invoiceView(order, row);
  });
}

/** The issued file of one of the buyer's orders. */
export async function myInvoiceFile(db: Db, clientId: number, orderId: number) {
  const order = await ownOrder(db, clientId, orderId);
  return fileOf(db, order);
}

async function fileOf(db: Db, order: OrderFacts): Promise<{ mime: string; data: Buffer; name: string }> {
  const row = await rowOf(db, order.id);
  if (!row?.fileId) throw new ApiError(404, INVOICE_MSG.noFile);
  const [file] = await db.select({ mime: uploads.mime, data: uploads.data }).from(uploads).where(eq(uploads.id, row.fileId)).limit(1);
  if (!file) throw new ApiError(404, INVOICE_MSG.noFile);
  return { ...file, name: `发票_${order.orderCode}_${row.invoiceNo}.${row.fileType}` };
}

async function orderByCode(db: Db | Tx, code: string) {
  const [o] = await db
    .select({ id: orders.id, orderCode: orders.orderCode, status: orders.status, clientId: orders.clientId, totalFen: orders.totalFen })
    .from(orders)
    .where(eq(orders.orderCode, code.trim()))
    .limit(1);
  if (!o) throw new ApiError(404, ORDER_MSG.notFound);
  return o;
}

export async function adminOrderInvoice(db: Db, code: string): Promise<OrderInvoice> {
  const o = await orderByCode(db, code);
  return invoiceView(o, await rowOf(db, o.id));
}

export async function adminInvoiceFile(db: Db, code: string) {
  return fileOf(db, await orderByCode(db, code));
}

/** Who issues: a staff member (audited as such) or an ERP partner (by its key id). */
export type Issuer = { actor: Actor; label: string };

/**
 * Issues (or corrects) an order's invoice: number and file (checked by content: PDF or OFD), in one transaction with
 * its audit row. An order without a record gets one from the account's saved details (staff invoicing unasked);
 * without those it is refused. A correction replaces the previous file.
 */
export async function issueInvoice(db: Db, code: string, input: { invoiceNo: string; data: Buffer; declaredType?: InvoiceFileType }, issuer: Issuer, now = new Date()): Promise<OrderInvoice> {
  const invoiceNo = input.invoiceNo.trim();
  const noProblem = invoiceNoProblem(invoiceNo);
  if (noProblem) throw new ApiError(400, noProblem);
  const o = await orderByCode(db, code);
  if (NOT_INVOICEABLE_ORDER_STATUSES.includes(o.status)) throw new ApiError(400, INVOICE_MSG.orderNotInvoiceable);
  return db.transaction(async (tx) => {
    const file = await saveInvoiceFile(tx, o.clientId, input.data);
    if (input.declaredType && input.declaredType !== file.type) throw new ApiError(400, INVOICE_MSG.fileBad);
    let row = await rowOf(tx, o.id);
    if (!row) {
      const saved = await savedDetails(tx, o.clientId);
      if (!saved) throw new ApiError(400, INVOICE_MSG.detailsMissing);
      [row] = await tx
        .insert(orderInvoices)
        .values({ orderId: o.id, kind: saved.kind, details: snapshotOf(saved), amountFen: o.totalFen, source: 'staff', requestedAt: now })
        .returning();
    }
    const previousFile = row?.fileId ?? null;
    const [issued] = await tx
      .update(orderInvoices)
      .set({ status: INVOICE_STATUS.issued, invoiceNo, fileId: file.id, fileType: file.type, issuedAt: now, issuedBy: issuer.label })
      .where(eq(orderInvoices.orderId, o.id))
      .returning();
    if (previousFile !== null) await tx.delete(uploads).where(eq(uploads.id, previousFile));
    await stepAudit(tx, `order:${o.orderCode}`, { step: 'invoice', invoice_no: invoiceNo, file_type: file.type, by: issuer.label, corrected: previousFile !== null }, issuer.actor);
    return invoiceView(o, issued);
  });
}

/** 待开票 orders for the back office, the earliest request first. */
export async function pendingInvoices(db: Db, page: number, size: number): Promise<Page<AdminInvoiceRequest>> {
  const pending = eq(orderInvoices.status, INVOICE_STATUS.pending);
  const [total] = await db.select({ n: count() }).from(orderInvoices).where(pending);
  const rows = await db
    .select({ inv: orderInvoices, id: orders.id, orderCode: orders.orderCode, status: orders.status, clientName: clients.name, username: clients.username })
    .from(orderInvoices)
    .innerJoin(orders, eq(orders.id, orderInvoices.orderId))
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(pending))
    .orderBy(asc(orderInvoices.requestedAt), asc(orderInvoices.orderId))
    .limit(size)
    .offset((page - 1) * size);
  return {
    list: rows.map((r) => ({ ...invoiceView(r, r.inv), client_name: r.clientName, username: r.username })),
    total: Number(total?.n ?? 0),
    page,
    size,
  };
}
