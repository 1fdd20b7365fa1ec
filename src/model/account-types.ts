/** API contract of the account area (registration, areas, CIS login, personal centre); SPEC §3 / §7 field names. */
import type { ClientType } from './enums';

/** Dictionary option (SPEC §3), e.g. the referring salesmen of getBd. */
export interface DictOption {
  dictLabel: string;
  dictValue: string;
}

/** Area option (SPEC §3). area_id is the GB/T 2260 code. */
export interface AreaOption {
  area_id: number;
  area_name: string;
}

export interface CompanyChoice {
  company_id: number;
  company_name: string;
}

export interface RegisterResult {
  client_id: number;
  username: string;
  /** 0 pending review. */
  checkStatus: number;
}

export interface VerifyResult {
  /** Seconds before another code may be asked for. */
  cooldown: number;
  /** Only in demo mode (sandbox SMS): the code itself. */
  code?: string;
}

export interface UploadResult {
  url: string;
}

/** GET /w1/cisLogin. */
export interface CisLoginResult {
  client_id: number;
  company_id: number;
  /** Where the browser goes for the link's action. */
  url: string;
  /** Echo of the partner's bak_var parameter. */
  bak_var: string;
}

export interface UserBase {
  username: string;
  client_type: ClientType;
  client_type_name: string;
  vencus_name: string;
  company_name: string;
  name: string;
  mobile: string;
  telephone: string;
  id_card: string;
  province: string;
  city: string;
  area: string;
  address: string;
  checkStatus: number;
}

export type UserBaseInput = Pick<UserBase, 'name' | 'mobile' | 'telephone' | 'id_card' | 'address'>;

export interface PasswordChange {
  old_password: string;
  password: string;
  confirm_password: string;
}

/** Coupon kinds (SPEC §4): 0 claim, 1 use, 2 used, 3 expired. */
export type CouponKind = 0 | 1 | 2 | 3;

export interface Coupon {
  coupon_id: number;
  type_name: string;
  kind: CouponKind;
  /** 1 spend-and-save, 2 discount. */
  coupon_type: 1 | 2;
  config_json: { step1_price: string; step1_discount: string }[];
  /** Yuan off (type 1). */
  amount: string;
  /** Threshold in yuan (type 1). */
  payvalue: string;
  /** Cap in yuan (type 2). */
  max_discount: string;
  start_time: string;
  end_time: string;
  act_name: string;
  coupon_title: string;
  /** How many the client holds (kinds 1-3) or may still claim (kind 0). */
  coupon_num: number;
}

export interface MyCoupons {
  list: Coupon[];
  counts: Record<CouponKind, number>;
}

export interface ClientCredit {
  credit_limit: string;
  used_credit: string;
  available_credit: string;
}
