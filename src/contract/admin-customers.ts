/**
 * The back office's customers (/admin/customers, issue 28): search (server-side paging), a customer's detail
 * (licences, purchasers, credit line, salesmen), freeze / unfreeze and reset the password (订单客服), change the
 * credit line (财务). Every change is audited with before and after; freezing and a new password end the
 * customer's sessions on every instance.
 */
import { Type, type Static } from '@sinclair/typebox';
import { STAFF_ACCESS } from '../model/staff';
import { endpoint } from './define';
import { MEDIA } from './media';
import { Id, Nullable, OneOf, PageOf, PagerQuery, Str, Yuan, YuanInput } from './fields';

const TAG = '后台客户';

export const AdminCustomerRow = Type.Object({
  client_id: Type.Integer(),
  username: Type.String(),
  name: Type.String(),
  client_type: Type.Integer(),
  contact: Type.String(),
  mobile: Type.String(),
  /** 1 normal, 2 frozen. */
  status: Type.Integer(),
  check_status: Type.Integer(),
  credit_limit: Yuan('授信额度（元）'),
  credit_used: Yuan('已用额度（元）'),
  created_at: Type.String(),
});
export type AdminCustomerRow = Static<typeof AdminCustomerRow>;

export const adminCustomers = endpoint({
  method: 'GET',
  path: '/admin/customers',
  auth: 'staff',
  roles: STAFF_ACCESS.customers,
  tag: TAG,
  summary: '客户列表：按账号、名称、联系人或手机号搜索，按状态筛选（服务端分页，最新注册在前）',
  query: Type.Object({
    ...PagerQuery,
    keyword: Type.Optional(Str('关键词', 50)),
    status: Type.Optional(OneOf('客户状态', ['all', 'normal', 'frozen'] as const, { default: 'all' })),
  }),
  response: PageOf(AdminCustomerRow),
});

export const AdminCustomerDetail = Type.Object({
  ...AdminCustomerRow.properties,
  address: Type.String(),
  balance: Yuan('现金余额（元）'),
  salesmen: Type.Array(Type.String()),
  licences: Type.Array(Type.Object({ kind: Type.String(), label: Type.String(), valid_until: Nullable(Type.String()) })),
  purchasers: Type.Array(Type.Object({ name: Type.String(), phone: Type.String(), valid_until: Type.String(), revoked: Type.Boolean() })),
});
export type AdminCustomerDetail = Static<typeof AdminCustomerDetail>;

const ClientField = { client_id: Id('客户') };

export const adminCustomer = endpoint({
  method: 'GET',
  path: '/admin/customer',
  auth: 'staff',
  roles: STAFF_ACCESS.customers,
  tag: TAG,
  summary: '客户详情：资质与有效期、采购人员、授信额度与余额、业务员',
  query: Type.Object(ClientField),
  response: AdminCustomerDetail,
});

export const adminCustomerFreeze = endpoint({
  method: 'POST',
  path: '/admin/customerFreeze',
  auth: 'staff',
  roles: STAFF_ACCESS.service,
  tag: TAG,
  summary: '冻结或解冻客户（冻结后立即退出登录、不能下单），写入操作日志',
  body: Type.Object({ ...ClientField, frozen: Type.Boolean({ title: '冻结' }), reason: Str('原因', 200, { minLength: 1 }) }),
  response: AdminCustomerDetail,
});

export const adminCustomerPassword = endpoint({
  method: 'POST',
  path: '/admin/customerPassword',
  auth: 'staff',
  roles: STAFF_ACCESS.service,
  tag: TAG,
  summary: '重置客户密码：生成临时密码（只显示这一次），客户所有登录随即失效，写入操作日志',
  body: Type.Object(ClientField),
  response: Type.Object({ username: Type.String(), password: Type.String() }),
});

export const adminCreditLimit = endpoint({
  method: 'POST',
  path: '/admin/creditLimit',
  auth: 'staff',
  roles: STAFF_ACCESS.finance,
  tag: TAG,
  summary: '调整客户授信额度（不低于已用额度），写入操作日志',
  body: Type.Object({ ...ClientField, credit_limit: YuanInput('授信额度') }),
  response: AdminCustomerDetail,
});

/** One month's credit-line statement: the balance owed before, each ledger row, the totals, the balance after. */
export const CreditStatement = Type.Object({
  month: Type.String(),
  opening: Yuan('期初欠款（元）'),
  charged: Yuan('本月赊账（元）'),
  repaid: Yuan('本月还款（元）'),
  other: Yuan('本月退款退回与调整（元，负数为减少欠款）'),
  closing: Yuan('期末欠款（元）'),
  rows: Type.Array(
    Type.Object({ at: Type.String(), kind: Type.String(), order_code: Type.String(), bill_code: Type.String(), amount: Yuan('金额（元，正为增加欠款）'), balance: Yuan('欠款余额（元）') }),
  ),
});
export type CreditStatement = Static<typeof CreditStatement>;

const StatementQuery = Type.Object({ client_id: Id('客户ID'), month: Str('月份', 7, { pattern: '^\\d{4}-\\d{2}$', examples: ['2026-03'] }) });

export const adminCreditStatement = endpoint({
  method: 'GET',
  path: '/admin/creditStatement',
  auth: 'staff',
  roles: STAFF_ACCESS.finance,
  tag: TAG,
  summary: '客户授信对账单（按月）：期初欠款、赊账订单、还款、退款与调整、期末欠款',
  query: StatementQuery,
  response: CreditStatement,
});

export const adminCreditStatementExport = endpoint({
  method: 'GET',
  path: '/admin/creditStatementExport',
  auth: 'staff',
  roles: STAFF_ACCESS.finance,
  tag: TAG,
  summary: '导出客户授信对账单（CSV，按月）',
  query: StatementQuery,
  file: [MEDIA.csv],
  response: Type.Any(),
});
