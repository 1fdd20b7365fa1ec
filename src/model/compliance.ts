/**
 * The compliance engine (GSP): may this client, through this purchaser, buy this product today? The product part is
 * the purchase rules' refusal (never sold online, business scope, sale state, quantity); this adds the buyer part:
 * the account's review and freeze, the licences the client type must hold and their validity, and the purchaser's
 * authorisation. Every reason carries a code, the Chinese text, what to do (fix) and whether it blocks or only
 * warns. The server decides with it at submit; the browser previews with the same function.
 */
import type { ClientType } from './enums';
import { LICENCES, licenceNeed, type LicenceKey } from './licences';
import { productRefusal, refusal, type ComplianceCode, type PurchaseFacts, type Refusal } from './purchase-rules';
import { daysBetween } from './salesman-report';

export type Severity = 'block' | 'warn';
export interface Reason extends Refusal {
  severity: Severity;
}

/** Licences that are certificates with a validity period; the others (ID copies, seals, invoices) do not expire. */
export const VALIDITY_KINDS = ['business', 'phaTrading', 'GSP', 'medPractice', 'instrument', 'foodBusiness'] as const satisfies readonly LicenceKey[];
export type ValidityKind = (typeof VALIDITY_KINDS)[number];
export const hasValidity = (kind: string): kind is ValidityKind => (VALIDITY_KINDS as readonly string[]).includes(kind);

/** A licence within this many days of its end is a warning (the salesman's 即将过期 uses the same 30). */
export const LICENCE_WARN_DAYS = 30;
/** Reminder steps (days left): the header notice names the step reached. */
export const REMINDER_DAYS = [90, 30, 7] as const;

export interface LicenceFact {
  kind: string;
  /** Last valid day, yyyy-MM-dd (China); null = on file without an end date. */
  validUntil: string | null;
}

export interface PurchaserFact {
  id: number;
  name: string;
  /** The phone registered with the authorisation: a clinic system names the person logged in by it. */
  phone: string;
  validFrom: string;
  validUntil: string;
  revoked: boolean;
}

export interface ComplianceFacts {
  /** yyyy-MM-dd, China time. */
  today: string;
  clientType: ClientType;
  /** 0 pending review, 1 approved, 2 rejected. */
  checkStatus: number;
  /** 1 normal, 2 frozen. */
  status: number;
  licences: LicenceFact[];
  purchasers: PurchaserFact[];
}

export const COMPLIANCE_TEXT = {
  licenceMissing: (name: string) => `尚未上传${name}，请上传后再下单`,
  licenceExpired: (name: string, day: string) => `${name}已于${day}过期，不能提交订单，请上传新证`,
  licenceExpiring: (name: string, day: string, left: number) =>
    left === 0 ? `${name}今天（${day}）到期，请尽快上传新证` : `${name}将于${day}到期（还剩${left}天），请及时上传新证`,
  accountReview: '您的账号正在审核中，审核通过后才能下单',
  accountRejected: '您的账号审核未通过，不能下单',
  accountFrozen: '您的账号已冻结，不能下单',
  purchaserMissing: '请选择本次下单的采购人员',
  purchaserNone: '尚未登记授权采购人员，请先在个人中心登记采购人员及授权委托书',
  purchaserUnknown: '所选采购人员不是本单位已授权的采购人员',
  purchaserRevoked: (name: string) => `采购人员${name}的授权已撤销`,
  purchaserNotYet: (name: string, day: string) => `采购人员${name}的授权自${day}起生效`,
  purchaserExpired: (name: string, day: string) => `采购人员${name}的授权已于${day}到期，请上传新的授权委托书`,
  handshakeUnknown: (phone: string) => `诊所系统登录的人员（手机号${phone}）不是本单位登记的授权采购人员`,
  handshakeOther: (name: string) => `本次由诊所系统登录的采购人员${name}下单，不能选择其他采购人员`,
} as const;

/** A phone as views and refusals show it: the first 3 and last 4 digits. */
export const maskPhone = (p: string) => (p.length >= 11 ? `${p.slice(0, 3)}****${p.slice(-4)}` : p);

const reason = (code: ComplianceCode, text: string, fix: Parameters<typeof refusal>[2], severity: Severity = 'block'): Reason => ({
  ...refusal(code, text, fix),
  severity,
});

export const daysLeft = (today: string, validUntil: string) => daysBetween(today, validUntil);

/** The reminder step a licence has reached (90, 30 or 7 days left), or null (further off, or already expired). */
export function reminderStep(left: number): (typeof REMINDER_DAYS)[number] | null {
  if (left < 0) return null;
  let step: (typeof REMINDER_DAYS)[number] | null = null;
  for (const d of REMINDER_DAYS) if (left <= d) step = d;
  return step;
}

/** Account state: under review, rejected or frozen blocks every order. */
function accountReasons(f: ComplianceFacts): Reason[] {
  if (f.status === 2) return [reason('accountFrozen', COMPLIANCE_TEXT.accountFrozen, 'unfreeze')];
  if (f.checkStatus === 0) return [reason('accountReview', COMPLIANCE_TEXT.accountReview, 'waitReview')];
  if (f.checkStatus === 2) return [reason('accountReview', COMPLIANCE_TEXT.accountRejected, 'contactService')];
  return [];
}

/**
 * Licence reasons, soonest first: a required certificate not on file, one past its last day (blocks), one ending
 * within LICENCE_WARN_DAYS (warns). A licence the client type is not asked for is only shown, never judged.
 */
export function licenceReasons(f: Pick<ComplianceFacts, 'today' | 'clientType' | 'licences'>): Reason[] {
  const out: Reason[] = [];
  const byKind = new Map(f.licences.map((l) => [l.kind, l]));
  for (const kind of VALIDITY_KINDS) {
    if (licenceNeed(kind, f.clientType) !== 'required') continue;
    const name = LICENCES[kind];
    const l = byKind.get(kind);
    if (!l) {
      out.push(reason('licenceMissing', COMPLIANCE_TEXT.licenceMissing(name), 'uploadLicence'));
      continue;
    }
    if (l.validUntil === null) continue;
    const left = daysLeft(f.today, l.validUntil);
    if (left < 0) out.push(reason('licenceExpired', COMPLIANCE_TEXT.licenceExpired(name, l.validUntil), 'renewLicence'));
    else if (left <= LICENCE_WARN_DAYS) out.push(reason('licenceExpiring', COMPLIANCE_TEXT.licenceExpiring(name, l.validUntil, left), 'renewLicence', 'warn'));
  }
  return out;
}

/** The purchasers who may order today: not revoked, inside their validity. */
export const validPurchasers = (f: Pick<ComplianceFacts, 'today' | 'purchasers'>): PurchaserFact[] =>
  f.purchasers.filter((p) => !p.revoked && p.validFrom <= f.today && f.today <= p.validUntil);

/**
 * Who orders: the chosen purchaser, who must be the client's, not revoked and valid today; none chosen is taken
 * as the only valid one when there is exactly one (an API caller or a single-purchaser clinic need not name him).
 * A session opened by a clinic system's signed link may name the person logged in there (`handshakePhone`): then
 * that person orders, and must be one of the client's purchasers like any other; choosing someone else is refused.
 */
export function purchaserDecision(
  f: Pick<ComplianceFacts, 'today' | 'purchasers'>,
  purchaserId: number | null | undefined,
  handshakePhone: string | null = null,
): { purchaser: PurchaserFact; reason: null } | { purchaser: null; reason: Reason } {
  const refuse = (r: Reason) => ({ purchaser: null, reason: r }) as const;
  if (handshakePhone) {
    const named = f.purchasers.filter((p) => p.phone === handshakePhone);
    const p = named.find((x) => !x.revoked) ?? named[0];
    if (!p) return refuse(reason('purchaserUnauthorised', COMPLIANCE_TEXT.handshakeUnknown(maskPhone(handshakePhone)), 'authorisePurchaser'));
    if (purchaserId !== null && purchaserId !== undefined && purchaserId !== p.id) {
      return refuse(reason('purchaserUnauthorised', COMPLIANCE_TEXT.handshakeOther(p.name), 'choosePurchaser'));
    }
    return personDecision(f, p);
  }
  if (purchaserId === null || purchaserId === undefined) {
    const valid = validPurchasers(f);
    if (valid.length === 1) return { purchaser: valid[0]!, reason: null };
    if (valid.length > 1) return refuse(reason('purchaserMissing', COMPLIANCE_TEXT.purchaserMissing, 'choosePurchaser'));
    const lapsed = [...f.purchasers].filter((p) => !p.revoked).sort((a, b) => (a.validUntil < b.validUntil ? 1 : -1))[0];
    if (lapsed && lapsed.validUntil < f.today) {
      return refuse(reason('purchaserExpired', COMPLIANCE_TEXT.purchaserExpired(lapsed.name, lapsed.validUntil), 'authorisePurchaser'));
    }
    return refuse(reason('purchaserUnauthorised', COMPLIANCE_TEXT.purchaserNone, 'authorisePurchaser'));
  }
  const p = f.purchasers.find((x) => x.id === purchaserId);
  if (!p) return refuse(reason('purchaserUnauthorised', COMPLIANCE_TEXT.purchaserUnknown, 'choosePurchaser'));
  return personDecision(f, p);
}

/** One named purchaser: not revoked, and inside the validity of the authorisation today. */
function personDecision(f: Pick<ComplianceFacts, 'today'>, p: PurchaserFact): { purchaser: PurchaserFact; reason: null } | { purchaser: null; reason: Reason } {
  if (p.revoked) return { purchaser: null, reason: reason('purchaserUnauthorised', COMPLIANCE_TEXT.purchaserRevoked(p.name), 'choosePurchaser') };
  if (p.validFrom > f.today) {
    return { purchaser: null, reason: reason('purchaserUnauthorised', COMPLIANCE_TEXT.purchaserNotYet(p.name, p.validFrom), 'choosePurchaser') };
  }
  if (p.validUntil < f.today) {
    return { purchaser: null, reason: reason('purchaserExpired', COMPLIANCE_TEXT.purchaserExpired(p.name, p.validUntil), 'authorisePurchaser') };
  }
  return { purchaser: p, reason: null };
}

/** Every reason about the buyer (account, licences, purchaser) for an order; blocking ones first. */
export function buyerReasons(f: ComplianceFacts, purchaserId: number | null | undefined, handshakePhone: string | null = null): Reason[] {
  const account = accountReasons(f);
  if (account.length) return account;
  const all = [...licenceReasons(f)];
  const who = purchaserDecision(f, purchaserId, handshakePhone);
  if (who.reason) all.push(who.reason);
  return [...all.filter((r) => r.severity === 'block'), ...all.filter((r) => r.severity === 'warn')];
}

export interface ComplianceAnswer {
  allowed: boolean;
  reasons: Reason[];
}

/**
 * The engine: for a client (facts), a purchaser and optionally a product in an amount, allowed or the reasons.
 * Warnings never make it disallowed.
 */
export function complianceCheck(
  f: ComplianceFacts,
  purchaserId: number | null | undefined,
  product?: { facts: PurchaseFacts; amount: number },
  handshakePhone: string | null = null,
): ComplianceAnswer {
  const reasons = buyerReasons(f, purchaserId, handshakePhone);
  const p = product ? productRefusal(product.facts, product.amount) : null;
  if (p) reasons.unshift({ ...p, severity: 'block' });
  return { allowed: !reasons.some((r) => r.severity === 'block'), reasons };
}

/** The first blocking reason, or null. */
export const firstBlock = (reasons: readonly Reason[]): Reason | null => reasons.find((r) => r.severity === 'block') ?? null;

/** ID card number as every view and log shows it: the first 3 and last 4 characters. */
export function maskIdCard(id: string): string {
  const s = id.trim();
  if (s.length <= 7) return '*'.repeat(s.length);
  return `${s.slice(0, 3)}${'*'.repeat(s.length - 7)}${s.slice(-4)}`;
}

/** Where a fix action is done in the site (null: nothing to navigate to). */
export const FIX_PATH: Partial<Record<Reason['fix'], string>> = {
  uploadLicence: '/personal/licences',
  renewLicence: '/personal/licences',
  authorisePurchaser: '/personal/purchasers',
  login: '/login',
  chooseCustomer: '/salesman/myCustomer',
  addMore: '/category',
  repayOverdue: '/personal/creditManagement',
  setPayPassword: '/personal/cash',
};
