/**
 * Checkout rules and texts shared by the /submitOrder screen and the server: the requested delivery date, the
 * idempotency key format, and every Chinese text of the checkout.
 */

/** A requested delivery date may be at most this many days ahead. */
export const DELIVERY_DATE_MAX_DAYS = 90;

/** 8–64 letters, digits or dashes (a UUID): one key per checkout visit. */
export const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9-]{8,64}$/;

const DAY_MS = 86_400_000;
/** A day in China time (yyyy-MM-dd). */
export const chinaDay = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

export const CHECKOUT_TEXT = {
  pageTitle: '提交订单',
  address: '收货地址',
  addressMissing: '请填写收货地址',
  addressUnknown: '收货地址不存在，请重新选择',
  registeredAddress: '注册地址',
  otherAddress: '使用其他地址',
  consignee: '收货人',
  phone: '联系电话',
  province: '省份',
  city: '城市',
  area: '区县',
  detail: '详细地址',
  goods: '商品清单',
  coupons: '优惠券',
  noCoupon: '不使用优惠券',
  couponUnusable: '不可用优惠券',
  remark: '订单备注',
  remarkPlaceholder: '选填，200字以内',
  poNumber: '采购单号',
  poPlaceholder: '选填，贵方的采购单号',
  deliveryDate: '期望送达日期',
  goodsMoney: '商品金额',
  promotionMoney: '促销优惠',
  fullReductionMoney: '满减',
  couponMoney: '优惠券',
  deliveryMoney: '运费',
  totalMoney: '应付金额',
  creditAvailable: '可用信用额度',
  submit: '提交订单',
  submitting: '提交中…',
  empty: '没有待结算的商品',
  backToCart: '返回购物车',
  backToQuick: '返回快速下单',
  loadFailed: '结算信息加载失败',
  refused: '不可购买',
  cannotSubmit: '请先处理不可购买的商品',
  nothingToOrder: '没有可结算的商品，请先在购物车勾选商品',
  someRefused: '部分商品当前不可购买，请返回购物车修改后再提交',
  couponMissing: '优惠券不存在或未领取',
  couponTaken: '优惠券已被使用，请重新选择',
  stockShort: (name: string) => `${name}库存不足，请修改购买数量`,
  creditShort: '应付金额超过可用信用额度，将不能使用信用支付',
  deliveryDateBad: '期望送达日期格式不正确',
  deliveryDatePast: '期望送达日期不能早于今天',
  deliveryDateFar: (days: number) => `期望送达日期不能晚于${days}天后`,
  submitted: '提交订单',
  placed: '订单提交成功',
  zeroPaid: '应付金额为0，无需支付',
} as const;

/** '' or a real date from today (China time) to DELIVERY_DATE_MAX_DAYS ahead; else the Chinese reason. */
export function deliveryDateProblem(value: string, nowMs: number): string | null {
  if (value === '') return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) {
    return CHECKOUT_TEXT.deliveryDateBad;
  }
  if (value < chinaDay(nowMs)) return CHECKOUT_TEXT.deliveryDatePast;
  if (value > chinaDay(nowMs + DELIVERY_DATE_MAX_DAYS * DAY_MS)) return CHECKOUT_TEXT.deliveryDateFar(DELIVERY_DATE_MAX_DAYS);
  return null;
}

/** The date input's bounds: today and the last day allowed. */
export function deliveryDateBounds(nowMs: number): { min: string; max: string } {
  return { min: chinaDay(nowMs), max: chinaDay(nowMs + DELIVERY_DATE_MAX_DAYS * DAY_MS) };
}
