/**
 * Invoices (issue 29) on PGlite: details on the account (the 税号 check digit, 专票 fields), the checkout choice with
 * its snapshot, asking for one after the order, the back office's and the ERP's upload (PDF/OFD by content), the
 * buyer's download of its own invoice only, the list's invoice status and the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as admin from '../../../src/contract/admin';
import * as inv from '../../../src/contract/invoices';
import * as open from '../../../src/contract/open';
import * as o from '../../../src/contract/orders';
import * as checkout from '../../../src/contract/checkout';
import { INVOICE_MSG } from '../../../src/model/invoice-rules';
import { ORDER_MSG } from '../../../src/model/messages';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { auditLog, orderInvoices } from '../../../src/server/db/schema';
import { DEMO_INVOICE_NO, demoInvoicePdf } from '../../../src/server/db/seed/invoices';
import { DEMO_PASSWORD, DEMO_STAFF } from '../../../src/server/demo-accounts';
import { totpNow } from '../../../src/server/lib/totp';
import { createPartner } from '../../../src/server/services/open/partners';
import { fillCart, uuid } from '../checkout/helpers';
import { api, loginAs, startServer, type TestServer } from '../helpers';
import { signed, type Credentials } from '../open/signed';
import { makeOrder } from './fixtures';

let s: TestServer;
let buyer: string;
let other: string;
let finance: string;
let service: string;
let erp: Credentials;
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  buyer = (await loginAs(s.app, 'zhensuo01')).token;
  other = (await loginAs(s.app, 'yaofang01')).token;
  const staffToken = async (username: string) => {
    const secret = DEMO_STAFF.find((x) => x.username === username)?.totpSecret;
    const code = secret ? await totpNow(secret) : undefined;
    return (await api(s.app, admin.staffLogin, { username, password: DEMO_PASSWORD, ...(code ? { code } : {}) })).body.data.token ?? '';
  };
  finance = await staffToken('caiwu01');
  service = await staffToken('kefu01');
  erp = await createPartner(s.db, '开票ERP');
});
afterAll(() => s?.close());

const SPECIAL = {
  kind: 'special' as const,
  title: '仁心诊所',
  tax_no: '91440300708461136T',
  bank: '招商银行深圳分行',
  account: '755912345678901',
  address: '深圳市南山区科技园1号',
  phone: '0755-86001234',
};
const PDF = demoInvoicePdf('test invoice');
const OFD = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(26), Buffer.from('OFD.xml'), Buffer.alloc(64)]);

/** The back office's multipart upload: fields first, then the file. */
async function upload(token: string, fields: Record<string, string>, file: Buffer, name = 'invoice.pdf') {
  const b = '----yc-invoice';
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  const res = await s.app.inject({ method: 'POST', url: `/api${inv.adminIssueInvoice.path}`, headers: { token, 'content-type': `multipart/form-data; boundary=${b}` }, payload });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; data: inv.OrderInvoice } };
}
const download = (token: string, id: number) => s.app.inject({ method: 'GET', url: `/api${inv.orderInvoiceFile.path}?id=${id}`, headers: { token } });

describe('invoice details on the account', () => {
  it('refuses a wrong check digit and a 专票 without bank details, in Chinese, saving nothing', async () => {
    expect((await api(s.app, inv.invoiceDetails, {}, { token: buyer })).body.data.details).toBeNull();
    const badTax = await api(s.app, inv.saveInvoiceDetails, { ...SPECIAL, tax_no: '91440300708461136X' }, { token: buyer });
    expect(badTax.body).toMatchObject({ code: 400, msg: INVOICE_MSG.taxNoCheck });
    const noBank = await api(s.app, inv.saveInvoiceDetails, { ...SPECIAL, bank: '' }, { token: buyer });
    expect(noBank.body).toMatchObject({ code: 400, msg: INVOICE_MSG.bankMissing });
    expect((await api(s.app, inv.invoiceDetails, {}, { token: buyer })).body.data.details).toBeNull();
  });

  it('saves 普票 details, then checkout refuses a 专票 and nothing is ordered', async () => {
    const normal = await api(s.app, inv.saveInvoiceDetails, { kind: 'normal', title: SPECIAL.title, tax_no: SPECIAL.tax_no.toLowerCase() }, { token: buyer });
    expect(normal.body.data).toMatchObject({ kind: 'normal', kind_text: '普通发票', tax_no: SPECIAL.tax_no });
    await fillCart(s, buyer, [{ product_id: 1, amount: 2 }]);
    const refused = await api(s.app, checkout.sureOrder, { idempotency_key: uuid(), invoice: 'special' }, { token: buyer });
    expect(refused.body).toMatchObject({ code: 400, msg: INVOICE_MSG.specialDetailsMissing });
  });

  it('with 专票 details saved, the order stores their snapshot (待开票) and a later edit does not change it', async () => {
    expect((await api(s.app, inv.saveInvoiceDetails, SPECIAL, { token: buyer })).body.code).toBe(200);
    const placed = await api(s.app, checkout.sureOrder, { idempotency_key: uuid(), invoice: 'special' }, { token: buyer });
    expect(placed.body.code).toBe(200);
    await api(s.app, inv.saveInvoiceDetails, { ...SPECIAL, title: '改名后的诊所' }, { token: buyer });
    const r = (await api(s.app, inv.orderInvoice, { id: placed.body.data.order_id }, { token: buyer })).body.data;
    expect(r).toMatchObject({ status: 1, status_text: '待开票', amount: placed.body.data.total, can_request: 0 });
    expect(r.details).toMatchObject({ kind: 'special', title: SPECIAL.title, bank: SPECIAL.bank, account: SPECIAL.account });
    const listed = (await api(s.app, o.showMyOrders, { size: 50 }, { token: buyer })).body.data.list.find((x) => x.id === placed.body.data.order_id);
    expect(listed?.invoice_status).toBe(1);
    // 不开发票 writes no record.
    await fillCart(s, buyer, [{ product_id: 1, amount: 2 }]);
    const none = await api(s.app, checkout.sureOrder, { idempotency_key: uuid() }, { token: buyer });
    expect((await api(s.app, inv.orderInvoice, { id: none.body.data.order_id }, { token: buyer })).body.data).toMatchObject({ status: 0, details: null, can_request: 0 });
  });
});

describe('asking for an invoice after the order', () => {
  it('only for a paid or finished order, once; another client gets 订单不存在; staff see it to do', async () => {
    const unpaid = await makeOrder(s.db, 'zhensuo01', S.pendingPayment);
    expect((await api(s.app, inv.requestInvoice, { id: unpaid.id, kind: 'normal' }, { token: buyer })).body).toMatchObject({ code: 400, msg: INVOICE_MSG.notRequestable });
    const done = await makeOrder(s.db, 'zhensuo01', S.received);
    expect((await api(s.app, inv.orderInvoice, { id: done.id }, { token: buyer })).body.data.can_request).toBe(1);
    expect((await api(s.app, inv.requestInvoice, { id: done.id, kind: 'normal' }, { token: other })).body).toMatchObject({ code: 404, msg: ORDER_MSG.notFound });
    const asked = await api(s.app, inv.requestInvoice, { id: done.id, kind: 'normal' }, { token: buyer });
    expect(asked.body.data).toMatchObject({ status: 1, can_request: 0, details: { kind: 'normal', title: '改名后的诊所' } });
    expect((await api(s.app, inv.requestInvoice, { id: done.id, kind: 'normal' }, { token: buyer })).body).toMatchObject({ code: 400, msg: INVOICE_MSG.alreadyRequested });
    const todo = (await api(s.app, inv.adminInvoiceRequests, { size: 100 }, { token: service })).body.data;
    expect(todo.list.find((x) => x.order_code === done.code)).toMatchObject({ username: 'zhensuo01', status_text: '待开票' });
  });
});

describe('issuing and downloading', () => {
  it('staff upload checks the number, the file type by content and the role; the buyer downloads only its own', async () => {
    const done = await makeOrder(s.db, 'zhensuo01', S.received);
    await api(s.app, inv.requestInvoice, { id: done.id, kind: 'special' }, { token: buyer });
    expect((await upload(service, { order_code: done.code, invoice_no: '12345678' }, PDF)).status).toBe(403);
    expect((await upload(finance, { order_code: done.code, invoice_no: '12-34' }, PDF)).body).toMatchObject({ code: 400, msg: INVOICE_MSG.invoiceNoBad });
    const fake = Buffer.from('%PDF-1.4 but really a web page <script></script>');
    expect((await upload(finance, { order_code: done.code, invoice_no: '12345678' }, fake)).body).toMatchObject({ code: 400, msg: INVOICE_MSG.fileBad });
    expect((await upload(finance, { order_code: done.code, invoice_no: '12345678' }, Buffer.from('GIF89a'))).body.msg).toBe(INVOICE_MSG.fileBad);
    expect((await download(buyer, done.id)).json()).toMatchObject({ code: 404, msg: INVOICE_MSG.noFile });

    const issued = await upload(finance, { order_code: done.code, invoice_no: '24440000000000000001' }, PDF);
    expect(issued.body.data).toMatchObject({ status: 2, status_text: '已开票', invoice_no: '24440000000000000001', file_type: 'pdf' });
    const file = await download(buyer, done.id);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(String(file.headers['content-disposition'])).toContain('.pdf');
    expect((await download(other, done.id)).json()).toMatchObject({ code: 404, msg: ORDER_MSG.notFound });
    const audit = await s.db.select().from(auditLog).where(eq(auditLog.subject, `order:${done.code}`));
    expect(audit.some((a) => (a.detail as { step?: string }).step === 'invoice')).toBe(true);
  });

  it('the ERP uploads an OFD (signed), a declared type that is not the content is refused, a cancelled order is refused', async () => {
    const done = await makeOrder(s.db, 'zhensuo01', S.paid);
    await api(s.app, inv.requestInvoice, { id: done.id, kind: 'normal' }, { token: buyer });
    const body = { order_code: done.code, invoice_no: '87654321', file_type: 'ofd', file_base64: OFD.toString('base64') };
    const unsigned = await api(s.app, open.openInvoice, body as never);
    expect(unsigned.status).toBe(401);
    const lying = await signed(s.app, erp, open.openInvoice, { ...body, file_type: 'pdf' });
    expect(lying.body).toMatchObject({ code: 400, msg: INVOICE_MSG.fileBad });
    const ok = await signed(s.app, erp, open.openInvoice, body);
    expect(ok.body.data).toMatchObject({ status: 2, invoice_no: '87654321', file_type: 'ofd' });
    const [row] = await s.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, done.id));
    expect(row?.issuedBy).toBe(`erp:${erp.key_id}`);
    expect((await download(buyer, done.id)).headers['content-type']).toBe('application/ofd');

    const cancelled = await makeOrder(s.db, 'zhensuo01', S.cancelled);
    const refused = await signed(s.app, erp, open.openInvoice, { ...body, order_code: cancelled.code });
    expect(refused.body).toMatchObject({ code: 400, msg: INVOICE_MSG.orderNotInvoiceable });
  });

  it('the demo buyer has 专票 details and an issued demo invoice to download', async () => {
    const mine = (await api(s.app, inv.invoiceDetails, {}, { token: other })).body.data.details;
    expect(mine).toMatchObject({ kind: 'special' });
    const list = (await api(s.app, o.showMyOrders, { size: 50 }, { token: other })).body.data.list;
    const issued = list.find((x) => x.invoice_status === 2)!;
    const r = (await api(s.app, inv.orderInvoice, { id: issued.id }, { token: other })).body.data;
    expect(r).toMatchObject({ invoice_no: DEMO_INVOICE_NO, file_type: 'pdf' });
    const file = await download(other, issued.id);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
