/**
 * The salesman console (SPEC §2.9, §7 salesmanBase / salesmanIndex / saveSalesmanPass): his account, figures and
 * to-dos, his customers and his region's clients, acting for a customer, credit, customer orders, the sales report
 * with its .xlsx export, the customer and product rankings, and his sessions.
 *
 * Every call is `auth: 'salesman'` (also while acting for a customer). A customer is named by `customer_id`, never
 * `client_id`: `client_id` is an identity param the browser adds and the server compares with the session. A
 * `customer_id` that is not one of his assigned customers is refused with 403 `SALESMAN_MSG.notYourCustomer`.
 *
 * **What counts as a sale** (every figure, report and ranking uses the one definition, `SALES_STATUSES` of
 * src/model/salesman-report.ts): an order whose status is 1 待发货, 2 待收货, 3 已完成, 8 退款审核中, 11 已审核 or
 * 13 退款被拒绝 — paid (or on credit) and not cancelled or refunded. Unpaid (0, 10, 12), cancelled (4, 7) and
 * refunded or refunding (9, 14, 15, 16) orders do not count. The order's day is its `created_at` in China time.
 * Sales = the order total (应付金额, delivery included); by product = the lines after discounts (delivery excluded).
 */
import { MEDIA } from './media';
import { Type, type Static } from '@sinclair/typebox';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZES } from '../model/constants';
import { ORDER_TABS } from '../model/order-status';
import {
  CREDIT_FILTERS,
  LICENCE_FILTERS,
  RANK_LIMITS,
  REGION_STATUS_FILTERS,
  REPORT_GRANULARITIES,
  TODO_KINDS,
} from '../model/salesman-report';
import { endpoint } from './define';
import { Flag, Id, Int, Nullable, OneOf, OneOfInt, PageOf, Str, Yuan } from './fields';
import { OrderDetail, OrderSummary, OrderCounts } from './orders';
import { PasswordChange } from './personal';
import { CreditBill } from './wallet';

const TAG = '业务员';

const Day = (title: string) => Str(title, 10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const Stamp = (title: string) => Str(title, 19, { pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });
const Pager = {
  page: Type.Optional(Int('页码', 1, 100_000, { default: PAGE_DEFAULT })),
  size: Type.Optional(OneOfInt('每页条数', PAGE_SIZES, { default: PAGE_SIZE_DEFAULT })),
};
const CustomerId = Id('客户ID', { description: '他负责的客户（不是 client_id：那是身份参数）' });
const Percent = (description: string) => Type.String({ description: `${description}（百分比，两位小数，不带%）` });

// ---------------------------------------------------------------------------------------------------------------
// Account

export const SalesmanRegion = Type.Object({
  province: Type.String(),
  city: Type.String({ description: '空串 = 全省' }),
  area: Type.String({ description: '区县，空串 = 全市' }),
});
export type SalesmanRegion = Static<typeof SalesmanRegion>;

export const ActingCustomer = Type.Object({ client_id: Type.Integer(), client_name: Type.String() });

export const SalesmanBase = Type.Object({
  salesman_id: Type.Integer(),
  salesman_name: Type.String(),
  username: Type.String(),
  phone: Type.String(),
  company_id: Type.Integer(),
  company_name: Type.String(),
  region: Type.String({ description: '负责区域，如「广东省 广州市、佛山市」' }),
  regions: Type.Array(SalesmanRegion),
  customer_count: Type.Integer({ description: '名下客户数' }),
  acting: Nullable(ActingCustomer),
  other_sessions: Type.Integer({ description: '其他设备上的登录数（不含本次）' }),
  last_login_at: Nullable(Type.String({ description: '上次登录时间 yyyy-MM-dd HH:mm:ss（不含本次）' })),
});
export type SalesmanBase = Static<typeof SalesmanBase>;

export const salesmanBase = endpoint({
  method: 'GET',
  path: '/w1/salesmanBase',
  auth: 'salesman',
  tag: TAG,
  summary: '业务员资料：姓名、电话、所属公司、负责区域、名下客户数、正在代下单的客户、登录设备',
  response: SalesmanBase,
});

export const saveSalesmanBase = endpoint({
  method: 'POST',
  path: '/w1/saveSalesmanBase',
  auth: 'salesman',
  tag: TAG,
  summary: '修改业务员联系电话（手机号码）',
  body: Type.Object({ phone: Str('手机号码', 11) }),
  response: SalesmanBase,
});

export const PasswordChanged = Type.Object({ signed_out: Type.Integer({ description: '已退出的其他登录数' }) });
export type PasswordChanged = Static<typeof PasswordChanged>;

export const saveSalesmanPass = endpoint({
  method: 'GET',
  path: '/w1/saveSalesmanPass',
  writes: true,
  auth: 'salesman',
  tag: TAG,
  summary: '修改密码（规格中的 GET 形式；浏览器请用同路径的 POST，密码不进地址栏）。成功后其他登录全部退出',
  query: PasswordChange,
  response: PasswordChanged,
});

export const saveSalesmanPassPost = endpoint({
  method: 'POST',
  path: '/w1/saveSalesmanPass',
  auth: 'salesman',
  tag: TAG,
  summary: '修改密码（原密码、新密码、确认密码）。成功后其他登录全部退出，本次登录保留',
  body: PasswordChange,
  response: PasswordChanged,
});

export const salesmanSignOutOthers = endpoint({
  method: 'POST',
  path: '/w1/salesmanSignOutOthers',
  auth: 'salesman',
  tag: TAG,
  summary: '退出其他设备上的登录（本次登录保留）',
  response: PasswordChanged,
});

// ---------------------------------------------------------------------------------------------------------------
// Home: figures and to-dos

export const SalesFigure = Type.Object({
  sales: Yuan('销售额（元）'),
  orders: Type.Integer({ description: '订单数' }),
});

export const Todo = Type.Object({
  kind: OneOf('待办类型', TODO_KINDS),
  title: Type.String({ description: '如「3 位客户账单已逾期」' }),
  count: Type.Integer(),
  link: Type.String({ description: '处理页面（站内路径，如 /salesman/creditMange?filter=overdue）' }),
});
export type Todo = Static<typeof Todo>;

export const TrendPoint = Type.Object({
  period: Type.String({ description: 'yyyy-MM' }),
  sales: Yuan(),
  orders: Type.Integer(),
});

export const SalesmanIndex = Type.Object({
  today: SalesFigure,
  month: SalesFigure,
  last_month: SalesFigure,
  year: SalesFigure,
  customer_count: Type.Integer(),
  active_customers: Type.Integer({ description: '本月下过有效订单的客户数' }),
  new_customers_today: Type.Integer({ description: '今日新增客户数（名下客户中今日开户的）' }),
  new_customers_month: Type.Integer({ description: '本月新增客户数（名下客户中本月开户的）' }),
  credit_limit: Yuan('名下客户授信合计'),
  credit_used: Yuan('已用授信合计'),
  unpaid: Yuan('未还账单合计'),
  overdue: Yuan('逾期未还合计'),
  todos: Type.Array(Todo, { description: '只列数量大于 0 的待办' }),
  trend: Type.Array(TrendPoint, { description: '最近 12 个月（含本月）销售额' }),
});
export type SalesmanIndex = Static<typeof SalesmanIndex>;

export const salesmanIndex = endpoint({
  method: 'GET',
  path: '/w1/salesmanIndex',
  auth: 'salesman',
  tag: TAG,
  summary: '业务员首页：今日/本月/上月/今年销售、客户数、授信与欠款、待办事项、近 12 个月趋势',
  response: SalesmanIndex,
});

// ---------------------------------------------------------------------------------------------------------------
// My customers

/** Who a customer is and where: the first columns of every customer row of the console. */
const ClientFacts = {
  client_id: Type.Integer(),
  client_name: Type.String(),
  client_type_name: Type.String(),
  contact: Type.String(),
  phone: Type.String(),
  province: Type.String(),
  city: Type.String(),
  area: Type.String(),
};

/** A customer's credit as the console shows it (card and credit list). */
const CreditFacts = {
  credit_limit: Yuan('授信额度'),
  credit_used: Yuan('已用额度'),
  credit_available: Yuan('可用额度'),
};

export const LicenceSoonest = Type.Object({
  kind: Type.String(),
  name: Type.String({ description: '资质名称，如 药品经营许可证' }),
  expires_on: Type.String({ description: 'yyyy-MM-dd' }),
  days_left: Type.Integer({ description: '负数 = 已过期天数' }),
});

export const CustomerCard = Type.Object({
  ...ClientFacts,
  username: Type.String(),
  status: Type.Integer({ description: '1 正常 2 冻结' }),
  check_status: Type.Integer({ description: '0 待审核 1 已通过 2 未通过' }),
  can_act: Type.Boolean({ description: '可代客下单（正常且已审核）' }),
  balance: Yuan('现金账户余额'),
  is_credit: Flag('信用客户'),
  ...CreditFacts,
  unpaid: Yuan('未还账单'),
  overdue: Yuan('逾期未还'),
  last_order_at: Nullable(Type.String({ description: '最近一笔有效订单 yyyy-MM-dd HH:mm:ss' })),
  last_order_total: Nullable(Yuan('最近一笔有效订单金额')),
  licence_status: OneOf('资质状态', ['ok', 'expiring', 'expired', 'missing'] as const),
  licence_status_text: Type.String({ description: '正常 / 即将过期 / 已过期 / 未登记' }),
  licence_soonest: Nullable(LicenceSoonest),
});
export type CustomerCard = Static<typeof CustomerCard>;

export const CustomerPage = Type.Object({
  ...PageOf(CustomerCard).properties,
  cities: Type.Array(Type.String(), { description: '名下客户所在城市（筛选项）' }),
});
export type CustomerPage = Static<typeof CustomerPage>;

export const salesmanCustomers = endpoint({
  method: 'GET',
  path: '/w1/salesmanCustomers',
  auth: 'salesman',
  tag: TAG,
  summary:
    '我的客户：关键字匹配客户名称、拼音首字母、全拼、联系人、电话、账号；按资质、授信、欠款、城市筛选；最近下单在前',
  query: Type.Object({
    keyword: Type.Optional(Str('关键字', 50)),
    licence: Type.Optional(OneOf('资质状态', LICENCE_FILTERS, { default: 'all' })),
    credit: Type.Optional(OneOf('授信情况', CREDIT_FILTERS, { default: 'all' })),
    unpaid: Type.Optional(Flag('有欠款', { description: '1 = 只看有未还账单的客户' })),
    city: Type.Optional(Str('城市', 30)),
    ...Pager,
  }),
  response: CustomerPage,
});

// ---------------------------------------------------------------------------------------------------------------
// Region customers

export const RegionClient = Type.Object({
  ...ClientFacts,
  phone: Type.String({ description: '不是他的客户时中间四位隐去' }),
  check_status: Type.Integer({ description: '0 待审核 1 已通过 2 未通过' }),
  check_status_text: Type.String(),
  registered_at: Type.String({ description: 'yyyy-MM-dd HH:mm:ss' }),
  salesman_name: Nullable(Type.String({ description: '负责业务员（未分配为 null）' })),
  mine: Type.Boolean({ description: '是他名下的客户' }),
});
export type RegionClient = Static<typeof RegionClient>;

export const RegionPage = Type.Object({
  ...PageOf(RegionClient).properties,
  region: Type.String({ description: '负责区域' }),
  pending: Type.Integer({ description: '区域内待审核注册数' }),
});
export type RegionPage = Static<typeof RegionPage>;

export const clientRegion = endpoint({
  method: 'GET',
  path: '/w1/clientRegion',
  auth: 'salesman',
  tag: TAG,
  summary: '区域客户：他负责区域内的全部客户（含待审核注册、未分配与其他业务员的客户），待审核在前',
  query: Type.Object({
    keyword: Type.Optional(Str('关键字', 50)),
    status: Type.Optional(OneOf('审核状态', REGION_STATUS_FILTERS, { default: 'all' })),
    ...Pager,
  }),
  response: RegionPage,
});

// ---------------------------------------------------------------------------------------------------------------
// Acting for a customer (代客下单)

export const ActingSession = Type.Object({
  client_id: Type.Integer(),
  company_id: Type.Integer(),
  salesman_id: Type.Integer(),
  username: Type.String(),
  client_name: Type.String({ description: '顶栏显示「客户名称（业务员姓名）」' }),
  company_name: Type.String(),
  salesman_name: Type.String(),
  isOtherProvinces: Flag('外省客户'),
});
export type ActingSession = Static<typeof ActingSession>;

export const actForCustomer = endpoint({
  method: 'POST',
  path: '/w1/actForCustomer',
  auth: 'salesman',
  tag: TAG,
  summary: '开始代客下单：当前令牌绑定该客户（购物车、下单、订单均为该客户），记审计。非名下客户 403，冻结或待审核客户 400',
  body: Type.Object({ customer_id: CustomerId }),
  response: ActingSession,
});

export const stopActing = endpoint({
  method: 'POST',
  path: '/w1/stopActing',
  auth: 'salesman',
  tag: TAG,
  summary: '结束代客下单：令牌回到业务员本人，记审计',
  response: Type.Object({ salesman_id: Type.Integer() }),
});

// ---------------------------------------------------------------------------------------------------------------
// Credit

export const CreditRow = Type.Object({
  client_id: ClientFacts.client_id,
  client_name: ClientFacts.client_name,
  contact: ClientFacts.contact,
  phone: ClientFacts.phone,
  ...CreditFacts,
  usage: Percent('额度使用率'),
  near_limit: Type.Boolean({ description: '已用 ≥ 授信的 80%' }),
  unpaid_bills: Type.Integer({ description: '未还账单数' }),
  unpaid: Yuan('未还金额'),
  overdue: Yuan('逾期未还金额'),
  oldest_due_date: Nullable(Type.String({ description: '最早未还账单的还款日 yyyy-MM-dd' })),
  overdue_days: Type.Integer({ description: '最早逾期账单已逾期天数，未逾期为 0' }),
});
export type CreditRow = Static<typeof CreditRow>;

export const CreditTotals = Type.Object({
  customers: Type.Integer({ description: '信用客户数' }),
  credit_limit: Yuan(),
  credit_used: Yuan(),
  credit_available: Yuan(),
  unpaid: Yuan(),
  overdue: Yuan(),
  overdue_customers: Type.Integer(),
  near_limit_customers: Type.Integer(),
});

export const CreditOverview = Type.Object({ ...PageOf(CreditRow).properties, totals: CreditTotals });
export type CreditOverview = Static<typeof CreditOverview>;

export const salesmanCredit = endpoint({
  method: 'GET',
  path: '/w1/salesmanCredit',
  auth: 'salesman',
  tag: TAG,
  summary: '授信管理：名下信用客户的额度、已用、未还账单与逾期金额；合计不受分页影响；逾期多的在前',
  query: Type.Object({
    keyword: Type.Optional(Str('关键字', 50)),
    filter: Type.Optional(OneOf('筛选', ['all', 'overdue', 'near_limit'] as const, { default: 'all' })),
    ...Pager,
  }),
  response: CreditOverview,
});

export const customerCreditBills = endpoint({
  method: 'GET',
  path: '/w1/customerCreditBills',
  auth: 'salesman',
  tag: TAG,
  summary: '某客户的信用账单（最近 50 期）',
  query: Type.Object({ customer_id: CustomerId }),
  response: Type.Object({ client_id: Type.Integer(), client_name: Type.String(), bills: Type.Array(CreditBill) }),
});

// ---------------------------------------------------------------------------------------------------------------
// Customer orders (the client's order views, plus whose order it is)

export const CustomerOrder = Type.Object({
  ...OrderSummary.properties,
  client_id: Type.Integer(),
  client_name: Type.String(),
});
export type CustomerOrder = Static<typeof CustomerOrder>;

export const CustomerOrderPage = Type.Object({ ...PageOf(CustomerOrder).properties, counts: OrderCounts });
export type CustomerOrderPage = Static<typeof CustomerOrderPage>;

export const customerOrders = endpoint({
  method: 'GET',
  path: '/w1/customerOrders',
  auth: 'salesman',
  tag: TAG,
  summary: '客户订单：名下客户的订单（可指定客户），筛选与「我的订单」相同（tab、下单时间范围、订单编号或商品名称）',
  query: Type.Object({
    customer_id: Type.Optional(CustomerId),
    tab: Type.Optional(OneOfInt('订单状态', ORDER_TABS.map((t) => t.tab), { default: 0 })),
    keyword: Type.Optional(Str('订单编号、商品名称或客户名称', 50)),
    created_at_start: Type.Optional(Stamp('开始时间')),
    created_at_end: Type.Optional(Stamp('结束时间')),
    ...Pager,
  }),
  response: CustomerOrderPage,
});

export const CustomerOrderDetail = Type.Object({
  ...OrderDetail.properties,
  client_id: Type.Integer(),
  client_name: Type.String(),
});
export type CustomerOrderDetail = Static<typeof CustomerOrderDetail>;

export const customerOrderDetail = endpoint({
  method: 'GET',
  path: '/w1/customerOrderDetail',
  auth: 'salesman',
  tag: TAG,
  summary: '客户订单详情（只读；非名下客户的订单与不存在的订单一样答 404）',
  query: Type.Object({ id: Id('订单ID') }),
  response: CustomerOrderDetail,
});

// ---------------------------------------------------------------------------------------------------------------
// Sales report

/** The report's period: both dates China time, inclusive; day granularity at most 92 days, month at most 36 months. */
export const ReportQuery = Type.Object({
  start: Day('开始日期'),
  end: Day('结束日期'),
  granularity: Type.Optional(OneOf('统计粒度', REPORT_GRANULARITIES, { default: 'month' })),
  customer_id: Type.Optional(CustomerId),
});
export type ReportQuery = Static<typeof ReportQuery>;

export const ReportTotals = Type.Object({
  orders: Type.Integer(),
  customers: Type.Integer({ description: '下单客户数' }),
  quantity: Type.Integer({ description: '商品件数' }),
  sales: Yuan('销售额（订单应付合计）'),
  goods: Yuan('商品金额（折后，不含运费）'),
  avg_order: Yuan('客单价'),
});
export type ReportTotals = Static<typeof ReportTotals>;

export const ReportPeriod = Type.Object({
  period: Type.String({ description: 'day: yyyy-MM-dd；month: yyyy-MM（无订单的期间也列出，金额为 0）' }),
  orders: Type.Integer(),
  customers: Type.Integer(),
  sales: Yuan(),
});
export type ReportPeriod = Static<typeof ReportPeriod>;

export const SalesReport = Type.Object({
  start: Type.String(),
  end: Type.String(),
  granularity: OneOf('统计粒度', REPORT_GRANULARITIES),
  totals: ReportTotals,
  periods: Type.Array(ReportPeriod),
});
export type SalesReport = Static<typeof SalesReport>;

export const salesReport = endpoint({
  method: 'GET',
  path: '/w1/salesReport',
  auth: 'salesman',
  tag: TAG,
  summary: '销售报表：合计与按日/按月汇总（只计有效订单，见本模块说明）；各期之和 = 合计',
  query: ReportQuery,
  response: SalesReport,
});

export const ReportCustomerRow = Type.Object({
  client_id: Type.Integer(),
  client_name: Type.String(),
  city: Type.String(),
  orders: Type.Integer(),
  quantity: Type.Integer(),
  sales: Yuan(),
  share: Percent('占比'),
  last_order_at: Type.String(),
});
export type ReportCustomerRow = Static<typeof ReportCustomerRow>;

export const salesReportByCustomer = endpoint({
  method: 'GET',
  path: '/w1/salesReportByCustomer',
  auth: 'salesman',
  tag: TAG,
  summary: '销售报表·按客户（销售额高的在前，分页；totals 为整个期间的合计）',
  query: Type.Object({ ...ReportQuery.properties, ...Pager }),
  response: Type.Object({ ...PageOf(ReportCustomerRow).properties, totals: ReportTotals }),
});

export const ReportProductRow = Type.Object({
  product_id: Type.Integer(),
  product_code: Type.String(),
  ty_name: Type.String(),
  product_standard: Type.String(),
  manufacturer: Type.String(),
  product_dw: Type.String(),
  quantity: Type.Integer(),
  orders: Type.Integer(),
  customers: Type.Integer(),
  sales: Yuan('商品金额（折后，不含运费）'),
  share: Percent('占商品金额比'),
});
export type ReportProductRow = Static<typeof ReportProductRow>;

export const salesReportByProduct = endpoint({
  method: 'GET',
  path: '/w1/salesReportByProduct',
  auth: 'salesman',
  tag: TAG,
  summary: '销售报表·按商品（商品金额高的在前，分页；totals 为整个期间的合计）',
  query: Type.Object({ ...ReportQuery.properties, ...Pager }),
  response: Type.Object({ ...PageOf(ReportProductRow).properties, totals: ReportTotals }),
});

export const salesReportExport = endpoint({
  method: 'GET',
  path: '/w1/salesReportExport',
  auth: 'salesman',
  tag: TAG,
  summary: '导出销售报表（.xlsx：汇总、按期间、按客户、按商品四张表）',
  query: ReportQuery,
  file: [MEDIA.xlsx],
  response: Type.Any(),
});

// ---------------------------------------------------------------------------------------------------------------
// Rankings

/** Without dates: this month so far. */
export const RankQuery = Type.Object({
  start: Type.Optional(Day('开始日期')),
  end: Type.Optional(Day('结束日期')),
  limit: Type.Optional(OneOfInt('名次数', RANK_LIMITS, { default: 10 })),
  sort: Type.Optional(OneOf('排序', ['sales', 'orders', 'quantity'] as const, { default: 'sales' })),
});
export type RankQuery = Static<typeof RankQuery>;

export const ClientRank = Type.Object({
  rank: Type.Integer(),
  client_id: Type.Integer(),
  client_name: Type.String(),
  city: Type.String(),
  orders: Type.Integer(),
  quantity: Type.Integer(),
  sales: Yuan(),
  share: Percent('占期间销售额'),
});
export type ClientRank = Static<typeof ClientRank>;

export const ProductRank = Type.Object({
  rank: Type.Integer(),
  product_id: Type.Integer(),
  ty_name: Type.String(),
  product_standard: Type.String(),
  manufacturer: Type.String(),
  product_dw: Type.String(),
  quantity: Type.Integer(),
  orders: Type.Integer(),
  customers: Type.Integer(),
  sales: Yuan('商品金额（折后）'),
  share: Percent('占期间商品金额'),
});
export type ProductRank = Static<typeof ProductRank>;

const RankPeriod = { start: Type.String(), end: Type.String(), totals: ReportTotals };

export const clientTop = endpoint({
  method: 'GET',
  path: '/w1/clientTop',
  auth: 'salesman',
  tag: TAG,
  summary: '客户 TOP：期间内有效订单的客户排名（按销售额、订单数或件数）',
  query: RankQuery,
  response: Type.Object({ ...RankPeriod, list: Type.Array(ClientRank) }),
});

export const productTop = endpoint({
  method: 'GET',
  path: '/w1/productTop',
  auth: 'salesman',
  tag: TAG,
  summary: '商品 TOP：期间内名下客户购买最多的商品（按商品金额、订单数或件数）',
  query: RankQuery,
  response: Type.Object({ ...RankPeriod, list: Type.Array(ProductRank) }),
});
