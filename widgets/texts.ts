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
