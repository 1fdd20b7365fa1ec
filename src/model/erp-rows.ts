/**
 * What an ERP's bulk rows must satisfy beyond their shape (issue 27; the shape is the contract's schema, open.ts):
 * the per-row refusals with a stable reason code for the partner's program and a Chinese text for its people. Pure:
 * the open API's services (server/services/open/) and the spreadsheet import use the same checks.
 */
import { DRUG_TYPES } from './enums';
import { agreedWindowProblem, isDay, parsePrice } from './effective-price';
import { CONTENT_PICTURE_PATTERN } from './banner-themes';
import { internalAddress } from './webhook-rules';

export const RX_CLASSES = ['处方药', '甲类OTC', '乙类OTC', '非药品'] as const;
export type RxClass = (typeof RX_CLASSES)[number];
export const MEDICARE_CLASSES = ['', '甲类', '乙类', '丙类'] as const;
/** Most pictures a product row carries (the first is the store's picture of the product). */
export const PICTURES_MAX = 5;
/** Most rows one bulk call takes. */
export const BULK_MAX_ROWS = 5000;

export const ROW_REASONS = {
  duplicate_code: '同一次请求中重复的行（商品编码，协议价为商品编码与客户账号），只处理第一行',
  duplicate_client_type: '同一商品的客户类型价重复',
  bad_rx_class: `处方分类应为 ${RX_CLASSES.join('、')}`,
  bad_drug_type: `药品类型应为 ${DRUG_TYPES.join('、')}`,
  bad_medicare_class: '医保类别应为 甲类、乙类、丙类 或留空',
  non_drug_type: '非药品的药品类型只能是 器械、中药饮片 或 其他',
  bad_price: '价格格式不正确，应为元，最多两位小数，不能为负数，最高 21474836.47 元',
  unknown_category: '商品分类不存在（填写药采已有的分类名称，见商城首页“全部商品分类”，建议用二级分类）',
  unknown_product: '商品编码不存在（先推送商品资料）',
  unknown_client: '客户账号不存在',
  bad_window: '有效期不正确：日期应为 yyyy-MM-dd，且生效日期不晚于截止日期',
  bad_batch: '批次不正确：生产日期与有效期应为 yyyy-MM-dd，生产日期早于有效期，数量为非负整数',
  duplicate_batch: '同一商品的批号重复',
  bad_picture: `商品图片应为 https:// 开头的公网图片地址，或药采已上传图片的地址（/api/contentPicture/…），最多 ${PICTURES_MAX} 张，不能重复`,
} as const;
export type RowReason = keyof typeof ROW_REASONS;

export interface RowRefusal {
  reason: RowReason;
  message: string;
}
export const refusal = (reason: RowReason): RowRefusal => ({ reason, message: ROW_REASONS[reason] });

/** The rx class's business scope (经营范围 class, products.business_scope 0..2); a non-drug takes the row's own. */
export const scopeOfRxClass = (rx: RxClass, own: number | undefined): number => (rx === '非药品' ? (own ?? 2) : RX_CLASSES.indexOf(rx));

/** Drug types that carry no Rx / OTC mark (model/enums.ts scopeLabel): the only ones a 非药品 row may have. */
const NON_DRUG_TYPES = new Set(['器械', '中药饮片', '其他']);

export interface ProductRowFacts {
  pictures?: readonly string[];
  rx_class: string;
  drug_type?: string;
  medicare_class?: string;
  price: string;
  retail_price?: string;
}

/** Why a product row cannot be stored (reason code and text), or null. */
export function productRowProblem(row: ProductRowFacts): RowRefusal | null {
  if (!(RX_CLASSES as readonly string[]).includes(row.rx_class)) return refusal('bad_rx_class');
  const drugType = row.drug_type ?? DRUG_TYPES[0];
  if (!(DRUG_TYPES as readonly string[]).includes(drugType)) return refusal('bad_drug_type');
  if (!(MEDICARE_CLASSES as readonly string[]).includes(row.medicare_class ?? '')) return refusal('bad_medicare_class');
  if (row.rx_class === '非药品' && !NON_DRUG_TYPES.has(drugType)) return refusal('non_drug_type');
  if ('problem' in parsePrice(row.price)) return refusal('bad_price');
  if (row.retail_price !== undefined && 'problem' in parsePrice(row.retail_price)) return refusal('bad_price');
  const pictures = row.pictures ?? [];
  if (pictures.length > PICTURES_MAX || new Set(pictures).size !== pictures.length || !pictures.every(pictureAccepted)) return refusal('bad_picture');
  return null;
}

/**
 * A product picture the store shows as it is: a public https URL (no credentials, no quotes or spaces, not an
 * internal address written as such) or a reference to a picture uploaded to the store (/api/contentPicture/…).
 */
export function pictureAccepted(p: string): boolean {
  if (p.startsWith('/')) return p !== '' && new RegExp(CONTENT_PICTURE_PATTERN).test(p);
  if (p.length > 500 || /[\s"'<>\\`]/.test(p)) return false;
  let u: URL;
  try {
    u = new URL(p);
  } catch {
    return false;
  }
  const host = u.hostname.toLowerCase();
  return u.protocol === 'https:' && host !== '' && !u.username && !u.password && host !== 'localhost' && !host.endsWith('.localhost') && !internalAddress(host);
}

/** Why an agreed-price row's price or window cannot be stored, or null. */
export function agreedRowProblem(row: { price: string; valid_from: string; valid_until: string }): RowRefusal | null {
  if ('problem' in parsePrice(row.price)) return refusal('bad_price');
  return agreedWindowProblem(row.valid_from, row.valid_until) ? refusal('bad_window') : null;
}

export interface BatchFacts {
  batch_no: string;
  produced_on: string;
  expires_on: string;
  quantity: number;
}

/** Why a product's batch list cannot be stored, or null. */
export function batchesProblem(batches: readonly BatchFacts[]): RowRefusal | null {
  const seen = new Set<string>();
  for (const b of batches) {
    if (!isDay(b.produced_on) || !isDay(b.expires_on) || b.produced_on >= b.expires_on || !Number.isSafeInteger(b.quantity) || b.quantity < 0) return refusal('bad_batch');
    if (seen.has(b.batch_no)) return refusal('duplicate_batch');
    seen.add(b.batch_no);
  }
  return null;
}

/** A batch counts towards available stock until the day before it expires (China day `today`). */
export const batchSellable = (b: Pick<BatchFacts, 'expires_on'>, today: string): boolean => b.expires_on > today;

/** The shipment callback's refusals and the buyer's text message. */
export const SHIPMENT_MSG = {
  duplicateLine: '发货明细中同一订单行出现了两次',
  unknownLine: (id: number) => `订单行 ${id} 不属于该订单`,
  missingLine: (id: number) => `订单行 ${id} 没有发货明细（须整单发货）`,
  quantityMismatch: (id: number, want: number, got: number) => `订单行 ${id} 订购 ${want}，出库批次合计 ${got}，须相等`,
  duplicateTraceCode: (code: string) => `追溯码 ${code} 重复`,
  otherWaybill: (waybill: string) => `该订单已按运单 ${waybill} 发货`,
  buyerText: (orderCode: string, carrier: string, waybill: string) => `【药采】您的订单 ${orderCode} 已发货，${carrier} 运单号 ${waybill}，批号、有效期与追溯码可在订单详情查看。`,
} as const;
