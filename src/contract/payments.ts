/**
 * Paying an order (SPEC §7 payment calls): what the pay page needs, balance, credit, bank transfer, WeChat and
 * Alipay QR, the result check the QR dialog polls, and the providers' notification endpoint. Every amount comes
 * from the server; the browser only names the order.
 */
import { MEDIA } from './media';
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './define';
import { Flag, Nullable, OneOf, Str, Yuan } from './fields';

const TAG = '订单支付';

const OrderCode = { orderCode: Str('订单编号', 40, { minLength: 1 }) };
/** 支付密码 (6 digits) confirming a balance or credit payment; never logged (server/lib/redact.ts). */
const PayPassword = { pay_password: Type.Optional(Str('支付密码', 6, { pattern: '^[0-9]{6}$' })) };

export const PayGroupName = Type.Unsafe<'balance' | 'wechat' | 'alipay' | 'bankTransfer' | 'credit'>({
  type: 'string',
  enum: ['balance', 'wechat', 'alipay', 'bankTransfer', 'credit'],
});

export const PayOption = Type.Object({
  group: PayGroupName,
  pay_type: Type.Integer({ description: 'SPEC §9 支付方式代码' }),
  name: Type.String(),
  enabled: Flag('可用'),
  reason: Type.String({ description: '不可用的原因（可用时为空）' }),
});
export type PayOption = Static<typeof PayOption>;

export const BankDetails = Type.Object({
  account_name: Type.String({ description: '户名' }),
  bank_name: Type.String({ description: '开户行' }),
  account_no: Type.String({ description: '账号' }),
  remark: Type.String({ description: '转账备注（订单编号）' }),
});
export type BankDetails = Static<typeof BankDetails>;

export const OrderPayInfo = Type.Object({
  order_id: Type.Integer(),
  order_code: Type.String(),
  status: Type.Integer(),
  status_text: Type.String(),
  pay_status: Type.Integer(),
  paid: Flag('已支付'),
  total: Yuan('应付金额'),
  created_at: Type.String(),
  pay_deadline: Nullable(Type.String({ description: '支付截止时间（ISO）' })),
  balance: Yuan('现金账户余额'),
  shortfall: Yuan('余额差额（余额足够时为 0.00）'),
  is_credit: Flag('信用客户'),
  credit_available: Yuan('可用信用额度'),
  pay_types: Type.Array(PayOption),
  bank: BankDetails,
  /** Balance and credit payments ask for the 支付密码; without one the page says to set it first. */
  pay_password_set: Type.Optional(Flag('已设支付密码')),
});
export type OrderPayInfo = Static<typeof OrderPayInfo>;

export const PayResult = Type.Object({
  order_code: Type.String(),
  status: Type.Integer(),
  status_text: Type.String(),
  pay_status: Type.Integer(),
  pay_type: Nullable(Type.Integer()),
  paid: Flag('已支付'),
  order_id: Type.Integer(),
});
export type PayResult = Static<typeof PayResult>;

export const QrPay = Type.Object({
  out_trade_no: Type.String({ description: '本次支付的商户单号（轮询用）' }),
  code_url: Type.String({ description: '二维码内容' }),
  amount: Yuan('支付金额'),
  sandbox: Flag('模拟支付'),
});
export type QrPay = Static<typeof QrPay>;

export const orderPay = endpoint({
  method: 'GET',
  path: '/w1/orderPay',
  auth: 'client',
  tag: TAG,
  summary: '收银台：订单金额、余额、信用额度、可用支付方式（SPEC §9 分组）与对公账户',
  query: Type.Object(OrderCode),
  response: OrderPayInfo,
});

/** SPEC §7 also names GET /orderPay (without /w1): the same answer. */
export const orderPayRoot = endpoint({ ...orderPay, path: '/orderPay', summary: '收银台（同 /w1/orderPay）' });

export const accountPay = endpoint({
  method: 'GET',
  path: '/w1/AccountPay',
  writes: true,
  auth: 'client',
  tag: TAG,
  summary: '余额支付：扣减现金账户（不会低于 0）并记账，订单变为待发货；需支付密码',
  query: Type.Object({ ...OrderCode, ...PayPassword }),
  response: PayResult,
});

export const accountPayPost = endpoint({
  method: 'POST',
  path: '/w1/AccountPay',
  auth: 'client',
  tag: TAG,
  summary: '余额支付（POST）',
  body: Type.Object({ ...OrderCode, ...PayPassword }),
  response: PayResult,
});

export const CreditCheck = Type.Object({
  credit_limit: Yuan('授信额度'),
  used_credit: Yuan('已用额度'),
  available_credit: Yuan('可用额度'),
  total: Yuan('订单应付'),
  enough: Flag('额度足够'),
});
export type CreditCheck = Static<typeof CreditCheck>;

export const creditCheckTrade = endpoint({
  method: 'POST',
  path: '/w1/credit/creditCheckTrade',
  auth: 'client',
  tag: TAG,
  summary: '信用支付前校验可用额度',
  body: Type.Object(OrderCode),
  response: CreditCheck,
});

export const creditPay = endpoint({
  method: 'GET',
  path: '/w1/creditPay',
  writes: true,
  auth: 'client',
  tag: TAG,
  summary: '信用支付：占用授信额度（欠款），订单变为待发货；需支付密码',
  query: Type.Object({ ...OrderCode, ...PayPassword }),
  response: PayResult,
});

export const creditPayPost = endpoint({
  method: 'POST',
  path: '/w1/creditPay',
  auth: 'client',
  tag: TAG,
  summary: '信用支付（POST）',
  body: Type.Object({ ...OrderCode, ...PayPassword }),
  response: PayResult,
});

export const BankTransferInfo = Type.Object({
  order_code: Type.String(),
  status: Type.Integer(),
  status_text: Type.String(),
  total: Yuan('应付金额'),
  bank: BankDetails,
});
export type BankTransferInfo = Static<typeof BankTransferInfo>;

export const bankTransfer = endpoint({
  method: 'GET',
  path: '/w1/BankTransfer',
  writes: true,
  auth: 'client',
  tag: TAG,
  summary: '银行转账：返回对公账户，订单变为待审核（到账确认后发货）',
  query: Type.Object(OrderCode),
  response: BankTransferInfo,
});

export const wxpay = endpoint({
  method: 'POST',
  path: '/w1/Wxpay',
  auth: 'client',
  tag: TAG,
  summary: '微信扫码支付：生成支付二维码（新的二维码会关闭旧的）',
  body: Type.Object(OrderCode),
  response: QrPay,
});

export const alipay = endpoint({
  method: 'POST',
  path: '/w1/alipay',
  auth: 'client',
  tag: TAG,
  summary: '支付宝扫码支付：生成支付二维码（新的二维码会关闭旧的）',
  body: Type.Object(OrderCode),
  response: QrPay,
});

export const wxpayReturn = endpoint({
  method: 'GET',
  path: '/w1/WxpayReturn',
  auth: 'client',
  tag: TAG,
  summary: '扫码支付返回：订单的支付结果',
  query: Type.Object(OrderCode),
  response: PayResult,
});

export const PayStatus = Type.Object({
  kind: OneOf('类型', ['order', 'recharge', 'repayment', 'article'] as const),
  code: Type.String({ description: '订单编号、充值单号或还款单号' }),
  paid: Flag('已支付'),
});
export type PayStatus = Static<typeof PayStatus>;

export const ajaxGetStatus = endpoint({
  method: 'POST',
  path: '/w1/ajaxGetStatus',
  auth: 'client',
  tag: TAG,
  summary: '支付结果查询（二维码弹窗每秒轮询）：已支付 code 200；未支付 code 101',
  body: Type.Object({
    order_code: Type.Optional(Str('订单编号', 40, { minLength: 1 })),
    orderNo: Type.Optional(Str('还款单号', 40, { minLength: 1 })),
  }),
  response: PayStatus,
});

export const payNotify = endpoint({
  method: 'POST',
  path: '/pay/notify/:provider',
  auth: 'none',
  tag: TAG,
  summary: '支付平台异步通知（原始报文验签；按平台要求的格式应答）',
  params: Type.Object({ provider: OneOf('支付平台', ['sandbox', 'alipay', 'wxpay'] as const) }),
  file: [MEDIA.text, MEDIA.json],
  identityCheck: false,
  response: Type.Any(),
});
