/** Personal centre calls (SPEC §7 account section). */
import * as personal from '../contract/personal';
import type { ClientCredit, Coupon, CouponKind, MyCoupons, PasswordChange, UserBase, UserBaseInput } from '../contract/personal';
import type { RequestOptions } from './client';
import { call } from './call';

export function getUserBase(opts: RequestOptions = {}): Promise<UserBase> {
  return call(personal.userBase, undefined, opts);
}

export function saveUserBase(input: UserBaseInput, opts: RequestOptions = {}): Promise<UserBase> {
  return call(personal.saveUserBase, input, opts);
}

/** The spec's literal path. */
export function updateClientPass(input: PasswordChange, opts: RequestOptions = {}): Promise<null> {
  return call(personal.updateClientPass, input, opts);
}

export function getMyCoupons(kind?: CouponKind, opts: RequestOptions = {}): Promise<MyCoupons> {
  return call(personal.myCoupons, kind === undefined ? {} : { kind }, opts);
}

export function receiveCoupon(couponId: number, opts: RequestOptions = {}): Promise<Coupon> {
  return call(personal.receiveCoupon, { coupon_id: couponId }, opts);
}

export function getClientCredit(opts: RequestOptions = {}): Promise<ClientCredit> {
  return call(personal.clientCredit, undefined, opts);
}
