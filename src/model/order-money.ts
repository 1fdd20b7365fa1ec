/**
 * Money rules of an order beside its prices (issue 31): the minimum order amount (起送金额), overdue credit bills
 * (a warning at checkout, credit refused past the grace period), the words of a bill's status, and how a line's
 * price, quantity and share of the order's discounts are shown. Pure: the server decides with them, the browser
 * previews with the same functions.
 */
import { fenToYuan, yuanGrouped, type Fen } from './money';
import { refusal, type Refusal } from './purchase-rules';

// ---- minimum order amount ----------------------------------------------------------------------------------------

/**
 * What is still missing to reach the minimum order amount, in fen (0 when reached or when there is no minimum).
 * The basis is the goods at the prices charged (amount × unit price after promotions, before 满减 and coupons): the
 * figure the cart shows as 合计, so the cart, the checkout and the server measure the same thing.
 */
export function minOrderShortFen(goodsFen: Fen, minFen: Fen): Fen {
  if (!(minFen > 0)) return 0;
  return Math.max(0, minFen - Math.max(0, goodsFen));
}

/** 还差¥X起送 (its own export: the cart, which loads first, needs only this of the module). */
export const minOrderShortText = (shortFen: Fen) => `还差¥${fenToYuan(shortFen)}起送`;

export const MIN_ORDER_TEXT = {
  short: minOrderShortText,
  refused: (minFen: Fen, shortFen: Fen) => `订单商品金额未达起送金额¥${fenToYuan(minFen)}，还差¥${fenToYuan(shortFen)}`,
  line: (minFen: Fen) => `起送金额¥${fenToYuan(minFen)}`,
} as const;

/** The refusal of an order below the minimum (code belowMinimum, fix 继续选购), or null. */
export function minOrderRefusal(goodsFen: Fen, minFen: Fen): Refusal | null {
  const short = minOrderShortFen(goodsFen, minFen);
  return short > 0 ? refusal('belowMinimum', MIN_ORDER_TEXT.refused(minFen, short), 'addMore') : null;
}

// ---- credit bills ----------------------------------------------------------------------------------------------

/** A credit bill as the rules need it: amounts in fen, due date yyyy-MM-dd (China), repayment status 1–4. */
export interface BillFact {
  amountFen: Fen;
  repaidFen: Fen;
  dueDate: string;
  status: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** Still owed: not repaid and something left to pay (status 4, a refused repayment, still owes). */
export const billOpen = (b: BillFact) => b.status !== 3 && b.amountFen > b.repaidFen;
/** Overdue: still owed after its due date (the due day itself is not late). */
export const billOverdue = (b: BillFact, today: string) => billOpen(b) && b.dueDate < today;
/** Days past due (0 when not overdue). */
export const daysOverdue = (b: BillFact, today: string) => (billOverdue(b, today) ? dayNumber(today) - dayNumber(b.dueDate) : 0);

export interface OverdueSummary {
  count: number;
  amountFen: Fen;
  /** The oldest overdue bill's days past due (0 when none). */
  maxDays: number;
}

export function overdueSummary(bills: readonly BillFact[], today: string): OverdueSummary {
  const late = bills.filter((b) => billOverdue(b, today));
  return {
    count: late.length,
    amountFen: late.reduce((s, b) => s + b.amountFen - b.repaidFen, 0),
    maxDays: late.reduce((m, b) => Math.max(m, daysOverdue(b, today)), 0),
  };
}

export const CREDIT_TEXT = {
  overdueWarning: (count: number, amountFen: Fen) => `您有${count}笔账单已逾期，共¥${yuanGrouped(amountFen)}，请尽快还款`,
  overdueRefused: (count: number, amountFen: Fen, graceDays: number) =>
    graceDays > 0
      ? `您有${count}笔账单逾期超过${graceDays}天，共¥${yuanGrouped(amountFen)}，暂不能使用信用支付`
      : `您有${count}笔账单已逾期，共¥${yuanGrouped(amountFen)}，暂不能使用信用支付`,
} as const;

/** The checkout's warning naming the overdue bills, or null. */
export function overdueWarning(bills: readonly BillFact[], today: string): string | null {
  const s = overdueSummary(bills, today);
  return s.count > 0 ? CREDIT_TEXT.overdueWarning(s.count, s.amountFen) : null;
}

/**
 * Credit payment is refused while a bill is overdue longer than the grace period (grace 0: any overdue bill
 * refuses). The refusal names the bills past the grace (code creditOverdue, fix 先还清逾期账单).
 */
export function creditOverdueRefusal(bills: readonly BillFact[], today: string, graceDays: number): Refusal | null {
  const past = bills.filter((b) => daysOverdue(b, today) > Math.max(0, graceDays));
  if (past.length === 0) return null;
  const s = overdueSummary(past, today);
  return refusal('creditOverdue', CREDIT_TEXT.overdueRefused(s.count, s.amountFen, graceDays), 'repayOverdue');
}

/** A bill's status in bill words: 已还清, 已逾期, 部分还款, 未还款 (never an order's words such as 已驳回). */
export function billStatusText(b: BillFact, today: string): string {
  if (!billOpen(b)) return '已还清';
  if (billOverdue(b, today)) return '已逾期';
  return b.repaidFen > 0 ? '部分还款' : '未还款';
}

// ---- a line's price and its share of the discounts ---------------------------------------------------------------

export interface LineDisplay {
  /** Unit price charged (after promotions), yuan. */
  unit: string;
  amount: number;
  /** unit × amount: the goods of the line, yuan. */
  subtotal: string;
  /** The line's share of 满减 and coupon, yuan without sign ('0.00' when none). */
  share: string;
  hasShare: boolean;
  /** subtotal − share: what the line costs in the order, yuan. */
  paid: string;
}

/**
 * What a line shows: unit price × quantity = 小计, its share of the order's discounts (优惠分摊) apart, and 实付. The
 * share is the stored one (spread over the lines by the price rules); nothing is recomputed but the arithmetic.
 * An order line passes its stored paid amount (`paidFen`, line_fen): 小计 is then paid + share, exact to the fen
 * even for a combination's component, whose unit price is its rounded share of the set price.
 */
export function lineDisplay(unitFen: Fen, amount: number, shareFen: Fen, paidFen?: Fen): LineDisplay {
  const subtotal = paidFen === undefined ? unitFen * amount : paidFen + Math.max(0, shareFen);
  const share = Math.max(0, Math.min(shareFen, subtotal));
  return {
    unit: fenToYuan(unitFen),
    amount,
    subtotal: fenToYuan(subtotal),
    share: fenToYuan(share),
    hasShare: share > 0,
    paid: fenToYuan(subtotal - share),
  };
}

export const LINE_TEXT = {
  unit: '单价',
  amount: '数量',
  subtotal: '小计',
  share: '优惠分摊',
  paid: '实付',
  shareValue: (share: string) => `-¥${share}`,
  shareNote: '满减、优惠券按商品金额分摊到各商品',
} as const;
