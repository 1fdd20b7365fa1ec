/**
 * 资料下载 (issue 29): staff (质量管理) and the ERP upload licences, registration documents and inspection reports
 * (PDF, JPEG or PNG by their bytes; the same one again replaces it; audited); buyers search them by product name and
 * 批号 and download the file, visitors and staff of other roles do not; an order line links to its batch's report;
 * 运营 edits the 说明书 the product detail shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as admin from '../../../src/contract/admin';
import * as d from '../../../src/contract/documents';
import * as o from '../../../src/contract/orders';
import * as catalog from '../../../src/contract/catalog';
import type { Envelope } from '../../../src/contract/common';
import { DOCUMENT_MSG } from '../../../src/model/documents';
import { ORDER_STATUS as S } from '../../../src/model/order-status';
import { auditLog, orderLines, orders, products, qualificationDocuments } from '../../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../../src/server/demo-accounts';
import { TOKEN_INVALID_CODE } from '../../../src/server/errors';
import { createPartner } from '../../../src/server/services/open/partners';
import { GIF, JPEG, PNG } from '../accounts/helpers';
import { api, call, loginAs, startServer, type TestServer } from '../helpers';
import { signed, type Credentials } from '../open/signed';
import { makeOrder } from '../orders/fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

let s: TestServer;
let erp: Credentials;
const staff: Record<string, string> = {};
let buyer = '';
let code1 = '';
let name1 = '';
beforeAll(async () => {
  s = await startServer({ app: { rateLimit: false } });
  erp = await createPartner(s.db, '资料ERP');
  for (const username of ['zhiliang01', 'yunying01', 'kefu01']) staff[username] = (await api(s.app, admin.staffLogin, { username, password: DEMO_PASSWORD })).body.data.token!;
  buyer = (await loginAs(s.app, 'yaofang01')).token;
  const [p] = await s.db.select({ code: products.productCode, name: products.tyName }).from(products).where(eq(products.id, 1));
  code1 = p!.code;
  name1 = p!.name;
});
afterAll(() => s?.close());

/** A multipart upload with its fields before the file, as the back office's form sends it. */
async function upload(app: FastifyInstance, token: string, fields: Record<string, string>, data: Buffer) {
  const boundary = '----yc29k' + Math.random().toString(16).slice(2);
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({ method: 'POST', url: `/api${d.adminDocumentUpload.path}`, headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  return res.json() as Envelope<d.QualificationDocument | null>;
}

describe('uploads', () => {
  it('质量管理 uploads a licence (PNG), a registration document (JPEG) and a report (PDF); the same report again replaces it; audited', async () => {
    const lic = await upload(s.app, staff.zhiliang01!, { kind: 'licence', title: '药品经营许可证' }, PNG);
    expect(lic).toMatchObject({ code: 200, data: { kind: 'licence', kind_text: '企业资质', product_id: null, mime: 'image/png' } });
    const reg = await upload(s.app, staff.zhiliang01!, { kind: 'registration', title: '药品注册证', product_code: code1 }, JPEG);
    expect(reg.data).toMatchObject({ kind: 'registration', product_id: 1, ty_name: name1, mime: 'image/jpeg' });
    const first = await upload(s.app, staff.zhiliang01!, { kind: 'inspection', title: '药检报告', product_code: code1, batch_no: 'T29K001' }, PDF);
    const again = await upload(s.app, staff.zhiliang01!, { kind: 'inspection', title: '药检报告（复检）', product_code: code1, batch_no: 'T29K001' }, PDF);
    expect(again.data).toMatchObject({ kind: 'inspection', batch_no: 'T29K001', mime: 'application/pdf', title: '药检报告（复检）' });
    const rows = await s.db.select({ key: qualificationDocuments.key }).from(qualificationDocuments).where(eq(qualificationDocuments.batchNo, 'T29K001'));
    expect(rows.map((r) => r.key)).toEqual([again.data!.key]);
    const audit = await s.db.select().from(auditLog).where(eq(auditLog.subject, `document:${again.data!.key}`));
    expect(audit[0]).toMatchObject({ action: 'staff_change', detail: { step: 'upload', replaced: [first.data!.key] } });
  });

  it('refuses a GIF, a PDF with something after %%EOF, an empty file, a report without batch, an unknown product and other roles, changing nothing', async () => {
    const before = await s.db.$count(qualificationDocuments);
    const base = { kind: 'registration', title: '批件', product_code: code1 };
    expect(await upload(s.app, staff.zhiliang01!, base, GIF)).toMatchObject({ code: 400, msg: DOCUMENT_MSG.badType });
    expect(await upload(s.app, staff.zhiliang01!, base, Buffer.concat([PDF, Buffer.from('<script>x()</script>')]))).toMatchObject({ code: 400, msg: DOCUMENT_MSG.badType });
    expect(await upload(s.app, staff.zhiliang01!, base, Buffer.alloc(0))).toMatchObject({ code: 400 });
    expect(await upload(s.app, staff.zhiliang01!, { kind: 'inspection', title: '报告', product_code: code1 }, PDF)).toMatchObject({ code: 400, msg: DOCUMENT_MSG.batchNeeded });
    expect(await upload(s.app, staff.zhiliang01!, { ...base, product_code: 'NO-SUCH' }, PDF)).toMatchObject({ code: 400, msg: DOCUMENT_MSG.unknownProduct });
    expect(await upload(s.app, staff.zhiliang01!, { kind: 'bogus', title: 'x' }, PDF)).toMatchObject({ code: 400, msg: DOCUMENT_MSG.badFields });
    expect((await upload(s.app, staff.kefu01!, base, PDF)).code).toBe(403);
    expect((await upload(s.app, buyer, base, PDF)).code).toBe(401);
    expect(await s.db.$count(qualificationDocuments)).toBe(before);
  });

  it('the ERP uploads a report as Base64 (signed), replacing by product and batch; bad Base64 refused', async () => {
    const body = { kind: 'inspection', title: 'ERP药检报告', product_code: code1, batch_no: 'T29K002', file_base64: PDF.toString('base64') };
    const r = await signed(s.app, erp, d.openDocument, body);
    expect(r.status, r.raw).toBe(200);
    expect(r.body.data).toMatchObject({ replaced: false, document: { batch_no: 'T29K002', mime: 'application/pdf' } });
    expect((await signed(s.app, erp, d.openDocument, body)).body.data).toMatchObject({ replaced: true });
    // Outside the Base64 alphabet: refused by the declaration before the signature; in it but not Base64: by the service.
    expect((await signed(s.app, erp, d.openDocument, { ...body, file_base64: '%%%' })).body.msg).toMatch(/^请求参数有误：文件（Base64）/);
    expect((await signed(s.app, erp, d.openDocument, { ...body, file_base64: 'abc' })).body).toMatchObject({ code: 400, msg: DOCUMENT_MSG.badBase64 });
    expect((await call(s.app, 'POST', `/api${d.openDocument.path}`, { body })).status).toBe(401);
    const [row] = await s.db.select({ by: qualificationDocuments.uploadedBy }).from(qualificationDocuments).where(eq(qualificationDocuments.batchNo, 'T29K002'));
    expect(row!.by).toBe(`partner:${erp.key_id}`);
  });
});

describe('buyers', () => {
  it('search by product name and by batch, paged, with every licence; download the file; visitors refused', async () => {
    const all = (await api(s.app, d.documents, {}, { token: buyer })).body.data;
    expect(all.licences.map((l) => l.title)).toContain('药品经营许可证');
    const byBatch = (await api(s.app, d.documents, { batch_no: 't29k00' }, { token: buyer })).body.data.documents;
    expect(byBatch.list.map((x) => x.batch_no).sort()).toEqual(['T29K001', 'T29K002']);
    const paged = (await api(s.app, d.documents, { batch_no: 'T29K', size: 10, page: 2 }, { token: buyer })).body.data.documents;
    expect(paged).toMatchObject({ total: 2, page: 2, list: [] });
    const byName = (await api(s.app, d.documents, { keyword: name1, kind: 'registration' }, { token: buyer })).body.data.documents;
    expect(byName.list.every((x) => x.kind === 'registration' && x.ty_name!.includes(name1))).toBe(true);
    expect(byName.list.map((x) => x.title)).toContain('药品注册证');
    const both = (await api(s.app, d.documents, { keyword: name1, batch_no: 'T29K001' }, { token: buyer })).body.data.documents;
    expect(both.list.map((x) => [x.kind, x.batch_no])).toEqual([['inspection', 'T29K001']]);
    expect((await api(s.app, d.documents, { keyword: '没有这种药' }, { token: buyer })).body.data.documents.total).toBe(0);

    const key = byBatch.list.find((x) => x.batch_no === 'T29K001')!.key;
    const file = await s.app.inject({ method: 'GET', url: `/api${d.documentFile.path}?key=${key}`, headers: { token: buyer } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call(s.app, 'GET', `/api${d.documentFile.path}`, { query: { key } })).body.code).toBe(TOKEN_INVALID_CODE);
    expect((await call(s.app, 'GET', `/api${d.documents.path}`)).body.code).toBe(TOKEN_INVALID_CODE);
    expect((await call(s.app, 'GET', `/api${d.documentFile.path}`, { token: buyer, query: { key: 'nosuchkey' } })).body).toMatchObject({ code: 404, msg: DOCUMENT_MSG.notFound });
  });

  it("an order line shipped with a batch that has a report links to it", async () => {
    const order = await makeOrder(s.db, 'yaofang01', S.paid, { lines: [{ productId: 1, amount: 2 }, { productId: 4, amount: 1 }] });
    await s.db.update(orderLines).set({ batchNo: 'T29K001', expiryDate: '2028-01-01', shippedAt: new Date() }).where(eq(orderLines.orderId, order.id));
    await s.db.update(orders).set({ status: S.shipped }).where(eq(orders.id, order.id));
    const detail = (await api(s.app, o.getOrderDetailInfo, { id: order.id }, { token: buyer })).body.data;
    const key = (await s.db.select({ key: qualificationDocuments.key }).from(qualificationDocuments).where(eq(qualificationDocuments.batchNo, 'T29K001')))[0]!.key;
    expect(detail.lines[0]!.batch_reports).toEqual([{ batch_no: 'T29K001', key, file_name: expect.stringMatching(/^药检报告_.*_T29K001_.*\.pdf$/) }]);
    expect(detail.lines[1]!.batch_reports).toBeUndefined();
  });
});

describe('说明书', () => {
  it('运营 sets it, the product detail shows it, audited; 质量管理 refused', async () => {
    const r = await api(s.app, d.adminProductLeaflet, { product_id: 1, leaflet: '【适应症】测试\n【用法用量】口服' }, { token: staff.yunying01! });
    expect(r.body.data).toEqual({ product_id: 1, leaflet: '【适应症】测试\n【用法用量】口服' });
    const shown = (await api(s.app, catalog.productDetail, { productId: 1 }, { token: buyer })).body.data;
    expect(shown.product.gsp.leaflet).toBe('【适应症】测试\n【用法用量】口服');
    expect((await s.db.select().from(auditLog).where(eq(auditLog.subject, 'product:1'))).some((a) => (a.detail as { step?: string }).step === 'leaflet')).toBe(true);
    expect((await api(s.app, d.adminProductLeaflet, { product_id: 1, leaflet: '' }, { token: staff.zhiliang01! })).body.code).toBe(403);
  });
});
