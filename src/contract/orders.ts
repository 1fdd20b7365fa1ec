/**
 * My orders (SPEC §7 account and orders: ShowMyOrders, getOrderDetailInfo, clientCacelOrRecivOrder,
 * clientOrderBuyAgain, clientRefundCommit, dataDownload), the order comment, the order counts of the personal
 * centre, and the operator's order commands (the back-office stand-in, x-operator-key).
 */
import { MEDIA } from './media';
import { Type, type Static } from '@sinclair/typebox';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZES, REFUND_IMAGES_MAX } from '../model/constants';
import { COMMENT_MAX_LENGTH, COMPLAINT_CODES } from '../model/order-comment';
import { ORDER_TABS } from '../model/order-status';
import { LINE_ACTIVITY_TEXT, type LineActivityKind } from '../model/activity-names';
import { endpoint } from './define';
import { Id, Int, List, Nullable, OneOf, OneOfInt, PageOf, Str, Yuan } from './fields';
import { Refusal } from './refusal';
import { ParcelView } from './parcel-view';

const TAG = '我的订单';
/** Lines an order of the list carries (the detail has all). */
export const SUMMARY_LINES = 3;
const OPERATOR_TAG = '运维';

const LINE_ACTIVITY_KINDS = Object.keys(LINE_ACTIVITY_TEXT) as LineActivityKind[];
const TAB_VALUES = ORDER_TABS.map((t) => t.tab);
/** `yyyy-MM-dd HH:mm:ss` (SPEC §5); the order of the two and "not in the future" are checked by the service. */
const Stamp = (title: string) => Str(title, 19, { pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });
const Day = (title: string) => Str(title, 10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const OrderCode = Str('订单编号', 40, { minLength: 1 });
const DateRangeQuery = {
  created_at_start: Type.Optional(Stamp('开始时间')),
  created_at_end: Type.Optional(Stamp('结束时间')),
};

/** What the client may do with an order now (src/model/order-status.ts clientActions). */
export const OrderActions = Type.Object({
  pay: Type.Boolean(),
  cancel: Type.Boolean(),
  confirmReceipt: Type.Boolean(),
  refund: Type.Boolean(),
  comment: Type.Boolean(),
  buyAgain: Type.Boolean(),
});
export type OrderActions = Static<typeof OrderActions>;

/** An order line as the buyer sees it; batch and expiry once shipped (the GSP record). */
export const OrderLine = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  product_code: Type.String(),
  ty_name: Type.String(),
  product_standard: Type.String(),
  dosage_form: Type.String(),
  manufacturer: Type.String(),
  approval_number: Type.String(),
  product_dw: Type.String(),
  thumb: Type.String(),
  amount: Type.Integer(),
  list_price: Yuan('原单价（元）'),
  price: Yuan('成交单价（元）'),
  line_total: Yuan('实付'),
  subtotal: Yuan('小计'),
  discount_share: Yuan('优惠分摊'),
  batch_no: Nullable(Type.String({ description: '批号（发货后）' })),
  expiry_date: Nullable(Type.String({ description: '有效期至 yyyy-MM-dd（发货后）' })),
  presale_ship_date: Type.Optional(Type.String({ description: '预售商品的预计发货日期 yyyy-MM-dd' })),
  batches: Type.Optional(
    Type.Array(
      Type.Object({ batch_no: Type.String(), expires_on: Type.String(), quantity: Type.Integer(), trace_codes: Type.Array(Type.String()) }),
      { description: 'ERP 回传的出库批次：批号、有效期、数量与追溯码（订单详情，发货后）' },
    ),
  ),
  batch_reports: Type.Optional(
    Type.Array(Type.Object({ batch_no: Type.String(), key: Type.String(), file_name: Type.String() }), { description: '本行批次的药检报告（资料下载的文件标识）' }),
  ),
  activity: Type.Optional(
    Type.Object(
      { kind: OneOf('活动类型', LINE_ACTIVITY_KINDS), name: Type.String({ description: '活动名称（套餐名、秒杀标题…）' }) },
      { description: '本行按哪个活动购买（订单详情）' },
    ),
  ),
});
export type OrderLine = Static<typeof OrderLine>;

/** One order of the list: the first lines, the total and the buttons. */
export const OrderSummary = Type.Object({
  id: Type.Integer(),
  order_code: Type.String(),
  status: Type.Integer(),
  status_text: Type.String(),
  pay_status: Type.Integer(),
  created_at: Type.String({ description: 'yyyy-MM-dd HH:mm:ss' }),
  pay_deadline: Nullable(Type.String({ description: '付款截止 yyyy-MM-dd HH:mm:ss（待付款时）' })),
  total: Yuan('应付金额（元）'),
  line_count: Type.Integer({ description: '商品种数' }),
  item_count: Type.Integer({ description: '商品件数' }),
  lines: Type.Array(OrderLine, { description: `前 ${SUMMARY_LINES} 种商品` }),
  commented: Type.Boolean(),
  salesman_name: Type.Optional(Nullable(Type.String({ description: '代客下单的业务员姓名（客户本人下单为 null）' }))),
  invoice_status: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, description: '发票：0未申请 1待开票 2已开票' })),
  parcel_summary: Type.Optional(Type.String({ description: '包裹摘要：N 个包裹 · 最新物流动态' })),
  return_open: Type.Optional(Type.Boolean({ description: '有未完成的退货/退款申请（售后中）' })),
  actions: OrderActions,
});
export type OrderSummary = Static<typeof OrderSummary>;

/** Orders per tab (tab 0 is all of them). */
export const OrderCounts = Type.Object({
  0: Type.Integer(),
  1: Type.Integer(),
  2: Type.Integer(),
  3: Type.Integer(),
  4: Type.Integer(),
});
export type OrderCounts = Static<typeof OrderCounts>;

export const OrderPage = Type.Object({ ...PageOf(OrderSummary).properties, counts: OrderCounts });
export type OrderPage = Static<typeof OrderPage>;

export const OrderEvent = Type.Object({
  from_status: Nullable(Type.Integer()),
  to_status: Type.Integer(),
  to_text: Type.String(),
  actor: Type.String({ description: '操作人（中文）' }),
  reason: Type.String(),
  at: Type.String({ description: 'yyyy-MM-dd HH:mm:ss' }),
});
export type OrderEvent = Static<typeof OrderEvent>;

export const OrderPayment = Type.Object({
  pay_type: Type.Integer(),
  pay_type_text: Type.String(),
  amount: Yuan(),
  status: Type.Integer(),
  status_text: Type.String(),
  paid_at: Nullable(Type.String()),
});
export type OrderPayment = Static<typeof OrderPayment>;

export const OrderRefund = Type.Object({
  reason: Type.String(),
  images: Type.Array(Type.String()),
  amount: Yuan(),
  created_at: Type.String(),
  decision: Nullable(Type.String()),
  decided_at: Nullable(Type.String()),
});
export type OrderRefund = Static<typeof OrderRefund>;

export const OrderComment = Type.Object({
  service_score: Type.Integer(),
  service_text: Type.String(),
  complaints: Type.Array(Type.Integer()),
  complaint_texts: Type.Array(Type.String()),
  content: Type.String(),
  created_at: Type.String(),
});
export type OrderComment = Static<typeof OrderComment>;

export const OrderDetail = Type.Object({
  id: Type.Integer(),
  order_code: Type.String(),
  status: Type.Integer(),
  status_text: Type.String(),
  pay_status: Type.Integer(),
  pay_status_text: Type.String(),
  pay_type: Nullable(Type.Integer()),
  created_at: Type.String(),
  pay_deadline: Nullable(Type.String()),
  paid_at: Nullable(Type.String()),
  shipped_at: Nullable(Type.String()),
  received_at: Nullable(Type.String()),
  cancelled_at: Nullable(Type.String()),
  auto_receive_at: Nullable(Type.String()),
  goods: Yuan('商品金额'),
  promotion: Yuan('促销优惠'),
  full_reduction: Yuan('满减'),
  coupon: Yuan('优惠券'),
  delivery: Yuan('运费'),
  total: Yuan('应付金额'),
  paid: Yuan('已付金额'),
  address: Type.Object({
    consignee: Type.String(),
    phone: Type.String(),
    province: Type.String(),
    city: Type.String(),
    area: Type.String(),
    detail: Type.String(),
  }),
  remark: Type.String(),
  po_number: Type.String({ description: '采购单号' }),
  delivery_date: Nullable(Type.String({ description: '要求送达日期' })),
  lines: Type.Array(OrderLine),
  payments: Type.Array(OrderPayment),
  refunds: Type.Array(OrderRefund),
  events: Type.Array(OrderEvent),
  comment: Nullable(OrderComment),
  salesman_name: Type.Optional(Nullable(Type.String({ description: '代客下单的业务员姓名（客户本人下单为 null）' }))),
  purchaser_name: Type.Optional(Nullable(Type.String({ description: '下单时选择的采购人员（诊所系统下单或早期订单为 null）' }))),
  shipment: Type.Optional(Nullable(Type.Object({ carrier: Type.String(), waybill: Type.String() }, { description: 'ERP 回传的承运商与运单号' }))),
  parcels: Type.Optional(Type.Array(ParcelView, { description: '包裹（承运商、运单号、商品与批次、物流动态最新在前）' })),
  actions: OrderActions,
});
export type OrderDetail = Static<typeof OrderDetail>;

export const showMyOrders = endpoint({
  method: 'GET',
  path: '/w1/ShowMyOrders',
  auth: 'user',
  tag: TAG,
  summary: '我的订单（tab：0全部 1待付款 2待收货 3待评价 4退款/售后；时间范围 yyyy-MM-dd HH:mm:ss）',
  query: Type.Object({
    tab: Type.Optional(OneOfInt('订单状态', TAB_VALUES, { default: 0 })),
    page: Type.Optional(Int('页码', 1, 100_000, { default: PAGE_DEFAULT })),
    size: Type.Optional(OneOfInt('每页条数', PAGE_SIZES, { default: PAGE_SIZE_DEFAULT })),
    keyword: Type.Optional(Str('订单编号或商品名称', 50)),
    ...DateRangeQuery,
  }),
  response: OrderPage,
});

export const myOrderCounts = endpoint({
  method: 'GET',
  path: '/w1/myOrderCounts',
  auth: 'user',
  tag: TAG,
  summary: '各状态订单数量（个人中心）',
  response: OrderCounts,
});

const ById = Type.Object({ id: Id('订单ID') });

export const getOrderDetailInfo = endpoint({
  method: 'GET',
  path: '/w1/getOrderDetailInfo',
  auth: 'user',
  tag: TAG,
  summary: '订单详情：商品（含批号、有效期）、金额、地址、支付、退款、状态记录、可用操作',
  query: ById,
  response: OrderDetail,
});

export const clientCacelOrRecivOrder = endpoint({
  method: 'GET',
  path: '/w1/clientCacelOrRecivOrder',
  writes: true,
  auth: 'user',
  tag: TAG,
  summary: '取消订单（库存与优惠券退回）或确认收货（路径与规格一致）',
  query: Type.Object({ id: Id('订单ID'), type: OneOf('操作类型', ['cancel', 'receive'] as const) }),
  response: OrderDetail,
});

export const BuyAgainLine = Type.Object({
  product_id: Type.Integer(),
  ty_name: Type.String(),
  product_standard: Type.String(),
  amount: Type.Integer(),
  added: Type.Boolean(),
  refusal: Nullable(Refusal),
});
export type BuyAgainLine = Static<typeof BuyAgainLine>;

export const clientOrderBuyAgain = endpoint({
  method: 'GET',
  path: '/w1/clientOrderBuyAgain',
  writes: true,
  auth: 'user',
  tag: TAG,
  summary: '再次购买：可购买的商品加入购物车，不可购买的逐条说明原因',
  query: ById,
  response: Type.Object({ added: Type.Integer(), lines: Type.Array(BuyAgainLine) }),
});

export const clientRefundCommit = endpoint({
  method: 'POST',
  path: '/w1/clientRefundCommit',
  auth: 'user',
  tag: TAG,
  summary: `申请退款（原因与凭证图片，图片为 /api/upload 返回的地址，最多 ${REFUND_IMAGES_MAX} 张）`,
  body: Type.Object({
    id: Id('订单ID'),
    reason: Str('退款原因', 200),
    images: Type.Optional(List('凭证图片', Str('图片地址', 200), REFUND_IMAGES_MAX)),
  }),
  response: OrderDetail,
});

export const orderComment = endpoint({
  method: 'POST',
  path: '/w1/orderComment',
  auth: 'user',
  tag: TAG,
  summary: '订单评价（服务评分 4非常满意…0非常不满意，投诉原因 0–5，每单一次）',
  body: Type.Object({
    id: Id('订单ID'),
    service_score: Int('服务评分', 0, 4),
    complaints: Type.Optional(List('投诉原因', OneOfInt('投诉原因', COMPLAINT_CODES), COMPLAINT_CODES.length)),
    content: Type.Optional(Str('评价内容', COMMENT_MAX_LENGTH)),
  }),
  response: OrderComment,
});

export const dataDownload = endpoint({
  method: 'GET',
  path: '/w1/dataDownload',
  auth: 'user',
  tag: TAG,
  summary: '订单数据下载（.xlsx，按下单时间范围）',
  query: Type.Object(DateRangeQuery),
  file: [MEDIA.xlsx],
  response: Type.Any(),
});

// Operator API (npm run operator): the back office's order steps.

export const OperatorOrder = Type.Object({
  order_code: Type.String(),
  username: Type.String(),
  clinic_name: Type.String(),
  status: Type.Integer(),
  status_text: Type.String(),
  total: Yuan(),
  created_at: Type.String(),
});
export type OperatorOrder = Static<typeof OperatorOrder>;

export const operatorOrders = endpoint({
  method: 'POST',
  path: '/operator/orders',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '订单列表（最近 100 单，可按账号筛选）',
  body: Type.Object({ username: Type.Optional(Str('用户名', 50)) }),
  response: Type.Array(OperatorOrder),
});

export const operatorShip = endpoint({
  method: 'POST',
  path: '/operator/orders/ship',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '发货：填写批号与有效期（GSP 销售记录），设定自动收货时间',
  body: Type.Object({ order_code: OrderCode, batch_no: Type.Optional(Str('批号', 40)), expiry_date: Type.Optional(Day('有效期')) }),
  response: OperatorOrder,
});

export const operatorReview = endpoint({
  method: 'POST',
  path: '/operator/orders/review',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '审核订单（银行转账待审核 → 通过/驳回）',
  body: Type.Object({ order_code: OrderCode, action: OneOf('审核操作', ['pass', 'reject'] as const) }),
  response: OperatorOrder,
});

export const operatorConfirmTransfer = endpoint({
  method: 'POST',
  path: '/operator/orders/confirmTransfer',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '确认银行转账到账',
  body: Type.Object({ order_code: OrderCode }),
  response: OperatorOrder,
});

export const operatorRefund = endpoint({
  method: 'POST',
  path: '/operator/orders/refund',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '处理退款申请：同意（原路/线下退款，优惠券退回）或拒绝',
  body: Type.Object({
    order_code: OrderCode,
    action: OneOf('退款操作', ['approve', 'reject'] as const),
    way: Type.Optional(OneOf('退款方式', ['online', 'offline'] as const)),
  }),
  response: OperatorOrder,
});

export const operatorGspExport = endpoint({
  method: 'POST',
  path: '/operator/gspExport',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: 'GSP 药品销售记录导出（.xlsx，按发货日期）',
  body: Type.Object({ from: Day('开始日期'), to: Day('结束日期') }),
  file: [MEDIA.xlsx],
  response: Type.Any(),
});
