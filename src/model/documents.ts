/**
 * Qualification documents (资料下载, issue 29): the distributor's licences, a product's registration documents and a
 * batch's inspection report, uploaded by staff or the ERP and read by buyers. Also the 说明书 as paragraphs. Pure
 * rules shared by the server (checks), the back office and the store.
 */

export const DOCUMENT_KINDS = ['licence', 'registration', 'inspection'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  licence: '企业资质',
  registration: '注册证/批件',
  inspection: '药检报告',
};

/** The file types a document may be, decided by its bytes (server/services/documents.ts). */
export const DOCUMENT_MEDIA = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DOCUMENT_EXT: Record<(typeof DOCUMENT_MEDIA)[number], string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
export const DOCUMENT_MAX_MB = 10;
export const DOCUMENT_TITLE_MAX = 60;
export const BATCH_NO_MAX = 40;

export const DOCUMENT_MSG = {
  missing: '请选择要上传的文件',
  tooLarge: `文件不能超过${DOCUMENT_MAX_MB}MB`,
  badType: '仅支持 PDF、JPG、PNG 文件（按文件内容识别）',
  badBase64: '文件内容不是有效的 Base64',
  productNeeded: '注册证/批件与药检报告须指定商品',
  batchNeeded: '药检报告须填写批号',
  batchOnlyInspection: '只有药检报告填写批号',
  licenceNoProduct: '企业资质不属于某个商品',
  unknownProduct: '商品不存在',
  notFound: '资料不存在',
  badFields: '资料信息不完整：请填写类别与名称',
  loadFailed: '资料加载失败',
  noDocuments: '没有找到符合条件的资料',
  noLicences: '暂无企业资质文件',
} as const;

export const PRODUCT_CODE_PATTERN = /^[A-Za-z0-9_.-]{0,40}$/;
export const BATCH_NO_PATTERN = /^[A-Za-z0-9_.\-/]*$/;

/** A multipart form's text fields as an upload's fields (the contract's DocumentFields), or null when malformed. */
export function documentFieldsOf(raw: Record<string, string>): { kind: DocumentKind; title: string; product_code?: string; batch_no?: string } | null {
  const kind = DOCUMENT_KINDS.find((k) => k === raw.kind);
  const title = raw.title?.trim() ?? '';
  const code = raw.product_code?.trim() ?? '';
  const batch = raw.batch_no?.trim() ?? '';
  if (!kind || !title || title.length > DOCUMENT_TITLE_MAX || title.includes('\u0000')) return null;
  if (!PRODUCT_CODE_PATTERN.test(code) || batch.length > BATCH_NO_MAX || !BATCH_NO_PATTERN.test(batch)) return null;
  return { kind, title, ...(code ? { product_code: code } : {}), ...(batch ? { batch_no: batch } : {}) };
}

/** What a document of this kind must name: a product (registration, inspection) and a batch (inspection only). */
export function documentShapeError(kind: DocumentKind, hasProduct: boolean, batchNo: string): string | null {
  if (kind === 'licence') return hasProduct ? DOCUMENT_MSG.licenceNoProduct : batchNo ? DOCUMENT_MSG.batchOnlyInspection : null;
  if (!hasProduct) return DOCUMENT_MSG.productNeeded;
  if (kind === 'inspection') return batchNo ? null : DOCUMENT_MSG.batchNeeded;
  return batchNo ? DOCUMENT_MSG.batchOnlyInspection : null;
}

/** The file name a buyer saves a document under. */
export function documentFileName(d: { kind: DocumentKind; title: string; ty_name?: string | null; batch_no?: string | null; mime: string }): string {
  const ext = DOCUMENT_EXT[d.mime as keyof typeof DOCUMENT_EXT] ?? 'pdf';
  const parts = [DOCUMENT_KIND_LABELS[d.kind].replace('/', '_'), d.ty_name, d.batch_no, d.title].filter((p): p is string => !!p);
  return `${parts.join('_').replace(/[\\/:*?"<>|\s]+/g, '_')}.${ext}`;
}

// Control characters other than tab and newline (a 说明书 is plain text from an ERP).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A 说明书 as paragraphs: control and direction characters dropped, line endings unified, each non-empty line a
 * paragraph with its spaces trimmed. Rendered as text (never HTML), so markup shows as typed. Empty → no paragraphs.
 */
export function leafletParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .split('\n')
    .map((l) => l.replace(/\t/g, ' ').trim())
    .filter((l) => l.length > 0);
}
