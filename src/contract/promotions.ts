/**
 * Promotions (SPEC §2.4 活动): the seckill page, the coupon centre, and the operator's commands to create, schedule and end a seckill.
 * Times are 13-digit millisecond timestamps (SPEC §4 countdowns); `now` is the server's clock so a page can count
 * down right even when the buyer's clock is off.
 */
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { ProductProps, VisitorProductProps } from './catalog';
import { Coupon } from './personal';
import { endpoint } from './define';
import { Id, INT4_MAX, Int, Str, Yuan } from './fields';

const TAG = '促销活动';
const OPERATOR_TAG = '运维';

export const SeckillPhase = Type.Unsafe<'upcoming' | 'running' | 'soldOut' | 'ended'>({
  type: 'string',
  enum: ['upcoming', 'running', 'soldOut', 'ended'],
  description: 'upcoming 即将开始 / running 抢购中 / soldOut 已抢光 / ended 已结束',
});

/** Beside the product's own fields (seckill_id, seckill_total, seckill_min_num, end_time, seckill_price). */
const SeckillFields = {
  title: Type.String(),
  phase: SeckillPhase,
  start_time: Type.Integer({ description: '开始时间（13位毫秒时间戳）' }),
  seckill_stock: Type.Integer({ description: '活动总数量' }),
  seckill_sold: Type.Integer({ description: '已抢数量' }),
  progress: Type.Integer({ description: '已抢百分比 0-100' }),
};

const seckillListOf = <P extends TProperties>(product: P) =>
  Type.Object({
    now: Type.Integer({ description: '服务器时间（13位毫秒时间戳）' }),
    list: Type.Array(Type.Object({ ...product, ...SeckillFields })),
  });

export const SeckillList = seckillListOf(ProductProps);
export type SeckillList = Static<typeof SeckillList>;
export type SeckillItem = SeckillList['list'][number];

export const seckillList = endpoint({
  method: 'GET',
  path: '/w1/seckillList',
  auth: 'public',
  tag: TAG,
  summary: '秒杀专区：进行中、即将开始与刚结束的秒杀（seckill_total 为当前客户本单最多可购数量，-1 不限）',
  response: SeckillList,
  visitorResponse: seckillListOf(VisitorProductProps),
});

export const GroupPhase = Type.Unsafe<'upcoming' | 'open' | 'full' | 'closing' | 'reached' | 'failed'>({
  type: 'string',
  enum: ['upcoming', 'open', 'full', 'closing', 'reached', 'failed'],
  description: 'upcoming 即将开团 / open 拼团中 / full 已满团 / closing 结算中 / reached 已成团 / failed 未成团',
});

/** Beside the product's own fields (purchase_id, purchase_min, max_buy_num = 本单最多, type 1, end_time = 截团时间). */
const GroupFields = {
  title: Type.String(),
  phase: GroupPhase,
  start_time: Type.Integer({ description: '开团时间（13位毫秒时间戳）' }),
  target: Type.Integer({ description: '成团数量（已付款件数达到即成团）' }),
  amountCount: Type.Integer({ description: '已付款参团件数' }),
  progress: Type.Integer({ description: '成团进度 0-100' }),
};
const GroupPriceFields = { group_price: Type.Optional(Yuan('团购价（元）')) };

const groupItemOf = <P extends TProperties>(product: P) => Type.Object({ ...product, ...GroupFields });
const groupListOf = <P extends TProperties>(product: P) =>
  Type.Object({ now: Type.Integer({ description: '服务器时间（13位毫秒时间戳）' }), list: Type.Array(groupItemOf(product)) });

export const GroupList = groupListOf({ ...ProductProps, ...GroupPriceFields });
export type GroupList = Static<typeof GroupList>;
export type GroupItem = GroupList['list'][number];

export const groupPurchaseList = endpoint({
  method: 'GET',
  path: '/w1/groupPurchaseList',
  auth: 'public',
  tag: TAG,
  summary: '团购：拼团中、即将开团与已截团的团购（type 1；amountCount/target 为成团进度）',
  response: GroupList,
  visitorResponse: groupListOf(VisitorProductProps),
});

export const groupPurchaseDetail = endpoint({
  method: 'GET',
  path: '/w1/groupPurchaseDetail',
  auth: 'public',
  tag: TAG,
  summary: '团购详情（/promotion/{groupId}）',
  query: Type.Object({ groupId: Id('团购活动') }),
  response: Type.Object({ now: Type.Integer(), item: groupItemOf({ ...ProductProps, ...GroupPriceFields }) }),
  visitorResponse: Type.Object({ now: Type.Integer(), item: groupItemOf(VisitorProductProps) }),
});

export const couponCenter = endpoint({
  method: 'GET',
  path: '/w1/couponCenter',
  auth: 'public',
  tag: TAG,
  summary: '领券中心：进行中与即将开始的优惠券（kind 0 可领取，coupon_num 为剩余张数，0 为已领完；1 可使用；2 已使用）',
  response: Type.Object({ list: Type.Array(Coupon) }),
});

// Operator API (npm run operator -- seckill-*).

/** yyyy-MM-dd HH:mm:ss, China time. */
const Stamp = (title: string) => Str(title, 19, { pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });
const Limit = (title: string) => Int(title, -1, INT4_MAX, { description: '-1 不限' });

export const OperatorSeckill = Type.Object({
  seckill_id: Type.Integer(),
  product_id: Type.Integer(),
  ty_name: Type.String(),
  title: Type.String(),
  seckill_price: Yuan('秒杀价（元）'),
  seckill_stock: Type.Integer(),
  seckill_sold: Type.Integer(),
  order_limit: Type.Integer(),
  client_limit: Type.Integer(),
  min_num: Type.Integer(),
  start_time: Type.String(),
  end_time: Type.String(),
  phase: SeckillPhase,
});
export type OperatorSeckill = Static<typeof OperatorSeckill>;

export const operatorSeckills = endpoint({
  method: 'POST',
  path: '/operator/promotions/seckills',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '秒杀活动列表（最近 100 个）',
  body: Type.Object({}),
  response: Type.Array(OperatorSeckill),
});

/** A new seckill: the operator's command and the back office's form send the same body. */
export const SeckillCreateBody = Type.Object({
  product_id: Id('商品ID'),
  seckill_price: Str('秒杀价', 12, { pattern: '^\\d{1,8}(\\.\\d{1,2})?$' }),
  seckill_stock: Int('秒杀数量', 1, 1_000_000),
  order_limit: Type.Optional(Limit('每单限购')),
  client_limit: Type.Optional(Limit('每人限购')),
  min_num: Type.Optional(Int('起购数量', 0, 1_000_000)),
  start_time: Stamp('开始时间'),
  end_time: Stamp('结束时间'),
  title: Type.Optional(Str('活动名称', 40)),
});
export type SeckillCreateInput = Static<typeof SeckillCreateBody>;

export const operatorSeckillCreate = endpoint({
  method: 'POST',
  path: '/operator/promotions/seckill/create',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '创建（排期）秒杀活动',
  body: SeckillCreateBody,
  response: OperatorSeckill,
});

export const operatorSeckillEnd = endpoint({
  method: 'POST',
  path: '/operator/promotions/seckill/end',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '提前结束秒杀活动（已下的订单不受影响）',
  body: Type.Object({ seckill_id: Id('秒杀活动') }),
  response: OperatorSeckill,
});

export const OperatorGroup = Type.Object({
  group_id: Type.Integer(),
  product_id: Type.Integer(),
  ty_name: Type.String(),
  title: Type.String(),
  group_price: Yuan('团购价（元）'),
  target: Type.Integer(),
  paid_units: Type.Integer(),
  sold: Type.Integer(),
  stock: Type.Integer(),
  purchase_min: Type.Integer(),
  order_limit: Type.Integer(),
  start_time: Type.String(),
  end_time: Type.String(),
  phase: GroupPhase,
});
export type OperatorGroup = Static<typeof OperatorGroup>;

export const operatorGroups = endpoint({
  method: 'POST',
  path: '/operator/promotions/groups',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '团购活动列表（最近 100 个）',
  body: Type.Object({}),
  response: Type.Array(OperatorGroup),
});

export const operatorGroupCreate = endpoint({
  method: 'POST',
  path: '/operator/promotions/group/create',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '创建（排期）团购活动',
  body: Type.Object({
    product_id: Id('商品ID'),
    group_price: Str('团购价', 12, { pattern: '^\\d{1,8}(\\.\\d{1,2})?$' }),
    target: Int('成团数量', 1, 1_000_000),
    stock: Int('团购数量', 1, 1_000_000),
    purchase_min: Type.Optional(Int('起购数量', 0, 1_000_000)),
    order_limit: Type.Optional(Limit('每单限购')),
    start_time: Stamp('开始时间'),
    end_time: Stamp('截团时间'),
    title: Type.Optional(Str('活动名称', 40)),
  }),
  response: OperatorGroup,
});

export const operatorGroupClose = endpoint({
  method: 'POST',
  path: '/operator/promotions/group/close',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '立即截团并结算（达到成团数量则成团，否则取消订单并退款）',
  body: Type.Object({ group_id: Id('团购活动') }),
  response: OperatorGroup,
});

export const operatorMarketSet = endpoint({
  method: 'POST',
  path: '/operator/promotions/market',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '设置或取消商品控销限购（market_max_buy_num -1 不限；clear=1 取消）',
  body: Type.Object({
    product_id: Id('商品ID'),
    max_buy_num: Type.Optional(Limit('每单限购')),
    msg: Type.Optional(Str('限购提示', 60)),
    clear: Type.Optional(Int('取消限购', 0, 1)),
  }),
  response: Type.Object({ product_id: Type.Integer(), ty_name: Type.String(), market_id: Type.Integer(), max_buy_num: Type.Integer(), msg: Type.String() }),
});
