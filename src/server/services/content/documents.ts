/**
 * Qualification documents (资料下载, issue 29): saved by staff (multipart) or the ERP (Base64 in signed JSON) through
 * one `saveDocument`, searched by buyers by product name and 批号, served to logged-in buyers only, and linked from
 * an order line to the inspection report of its batch. A file is a PDF, JPEG or PNG by its bytes (pictures through
 * the uploads' whole-file check, a PDF from its header to its %%EOF). Also the 说明书 set by staff.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { DocumentFields, DocumentSearch, QualificationDocument } from '../../../contract/documents';
import type { Page } from '../../../contract/fields';
import { chinaStamp } from '../../../model/date-range';
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_MAX_MB,
  DOCUMENT_MSG,
  documentFileName,
  documentShapeError,
  type DocumentKind,
} from '../../../model/documents';
import type { Db } from '../../db/client';
import { products, qualificationDocuments as docs } from '../../db/schema';
import { ApiError } from '../../errors';
import { catalogueChanged } from '../../notices/catalogue';
import { stepAudit, type Actor } from '../trust/audit';
import type { Tx } from '../cart/tx';
import { escapeLike } from '../orders/list';
import { pictureType } from './uploads';

export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;

/** The file's type by its content: a whole JPEG or PNG, or a PDF from `%PDF-` to its `%%EOF` (nothing after but blanks). */
export async function documentType(data: Buffer): Promise<string | null> {
  const type = await fileTypeFromBuffer(data);
  if (!type) return null;
  if (type.mime === 'application/pdf') {
    const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1');
    return /%%EOF\s*$/.test(tail) ? type.mime : null;
  }
  const picture = await pictureType(data);
  return picture && (picture.mime === 'image/jpeg' || picture.mime === 'image/png') ? picture.mime : null;
}

export async function checkedDocument(data: Buffer): Promise<string> {
  if (data.length === 0) throw new ApiError(400, DOCUMENT_MSG.missing);
  if (data.length > DOCUMENT_MAX_BYTES) throw new ApiError(400, DOCUMENT_MSG.tooLarge);
  const mime = await documentType(data);
  if (!mime) throw new ApiError(400, DOCUMENT_MSG.badType);
  return mime;
}

/** Every column but the bytes, with the product's names. */
const LISTED = (() => {
  const { data: _data, ...rest } = getTableColumns(docs);
  return { ...rest, tyName: products.tyName, productStandard: products.productStandard, manufacturer: products.manufacturer };
})();
const listed = (db: Db) => db.select(LISTED).from(docs).leftJoin(products, eq(products.id, docs.productId));
type Listed = Awaited<ReturnType<typeof listed>>[number];

const view = (r: Listed): QualificationDocument => ({
  key: r.key,
  kind: r.kind,
  kind_text: DOCUMENT_KIND_LABELS[r.kind],
  title: r.title,
  product_id: r.productId,
  ty_name: r.tyName,
  product_standard: r.productStandard,
  manufacturer: r.manufacturer,
  batch_no: r.batchNo,
  mime: r.mime,
  size: r.size,
  file_name: documentFileName({ kind: r.kind, title: r.title, ty_name: r.tyName, batch_no: r.batchNo, mime: r.mime }),
  created_at: chinaStamp(r.createdAt),
});


/**
 * Saves a document (replacing the one with the same licence title, product + title, or product + batch), audited.
 * `by` is stored as the uploader (`staff:<id>`, `partner:<key id>`).
 */
export async function saveDocument(db: Db, fields: DocumentFields, data: Buffer, by: { actor: Actor; uploader: string }): Promise<{ document: QualificationDocument; replaced: boolean }> {
  const mime = await checkedDocument(data);
  const code = fields.product_code?.trim() ?? '';
  const batchNo = fields.batch_no?.trim() ?? '';
  const title = fields.title.trim();
  if (!title) throw new ApiError(400, DOCUMENT_MSG.badFields);
  const shape = documentShapeError(fields.kind, code !== '', batchNo);
  if (shape) throw new ApiError(400, shape);
  let productId: number | null = null;
  if (code) {
    const [p] = await db.select({ id: products.id }).from(products).where(eq(products.productCode, code)).limit(1);
    if (!p) throw new ApiError(400, DOCUMENT_MSG.unknownProduct);
    productId = p.id;
  }
  const key = randomBytes(18).toString('base64url');
  const same: SQL =
    fields.kind === 'licence'
      ? and(eq(docs.kind, 'licence'), eq(docs.title, title))!
      : fields.kind === 'registration'
        ? and(eq(docs.kind, 'registration'), eq(docs.productId, productId!), eq(docs.title, title))!
        : and(eq(docs.kind, 'inspection'), eq(docs.productId, productId!), eq(docs.batchNo, batchNo))!;
  const replaced = await db.transaction(async (tx) => {
    const gone = await tx.delete(docs).where(same).returning({ key: docs.key });
    await tx.insert(docs).values({ key, kind: fields.kind, productId, batchNo: batchNo || null, title, mime, size: data.length, data, uploadedBy: by.uploader });
    await stepAudit(tx, `document:${key}`, { step: 'upload', kind: fields.kind, product_code: code, batch_no: batchNo, title, mime, size: data.length, uploader: by.uploader, replaced: gone.map((g) => g.key) }, by.actor);
    return gone.length > 0;
  });
  const [row] = await listed(db).where(eq(docs.key, key));
  return { document: view(row!), replaced };
}

export async function deleteDocument(db: Db, key: string, actor: Actor): Promise<{ key: string }> {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(docs).where(eq(docs.key, key)).returning({ kind: docs.kind, title: docs.title, productId: docs.productId, batchNo: docs.batchNo });
    if (!gone) throw new ApiError(404, DOCUMENT_MSG.notFound);
    await stepAudit(tx, `document:${key}`, { step: 'delete', ...gone }, actor);
  });
  return { key };
}

export interface DocumentQuery {
  page?: number;
  size?: number;
  keyword?: string;
  batch_no?: string;
  kind?: DocumentKind;
}

/** Product documents (registration, inspection, or one kind; per product its registration documents first) matching a product name (通用名, 商品名; staff: also the code) and a 批号 prefix. */
async function productDocuments(db: Db, q: DocumentQuery, kinds: DocumentKind[], withCode: boolean): Promise<Page<QualificationDocument>> {
  const page = q.page ?? 1;
  const size = q.size ?? 10;
  const where: SQL[] = [inArray(docs.kind, q.kind ? [q.kind] : kinds)];
  const keyword = q.keyword?.trim();
  if (keyword) {
    const like = `%${escapeLike(keyword)}%`;
    where.push(or(ilike(products.tyName, like), ilike(products.tradeName, like), ...(withCode ? [ilike(products.productCode, like), ilike(docs.title, like)] : []))!);
  }
  const batch = q.batch_no?.trim();
  if (batch) where.push(ilike(docs.batchNo, `${escapeLike(batch)}%`));
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    listed(db)
      .where(cond)
      .orderBy(asc(products.tyName), asc(docs.productId), desc(docs.kind), desc(docs.batchNo), desc(docs.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(docs).leftJoin(products, eq(products.id, docs.productId)).where(cond),
  ]);
  return { list: rows.map(view), total: total?.n ?? 0, page, size };
}

/** 资料下载: every licence, and the product documents matching the search. */
export async function searchDocuments(db: Db, q: DocumentQuery): Promise<DocumentSearch> {
  const [licences, documents] = await Promise.all([
    listed(db).where(eq(docs.kind, 'licence')).orderBy(asc(docs.title)),
    productDocuments(db, q, ['registration', 'inspection'], false),
  ]);
  return { licences: licences.map(view), documents };
}

/** The back office's list: every kind, also by product code and title. */
export const adminDocumentPage = (db: Db, q: DocumentQuery) => productDocuments(db, q, ['licence', 'registration', 'inspection'], true);

export async function readDocument(db: Db, key: string): Promise<{ mime: string; data: Buffer; fileName: string }> {
  const [row] = await db
    .select({ mime: docs.mime, data: docs.data, kind: docs.kind, title: docs.title, batchNo: docs.batchNo, tyName: products.tyName })
    .from(docs)
    .leftJoin(products, eq(products.id, docs.productId))
    .where(eq(docs.key, key))
    .limit(1);
  if (!row) throw new ApiError(404, DOCUMENT_MSG.notFound);
  return { mime: row.mime, data: row.data, fileName: documentFileName({ kind: row.kind, title: row.title, ty_name: row.tyName, batch_no: row.batchNo, mime: row.mime }) };
}

/** The inspection reports of these product + batch pairs: `${productId}|${batchNo}` → the document's key and file name. */
export async function batchReports(db: Db | Tx, pairs: { productId: number; batchNo: string }[]): Promise<Map<string, { key: string; file_name: string }>> {
  const wanted = pairs.filter((p) => p.batchNo);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ productId: docs.productId, batchNo: docs.batchNo, key: docs.key, title: docs.title, mime: docs.mime, tyName: products.tyName })
    .from(docs)
    .leftJoin(products, eq(products.id, docs.productId))
    .where(and(eq(docs.kind, 'inspection'), inArray(docs.productId, [...new Set(wanted.map((p) => p.productId))]), inArray(docs.batchNo, [...new Set(wanted.map((p) => p.batchNo))])));
  return new Map(
    rows.map((r) => [
      `${r.productId}|${r.batchNo}`,
      { key: r.key, file_name: documentFileName({ kind: 'inspection', title: r.title, ty_name: r.tyName, batch_no: r.batchNo, mime: r.mime }) },
    ]),
  );
}

export async function readLeaflet(db: Db, productId: number): Promise<{ product_id: number; leaflet: string }> {
  const [p] = await db.select({ leaflet: products.leaflet }).from(products).where(eq(products.id, productId));
  if (!p) throw new ApiError(404, DOCUMENT_MSG.unknownProduct);
  return { product_id: productId, leaflet: p.leaflet };
}

/** The 说明书 as staff edit it: stored as typed (rendered as text), audited, the catalogue's caches dropped. */
export async function setLeaflet(db: Db, productId: number, leaflet: string, actor: Actor): Promise<{ product_id: number; leaflet: string }> {
  await db.transaction(async (tx) => {
    const [p] = await tx.select({ leaflet: products.leaflet }).from(products).where(eq(products.id, productId)).for('update');
    if (!p) throw new ApiError(404, DOCUMENT_MSG.unknownProduct);
    await tx.update(products).set({ leaflet }).where(eq(products.id, productId));
    await stepAudit(tx, `product:${productId}`, { step: 'leaflet', before: { length: p.leaflet.length }, after: { length: leaflet.length } }, actor);
  });
  await catalogueChanged(db, 'products');
  return { product_id: productId, leaflet };
}
