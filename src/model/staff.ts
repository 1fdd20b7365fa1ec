/**
 * The back office's staff roles (issue 28), who must sign in with a second factor, and the back office's texts.
 * Shared by the contract (each staff endpoint names its roles), the server (enforcement) and /admin (menus).
 */
export const STAFF_ROLES = {
  admin: '管理员',
  quality: '质量管理',
  service: '订单客服',
  operations: '运营',
  finance: '财务',
} as const;
export type StaffRole = keyof typeof STAFF_ROLES;
export const STAFF_ROLE_KEYS = Object.keys(STAFF_ROLES) as StaffRole[];

/** Roles whose sign-in needs a TOTP code beside the password: they move money or run the store. */
export const TOTP_ROLES: readonly StaffRole[] = ['admin', 'finance'];
export const needsTotp = (roles: readonly string[]): boolean => roles.some((r) => (TOTP_ROLES as readonly string[]).includes(r));

/** The roles of each back-office job; an endpoint declares one of these (or its own list). */
export const STAFF_ACCESS = {
  /** Every staff member: their own session, the dashboard. */
  anyone: STAFF_ROLE_KEYS,
  /** Registrations and licences (质量管理). */
  quality: ['quality', 'admin'],
  /** The orders desk's reads: the list, the detail, the export (订单客服 and 财务 both work from it). */
  orders: ['service', 'finance', 'admin'],
  /** Order review, shipping and cancelling (订单客服). */
  service: ['service', 'admin'],
  /** Customers: search and read (订单客服, 财务). */
  customers: ['service', 'finance', 'admin'],
  /** Money: bank transfers, refunds, credit lines (财务). */
  finance: ['finance', 'admin'],
  /** Catalogue, prices and promotions (运营). */
  operations: ['operations', 'admin'],
  /** The audit trail. */
  audit: ['admin'],
  /** The staff accounts and their roles. */
  staff: ['admin'],
  /** Salesmen, their customers and territories (管理员). */
  salesmen: ['admin'],
  /** Partners' credentials (ERP keys, CIS). */
  partners: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** What an audit row's action means, for the 操作日志 page's filter and column. */
export const AUDIT_ACTIONS: Record<string, string> = {
  staff_login: '后台登录',
  staff_login_failed: '后台登录失败',
  staff_login_blocked: '后台登录被限制',
  staff_logout: '后台退出',
  staff_totp_enrolled: '绑定动态口令',
  staff_export: '导出记录',
  registration_approved: '注册审核通过',
  registration_rejected: '注册审核驳回',
  login: '登录',
  login_failed: '登录失败',
  login_blocked: '登录被限制',
  logout: '退出',
  acting: '代客下单',
  acting_stopped: '结束代客下单',
  password_changed: '修改密码',
  sessions_ended: '退出其他设备',
  operator: '运维命令',
  order_step: '订单操作',
  staff_change: '后台变更',
  payment: '支付',
  licence_renewal: '提交资质更新',
  licence_approve: '资质更新通过',
  licence_reject: '资质更新驳回',
  licence_date: '登记证照有效期',
  purchaser_added: '添加采购人员',
  purchaser_revoked: '撤销采购人员',
};

export const STAFF_MSG = {
  signInRequired: '请先登录后台',
  roleDenied: '当前账号无权进行此操作',
  disabled: '该后台账号已停用',
  totpRequired: '请输入动态口令',
  totpWrong: '动态口令错误或已使用，请输入验证器中的最新口令',
  rejectReasonRequired: '请填写驳回原因',
  customerMissing: '客户不存在',
  staffMissing: '后台账号不存在',
  staffTaken: '该用户名已被使用',
  rolesRequired: '请至少选择一个角色',
  notYourself: '不能停用或重置自己的账号，也不能取消自己的管理员角色',
  alreadyFrozen: '该客户已冻结',
  notFrozen: '该客户未冻结',
  creditBelowUsed: (used: string) => `授信额度不能低于已用额度 ¥${used}`,
  notPending: '该注册已审核，无需重复操作',
  registrationMissing: '注册信息不存在',
  pictureMissing: '图片不存在',
};
