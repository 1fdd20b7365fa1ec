/** Checkout's server texts (Chinese, shown to the buyer as the envelope msg). */
export const CHECKOUT_MSG = {
  nothingToOrder: '没有可结算的商品，请先在购物车勾选商品',
  someRefused: '部分商品当前不可购买，请返回购物车修改后再提交',
  couponMissing: '优惠券不存在或未领取',
  couponTaken: '优惠券已被使用，请重新选择',
  stockShort: (name: string) => `${name}库存不足，请修改购买数量`,
  creditShort: '应付金额超过可用信用额度，将不能使用信用支付',
  addressMissing: '请填写收货地址',
  addressUnknown: '收货地址不存在，请重新选择',
  deliveryDateBad: '期望送达日期格式不正确',
  deliveryDatePast: '期望送达日期不能早于今天',
  deliveryDateFar: (days: number) => `期望送达日期不能晚于${days}天后`,
  submitted: '提交订单',
} as const;

/** A requested delivery date may be at most this many days ahead. */
export const DELIVERY_DATE_MAX_DAYS = 90;
