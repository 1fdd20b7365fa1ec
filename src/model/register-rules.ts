/**
 * Registration rules shared by the register page (instant feedback) and the server (authority): the form's
 * fields, their validators, the licence uploads a client type needs and how many pictures each takes.
 */
import type { LicenceDetails } from './compliance-forms';
import { CLIENT_TYPES, type ClientType } from './enums';
import { UPLOAD_LIMIT_DEFAULT } from './constants';
import { LICENCES, licenceNeed, missingLicences, type LicenceKey } from './licences';
import { validateIdCard, validateLandline, validateMobile, validateName, validatePassword, type Validator } from './validators';

/** Upload field names by licence key; the rest take UPLOAD_LIMIT_DEFAULT (1) picture. */
const UPLOAD_LIMITS: Partial<Record<LicenceKey, number>> = { ptts: 3, otherLicense: 3 };
export const uploadLimitOf = (key: LicenceKey) => UPLOAD_LIMITS[key] ?? UPLOAD_LIMIT_DEFAULT;

export const USERNAME_MESSAGE = '账号须为4-20位字母、数字或下划线，且以字母开头';
export const validateUsername: Validator = (v) => (/^[A-Za-z]\w{3,19}$/.test(v.trim()) ? null : USERNAME_MESSAGE);
export const validateUnitName: Validator = (v) =>
  v.trim().length < 2 || v.trim().length > 50 ? '请输入2-50个字的单位名称' : null;
export const validateAddress: Validator = (v) =>
  v.trim().length < 2 || v.trim().length > 100 ? '请输入2-100个字的详细地址' : null;
export const validateVerifyCode: Validator = (v) => (/^\d{6}$/.test(v.trim()) ? null : '请输入6位短信验证码');
/** The landline is optional: empty is fine, anything else must be a real number. */
export const validateOptionalLandline: Validator = (v) => (v.trim() ? validateLandline(v) : null);

export const isClientType = (v: unknown): v is ClientType => typeof v === 'number' && v in CLIENT_TYPES;

/** What the register page sends to POST /v5/saveRegister. Area fields are GB/T 2260 area ids. */
export interface RegisterInput {
  client_type: ClientType;
  username: string;
  password: string;
  confirm_password: string;
  /** Unit name (clinic, pharmacy or company). */
  vencus_name: string;
  /** Contact person. */
  name: string;
  mobile: string;
  code: string;
  telephone: string;
  /** Purchaser's ID card. */
  id_card: string;
  province: number;
  city: number;
  area: number;
  address: string;
  /** Referring salesman (getBd), 0 for none. */
  bd_id: number;
  /** Licence key → upload urls (from POST /api/upload). */
  licences: Partial<Record<LicenceKey, string[]>>;
  /** Number, issuer and validity of certificates with a picture (optional, model/compliance-forms.ts). */
  licence_info?: LicenceDetails[];
}

export type RegisterField = Exclude<keyof RegisterInput, 'licences' | 'bd_id' | 'licence_info'>;

/** One validator per text field, in the order the form shows them. */
export const REGISTER_TEXT_RULES: [RegisterField, Validator][] = [
  ['username', validateUsername],
  ['password', validatePassword],
  ['vencus_name', validateUnitName],
  ['name', validateName],
  ['mobile', validateMobile],
  ['code', validateVerifyCode],
  ['telephone', validateOptionalLandline],
  ['id_card', validateIdCard],
  ['address', validateAddress],
];

export const confirmPasswordProblem = (password: string, confirm: string) =>
  !confirm ? '请再次输入密码' : confirm !== password ? '两次输入的密码不一致' : null;

const AREA_MESSAGES = { province: '请选择您的省份', city: '请选择您的城市', area: '请选择您的区域' } as const;

/** Every problem of a registration, by field ('licence.<key>' for licences); empty when it may be submitted. */
export function registrationProblems(input: Partial<RegisterInput>): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isClientType(input.client_type)) out.client_type = '请选择客户类型';
  for (const [field, validate] of REGISTER_TEXT_RULES) {
    const value = input[field];
    const problem = validate(typeof value === 'string' ? value : '');
    if (problem) out[field] = problem;
  }
  const confirm = confirmPasswordProblem(input.password ?? '', input.confirm_password ?? '');
  if (confirm) out.confirm_password = confirm;
  for (const key of ['province', 'city', 'area'] as const) {
    const v = input[key];
    if (!(typeof v === 'number' && Number.isInteger(v) && v > 0)) out[key] = AREA_MESSAGES[key];
  }
  if (isClientType(input.client_type)) Object.assign(out, licenceProblems(input.client_type, input.licences ?? {}));
  return out;
}

/** Licence problems: a required one missing, one the type is not asked for, or too many pictures. */
export function licenceProblems(type: ClientType, licences: Partial<Record<string, string[]>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, urls] of Object.entries(licences)) {
    if (!urls?.length) continue;
    if (!(key in LICENCES) || !licenceNeed(key as LicenceKey, type)) {
      out[`licence.${key}`] = `${CLIENT_TYPES[type]}无需上传该资质`;
    } else if (urls.length > uploadLimitOf(key as LicenceKey)) {
      out[`licence.${key}`] = `${LICENCES[key as LicenceKey]}最多上传${uploadLimitOf(key as LicenceKey)}张`;
    }
  }
  for (const key of missingLicences(type, licences as Partial<Record<LicenceKey, string[]>>)) {
    out[`licence.${key}`] = `请上传${LICENCES[key]}`;
  }
  return out;
}
