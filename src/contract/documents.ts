/**
 * 资料下载 (issue 29): the distributor's licences, per product its registration documents and per batch its
 * inspection report, uploaded by staff (质量管理) or the ERP and read by logged-in buyers; the 说明书 set by staff.
 * Rules and texts: model/documents.ts; service: server/services/documents.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BATCH_NO_MAX, DOCUMENT_KINDS, DOCUMENT_MAX_MB, DOCUMENT_MEDIA, DOCUMENT_TITLE_MAX } from '../model/documents';
import { STAFF_ACCESS } from '../model/staff';
import { endpoint } from './define';
import { Id, Nullable, OneOf, PageOf, PagerQuery, Str } from './fields';
import { OPEN_TAG } from './open';

const TAG = '资料下载';
const ADMIN_TAG = '后台资料';

export const QualificationDocument = Type.Object({
  key: Type.String({ description: '文件标识（下载用）' }),
  kind: OneOf('类别', DOCUMENT_KINDS),
  kind_text: Type.String({ description: '企业资质 / 注册证/批件 / 药检报告' }),
  title: Type.String(),
  product_id: Nullable(Type.Integer()),
  ty_name: Nullable(Type.String({ description: '通用名' })),
  product_standard: Nullable(Type.String({ description: '规格' })),
  manufacturer: Nullable(Type.String({ description: '生产厂家' })),
  batch_no: Nullable(Type.String({ description: '批号（药检报告）' })),
  mime: Type.String(),
  size: Type.Integer({ description: '字节' }),
  file_name: Type.String({ description: '下载时的文件名' }),
  created_at: Type.String({ description: '上传时间 yyyy-MM-dd HH:mm:ss' }),
});
export type QualificationDocument = Static<typeof QualificationDocument>;

const Keyword = Type.Optional(Str('商品名称', 50));
const Title = Str('资料名称', DOCUMENT_TITLE_MAX, { minLength: 1 });

export const DocumentSearch = Type.Object({
  licences: Type.Array(QualificationDocument, { description: '经销商的企业资质（全部）' }),
  documents: PageOf(QualificationDocument),
});
export type DocumentSearch = Static<typeof DocumentSearch>;

export const documents = endpoint({
  method: 'GET',
  path: '/w1/documents',
  auth: 'client',
  tag: TAG,
  summary: '资料下载：经销商企业资质，与按商品名称、批号查询的注册证/批件和药检报告（分页）',
  query: Type.Object({ ...PagerQuery, keyword: Keyword, batch_no: Type.Optional(Str('批号', BATCH_NO_MAX)), kind: Type.Optional(OneOf('类别', ['registration', 'inspection'] as const)) }),
  response: DocumentSearch,
});

export const documentFile = endpoint({
  method: 'GET',
  path: '/w1/documentFile',
  auth: 'client',
  tag: TAG,
  summary: '下载一份资料文件（PDF 或图片；仅登录的采购客户）',
  query: Type.Object({ key: Str('文件标识', 40, { minLength: 1, pattern: '^[A-Za-z0-9_-]+$' }) }),
  file: DOCUMENT_MEDIA,
  response: Type.Any(),
});

// Back office (质量管理): upload, list, delete; the 说明书 (运营).

export const adminDocuments = endpoint({
  method: 'GET',
  path: '/admin/documents',
  auth: 'staff',
  roles: STAFF_ACCESS.quality,
  tag: ADMIN_TAG,
  summary: '资料列表（企业资质、注册证/批件、药检报告；按类别、商品名称或编码、批号筛选，分页）',
  query: Type.Object({ ...PagerQuery, keyword: Keyword, batch_no: Type.Optional(Str('批号', BATCH_NO_MAX)), kind: Type.Optional(OneOf('类别', DOCUMENT_KINDS)) }),
  response: PageOf(QualificationDocument),
});

/** The fields of an upload (multipart fields before the file, or the open API's JSON). */
export const DocumentFields = Type.Object({
  kind: OneOf('类别', DOCUMENT_KINDS),
  title: Title,
  product_code: Type.Optional(Str('商品编码', 40, { pattern: '^[A-Za-z0-9_.\\-]*$' })),
  batch_no: Type.Optional(Str('批号', BATCH_NO_MAX, { pattern: '^[A-Za-z0-9_.\\-/]*$' })),
});
export type DocumentFields = Static<typeof DocumentFields>;

export const adminDocumentUpload = endpoint({
  method: 'POST',
  path: '/admin/documentUpload',
  auth: 'staff',
  roles: STAFF_ACCESS.quality,
  tag: ADMIN_TAG,
  summary: `上传资料（multipart：字段 kind、title、product_code、batch_no 在前，文件字段 file 在后；PDF/JPG/PNG 按内容识别，不超过${DOCUMENT_MAX_MB}MB；同名资质、同商品同名批件、同商品同批号报告再次上传即替换），写入操作日志`,
  multipart: true,
  response: QualificationDocument,
});

export const adminDocumentDelete = endpoint({
  method: 'POST',
  path: '/admin/documentDelete',
  auth: 'staff',
  roles: STAFF_ACCESS.quality,
  tag: ADMIN_TAG,
  summary: '删除一份资料，写入操作日志',
  body: Type.Object({ key: Str('文件标识', 40, { minLength: 1 }) }),
  response: Type.Object({ key: Type.String() }),
});

export const adminProductLeafletRead = endpoint({
  method: 'GET',
  path: '/admin/productLeafletRead',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: ADMIN_TAG,
  summary: '读取商品说明书（纯文本）',
  query: Type.Object({ product_id: Id('商品ID') }),
  response: Type.Object({ product_id: Type.Integer(), leaflet: Type.String() }),
});

export const adminProductLeaflet = endpoint({
  method: 'POST',
  path: '/admin/productLeaflet',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: ADMIN_TAG,
  summary: '修改商品说明书（纯文本，空即不显示），写入操作日志',
  body: Type.Object({ product_id: Id('商品ID'), leaflet: Str('说明书', 20_000) }),
  response: Type.Object({ product_id: Type.Integer(), leaflet: Type.String() }),
});

export const openDocument = endpoint({
  method: 'POST',
  path: '/open/documents',
  auth: 'partner',
  tag: OPEN_TAG,
  summary: `上传资料：企业资质、注册证/批件（按商品编码）、药检报告（商品编码 + 批号）；文件 Base64（PDF/JPG/PNG，不超过${DOCUMENT_MAX_MB}MB）；再次上传即替换`,
  body: Type.Object({
    ...DocumentFields.properties,
    file_base64: Str('文件（Base64）', Math.ceil((DOCUMENT_MAX_MB * 1024 * 1024 * 4) / 3) + 4, { minLength: 1, pattern: '^[A-Za-z0-9+/=\\r\\n]*$' }),
  }),
  response: Type.Object({ document: QualificationDocument, replaced: Type.Boolean({ description: '是否替换了原有文件' }) }),
});
