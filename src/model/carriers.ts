/** The carriers the orders desk offers when shipping (物流公司); the contract takes any name up to 30 characters. */
export const CARRIERS = ['顺丰速运', '京东物流', '中通快递', '圆通速递', '韵达快递', '申通快递', '中国邮政 EMS', '德邦快递', '自有配送'] as const;
