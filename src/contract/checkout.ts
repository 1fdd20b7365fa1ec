/**
 * Checkout (SPEC §7 submitOrder / ajaxCalcProductDiscountMoney / sureOrder): the preview of an order from the
 * checked cart lines or the quick-order list, the totals for a chosen coupon, and placing the order. Amounts are
 * yuan strings computed from fen by src/model/pricing.ts; `pricing` carries the same facts in fen so the browser
 * previews with the very rules the server applies at submit.
 */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './define';
import { CART_ADD_MAX_LINES } from '../model/constants';
import { IDEMPOTENCY_KEY_RE } from '../model/checkout-rules';
import { Flag, Id, List, Nullable, Num, OneOf, OptId, Str, Yuan } from './fields';
import { INVOICE_CHOICES } from '../model/invoice-rules';
import { Refusal } from './refusal';

const TAG = '结算下单';

export const CheckoutAddress = Type.Object({
  address_id: Type.Integer({ description: '收货地址ID（1 为注册地址）' }),
  consignee: Type.String(),
  phone: Type.String(),
  province: Type.String(),
  city: Type.String(),
  area: Type.String(),
  detail: Type.String(),
});
export type CheckoutAddress = Static<typeof CheckoutAddress>;

/** What src/model/pricing.ts reads of a line (PriceLine), in fen. */
const PriceLineFacts = Type.Object({
  key: Type.Integer(),
  productId: Type.Integer(),
  amount: Type.Integer(),
  listPriceFen: Type.Integer(),
  priceFen: Type.Integer(),
  classPath: Type.Array(Type.Integer()),
  brand: Type.String(),
});

export const CheckoutGroup = Type.Unsafe<'product' | 'seckill' | 'combination' | 'addPrice'>({
  type: 'string',
  enum: ['product', 'seckill', 'combination', 'addPrice'],
});

export const CheckoutLine = Type.Object({
  key: Type.Integer({ description: '购物车行ID（快速下单为商品ID）' }),
  product_id: Type.Integer(),
  group: CheckoutGroup,
  ty_name: Type.String(),
  product_standard: Type.String(),
  manufacturer: Type.String(),
  product_dw: Type.String(),
  thumb: Type.String(),
  amount: Type.Integer(),
  list_price: Yuan('原价'),
  price: Yuan('成交单价'),
  line_money: Yuan('小计（已分摊满减与优惠券）'),
  discount_money: Yuan('分摊的满减与优惠券'),
  /** Why this line cannot be bought now; such a line is shown, never dropped, and the order cannot be placed. */
  refusal: Nullable(Refusal),
});
export type CheckoutLine = Static<typeof CheckoutLine>;

const CouponTermsFacts = Type.Object({
  couponId: Type.Integer(),
  couponType: Type.Unsafe<1 | 2>(Type.Integer({ minimum: 1, maximum: 2 })),
  amountFen: Type.Integer(),
  payvalueFen: Type.Integer(),
  maxDiscountFen: Type.Integer(),
  steps: Type.Array(Type.Object({ priceFen: Type.Integer(), discount: Type.Number() })),
  startMs: Type.Number(),
  endMs: Type.Number(),
  scopes: Type.Array(
    Type.Object({
      productId: Type.Optional(Nullable(Type.Integer())),
      classId: Type.Optional(Nullable(Type.Integer())),
      brand: Type.Optional(Nullable(Type.String())),
    }),
  ),
  used: Type.Boolean(),
});

export const CheckoutCoupon = Type.Object({
  coupon_id: Type.Integer(),
  coupon_title: Type.String(),
  type_name: Type.String(),
  coupon_type: Type.Unsafe<1 | 2>(Type.Integer({ minimum: 1, maximum: 2 })),
  amount: Yuan('减免金额（满减券）'),
  payvalue: Yuan('使用门槛（满减券）'),
  max_discount: Yuan('最多优惠（折扣券）'),
  config_json: Type.Array(Type.Object({ step1_price: Type.String(), step1_discount: Type.String() })),
  /** Discount coupons: the best step as the buyer reads it ("9.5折"); '' for spend-and-save coupons. */
  fold: Type.String(),
  start_time: Type.String(),
  end_time: Type.String(),
  usable: Type.Boolean(),
  /** Why not usable on this order ('' when usable). */
  reason: Type.String(),
  discount_money: Yuan('用于本单可优惠'),
  terms: CouponTermsFacts,
});
export type CheckoutCoupon = Static<typeof CheckoutCoupon>;

export const CheckoutTotals = Type.Object({
  goods_money: Yuan('商品原价合计'),
  promotion_money: Yuan('促销优惠'),
  full_reduction_money: Yuan('满减'),
  coupon_money: Yuan('优惠券'),
  delivery_money: Yuan('运费'),
  total_money: Yuan('应付金额'),
});
export type CheckoutTotals = Static<typeof CheckoutTotals>;

export const CheckoutPreview = Type.Object({
  addresses: Type.Array(CheckoutAddress),
  groups: Type.Object({
    product: Type.Array(CheckoutLine),
    seckill: Type.Array(CheckoutLine),
    combination: Type.Array(CheckoutLine),
    addPrice: Type.Array(CheckoutLine),
  }),
  /** Usable first (best first), then the unusable with their reason. */
  coupons: Type.Array(CheckoutCoupon),
  /** The coupon the totals use: the best usable one, or null. */
  coupon_id: Nullable(Type.Integer()),
  totals: CheckoutTotals,
  is_credit: Flag('是否开通信用'),
  credit_available: Yuan('可用信用额度'),
  warnings: Type.Array(Type.String()),
  /** The price rules' inputs in fen, for the browser's preview with src/model/pricing.ts. */
  pricing: Type.Object({
    lines: Type.Array(PriceLineFacts),
    fullReduction: Type.Array(Type.Object({ thresholdFen: Type.Integer(), offFen: Type.Integer() })),
    delivery: Type.Object({ feeFen: Type.Integer(), freeFromFen: Type.Integer() }),
    nowMs: Type.Number(),
    /** 起送金额 in fen (0 = none): the goods at the prices charged must reach it (src/model/order-money.ts). */
    minOrderFen: Type.Integer(),
  }),
});
export type CheckoutPreview = Static<typeof CheckoutPreview>;

const BuyNowItem = Type.Object({ product_id: Id('商品ID'), amount: Num('购买数量', -1_000_000, 1_000_000) });

/**
 * Which lines: the checked cart lines; with isQuick=1 the buy-now list (`list`, what fastCheck passed, kept in
 * local storage by the browser) or, without it, the quick-order list on the server. Only ids and quantities come
 * from the browser; the server judges and prices them again.
 */
const Source = {
  isQuick: Type.Optional(Flag('是否立即购买/快速下单')),
  isPurchase: Type.Optional(Flag('是否团购结算')),
  list: Type.Optional(List('商品列表', BuyNowItem, CART_ADD_MAX_LINES)),
};

export const submitOrder = endpoint({
  method: 'POST',
  path: '/w1/submitOrder',
  auth: 'user',
  tag: TAG,
  summary: '结算页：收货地址、分组商品（不可购买的行附原因）、可用与不可用优惠券、金额、运费、信用额度',
  body: Type.Object(Source),
  response: CheckoutPreview,
});

export const ajaxCalcProductDiscountMoney = endpoint({
  method: 'POST',
  path: '/w1/ajaxCalcProductDiscountMoney',
  auth: 'user',
  tag: TAG,
  summary: '选择优惠券后重新计算金额（不传或传0表示不用券）；不可用的券答复原因',
  body: Type.Object({ ...Source, coupon_id: Type.Optional(OptId('优惠券ID')) }),
  response: Type.Object({
    coupon_id: Nullable(Type.Integer()),
    totals: CheckoutTotals,
    lines: Type.Array(Type.Object({ key: Type.Integer(), line_money: Yuan(), discount_money: Yuan() })),
  }),
});

/** src/model/checkout-rules.ts IDEMPOTENCY_KEY_RE as a JSON Schema pattern. */
export const IDEMPOTENCY_KEY_PATTERN = IDEMPOTENCY_KEY_RE.source;

export const AddressInput = Type.Object({
  consignee: Str('收货人', 30, { minLength: 1 }),
  phone: Str('联系电话', 20, { pattern: '^[0-9+\\- ]{7,20}$' }),
  province: Str('省份', 30, { minLength: 1 }),
  city: Str('城市', 30, { minLength: 1 }),
  area: Str('区县', 30, { minLength: 1 }),
  detail: Str('详细地址', 120, { minLength: 1 }),
}, { title: '收货地址' });

export const SureOrderAnswer = Type.Object({
  orderCode: Type.String(),
  order_id: Type.Integer(),
  total: Yuan('应付金额'),
  /** 1 when the total is 0: nothing to pay, the pay step is skipped. */
  paid: Flag('无需支付'),
});
export type SureOrderAnswer = Static<typeof SureOrderAnswer>;

export const sureOrder = endpoint({
  method: 'POST',
  path: '/w1/sureOrder',
  auth: 'user',
  tag: TAG,
  summary: '提交订单：服务器重新校验商品与数量、重新计价、扣减库存、核销优惠券；同一幂等键只生成一个订单',
  body: Type.Object({
    ...Source,
    idempotency_key: Str('幂等键', 64, { pattern: IDEMPOTENCY_KEY_PATTERN }),
    coupon_id: Type.Optional(OptId('优惠券ID')),
    remark: Type.Optional(Str('备注', 200)),
    po_number: Type.Optional(Str('采购单号', 50)),
    delivery_date: Type.Optional(Str('期望送达日期', 10, { pattern: '^(\\d{4}-\\d{2}-\\d{2})?$' })),
    address_id: Type.Optional(Id('收货地址ID')),
    address: Type.Optional(AddressInput),
    purchaser_id: Type.Optional(Id('采购人员ID')),
    invoice: Type.Optional(OneOf('发票', INVOICE_CHOICES, { default: 'none' })),
  }),
  response: SureOrderAnswer,
});
