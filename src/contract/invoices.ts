/**
 * Invoices (发票, issue 29): the buyer's invoice details (个人中心 › 基本信息 › 发票信息), an order's invoice record with
 * its file, asking for an invoice after the order; the back office's view, requests list and upload. The checkout
 * choice is a field of sureOrder (contract/checkout.ts); the ERP's upload is in contract/open.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { INVOICE_KINDS, type InvoiceKind, type InvoiceStatus } from '../model/invoice-rules';
import { STAFF_ACCESS } from '../model/staff';
import { UPLOAD_MAX_MB } from '../model/constants';
import { endpoint } from './define';
import { Id, Nullable, OneOf, PageOf, PagerQuery, Str, Yuan } from './fields';
import { INVOICE_MEDIA } from './media';

const TAG = '发票';
const ADMIN_TAG = '后台发票';
const KindOut = Type.Unsafe<InvoiceKind>(Type.String({ enum: [...INVOICE_KINDS] }));

export const InvoiceDetails = Type.Object({
  kind: KindOut,
  kind_text: Type.String(),
  title: Type.String({ description: '发票抬头' }),
  tax_no: Type.String({ description: '税号（18位统一社会信用代码）' }),
  bank: Type.String({ description: '开户银行' }),
  account: Type.String({ description: '银行账号' }),
  address: Type.String({ description: '注册地址' }),
  phone: Type.String({ description: '注册电话' }),
});
export type InvoiceDetails = Static<typeof InvoiceDetails>;

export const InvoiceDetailsInput = Type.Object({
  kind: OneOf('发票类型', INVOICE_KINDS),
  title: Str('发票抬头', 100),
  tax_no: Str('税号', 30),
  bank: Type.Optional(Str('开户银行', 100, { default: '' })),
  account: Type.Optional(Str('银行账号', 40, { default: '' })),
  address: Type.Optional(Str('注册地址', 200, { default: '' })),
  phone: Type.Optional(Str('注册电话', 20, { default: '' })),
});

/** The account's details, null before any are saved. */
export const MyInvoiceDetails = Type.Object({ details: Nullable(InvoiceDetails) });
export type MyInvoiceDetails = Static<typeof MyInvoiceDetails>;

export const OrderInvoice = Type.Object({
  order_id: Type.Integer(),
  order_code: Type.String(),
  status: Type.Unsafe<InvoiceStatus>(Type.Integer({ minimum: 0, maximum: 2, description: '0未申请 1待开票 2已开票' })),
  status_text: Type.String(),
  /** The details it was asked with (a snapshot); null while 未申请. */
  details: Nullable(InvoiceDetails),
  amount: Nullable(Yuan('开票金额')),
  requested_at: Nullable(Type.String()),
  invoice_no: Type.String({ description: '发票号码（开具后）' }),
  issued_at: Nullable(Type.String()),
  file_type: Type.String({ description: 'pdf / ofd；未开具为空' }),
  /** 1 when the buyer may ask for it now (paid or finished, not asked yet). */
  can_request: Type.Integer({ minimum: 0, maximum: 1 }),
});
export type OrderInvoice = Static<typeof OrderInvoice>;

const OrderId = Type.Object({ id: Id('订单ID') });

export const invoiceDetails = endpoint({
  method: 'GET',
  path: '/w1/invoiceDetails',
  auth: 'client',
  tag: TAG,
  summary: '我的发票信息（未填写为 null）',
  response: MyInvoiceDetails,
});

export const saveInvoiceDetails = endpoint({
  method: 'POST',
  path: '/w1/saveInvoiceDetails',
  auth: 'client',
  tag: TAG,
  summary: '保存发票信息：抬头、税号（统一社会信用代码，含校验位）；增值税专用发票另须开户银行、账号、注册地址和电话',
  body: InvoiceDetailsInput,
  response: InvoiceDetails,
});

export const orderInvoice = endpoint({
  method: 'GET',
  path: '/w1/orderInvoice',
  auth: 'client',
  tag: TAG,
  summary: '订单的发票：状态、开票信息、金额、发票号码与文件',
  query: OrderId,
  response: OrderInvoice,
});

export const requestInvoice = endpoint({
  method: 'POST',
  path: '/w1/requestInvoice',
  auth: 'client',
  tag: TAG,
  summary: '为已付款或已完成且未开票的订单申请开票（用账户当前的发票信息）',
  body: Type.Object({ id: Id('订单ID'), kind: OneOf('发票类型', INVOICE_KINDS) }),
  response: OrderInvoice,
});

export const orderInvoiceFile = endpoint({
  method: 'GET',
  path: '/w1/orderInvoiceFile',
  auth: 'client',
  tag: TAG,
  summary: '下载订单的发票文件（PDF 或 OFD；只能下载自己的订单）',
  query: OrderId,
  file: INVOICE_MEDIA,
  response: Type.Any(),
});

const staffRead = { auth: 'staff', roles: STAFF_ACCESS.orders, tag: ADMIN_TAG } as const;
const OrderCode = Type.Object({ order_code: Str('订单编号', 40, { minLength: 1 }) });

export const AdminInvoiceRequest = Type.Object({
  ...OrderInvoice.properties,
  client_name: Type.String(),
  username: Type.String(),
});
export type AdminInvoiceRequest = Static<typeof AdminInvoiceRequest>;

export const adminInvoiceRequests = endpoint({
  ...staffRead,
  method: 'GET',
  path: '/admin/invoiceRequests',
  summary: '待开票的订单（下单时选择开票或之后申请），最早申请在前',
  query: Type.Object({ ...PagerQuery }),
  response: PageOf(AdminInvoiceRequest),
});

export const adminOrderInvoice = endpoint({
  ...staffRead,
  method: 'GET',
  path: '/admin/orderInvoice',
  summary: '订单的发票记录',
  query: OrderCode,
  response: OrderInvoice,
});

export const adminOrderInvoiceFile = endpoint({
  ...staffRead,
  method: 'GET',
  path: '/admin/orderInvoiceFile',
  summary: '下载订单的发票文件',
  query: OrderCode,
  file: INVOICE_MEDIA,
  response: Type.Any(),
});

export const adminIssueInvoice = endpoint({
  auth: 'staff',
  roles: STAFF_ACCESS.finance,
  tag: ADMIN_TAG,
  method: 'POST',
  path: '/admin/issueInvoice',
  summary: `开具发票：multipart 字段 order_code（订单编号）、invoice_no（发票号码，8-20位数字或字母）在前，file（PDF 或 OFD，按内容识别，不超过${UPLOAD_MAX_MB}MB）在后；已开具的再次上传即更正`,
  multipart: true,
  response: OrderInvoice,
});
