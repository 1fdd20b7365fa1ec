/** The widgets' own Chinese texts (everything else comes from the features they show). */
export const WIDGET_TEXT = {
  checkoutTitle: '确认订单',
  placedTitle: '订单已提交',
  placed: (code: string) => `订单 ${code} 已提交。`,
  paidAlready: '订单无需支付，已进入待发货。',
  payNow: '去支付',
  viewOrder: '查看订单',
  close: '关闭',
  backToResults: '‹ 返回搜索结果',
} as const;

export const STORE_TEXT = {
  nav: '药采商城导航',
  home: '首页',
  all: '全部商品',
  quick: '快速下单',
  cart: (kinds: number) => `购物车（${kinds}）`,
  orders: '我的订单',
} as const;
