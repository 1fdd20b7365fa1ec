/**
 * The two forms of the compliance pages, checked the same way by the page (before sending) and the server (before
 * writing): a licence renewal and an authorised purchaser. Each answers field → Chinese message; empty = valid.
 */
import { hasValidity } from './compliance';
import { LICENCES } from './licences';
import { validateIdCard, validateMobile, validateName } from './validators';

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
export const realDay = (s: string) => DAY_RE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

export interface RenewalInput {
  kind: string;
  number: string;
  issuer: string;
  valid_from: string;
  valid_until: string;
  url: string;
}

export type FormProblems<K extends string> = Partial<Record<K, string>>;

function validityProblems(from: string, until: string, today: string): FormProblems<'valid_from' | 'valid_until'> {
  const out: FormProblems<'valid_from' | 'valid_until'> = {};
  if (!realDay(from)) out.valid_from = '请选择有效期起始日期';
  if (!realDay(until)) out.valid_until = '请选择有效期截止日期';
  else if (until < today) out.valid_until = '有效期截止日期不能早于今天';
  else if (realDay(from) && from > until) out.valid_until = '有效期截止日期不能早于起始日期';
  return out;
}

export function renewalProblems(r: RenewalInput, today: string): FormProblems<keyof RenewalInput> {
  const out: FormProblems<keyof RenewalInput> = {};
  if (!Object.prototype.hasOwnProperty.call(LICENCES, r.kind) || !hasValidity(r.kind)) out.kind = '请选择要更新的证照';
  if (!r.number.trim()) out.number = '请填写证照编号';
  if (!r.issuer.trim()) out.issuer = '请填写发证机关';
  if (!r.url) out.url = '请上传新证照片';
  return { ...out, ...validityProblems(r.valid_from, r.valid_until, today) };
}

export interface PurchaserInput {
  name: string;
  id_card: string;
  phone: string;
  valid_from: string;
  valid_until: string;
  letter_url: string;
}

export function purchaserProblems(p: PurchaserInput, today: string): FormProblems<keyof PurchaserInput> {
  const out: FormProblems<keyof PurchaserInput> = {};
  const name = validateName(p.name.trim());
  if (name) out.name = name;
  const id = validateIdCard(p.id_card.trim());
  if (id) out.id_card = id;
  const phone = validateMobile(p.phone.trim());
  if (phone) out.phone = phone;
  if (!p.letter_url) out.letter_url = '请上传采购授权委托书';
  return { ...out, ...validityProblems(p.valid_from, p.valid_until, today) };
}

/** A certificate's particulars given at registration (optional): kept with its picture as the licence of record. */
export interface LicenceDetails {
  kind: string;
  number: string;
  issuer: string;
  valid_from: string;
  valid_until: string;
}

/**
 * Problems of the particulars given at registration, by `licenceInfo.<kind>` (the first of each): a certificate of
 * this registration with its picture, every field filled, real dates, the end not before today.
 */
export function licenceDetailProblems(details: readonly LicenceDetails[], pictures: Partial<Record<string, string[]>>, today: string): Record<string, string> {
  const out: Record<string, string> = {};
  const seen = new Set<string>();
  for (const d of details) {
    if (seen.has(d.kind)) {
      out[`licenceInfo.${d.kind}`] = '同一证照只能填写一次';
      continue;
    }
    seen.add(d.kind);
    const url = pictures[d.kind]?.[0] ?? '';
    const p = renewalProblems({ ...d, url }, today);
    const first = p.kind ?? (url ? undefined : `请先上传${LICENCES[d.kind as keyof typeof LICENCES] ?? '证照'}照片`) ?? Object.values(p)[0];
    if (first) out[`licenceInfo.${d.kind}`] = first;
  }
  return out;
}

/** Only the rows the registrant started filling in are sent (all four fields empty = not given). */
export const givenDetails = (rows: Partial<Record<string, Omit<LicenceDetails, 'kind'>>>): LicenceDetails[] =>
  Object.entries(rows)
    .filter((e): e is [string, Omit<LicenceDetails, 'kind'>] => !!e[1] && Object.values(e[1]).some((v) => v.trim() !== ''))
    .map(([kind, d]) => ({ kind, ...d }));
