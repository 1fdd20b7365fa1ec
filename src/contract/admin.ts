/**
 * The back office (/admin, issue 28): staff sign-in with a TOTP step, the dashboard, the registration review with the
 * licence pictures, and the audit trail. Every endpoint but the sign-in is `auth: 'staff'` with the roles that may
 * call it (src/model/staff.ts STAFF_ACCESS).
 */
import { MEDIA, PICTURE_MEDIA } from './media';
import { Type, type Static } from '@sinclair/typebox';
import { STAFF_ACCESS, STAFF_ROLE_KEYS } from '../model/staff';
import { endpoint } from './define';
import { Id, Nullable, OneOf, OneOfInt, PageOf, PagerQuery, Str, Yuan } from './fields';

const TAG = '后台';
const DAY = { pattern: '^\\d{4}-\\d{2}-\\d{2}$' };

export const StaffLoginResult = Type.Object({
  /** done: signed in (token below); totp: send the code too; enrol: scan `otpauth` first, then send a code. */
  step: OneOf('下一步', ['done', 'totp', 'enrol'] as const),
  token: Type.Optional(Type.String()),
  expires_at: Type.Optional(Type.Integer()),
  otpauth: Type.Optional(Type.String()),
});
export type StaffLoginResult = Static<typeof StaffLoginResult>;

export const StaffMe = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  roles: Type.Array(OneOf('角色', STAFF_ROLE_KEYS)),
});
export type StaffMe = Static<typeof StaffMe>;

export const staffLogin = endpoint({
  method: 'POST',
  path: '/admin/login',
  auth: 'none',
  tag: TAG,
  summary: '后台登录：用户名、密码；管理员与财务还须动态口令（TOTP），首次登录先绑定验证器',
  body: Type.Object({
    username: Str('用户名', 30, { minLength: 1 }),
    password: Str('密码', 64, { minLength: 1 }),
    code: Type.Optional(Str('动态口令', 6, { pattern: '^\\d{6}$' })),
  }),
  response: StaffLoginResult,
});

export const staffLogout = endpoint({
  method: 'POST',
  path: '/admin/logout',
  auth: 'staff',
  roles: STAFF_ACCESS.anyone,
  tag: TAG,
  summary: '后台退出',
  response: Type.Null(),
});

export const staffMe = endpoint({
  method: 'GET',
  path: '/admin/me',
  auth: 'staff',
  roles: STAFF_ACCESS.anyone,
  tag: TAG,
  summary: '当前后台账号与角色',
  response: StaffMe,
});

export const Dashboard = Type.Object({
  todayOrders: Type.Integer(),
  todaySales: Yuan('今日销售额（元，未取消的订单）'),
  pendingRegistrations: Type.Integer(),
  pendingRenewals: Type.Integer(),
  /** Paid or approved, waiting for the goods to leave (订单客服). */
  toShip: Type.Integer(),
  /** Bank-transfer orders waiting for the money to be confirmed (财务). */
  transfersToConfirm: Type.Integer(),
  /** Refund requests waiting for a decision (财务). */
  refundRequests: Type.Integer(),
  /** Products on shelf with LOW_STOCK_AT or fewer left (src/model/stock-alerts.ts): how many, and the lowest first. */
  lowStock: Type.Object({
    count: Type.Integer(),
    list: Type.Array(Type.Object({ product_id: Type.Integer(), name: Type.String(), stock: Type.Integer() })),
  }),
  /** Batches in stock expiring within NEAR_EXPIRY_DAYS: how many, and the soonest first. */
  nearExpiry: Type.Object({
    count: Type.Integer(),
    list: Type.Array(Type.Object({ product_id: Type.Integer(), name: Type.String(), batch_no: Type.String(), expires_on: Type.String(), quantity: Type.Integer() })),
  }),
});
export type Dashboard = Static<typeof Dashboard>;

export const dashboard = endpoint({
  method: 'GET',
  path: '/admin/dashboard',
  auth: 'staff',
  roles: STAFF_ACCESS.anyone,
  tag: TAG,
  summary: '工作台：今日订单与销售额；待办：待审核的注册与资质更新、待发货、待确认转账、退款申请、库存不足、近效期批次',
  response: Dashboard,
});

/** 0 pending, 1 approved, 2 rejected (clients.check_status). */
const CHECK_STATUSES = [0, 1, 2] as const;

export const RegistrationRow = Type.Object({
  client_id: Type.Integer(),
  username: Type.String(),
  vencus_name: Type.String(),
  client_type: Type.Integer(),
  contact: Type.String(),
  mobile: Type.String(),
  region: Type.String(),
  checkStatus: Type.Integer(),
  created_at: Type.String(),
});
export type RegistrationRow = Static<typeof RegistrationRow>;

export const registrations = endpoint({
  method: 'GET',
  path: '/admin/registrations',
  auth: 'staff',
  roles: STAFF_ACCESS.quality,
  tag: TAG,
  summary: '注册审核列表（按提交时间，先到先审；服务端分页）',
  query: Type.Object({ ...PagerQuery, status: Type.Optional(OneOfInt('审核状态', CHECK_STATUSES, { default: 0 })) }),
  response: PageOf(RegistrationRow),
});

export const RegistrationLicence = Type.Object({
  kind: Type.String(),
  label: Type.String(),
  /** Keys for /admin/picture/:key. */
  pictures: Type.Array(Type.String()),
  number: Type.String(),
  issuer: Type.String(),
  valid_from: Nullable(Type.String()),
  valid_until: Nullable(Type.String()),
});
export type RegistrationLicence = Static<typeof RegistrationLicence>;

export const RegistrationDetail = Type.Object({
  ...RegistrationRow.properties,
  telephone: Type.String(),
  id_card: Type.String(),
  address: Type.String(),
  referrer: Type.String(),
  reviewNote: Type.String(),
  licences: Type.Array(RegistrationLicence),
});
export type RegistrationDetail = Static<typeof RegistrationDetail>;

export const registration = endpoint({
  method: 'GET',
  path: '/admin/registration',
  auth: 'staff',
  roles: STAFF_ACCESS.quality,
  tag: TAG,
  summary: '注册详情：填写的信息、每张资质图片与证照有效期',
  query: Type.Object({ client_id: Id('客户') }),
  response: RegistrationDetail,
});

export const picture = endpoint({
  method: 'GET',
  path: '/admin/picture/:key',
  auth: 'staff',
  roles: STAFF_ACCESS.quality,
  tag: TAG,
  summary: '读取客户的资质图片（审核用）',
  params: Type.Object({ key: Str('图片', 64) }),
  file: PICTURE_MEDIA,
  response: Type.Any(),
});

export const reviewRegistration = endpoint({
  method: 'POST',
  path: '/admin/review',
  auth: 'staff',
  roles: STAFF_ACCESS.quality,
  tag: TAG,
  summary: '审核注册：通过，或填写原因驳回（与运维命令同一实现，写入操作日志）',
  body: Type.Object({
    client_id: Id('客户'),
    action: OneOf('审核操作', ['approve', 'reject'] as const),
    reason: Type.Optional(Str('驳回原因', 200)),
  }),
  response: Type.Object({ client_id: Type.Integer(), checkStatus: Type.Integer(), note: Type.String() }),
});

export const RenewalRow = Type.Object({
  id: Type.Integer(),
  client_id: Type.Integer(),
  username: Type.String(),
  clinic_name: Type.String(),
  kind: Type.String(),
  label: Type.String(),
  number: Type.String(),
  issuer: Type.String(),
  valid_from: Type.String(),
  valid_until: Type.String(),
  /** Key for /admin/picture/:key. */
  picture: Type.String(),
  /** The last valid day of the licence on record, if any. */
  current_until: Nullable(Type.String()),
  created_at: Type.String(),
});
export type RenewalRow = Static<typeof RenewalRow>;

export const renewals = endpoint({
  method: 'GET',
  path: '/admin/renewals',
  auth: 'staff',
  roles: STAFF_ACCESS.quality,
  tag: TAG,
  summary: '资质更新待审核（先到先审；服务端分页）',
  query: Type.Object({ ...PagerQuery }),
  response: PageOf(RenewalRow),
});

export const reviewRenewal = endpoint({
  method: 'POST',
  path: '/admin/reviewRenewal',
  auth: 'staff',
  roles: STAFF_ACCESS.quality,
  tag: TAG,
  summary: '审核资质更新：通过则写入证照有效期，或填写原因驳回（与运维命令同一实现，写入操作日志）',
  body: Type.Object({
    id: Id('资质更新'),
    action: OneOf('审核操作', ['approve', 'reject'] as const),
    reason: Type.Optional(Str('驳回原因', 200)),
  }),
  response: Type.Object({ id: Type.Integer(), status: Type.Integer(), note: Type.String() }),
});

export const AuditRow = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  action: Type.String(),
  actor: Type.String(),
  subject: Type.String(),
  detail: Type.String(),
  ip: Type.String(),
});
export type AuditRow = Static<typeof AuditRow>;

export const AuditFilter = Type.Object({
  /** A staff username (their rows), or empty for everyone. */
  who: Type.Optional(Str('操作人', 30)),
  action: Type.Optional(Str('操作', 40)),
  from: Type.Optional(Str('开始日期', 10, DAY)),
  to: Type.Optional(Str('结束日期', 10, DAY)),
});
export type AuditFilter = Static<typeof AuditFilter>;

export const auditLog = endpoint({
  method: 'GET',
  path: '/admin/audit',
  auth: 'staff',
  roles: STAFF_ACCESS.audit,
  tag: TAG,
  summary: '操作日志（按操作人、操作、日期筛选；服务端分页，最新在前）',
  query: Type.Object({ ...PagerQuery, ...AuditFilter.properties }),
  response: PageOf(AuditRow),
});

export const auditExport = endpoint({
  method: 'GET',
  path: '/admin/auditExport',
  auth: 'staff',
  roles: STAFF_ACCESS.audit,
  tag: TAG,
  summary: '导出操作日志（CSV，筛选同列表，最多 AUDIT_EXPORT_MAX 行）',
  query: AuditFilter,
  file: [MEDIA.csv],
  response: Type.Any(),
});

/** How many rows one export holds at most. */
export const AUDIT_EXPORT_MAX = 10_000;
