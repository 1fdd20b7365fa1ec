/**
 * Returns by line and quantity (issue 29, model/returns.ts): the buyer asks for some units of some lines (仅退款 or
 * 退货退款, a reason code, pictures from /api/upload), staff approve or refuse and receive 退货退款 goods as
 * sellable or not. The whole-order refund (clientRefundCommit, /admin/refund) stays as it was.
 */
import { Type, type Static } from '@sinclair/typebox';
import { REFUND_IMAGES_MAX } from '../model/constants';
import { RETURN_ACTIONS, RETURN_KINDS, RETURN_REASONS, RETURN_STATUSES } from '../model/returns';
import { STAFF_ACCESS } from '../model/staff';
import { endpoint } from './define';
import { Flag, Id, Int, List, Nullable, OneOf, Str, Yuan } from './fields';

const TAG = '退货退款';
const DESK_TAG = '后台订单';
const RETURN_UNITS_MAX = 100_000;

export const ReturnView = Type.Object({
  id: Type.Integer(),
  order_id: Type.Integer(),
  order_code: Type.String(),
  kind: OneOf('类型', RETURN_KINDS),
  kind_text: Type.String(),
  reason_code: OneOf('原因', RETURN_REASONS),
  reason: Type.String({ description: '原因（原因文字与补充说明）' }),
  images: Type.Array(Type.String()),
  status: OneOf('状态', RETURN_STATUSES),
  status_text: Type.String(),
  amount: Yuan('申请退款金额（商品实付分摊）'),
  refunded: Yuan('已退回金额'),
  decision_note: Type.String(),
  sellable: Nullable(Type.Boolean({ description: '退货收货：true 可销售（库存退回），false 不可销售' })),
  created_at: Type.String(),
  decided_at: Nullable(Type.String()),
  received_at: Nullable(Type.String()),
  lines: Type.Array(Type.Object({ order_line_id: Type.Integer(), name: Type.String(), units: Type.Integer(), amount: Yuan() })),
});
export type ReturnView = Static<typeof ReturnView>;

/** An order line as a return sees it: what was bought, what it cost, what is still returnable. */
export const ReturnableLine = Type.Object({
  order_line_id: Type.Integer(),
  name: Type.String({ description: '通用名 规格' }),
  unit: Type.String({ description: '单位' }),
  amount: Type.Integer({ description: '购买数量' }),
  paid: Yuan('本行实付（已扣优惠分摊）'),
  asked: Type.Integer({ description: '已申请或已退的数量（被拒绝的不计）' }),
  returnable: Type.Integer({ description: '还可申请的数量' }),
});
export type ReturnableLine = Static<typeof ReturnableLine>;

export const OrderReturns = Type.Object({
  order_id: Type.Integer(),
  /** The order takes returns now (shipped, not in a whole-order refund). */
  open: Type.Boolean(),
  lines: Type.Array(ReturnableLine),
  returns: Type.Array(ReturnView),
});
export type OrderReturns = Static<typeof OrderReturns>;

export const orderReturns = endpoint({
  method: 'GET',
  path: '/w1/orderReturns',
  auth: 'user',
  tag: TAG,
  summary: '订单的退货/退款：各商品可退数量与已提交的申请',
  query: Type.Object({ id: Id('订单ID') }),
  response: OrderReturns,
});

export const orderReturnApply = endpoint({
  method: 'POST',
  path: '/w1/orderReturnApply',
  auth: 'user',
  tag: TAG,
  summary: `按商品和数量申请仅退款或退货退款（原因代码、补充说明、凭证图片最多 ${REFUND_IMAGES_MAX} 张）`,
  body: Type.Object({
    id: Id('订单ID'),
    kind: OneOf('类型', RETURN_KINDS),
    reason_code: OneOf('原因', RETURN_REASONS),
    reason_text: Type.Optional(Str('补充说明', 200)),
    images: Type.Optional(List('凭证图片', Str('图片地址', 200), REFUND_IMAGES_MAX)),
    lines: List('退货商品', Type.Object({ order_line_id: Id('订单商品ID'), units: Int('数量', 1, RETURN_UNITS_MAX) }), 200, { minItems: 1 }),
  }),
  response: OrderReturns,
});

export const adminOrderReturns = endpoint({
  method: 'GET',
  path: '/admin/orderReturns',
  auth: 'staff',
  roles: STAFF_ACCESS.orders,
  tag: DESK_TAG,
  summary: '订单的退货/退款申请',
  query: Type.Object({ order_code: Str('订单编号', 40, { minLength: 1 }) }),
  response: Type.Array(ReturnView),
});

export const adminReturnDecide = endpoint({
  method: 'POST',
  path: '/admin/returnDecide',
  auth: 'staff',
  roles: STAFF_ACCESS.finance,
  tag: DESK_TAG,
  summary: '处理退货/退款申请：同意（仅退款即原路退款）、拒绝（须填原因）、退货收货（可销售则库存退回）并原路退款；重复同一操作不重复退款',
  body: Type.Object({
    return_id: Id('申请ID'),
    action: OneOf('操作', RETURN_ACTIONS),
    note: Type.Optional(Str('说明或拒绝原因', 200)),
    sellable: Type.Optional(Flag('可销售')),
  }),
  response: ReturnView,
});
