/**
 * The credit-line statement (对账单) of one client for one month (issue 28, 财务): what each credit-ledger kind is
 * called, which month a yyyy-MM names, and its first instant and the next month's in China time.
 */
export const LEDGER_KIND_TEXT: Record<string, string> = { order: '赊账下单', repayment: '还款', refund: '退款退回', adjust: '调整' };

export const STATEMENT_MSG = { badMonth: '月份格式不正确，应为 yyyy-MM' } as const;

/** The month's start and the next month's start (China time, +08:00), or null when `month` is not a real yyyy-MM. */
export function monthBounds(month: string): { from: Date; to: Date } | null {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  if (mo < 1 || mo > 12 || y < 2000) return null;
  const next = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  return { from: new Date(`${month}-01T00:00:00+08:00`), to: new Date(`${next}-01T00:00:00+08:00`) };
}
