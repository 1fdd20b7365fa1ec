/**
 * The distributor's order and payment settings, from the environment with demo defaults. Read once per use (not
 * cached at import) so tests can set them. Shared by checkout, payments, the order sweeper and the operator.
 */
const num = (name: string, fallback: number, min: number, max: number) => {
  const raw = process.env[name];
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n >= min && n <= max ? n : fallback;
};

export interface OrderSettings {
  /** An unpaid order is cancelled by the system (status 4) after this many minutes; stock and coupon go back. */
  payTimeoutMinutes: number;
  /** A shipped order is received automatically after this many days. */
  autoReceiveDays: number;
  /** Delivery fee in fen, waived when goods after discounts reach `freeDeliveryFromFen`. */
  deliveryFeeFen: number;
  freeDeliveryFromFen: number;
  /** 起送金额: an order's goods (at the prices charged) must reach this many fen; 0 = no minimum. */
  minOrderFen: number;
  /** Credit payment is refused once a bill is overdue more than this many days (0: any overdue bill refuses). */
  creditGraceDays: number;
  /** Extra product codes that may never be sold online, beside the special categories (comma-separated env). */
  neverOnlineCodes: string[];
  /** The distributor's bank account shown for bank transfer (对公转账). */
  bank: { accountName: string; bankName: string; accountNo: string };
  /** Payment providers switched on: 'sandbox' always in demo; 'alipay' / 'wxpay' when their keys are configured. */
  qrProvider: 'sandbox' | 'live';
}

export function orderSettings(): OrderSettings {
  return {
    payTimeoutMinutes: num('YAOCAI_PAY_TIMEOUT_MINUTES', 30, 1, 7 * 24 * 60),
    autoReceiveDays: num('YAOCAI_AUTO_RECEIVE_DAYS', 10, 1, 90),
    deliveryFeeFen: num('YAOCAI_DELIVERY_FEE_FEN', 1000, 0, 1_000_000),
    freeDeliveryFromFen: num('YAOCAI_FREE_DELIVERY_FROM_FEN', 50_000, 0, 1_000_000_000),
    minOrderFen: num('YAOCAI_MIN_ORDER_FEN', 0, 0, 100_000_000),
    creditGraceDays: num('YAOCAI_CREDIT_GRACE_DAYS', 0, 0, 365),
    neverOnlineCodes: (process.env.YAOCAI_NEVER_ONLINE_CODES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bank: {
      accountName: process.env.YAOCAI_BANK_ACCOUNT_NAME || '药采医药有限公司',
      bankName: process.env.YAOCAI_BANK_NAME || '中国工商银行杭州分行营业部',
      accountNo: process.env.YAOCAI_BANK_ACCOUNT_NO || '1202 0211 0900 0012 345',
    },
    qrProvider: process.env.YAOCAI_PAY_PROVIDER === 'live' ? 'live' : 'sandbox',
  };
}
