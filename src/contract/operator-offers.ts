/**
 * The operator's commands for coupon templates (优惠券, read by the coupon centre and spent at checkout) and
 * add-on-price offers (加价购, getJJGProductList): list, create (scheduled by the start time) and end now
 * (npm run operator -- coupons | coupon-create | coupon-end | addprices | addprice-create | addprice-end).
 */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './define';
import { Id, Int, List, OneOfInt, Stamp, Str, Yuan, YuanInput } from './fields';
import { SeckillPhase } from './promotions';

const OPERATOR_TAG = '运维';

const Window = {
  start_time: Type.String(),
  end_time: Type.String(),
};

export const OperatorCoupon = Type.Object({
  coupon_id: Type.Integer(),
  coupon_title: Type.String({ description: '券面规则，如 满500减50' }),
  type_name: Type.String({ description: '满减券 / 折扣券' }),
  act_name: Type.String(),
  coupon_type: Type.Integer({ description: '1 满减 2 折扣' }),
  amount: Yuan('减免金额（满减）'),
  fold: Type.String({ description: '折扣（折扣券，如 9折）' }),
  max_discount: Yuan('最高优惠（折扣券）'),
  min_spend: Yuan('最低消费'),
  scope: Type.String({ description: '适用范围' }),
  claimed: Type.Integer(),
  unused: Type.Integer({ description: '已领取未使用（结束时随之失效）' }),
  total: Type.Integer(),
  claimable: Type.Boolean({ description: 'false：仅作抽奖奖品发放' }),
  phase: SeckillPhase,
  ...Window,
});
export type OperatorCoupon = Static<typeof OperatorCoupon>;

export const OperatorAddPrice = Type.Object({
  offer_id: Type.Integer(),
  product_id: Type.Integer(),
  ty_name: Type.String(),
  add_price: Yuan('加价购价（元）'),
  own_price: Yuan('商品售价（元）'),
  threshold: Yuan('主商品门槛（元）'),
  main_products: Type.Array(Type.Object({ product_id: Type.Integer(), ty_name: Type.String() })),
  phase: SeckillPhase,
  ...Window,
});
export type OperatorAddPrice = Static<typeof OperatorAddPrice>;

export const COUPON_SCOPE_MAX = 200;

export const CouponScopeInput = Type.Object({
  product_ids: Type.Optional(List('适用商品', Id('商品ID'), COUPON_SCOPE_MAX)),
  class_ids: Type.Optional(List('适用分类', Id('分类ID'), COUPON_SCOPE_MAX)),
  brands: Type.Optional(List('适用品牌', Str('品牌', 40, { minLength: 1 }), COUPON_SCOPE_MAX)),
}, { title: '适用范围（不填为全场通用）' });
export type CouponScopeInput = Static<typeof CouponScopeInput>;

export const NewCouponBody = Type.Object({
  coupon_type: OneOfInt('券类型', [1, 2] as const, { description: '1 满减 2 折扣' }),
  amount: Type.Optional(YuanInput('减免金额')),
  discount: Type.Optional(Str('折扣', 8, { description: '如 0.9 或 9折' })),
  max_discount: Type.Optional(YuanInput('最高优惠')),
  min_spend: YuanInput('最低消费'),
  total: Int('发放数量', 1, 1_000_000),
  start_time: Stamp('开始时间'),
  end_time: Stamp('结束时间'),
  act_name: Type.Optional(Str('活动名称', 40)),
  scope: Type.Optional(CouponScopeInput),
});
export type NewCoupon = Static<typeof NewCouponBody>;

export const operatorCoupons = endpoint({
  method: 'POST',
  path: '/operator/promotions/coupons',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '优惠券模板列表（最近 100 个）',
  body: Type.Object({}),
  response: Type.Array(OperatorCoupon),
});

export const operatorCouponCreate = endpoint({
  method: 'POST',
  path: '/operator/promotions/coupon/create',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '创建（排期）优惠券：满减（减免金额、最低消费）或折扣（折扣、最高优惠、最低消费），发放数量、有效期、适用范围',
  body: NewCouponBody,
  response: OperatorCoupon,
});

export const operatorCouponEnd = endpoint({
  method: 'POST',
  path: '/operator/promotions/coupon/end',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '立即结束优惠券：停止领取，客户已领取未使用的券随之失效（已下的订单不受影响）',
  body: Type.Object({ coupon_id: Id('优惠券') }),
  response: OperatorCoupon,
});

export const ADD_PRICE_MAINS_MAX = 50;

export const NewAddPriceBody = Type.Object({
  product_id: Id('加价购商品ID'),
  add_price: YuanInput('加价购价'),
  threshold: YuanInput('门槛金额'),
  main_product_ids: List('主商品', Id('主商品ID'), ADD_PRICE_MAINS_MAX, { minItems: 1 }),
  start_time: Stamp('开始时间'),
  end_time: Stamp('结束时间'),
});
export type NewAddPrice = Static<typeof NewAddPriceBody>;

export const operatorAddPrices = endpoint({
  method: 'POST',
  path: '/operator/promotions/addprices',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '加价购活动列表（最近 100 个）',
  body: Type.Object({}),
  response: Type.Array(OperatorAddPrice),
});

export const operatorAddPriceCreate = endpoint({
  method: 'POST',
  path: '/operator/promotions/addprice/create',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '创建（排期）加价购：商品、加价购价、主商品与门槛金额（每个商品一个活动，已结束的被替换）',
  body: NewAddPriceBody,
  response: OperatorAddPrice,
});

export const operatorAddPriceEnd = endpoint({
  method: 'POST',
  path: '/operator/promotions/addprice/end',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '立即结束加价购（购物车中的加价购商品随之失效）',
  body: Type.Object({ offer_id: Id('加价购活动') }),
  response: OperatorAddPrice,
});
