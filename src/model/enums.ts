/** Enumerations of SPEC §3 and §4 with their Chinese labels. */
export const DRUG_TYPES = ['西药/中成药', '注射剂', '器械', '中药饮片', '超微配方颗粒', '中药膏方', '其他'] as const;
export const BUSINESS_SCOPES = ['处方药', '甲类OTC', '乙类OTC'] as const;

/**
 * The prescription class as a box would print it, or null where there is none: devices (2), decoction pieces (3)
 * and disinfectants (6) are not drugs, so no Rx / OTC mark (the stored business_scope of such rows says nothing).
 */
export function scopeLabel(drugType: number | undefined, businessScope: number): string | null {
  if (drugType === 2 || drugType === 3 || drugType === 6) return null;
  return BUSINESS_SCOPES[businessScope] ?? null;
}
export const PAY_STATUS = ['未支付', '欠款', '已支付', '已退款'] as const;
export const CLIENT_STATUS: Record<number, string> = { 1: '正常', 2: '冻结' };

/** Client types 1..6 (SPEC §3). */
export const CLIENT_TYPES = {
  1: '单体药店',
  2: '营利性医疗机构',
  3: '非营利性医疗机构',
  4: '连锁单店',
  5: '连锁总部',
  6: '商业公司',
} as const;
export type ClientType = keyof typeof CLIENT_TYPES;

export const ORDER_STATUS: Record<number, string> = {
  0: '待付款',
  1: '已付款待发货',
  2: '已发货待收货',
  3: '已收货',
  4: '系统取消',
  7: '已取消',
  8: '退款待审核',
  9: '退款审核通过',
  10: '待审核',
  11: '审核通过',
  12: '审核驳回',
  13: '退款驳回',
  14: '线下退款',
  15: '线上退款',
  16: '退款成功',
};

/** Promotion tags with their own colours (SPEC §9). */
export const PROMOTION_TAGS = {
  group: { name: '团购', color: '#ff6a00' },
  presale: { name: '预售', color: '#7b61ff' },
  special: { name: '特价', color: '#e4393c' },
  seckill: { name: '秒杀', color: '#f0142d' },
} as const;

/** Discount value (e.g. 85) shown as fold: 8.5折. */
export const discountFold = (value: number) => `${value / 10}折`;
