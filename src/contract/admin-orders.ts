/**
 * The back office's orders desk (/admin/orders, issue 28): the list with filters and sort (server-side paging), an
 * order's detail, and the steps: review, ship with carrier and waybill, cancel (订单客服); confirm a bank transfer,
 * decide a refund request (财务). The steps are the operator's own services (services/orders/operator*.ts), audited
 * with the staff member.
 */
import { Type, type Static } from '@sinclair/typebox';
import { STAFF_ACCESS } from '../model/staff';
import { ORDER_STATUS } from '../model/order-status';
import { MEDIA } from './media';
import { endpoint } from './define';
import { Day, Nullable, OneOf, OneOfInt, PageOf, PagerQuery, Str } from './fields';
import { ShipmentLines } from './open';
import { OperatorOrder, OrderDetail } from './orders';

const TAG = '后台订单';
const STATUSES = Object.values(ORDER_STATUS);
export const ORDER_SORTS = ['created_at', 'total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const AdminOrderFilter = Type.Object({
  status: Type.Optional(OneOfInt('订单状态', STATUSES)),
  from: Type.Optional(Day('开始日期')),
  to: Type.Optional(Day('结束日期')),
  /** The client's account or its name, in part. */
  client: Type.Optional(Str('客户', 50)),
  /** The order code, in part. */
  code: Type.Optional(Str('订单编号', 40)),
});
export type AdminOrderFilter = Static<typeof AdminOrderFilter>;

export const AdminOrderQuery = Type.Object({
  ...AdminOrderFilter.properties,
  sort: Type.Optional(OneOf('排序', ORDER_SORTS, { default: 'created_at' })),
  dir: Type.Optional(OneOf('顺序', ['asc', 'desc'] as const, { default: 'desc' })),
});
export type AdminOrderQuery = Static<typeof AdminOrderQuery>;

export const AdminOrderRow = Type.Object({
  ...OperatorOrder.properties,
  pay_status_text: Type.String(),
  pay_type: Nullable(Type.Integer()),
  carrier: Type.String(),
  waybill_no: Type.String(),
});
export type AdminOrderRow = Static<typeof AdminOrderRow>;

export const adminOrders = endpoint({
  method: 'GET',
  path: '/admin/orders',
  auth: 'staff',
  roles: STAFF_ACCESS.orders,
  tag: TAG,
  summary: '订单列表：按状态、下单日期、客户、订单编号筛选，按下单时间或金额排序（服务端分页）',
  query: Type.Object({ ...PagerQuery, ...AdminOrderQuery.properties }),
  response: PageOf(AdminOrderRow),
});

/** How many rows one export holds at most. */
export const ORDER_EXPORT_MAX = 10_000;

export const adminOrdersExport = endpoint({
  method: 'GET',
  path: '/admin/ordersExport',
  auth: 'staff',
  roles: STAFF_ACCESS.orders,
  tag: TAG,
  summary: '导出订单（CSV，筛选与排序同列表，最多 ORDER_EXPORT_MAX 行）',
  query: AdminOrderQuery,
  file: [MEDIA.csv],
  response: Type.Any(),
});

export const AdminOrderDetail = Type.Object({
  ...OrderDetail.properties,
  username: Type.String(),
  clinic_name: Type.String(),
  carrier: Type.String(),
  waybill_no: Type.String(),
});
export type AdminOrderDetail = Static<typeof AdminOrderDetail>;

const Code = Str('订单编号', 40, { minLength: 1 });

export const adminOrder = endpoint({
  method: 'GET',
  path: '/admin/order',
  auth: 'staff',
  roles: STAFF_ACCESS.orders,
  tag: TAG,
  summary: '订单详情：商品、金额、收货地址、支付与退款、物流与订单记录',
  query: Type.Object({ order_code: Code }),
  response: AdminOrderDetail,
});

export const adminOrderReview = endpoint({
  method: 'POST',
  path: '/admin/orderReview',
  auth: 'staff',
  roles: STAFF_ACCESS.service,
  tag: TAG,
  summary: '审核订单（待审核 → 已审核 / 审核未通过），写入操作日志',
  body: Type.Object({ order_code: Code, action: OneOf('审核操作', ['pass', 'reject'] as const) }),
  response: OperatorOrder,
});

/** A line of an order to ship, with the product's batches in stock (first expiry first). */
export const ShipLine = Type.Object({
  line_id: Type.Integer(),
  product_id: Type.Integer(),
  name: Type.String({ description: '商品名称与规格' }),
  amount: Type.Integer(),
  shipped: Type.Optional(Type.Integer({ description: '已在之前的包裹中发出的数量' })),
  batches: Type.Array(
    Type.Object({ batch_no: Type.String(), produced_on: Type.String(), expires_on: Type.String(), quantity: Type.Integer(), sellable: Type.Boolean() }),
    { description: '该商品的库存批次（ERP 上报），有效期早的在前；为空时发货须手填批号与有效期' },
  ),
});
export type ShipLine = Static<typeof ShipLine>;

export const adminOrderShipLines = endpoint({
  method: 'GET',
  path: '/admin/orderShipLines',
  auth: 'staff',
  roles: STAFF_ACCESS.service,
  tag: TAG,
  summary: '发货准备：订单各行与其商品的库存批次（批号、生产日期、有效期、数量），按有效期先后',
  query: Type.Object({ order_code: Code }),
  response: Type.Object({ today: Type.String(), lines: Type.Array(ShipLine) }),
});

export const adminOrderShip = endpoint({
  method: 'POST',
  path: '/admin/orderShip',
  auth: 'staff',
  roles: STAFF_ACCESS.service,
  tag: TAG,
  summary: '发货：每行的出库批次（批号、有效期、数量、追溯码，一码一件）与物流公司、运单号；写入GSP销售记录并扣减批次库存，写入操作日志',
  body: Type.Object({
    order_code: Code,
    carrier: Str('物流公司', 30, { minLength: 1 }),
    waybill_no: Str('运单号', 40, { minLength: 4, pattern: '^[A-Za-z0-9-]+$' }),
    lines: ShipmentLines,
    parcel: Type.Optional(Type.Boolean({ title: '分包裹发货', description: 'true：分包裹发货（本包裹可只含部分商品与数量）' })),
  }),
  response: OperatorOrder,
});

export const adminOrderCancel = endpoint({
  method: 'POST',
  path: '/admin/orderCancel',
  auth: 'staff',
  roles: STAFF_ACCESS.service,
  tag: TAG,
  summary: '取消订单（仅待付款、待审核、审核未通过的订单），库存与优惠券退回，写入操作日志',
  body: Type.Object({ order_code: Code, reason: Str('取消原因', 200, { minLength: 1 }) }),
  response: OperatorOrder,
});

export const adminConfirmTransfer = endpoint({
  method: 'POST',
  path: '/admin/confirmTransfer',
  auth: 'staff',
  roles: STAFF_ACCESS.finance,
  tag: TAG,
  summary: '确认对公转账到账（待审核 → 已审核，已付款），写入操作日志',
  body: Type.Object({ order_code: Code }),
  response: OperatorOrder,
});

export const adminRefund = endpoint({
  method: 'POST',
  path: '/admin/refund',
  auth: 'staff',
  roles: STAFF_ACCESS.finance,
  tag: TAG,
  summary: '处理退款申请：同意（原路或线下退款）或拒绝，写入操作日志',
  body: Type.Object({
    order_code: Code,
    action: OneOf('退款处理', ['approve', 'reject'] as const),
    way: Type.Optional(OneOf('退款方式', ['online', 'offline'] as const, { default: 'online' })),
  }),
  response: OperatorOrder,
});
