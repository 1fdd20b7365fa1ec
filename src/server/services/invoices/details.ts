/** The invoice details a client keeps on its account (个人中心 › 基本信息 › 发票信息), checked by model/invoice-rules.ts. */
import { eq } from 'drizzle-orm';
import type { InvoiceDetails, MyInvoiceDetails } from '../../../contract/invoices';
import {
  INVOICE_KIND_TEXT,
  invoiceDetailsProblem,
  normalizeInvoiceDetails,
  type InvoiceDetailsInput,
  type InvoiceKind,
} from '../../../model/invoice-rules';
import type { Db } from '../../db/client';
import { clientInvoiceDetails, type InvoiceSnapshot } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';

export const detailsView = (kind: InvoiceKind, d: InvoiceSnapshot): InvoiceDetails => ({
  kind,
  kind_text: INVOICE_KIND_TEXT[kind],
  title: d.title,
  tax_no: d.tax_no,
  bank: d.bank,
  account: d.account,
  address: d.address,
  phone: d.phone,
});

/** The saved details as the rules' input, or null when none are saved. */
export async function savedDetails(db: Db | Tx, clientId: number): Promise<InvoiceDetailsInput | null> {
  const [row] = await db.select().from(clientInvoiceDetails).where(eq(clientInvoiceDetails.clientId, clientId)).limit(1);
  if (!row) return null;
  return { kind: row.kind as InvoiceKind, title: row.title, tax_no: row.taxNo, bank: row.bank, account: row.account, address: row.address, phone: row.phone };
}

export async function myInvoiceDetails(db: Db, clientId: number): Promise<MyInvoiceDetails> {
  const d = await savedDetails(db, clientId);
  return { details: d ? detailsView(d.kind, d) : null };
}

export interface DetailsBody {
  kind: InvoiceKind;
  title: string;
  tax_no: string;
  bank?: string;
  account?: string;
  address?: string;
  phone?: string;
}

/** Saves the details after the same checks the form previews with; a refusal changes nothing. */
export async function saveInvoiceDetails(db: Db, clientId: number, body: DetailsBody): Promise<InvoiceDetails> {
  const d = normalizeInvoiceDetails({ bank: '', account: '', address: '', phone: '', ...body });
  const problem = invoiceDetailsProblem(d);
  if (problem) throw new ApiError(400, problem);
  const values = { kind: d.kind, title: d.title, taxNo: d.tax_no, bank: d.bank, account: d.account, address: d.address, phone: d.phone, updatedAt: new Date() };
  await db
    .insert(clientInvoiceDetails)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: clientInvoiceDetails.clientId, set: values });
  return detailsView(d.kind, d);
}
