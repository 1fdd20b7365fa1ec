/**
 * Cash account (现金账户: balance, ledger, top-up with the SPEC §9 bonus tiers) and credit (授信: limit, used,
 * available, bills, repayments with statuses 1–4, repay by QR).
 */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './define';
import { Flag, Id, Int, OneOfInt, PagerQuery, Str, Yuan } from './fields';
import { QrPay } from './payments';

const TAG = '现金账户与信用';

export const TopUpOption = Type.Object({ pay: Yuan('充值金额'), bonus: Yuan('赠送金额') });

export const CashEntry = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  kind_text: Type.String(),
  delta: Yuan('变动金额（负数为支出）'),
  balance_after: Yuan('变动后余额'),
  order_code: Type.String(),
  note: Type.String(),
  created_at: Type.String(),
});
export type CashEntry = Static<typeof CashEntry>;

export const AccountIndex = Type.Object({
  balance: Yuan('现金账户余额'),
  list: Type.Array(CashEntry),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
  top_up_options: Type.Array(TopUpOption),
});
export type AccountIndex = Static<typeof AccountIndex>;

export const accountIndex = endpoint({
  method: 'GET',
  path: '/w1/accountIndex',
  auth: 'client',
  tag: TAG,
  summary: '现金账户：余额与明细（分页）',
  query: Type.Object(PagerQuery),
  response: AccountIndex,
});

export const RechargeQr = Type.Object({
  recharge_code: Type.String(),
  pay: Yuan('充值金额'),
  bonus: Yuan('赠送金额'),
  ...QrPay.properties,
});
export type RechargeQr = Static<typeof RechargeQr>;

const TopUp = Type.Object({ money: Int('充值金额', 1, 1_000_000) });

export const alipayRecharge = endpoint({
  method: 'POST',
  path: '/w1/AlipayRecharge',
  auth: 'client',
  tag: TAG,
  summary: '支付宝充值（元，整数；满 1000 送 100，满 5000 送 1000）',
  body: TopUp,
  response: RechargeQr,
});

export const wxpayRecharge = endpoint({
  method: 'POST',
  path: '/w1/WxpayRecharge',
  auth: 'client',
  tag: TAG,
  summary: '微信充值（元，整数；满 1000 送 100，满 5000 送 1000）',
  body: TopUp,
  response: RechargeQr,
});

export const RechargeState = Type.Object({
  recharge_code: Type.String(),
  paid: Flag('已到账'),
  pay: Yuan('充值金额'),
  bonus: Yuan('赠送金额'),
  balance: Yuan('当前余额'),
});
export type RechargeState = Static<typeof RechargeState>;

export const wxpayRechargeReturn = endpoint({
  method: 'POST',
  path: '/w1/WxpayRechargeReturn',
  auth: 'client',
  tag: TAG,
  summary: '充值结果',
  body: Type.Object({ recharge_code: Str('充值单号', 40, { minLength: 1 }) }),
  response: RechargeState,
});

export const CreditAmount = Type.Object({
  credit_limit: Yuan('授信额度'),
  used_credit: Yuan('已用额度'),
  available_credit: Yuan('可用额度 = 授信额度 − 未还账单 − 未出账信用订单'),
  unpaid_bills: Yuan('未还账单'),
  open_orders: Yuan('未出账信用订单'),
});
export type CreditAmount = Static<typeof CreditAmount>;

export const getCreditAmount = endpoint({
  method: 'POST',
  path: '/w1/getCreditAmount',
  auth: 'client',
  tag: TAG,
  summary: '信用额度：授信、已用、可用',
  response: CreditAmount,
});

export const CreditBill = Type.Object({
  bill_id: Type.Integer(),
  bill_code: Type.String(),
  period: Type.String(),
  amount: Yuan('账单金额'),
  repaid: Yuan('已还金额'),
  remaining: Yuan('待还金额'),
  due_date: Type.String(),
  status: Type.Integer({ description: '1 未还款 2 还款中 3 已还款 4 已驳回' }),
  status_text: Type.String(),
  overdue: Flag('已逾期'),
});
export type CreditBill = Static<typeof CreditBill>;

export const CreditEntry = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  kind_text: Type.String(),
  delta: Yuan('额度变动（正数为占用）'),
  used_after: Yuan('变动后已用额度'),
  order_code: Type.String(),
  bill_code: Type.String(),
  created_at: Type.String(),
});
export type CreditEntry = Static<typeof CreditEntry>;

export const CreditInfo = Type.Object({
  ...CreditAmount.properties,
  is_credit: Flag('信用客户'),
  bills: Type.Array(CreditBill),
  ledger: Type.Array(CreditEntry),
});
export type CreditInfo = Static<typeof CreditInfo>;

export const creditInfo = endpoint({
  method: 'GET',
  path: '/w1/creditInfo',
  auth: 'client',
  tag: TAG,
  summary: '信用管理：额度、账单与额度明细（最近 50 条）',
  response: CreditInfo,
});

export const repayments = endpoint({
  method: 'POST',
  path: '/w1/repayments',
  auth: 'client',
  tag: TAG,
  summary: '还款记录：账单及其还款状态（1 未还款 2 还款中 3 已还款 4 已驳回），分页',
  body: Type.Object({ ...PagerQuery, status: Type.Optional(OneOfInt('还款状态', [1, 2, 3, 4] as const)) }),
  response: Type.Object({ list: Type.Array(CreditBill), total: Type.Integer(), page: Type.Integer(), size: Type.Integer() }),
});

const Repay = Type.Object({ bill_id: Id('账单') });
export const RepayQr = Type.Object({ bill_code: Type.String(), ...QrPay.properties });
export type RepayQr = Static<typeof RepayQr>;

export const repayAlipay = endpoint({
  method: 'POST',
  path: '/w1/credit/repayments/alipay',
  auth: 'client',
  tag: TAG,
  summary: '支付宝还款：按账单待还金额生成二维码',
  body: Repay,
  response: RepayQr,
});

export const repayWx = endpoint({
  method: 'POST',
  path: '/w1/credit/repayments/wx',
  auth: 'client',
  tag: TAG,
  summary: '微信还款：按账单待还金额生成二维码',
  body: Repay,
  response: RepayQr,
});


/** 支付密码 (issue 31): whether it is set, how long it stays locked, the phone the code goes to (masked). */
export const PayPasswordState = Type.Object({
  is_set: Flag('是否已设置支付密码'),
  locked_minutes: Type.Integer(),
  phone: Type.String(),
});
export type PayPasswordState = Static<typeof PayPasswordState>;

export const payPasswordState = endpoint({
  method: 'GET',
  path: '/w1/payPassword',
  auth: 'client',
  tag: TAG,
  summary: '支付密码状态',
  response: PayPasswordState,
});

export const payPasswordCode = endpoint({
  method: 'POST',
  path: '/w1/payPasswordCode',
  auth: 'client',
  tag: TAG,
  summary: '支付密码短信验证码',
  response: Type.Object({ phone: Type.String(), cooldown: Type.Integer(), code: Type.Optional(Type.String()) }),
});

export const savePayPassword = endpoint({
  method: 'POST',
  path: '/w1/savePayPassword',
  auth: 'client',
  tag: TAG,
  summary: '设置支付密码',
  body: Type.Object({
    code: Str('短信验证码', 6, { minLength: 6, pattern: '^[0-9]{6}$' }),
    pay_password: Str('支付密码', 6, { minLength: 6, pattern: '^[0-9]{6}$' }),
  }),
  response: PayPasswordState,
});
