/** Personal centre calls (SPEC §7 account section) and selectCompany. */
import type { ClientCredit, Coupon, CouponKind, MyCoupons, PasswordChange, UserBase, UserBaseInput } from '../model/account-types';
import { apiGet, apiPost, type RequestOptions } from './client';
import { unwrap } from './unwrap';

export function getUserBase(opts: RequestOptions = {}): Promise<UserBase> {
  return unwrap(apiGet<UserBase>('/w1/UserBase', undefined, opts));
}

export function saveUserBase(input: UserBaseInput, opts: RequestOptions = {}): Promise<UserBase> {
  return unwrap(apiPost<UserBase>('/w1/saveUserBase', input, opts));
}

/** The spec's literal path. */
export function updateClientPass(input: PasswordChange, opts: RequestOptions = {}): Promise<null> {
  return unwrap(apiPost<null>('/w1/updateClientPassupdateClientPass', input, opts));
}

export function getMyCoupons(kind?: CouponKind, opts: RequestOptions = {}): Promise<MyCoupons> {
  return unwrap(apiGet<MyCoupons>('/w1/myCoupons', kind === undefined ? undefined : { kind }, opts));
}

export function receiveCoupon(couponId: number, opts: RequestOptions = {}): Promise<Coupon> {
  return unwrap(apiPost<Coupon>('/w1/receiveCoupon', { coupon_id: couponId }, opts));
}

export function getClientCredit(opts: RequestOptions = {}): Promise<ClientCredit> {
  return unwrap(apiGet<ClientCredit>('/w1/clientCredit', undefined, opts));
}

/** company_id is the company to switch to (the caller's value wins over the stored identity). */
export function selectCompany(companyId: number, opts: RequestOptions = {}): Promise<{ client_id: number; company_id: number }> {
  return unwrap(apiPost('/w1/selectCompany', { company_id: companyId }, opts));
}
