/**
 * Invoice demo data (issue 29): the demo buyer yaofang01 keeps 增值税专用发票 details, and its latest received order
 * has an issued invoice with a small PDF, so the order detail shows one to download.
 */
import { and, desc, eq } from 'drizzle-orm';
import { clientInvoiceDetails, clients, orderInvoices, orders, uploads } from '../schema';
import type { Db } from '../types';

export const DEMO_INVOICE_DETAILS = {
  kind: 'special',
  title: '康宁大药房连锁有限公司',
  taxNo: '91350100M000100Y43',
  bank: '中国工商银行福州五一支行',
  account: '1402023109600012345',
  address: '福建省福州市鼓楼区五一北路88号',
  phone: '0591-87654321',
} as const;
export const DEMO_INVOICE_NO = '24350000000012345678';

/** A one-page PDF (ASCII text, a correct cross-reference table) standing in for an invoice file. */
export function demoInvoicePdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 72 720 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export async function seedInvoices(db: Db, today: Date): Promise<void> {
  if ((await db.$count(clientInvoiceDetails)) > 0) return;
  const [buyer] = await db.select({ id: clients.id }).from(clients).where(eq(clients.username, 'yaofang01')).limit(1);
  if (!buyer) return;
  const d = DEMO_INVOICE_DETAILS;
  await db.insert(clientInvoiceDetails).values({ clientId: buyer.id, ...d, updatedAt: today });
  const [order] = await db
    .select({ id: orders.id, code: orders.orderCode, totalFen: orders.totalFen, receivedAt: orders.receivedAt })
    .from(orders)
    .where(and(eq(orders.clientId, buyer.id), eq(orders.status, 3)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) return;
  const data = demoInvoicePdf(`YaoCai demo invoice ${DEMO_INVOICE_NO} order ${order.code}`);
  const [file] = await db
    .insert(uploads)
    .values({ key: `demo-invoice-${order.id}.pdf`, sessionId: null, clientId: buyer.id, mime: 'application/pdf', size: data.length, data })
    .returning({ id: uploads.id });
  const at = order.receivedAt ?? today;
  await db.insert(orderInvoices).values({
    orderId: order.id,
    kind: d.kind,
    details: { title: d.title, tax_no: d.taxNo, bank: d.bank, account: d.account, address: d.address, phone: d.phone },
    status: 2,
    amountFen: order.totalFen,
    source: 'checkout',
    requestedAt: at,
    invoiceNo: DEMO_INVOICE_NO,
    fileId: file?.id ?? null,
    fileType: 'pdf',
    issuedAt: at,
    issuedBy: 'staff:caiwu01',
  });
}
