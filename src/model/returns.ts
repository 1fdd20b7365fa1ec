/**
 * Returns by line and quantity (issue 29): what a buyer may return, what a returned share of a line is worth, and
 * the steps of a return. Pure: the order detail previews with these rules and the server decides with the same.
 *
 * A return asks for part of an order: some lines, some units of each, 仅退款 (the money only: goods not received,
 * short, or kept by agreement) or 退货退款 (the goods go back first). The money of a line is its stored paid amount
 * (order_lines.line_fen: units × charged price less the line's share of 满减 and coupon), so a returned unit gives
 * back its share of the discounts too, never the list price.
 */
import { fenToYuan, type Fen } from './money';
import { ORDER_STATUS } from './order-status';

export const RETURN_KINDS = ['refund', 'return'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_KIND_TEXT: Record<ReturnKind, string> = { refund: '仅退款', return: '退货退款' };

/** Reason codes; 其他 needs the buyer's own words. */
export const RETURN_REASONS = ['quality', 'wrong', 'damaged', 'nearExpiry', 'unwanted', 'other'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];
export const RETURN_REASON_TEXT: Record<ReturnReason, string> = {
  quality: '质量问题',
  wrong: '发错货',
  damaged: '破损',
  nearExpiry: '近效期',
  unwanted: '多拍/不想要',
  other: '其他',
};

/**
 * pending: waiting for staff. approved: 退货退款 accepted, waiting for the goods. refunded: money back (仅退款 when
 * approved, 退货退款 when the goods arrived). rejected: refused (its quantity may be asked for again).
 */
export const RETURN_STATUSES = ['pending', 'approved', 'refunded', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_STATUS_TEXT: Record<ReturnStatus, string> = {
  pending: '待审核',
  approved: '已同意，待退货',
  refunded: '已退款',
  rejected: '已拒绝',
};
/** Still open: the order list shows a badge while one is. */
export const returnOpen = (s: ReturnStatus) => s === 'pending' || s === 'approved';
/** Counts against what remains returnable (a refused return gives its units back to ask again). */
export const returnCounts = (s: ReturnStatus) => s !== 'rejected';

/** Staff steps: approve or reject a pending one; receive the goods of an approved 退货退款, sellable or not. */
export const RETURN_ACTIONS = ['approve', 'reject', 'receive'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/** The order list's badge while a return is open (its own export: the list needs only this). */
export const RETURN_BADGE = '售后中';

export const RETURN_MSG = {
  title: '申请退货/退款',
  orderNotReturnable: '订单发货后、且未申请整单退款时才能按商品申请退货/退款',
  noLines: '请选择要退的商品和数量',
  unknownLine: '所选商品不在该订单中',
  duplicateLine: '同一商品只能填写一次',
  tooMany: (name: string, left: number) => (left > 0 ? `${name}最多还可退${left}件` : `${name}已没有可退的数量`),
  reasonTextRequired: '选择“其他”时请填写退货原因',
  notFound: '售后申请不存在',
  decided: (text: string) => `该申请当前状态为「${text}」，不能进行此操作`,
  rejectReasonRequired: '请填写拒绝原因',
  sellableRequired: '请选择退回商品是否可销售',
  receiveOnlyReturn: '仅退款的申请无需收货',
  orderInFullRefund: '订单已申请整单退款或已退款，不能再按商品退款',
  submitted: '售后申请已提交，请等待审核',
  approved: '已同意',
  rejected: '已拒绝',
  received: '已确认收货并退款',
} as const;

/** Order statuses in which lines may be returned: shipped or received (a refused full refund goes back to these). */
const RETURNABLE_STATUSES: readonly number[] = [ORDER_STATUS.shipped, ORDER_STATUS.received, ORDER_STATUS.refundRejected];
export const orderTakesReturns = (status: number, shipped: boolean) => shipped && RETURNABLE_STATUSES.includes(status);

export interface ReturnLineFacts {
  id: number;
  name: string;
  /** Units bought. */
  amount: number;
  /** The line's paid amount in fen (line_fen): its share of discounts already taken off. */
  lineFen: Fen;
  /** Units in returns that count (pending, approved, refunded). */
  askedUnits: number;
}

/** Units of a line still returnable. */
export const returnableUnits = (l: Pick<ReturnLineFacts, 'amount' | 'askedUnits'>) => Math.max(0, l.amount - l.askedUnits);

/**
 * The money of units `from`…`from + units` of a line: the paid amount spread over the units so that returning all
 * of them, in any number of returns, gives back exactly the line's paid amount (cumulative rounding).
 */
export function lineShareFen(lineFen: Fen, amount: number, from: number, units: number): Fen {
  if (amount <= 0 || units <= 0) return 0;
  const upTo = (n: number) => Math.round((lineFen * Math.min(n, amount)) / amount);
  return upTo(from + units) - upTo(from);
}

export interface ReturnAsk {
  lineId: number;
  units: number;
}

export interface ReturnPlanLine {
  lineId: number;
  units: number;
  fen: Fen;
}

/** What a request is worth line by line, or the first thing wrong with it (Chinese). */
export function planReturn(lines: readonly ReturnLineFacts[], asks: readonly ReturnAsk[]): { lines: ReturnPlanLine[]; totalFen: Fen } | { refusal: string } {
  const wanted = asks.filter((a) => a.units > 0);
  if (wanted.length === 0) return { refusal: RETURN_MSG.noLines };
  if (new Set(wanted.map((a) => a.lineId)).size !== wanted.length) return { refusal: RETURN_MSG.duplicateLine };
  const out: ReturnPlanLine[] = [];
  for (const a of wanted) {
    const line = lines.find((l) => l.id === a.lineId);
    if (!line) return { refusal: RETURN_MSG.unknownLine };
    const left = returnableUnits(line);
    if (!Number.isInteger(a.units) || a.units > left) return { refusal: RETURN_MSG.tooMany(line.name, left) };
    out.push({ lineId: a.lineId, units: a.units, fen: lineShareFen(line.lineFen, line.amount, line.askedUnits, a.units) });
  }
  return { lines: out, totalFen: out.reduce((s, l) => s + l.fen, 0) };
}

/** The reason as shown: the code's text, with the buyer's words after it. */
export function reasonText(code: ReturnReason, text: string): string {
  const words = text.trim();
  return words ? `${RETURN_REASON_TEXT[code]}：${words}` : RETURN_REASON_TEXT[code];
}

export function reasonRefusal(code: ReturnReason, text: string): string | null {
  return code === 'other' && !text.trim() ? RETURN_MSG.reasonTextRequired : null;
}

/** The preview of a request in the dialog: ¥ of what would come back (before the server's own check). */
export const previewYuan = (lines: readonly ReturnLineFacts[], asks: readonly ReturnAsk[]): string | null => {
  const plan = planReturn(lines, asks);
  return 'refusal' in plan ? null : fenToYuan(plan.totalFen);
};

/**
 * The next status of a return for a staff action, or the refusal. Taking the same step again on a return already
 * past it answers `same` (idempotent: nothing moves twice).
 */
export function returnStep(status: ReturnStatus, kind: ReturnKind, action: ReturnAction): { to: ReturnStatus; money: boolean } | { same: true } | { refusal: string } {
  const refused = { refusal: RETURN_MSG.decided(RETURN_STATUS_TEXT[status]) };
  if (action === 'reject') {
    if (status === 'rejected') return { same: true };
    return status === 'pending' ? { to: 'rejected', money: false } : refused;
  }
  if (action === 'approve') {
    if (status === 'pending') return kind === 'refund' ? { to: 'refunded', money: true } : { to: 'approved', money: false };
    if (status === 'approved' || status === 'refunded') return { same: true };
    return refused;
  }
  if (kind === 'refund') return { refusal: RETURN_MSG.receiveOnlyReturn };
  if (status === 'approved') return { to: 'refunded', money: true };
  return status === 'refunded' ? { same: true } : refused;
}
