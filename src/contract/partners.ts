/**
 * ERP partners' credentials (issue 27), for the operator (npm run operator -- partners | partner-create |
 * partner-rotate | partner-revoke) and the back office's 合作方 page (管理员). The secret is answered only
 * by create and rotate, once. How a partner signs: model/open-signature.ts, docs/erp.md.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CIS_CODE_PATTERN, PARTNER_NAME_MAX } from '../model/partner-rules';
import { STAFF_ACCESS } from '../model/staff';
import { endpoint } from './define';
import { Nullable, Str } from './fields';

const OPERATOR_TAG = '运维';

export const PartnerCredentials = Type.Object({
  key_id: Type.String(),
  name: Type.String(),
  secret: Type.String({ description: '签名密钥：只在创建与轮换时返回这一次' }),
});
export type PartnerCredentials = Static<typeof PartnerCredentials>;

export const PartnerRow = Type.Object({
  key_id: Type.String(),
  name: Type.String(),
  state: Type.String({ description: '启用 / 已停用' }),
  created_at: Type.String(),
  last_used_at: Nullable(Type.String()),
});
export type PartnerRow = Static<typeof PartnerRow>;

const KeyField = { key_id: Str('接口密钥ID', 40, { minLength: 1, pattern: '^[A-Za-z0-9_]+$' }) };

export const operatorPartners = endpoint({
  method: 'POST',
  path: '/operator/partners',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: 'ERP 合作方接口密钥列表（不含密钥本身）',
  response: Type.Array(PartnerRow),
});

export const operatorPartnerCreate = endpoint({
  method: 'POST',
  path: '/operator/partners/create',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '新建 ERP 合作方接口密钥：返回密钥ID与签名密钥（只显示这一次）',
  body: Type.Object({ name: Str('合作方名称', PARTNER_NAME_MAX, { minLength: 1 }) }),
  response: PartnerCredentials,
});

export const operatorPartnerRotate = endpoint({
  method: 'POST',
  path: '/operator/partners/rotate',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '轮换签名密钥：返回新密钥（只显示这一次），旧密钥一小时内仍可签名',
  body: Type.Object(KeyField),
  response: PartnerCredentials,
});

export const operatorPartnerRevoke = endpoint({
  method: 'POST',
  path: '/operator/partners/revoke',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '停用接口密钥：此后用它签名的请求一律拒绝',
  body: Type.Object(KeyField),
  response: PartnerRow,
});

export const operatorPartnerWebhook = endpoint({
  method: 'POST',
  path: '/operator/partners/webhook',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '设置 ERP 订单变化推送地址（webhook，按合作方密钥签名，失败按退避重试）；url 为空字符串即停止推送',
  body: Type.Object({ ...KeyField, url: Str('推送地址', 500) }),
  response: Type.Null(),
});

export const WebhookDelivery = Type.Object({
  order_code: Type.String(),
  state: Type.String({ description: '已送达 / 等待重试 / 已放弃' }),
  attempts: Type.Integer(),
  last_status: Nullable(Type.Integer()),
  last_error: Type.String(),
  next_attempt_at: Nullable(Type.String()),
  created_at: Type.String(),
});
export type WebhookDelivery = Static<typeof WebhookDelivery>;

export const operatorPartnerDeliveries = endpoint({
  method: 'POST',
  path: '/operator/partners/deliveries',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: 'ERP 推送记录（最近20条）：订单、状态、尝试次数、最后一次应答',
  body: Type.Object(KeyField),
  response: Type.Array(WebhookDelivery),
});

// The back office's 合作方 page (issue 28, 管理员 only): the same services as the operator commands above.
const ADMIN_TAG = '后台合作方';

export const AdminErpPartner = Type.Object({
  ...PartnerRow.properties,
  webhook_url: Type.String({ description: '订单变化推送地址；空为不推送' }),
});
export type AdminErpPartner = Static<typeof AdminErpPartner>;

export const AdminCisPartner = Type.Object({
  code: Type.String({ description: '诊所系统代码' }),
  name: Type.String(),
  clients: Type.Integer({ description: '可经它登录的客户数' }),
  state: Type.String({ description: '启用 / 已停用' }),
  created_at: Type.String(),
});
export type AdminCisPartner = Static<typeof AdminCisPartner>;

export const adminPartners = endpoint({
  method: 'GET',
  path: '/admin/partners',
  auth: 'staff',
  roles: STAFF_ACCESS.partners,
  tag: ADMIN_TAG,
  summary: '合作方接口凭证：ERP 接口密钥（状态、推送地址、最近调用，不含密钥本身）与诊所系统（CIS）',
  response: Type.Object({ erp: Type.Array(AdminErpPartner), cis: Type.Array(AdminCisPartner) }),
});

export const adminPartnerCreate = endpoint({
  method: 'POST',
  path: '/admin/partnerCreate',
  auth: 'staff',
  roles: STAFF_ACCESS.partners,
  tag: ADMIN_TAG,
  summary: '新建 ERP 接口密钥：返回密钥ID与签名密钥（只显示这一次），写入操作日志',
  body: Type.Object({ name: Str('合作方名称', PARTNER_NAME_MAX, { minLength: 1 }) }),
  response: PartnerCredentials,
});

export const adminPartnerRotate = endpoint({
  method: 'POST',
  path: '/admin/partnerRotate',
  auth: 'staff',
  roles: STAFF_ACCESS.partners,
  tag: ADMIN_TAG,
  summary: '轮换签名密钥：返回新密钥（只显示这一次），旧密钥一小时内仍可签名，写入操作日志',
  body: Type.Object(KeyField),
  response: PartnerCredentials,
});

export const adminPartnerRevoke = endpoint({
  method: 'POST',
  path: '/admin/partnerRevoke',
  auth: 'staff',
  roles: STAFF_ACCESS.partners,
  tag: ADMIN_TAG,
  summary: '停用 ERP 接口密钥：此后用它签名的请求一律拒绝，写入操作日志',
  body: Type.Object(KeyField),
  response: PartnerRow,
});

export const adminPartnerWebhook = endpoint({
  method: 'POST',
  path: '/admin/partnerWebhook',
  auth: 'staff',
  roles: STAFF_ACCESS.partners,
  tag: ADMIN_TAG,
  summary: '设置 ERP 订单变化推送地址；url 为空字符串即停止推送',
  body: Type.Object({ ...KeyField, url: Str('推送地址', 500) }),
  response: Type.Null(),
});

export const adminPartnerDeliveries = endpoint({
  method: 'GET',
  path: '/admin/partnerDeliveries',
  auth: 'staff',
  roles: STAFF_ACCESS.partners,
  tag: ADMIN_TAG,
  summary: 'ERP 推送记录（最近20条）：订单、状态、尝试次数、最后一次应答',
  query: Type.Object(KeyField),
  response: Type.Array(WebhookDelivery),
});

const CisCode = { code: Str('诊所系统代码', 32, { pattern: CIS_CODE_PATTERN, examples: ['clinic-his'] }) };

export const CisCredentials = Type.Object({
  code: Type.String(),
  name: Type.String(),
  secret: Type.String({ description: '签名密钥：只在创建与轮换时返回这一次' }),
});
export type CisCredentials = Static<typeof CisCredentials>;

export const adminCisCreate = endpoint({
  method: 'POST',
  path: '/admin/cisCreate',
  auth: 'staff',
  roles: STAFF_ACCESS.partners,
  tag: ADMIN_TAG,
  summary: '新建诊所系统（CIS）接入：返回代码与签名密钥（只显示这一次），写入操作日志',
  body: Type.Object({ ...CisCode, name: Str('诊所系统名称', PARTNER_NAME_MAX, { minLength: 1 }) }),
  response: CisCredentials,
});

export const adminCisRotate = endpoint({
  method: 'POST',
  path: '/admin/cisRotate',
  auth: 'staff',
  roles: STAFF_ACCESS.partners,
  tag: ADMIN_TAG,
  summary: '轮换诊所系统的签名密钥：返回新密钥（只显示这一次），旧密钥签的链接立即失效，写入操作日志',
  body: Type.Object(CisCode),
  response: CisCredentials,
});

export const adminCisRevoke = endpoint({
  method: 'POST',
  path: '/admin/cisRevoke',
  auth: 'staff',
  roles: STAFF_ACCESS.partners,
  tag: ADMIN_TAG,
  summary: '停用诊所系统接入：此后它的链接一律拒绝，写入操作日志',
  body: Type.Object(CisCode),
  response: AdminCisPartner,
});
