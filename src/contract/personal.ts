/** Personal centre (SPEC §7 account section): basic information, password, coupons, credit line. */
import { Type, type Static } from '@sinclair/typebox';
import type { ClientType } from '../model/enums';
import { Empty } from './common';
import { endpoint } from './define';
import { Id, OneOfInt, Str, Yuan } from './fields';

const TAG = '个人中心';

export const UserBase = Type.Object({
  username: Type.String(),
  client_type: Type.Unsafe<ClientType>(Type.Integer({ minimum: 1, maximum: 6 })),
  client_type_name: Type.String(),
  vencus_name: Type.String(),
  company_name: Type.String(),
  name: Type.String(),
  mobile: Type.String(),
  telephone: Type.String(),
  id_card: Type.String(),
  province: Type.String(),
  city: Type.String(),
  area: Type.String(),
  address: Type.String(),
  checkStatus: Type.Integer(),
});
export type UserBase = Static<typeof UserBase>;

/** The editable contact fields; the landline may be left empty. */
export const UserBaseInput = Type.Object({
  name: Str('联系人姓名', 20),
  mobile: Str('手机号码', 11),
  telephone: Type.Optional(Str('座机', 20, { default: '' })),
  id_card: Str('身份证号', 18),
  address: Str('详细地址', 100),
});
export type UserBaseInput = Static<typeof UserBaseInput>;

export const PasswordChange = Type.Object({
  old_password: Str('原密码', 64),
  password: Str('新密码', 64),
  confirm_password: Str('确认密码', 64),
});
export type PasswordChange = Static<typeof PasswordChange>;

/** Coupon kinds (SPEC §4): 0 claim, 1 use, 2 used, 3 expired. */
export const COUPON_KINDS = [0, 1, 2, 3] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
const CouponKindOut = Type.Unsafe<CouponKind>(Type.Integer({ minimum: 0, maximum: 3 }));

export const Coupon = Type.Object({
  coupon_id: Type.Integer(),
  type_name: Type.String(),
  kind: CouponKindOut,
  /** 1 spend-and-save, 2 discount. */
  coupon_type: Type.Unsafe<1 | 2>(Type.Integer({ minimum: 1, maximum: 2 })),
  config_json: Type.Array(Type.Object({ step1_price: Type.String(), step1_discount: Type.String() })),
  /** Yuan off (type 1). */
  amount: Yuan(),
  /** Threshold in yuan (type 1). */
  payvalue: Yuan(),
  /** Cap in yuan (type 2). */
  max_discount: Yuan(),
  start_time: Type.String(),
  end_time: Type.String(),
  act_name: Type.String(),
  coupon_title: Type.String(),
  /** How many the client holds (kinds 1-3) or may still claim (kind 0). */
  coupon_num: Type.Integer(),
});
export type Coupon = Static<typeof Coupon>;

export const MyCoupons = Type.Object({
  list: Type.Array(Coupon),
  counts: Type.Object({ 0: Type.Integer(), 1: Type.Integer(), 2: Type.Integer(), 3: Type.Integer() }),
});
export type MyCoupons = Static<typeof MyCoupons>;

export const ClientCredit = Type.Object({ credit_limit: Yuan(), used_credit: Yuan(), available_credit: Yuan() });
export type ClientCredit = Static<typeof ClientCredit>;

export const userBase = endpoint({
  method: 'GET',
  path: '/w1/UserBase',
  auth: 'client',
  tag: TAG,
  summary: '基本信息',
  response: UserBase,
});

export const saveUserBase = endpoint({
  method: 'POST',
  path: '/w1/saveUserBase',
  auth: 'client',
  tag: TAG,
  summary: '保存基本信息（联系人、手机、座机、身份证、地址）',
  body: UserBaseInput,
  response: UserBase,
});

export const updateClientPass = endpoint({
  method: 'POST',
  path: '/w1/updateClientPassupdateClientPass',
  auth: 'client',
  tag: TAG,
  summary: '修改登录密码（路径与规格一致）',
  body: PasswordChange,
  response: Empty,
});

export const myCoupons = endpoint({
  method: 'GET',
  path: '/w1/myCoupons',
  auth: 'client',
  tag: TAG,
  summary: '我的优惠券（kind：0可领取 1可使用 2已使用 3已过期；不传为全部）',
  query: Type.Object({ kind: Type.Optional(OneOfInt('优惠券类型', COUPON_KINDS)) }),
  response: MyCoupons,
});

export const receiveCoupon = endpoint({
  method: 'POST',
  path: '/w1/receiveCoupon',
  auth: 'client',
  tag: TAG,
  summary: '领取优惠券',
  body: Type.Object({ coupon_id: Id('优惠券') }),
  response: Coupon,
});

export const clientCredit = endpoint({
  method: 'GET',
  path: '/w1/clientCredit',
  auth: 'client',
  tag: TAG,
  summary: '授信额度',
  response: ClientCredit,
});
