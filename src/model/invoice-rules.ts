/**
 * Invoices (发票, issue 29): the buyer's invoice details, the checkout choice, an order's invoice record and the file
 * staff or the ERP upload. Pure rules shared by the browser (preview) and the server (authority).
 *
 * 税号 is the 18-character unified social credit code of GB 32100-2015: characters from a 31-symbol alphabet (the
 * digits and the capitals without I, O, Z, S, V), the 18th a check character: weights 3^i mod 31 for i = 0…16,
 * check = 31 − (Σ value × weight mod 31), 31 written as 0.
 */

/** The kinds of invoice on the account: 普通发票 or 增值税专用发票. */
export const INVOICE_KINDS = ['normal', 'special'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** The checkout choice: no invoice, or one of the kinds. */
export const INVOICE_CHOICES = ['none', ...INVOICE_KINDS] as const;
export type InvoiceChoice = (typeof INVOICE_CHOICES)[number];

export const INVOICE_KIND_TEXT: Record<InvoiceKind, string> = { normal: '普通发票', special: '增值税专用发票' };
export const INVOICE_CHOICE_TEXT: Record<InvoiceChoice, string> = { none: '不开发票', normal: '普通发票', special: '专用发票' };

/** An order's invoice: 0 未申请 (no record), 1 待开票 (asked at checkout or later), 2 已开票 (number and file in). */
export const INVOICE_STATUS = { none: 0, pending: 1, issued: 2 } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, string> = { 0: '未申请', 1: '待开票', 2: '已开票' };

/** Order statuses an invoice may be asked for after the order: paid (待发货, 已审核), 待收货, 已完成. */
export const INVOICEABLE_ORDER_STATUSES: readonly number[] = [1, 2, 3, 11];

/** GB 32100-2015 alphabet: index = value. */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = Array.from({ length: 17 }, (_, i) => 3 ** i % 31);

/** The check character of the first 17 characters, or null when one is outside the alphabet. */
export function usccCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const v = USCC_ALPHABET.indexOf(first17[i]!);
    if (v < 0) return null;
    sum += v * USCC_WEIGHTS[i]!;
  }
  const check = (31 - (sum % 31)) % 31;
  return USCC_ALPHABET[check]!;
}

export const INVOICE_MSG = {
  taxNoLength: '税号应为18位统一社会信用代码',
  taxNoChars: '税号含有无效字符（统一社会信用代码不含 I、O、Z、S、V）',
  taxNoCheck: '税号校验位不正确，请核对统一社会信用代码',
  titleMissing: '请填写发票抬头',
  titleLong: '发票抬头不能超过100个字',
  bankMissing: '开具专用发票须填写开户银行',
  accountMissing: '开具专用发票须填写银行账号',
  accountBad: '银行账号应为6-30位数字',
  addressMissing: '开具专用发票须填写注册地址',
  phoneMissing: '开具专用发票须填写注册电话',
  phoneBad: '请输入正确的注册电话（座机或手机号码）',
  kindBad: '请选择发票类型',
  detailsMissing: '请先在“基本信息”中填写发票信息',
  specialDetailsMissing: '开具专用发票须先完善开户银行、银行账号、注册地址和注册电话',
  saved: '发票信息已保存',
  notRequestable: '该订单当前不能申请开票：仅已付款或已完成且未开票的订单可以申请',
  alreadyRequested: '该订单已申请开票，请勿重复申请',
  invoiceNoBad: '发票号码应为8-20位数字或字母',
  fileMissing: '请选择发票文件（PDF 或 OFD）',
  fileBad: '发票文件只能是 PDF 或 OFD 格式',
  fileTooLarge: (mb: number) => `发票文件不能超过${mb}MB`,
  orderNotInvoiceable: '已取消或已全额退款的订单不能开票',
  noFile: '该订单的发票尚未开具',
  requested: '已提交开票申请，开具后可在订单详情下载',
} as const;

/** 税号: null when valid, else why not (length, alphabet, check character). Lower case is read as upper. */
export function taxNoProblem(raw: string): string | null {
  const v = raw.trim().toUpperCase();
  if (v.length !== 18) return INVOICE_MSG.taxNoLength;
  if ([...v].some((c) => !USCC_ALPHABET.includes(c))) return INVOICE_MSG.taxNoChars;
  return usccCheckChar(v.slice(0, 17)) === v[17] ? null : INVOICE_MSG.taxNoCheck;
}

export interface InvoiceDetailsInput {
  kind: InvoiceKind;
  title: string;
  tax_no: string;
  bank: string;
  account: string;
  address: string;
  phone: string;
}
export type InvoiceField = Exclude<keyof InvoiceDetailsInput, 'kind'>;
export const INVOICE_FIELDS: readonly InvoiceField[] = ['title', 'tax_no', 'bank', 'account', 'address', 'phone'];

const PHONE_RE = /^(\d{3,4}-?\d{7,8}|1[3-9]\d{9})$/;
const ACCOUNT_RE = /^\d{6,30}$/;

/** Trimmed, the tax number upper-cased, spaces out of the account (how people copy it from a bank card). */
export function normalizeInvoiceDetails(d: InvoiceDetailsInput): InvoiceDetailsInput {
  return {
    kind: d.kind,
    title: d.title.trim(),
    tax_no: d.tax_no.trim().toUpperCase(),
    bank: d.bank.trim(),
    account: d.account.replace(/\s+/g, ''),
    address: d.address.trim(),
    phone: d.phone.trim(),
  };
}

/**
 * Every problem of the details, by field (empty when they may be saved). 抬头 and 税号 always; for 专票 the bank,
 * account, registered address and phone are required, and for 普票 they are checked when given.
 */
export function invoiceDetailsProblems(raw: InvoiceDetailsInput): Partial<Record<InvoiceField | 'kind', string>> {
  const d = normalizeInvoiceDetails(raw);
  const out: Partial<Record<InvoiceField | 'kind', string>> = {};
  if (!(INVOICE_KINDS as readonly string[]).includes(d.kind)) out.kind = INVOICE_MSG.kindBad;
  if (!d.title) out.title = INVOICE_MSG.titleMissing;
  else if (d.title.length > 100) out.title = INVOICE_MSG.titleLong;
  const tax = taxNoProblem(d.tax_no);
  if (tax) out.tax_no = tax;
  const special = d.kind === 'special';
  if (special && !d.bank) out.bank = INVOICE_MSG.bankMissing;
  if (special && !d.account) out.account = INVOICE_MSG.accountMissing;
  else if (d.account && !ACCOUNT_RE.test(d.account)) out.account = INVOICE_MSG.accountBad;
  if (special && !d.address) out.address = INVOICE_MSG.addressMissing;
  if (special && !d.phone) out.phone = INVOICE_MSG.phoneMissing;
  else if (d.phone && !PHONE_RE.test(d.phone)) out.phone = INVOICE_MSG.phoneBad;
  return out;
}

/** The first problem, for a server refusal (null when the details may be saved). */
export function invoiceDetailsProblem(d: InvoiceDetailsInput): string | null {
  return Object.values(invoiceDetailsProblems(d))[0] ?? null;
}

/**
 * Why the saved details cannot back an invoice of `kind` (null when they can): none saved, or 专票 asked with
 * details that lack what a 专票 needs (saved as 普票).
 */
export function detailsRefusalFor(kind: InvoiceKind, saved: InvoiceDetailsInput | null): string | null {
  if (!saved) return INVOICE_MSG.detailsMissing;
  const problem = invoiceDetailsProblem({ ...saved, kind });
  if (!problem) return null;
  return kind === 'special' ? INVOICE_MSG.specialDetailsMissing : INVOICE_MSG.detailsMissing;
}

/** May the buyer ask for an invoice of this order now? (paid or finished, and not asked yet) */
export const canRequestInvoice = (orderStatus: number, invoiceStatus: InvoiceStatus): boolean =>
  invoiceStatus === INVOICE_STATUS.none && INVOICEABLE_ORDER_STATUSES.includes(orderStatus);

/** Order statuses staff may not issue an invoice for: cancelled (4, 7) and fully refunded (16). */
export const NOT_INVOICEABLE_ORDER_STATUSES: readonly number[] = [4, 7, 16];

/** 发票号码: 8 (paper, 增值税发票) to 20 (全电发票) digits or letters. */
export const invoiceNoProblem = (raw: string): string | null => (/^[0-9A-Za-z]{8,20}$/.test(raw.trim()) ? null : INVOICE_MSG.invoiceNoBad);

/** The invoice files the store keeps and their media types. */
export const INVOICE_FILE_TYPES = { pdf: 'application/pdf', ofd: 'application/ofd' } as const;
export type InvoiceFileType = keyof typeof INVOICE_FILE_TYPES;
