/**
 * Pre-sale (预售, SPEC Product `type` 2, purchase_id): the list and /promotion/{id} for anyone (prices after login),
 * ordering is adding its line to the cart; and the operator's commands. Times are 13-digit ms timestamps.
 */
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { ProductProps, VisitorProductProps } from './catalog';
import { endpoint } from './define';
import { Id, INT4_MAX, Int, Str, Yuan } from './fields';

const TAG = '促销活动';
const OPERATOR_TAG = '运维';

export const PresalePhase = Type.Unsafe<'upcoming' | 'running' | 'soldOut' | 'ended'>({
  type: 'string',
  enum: ['upcoming', 'running', 'soldOut', 'ended'],
  description: 'upcoming 即将开始 / running 预售中 / soldOut 已订完 / ended 已结束',
});

/** Beside the product's own fields (purchase_id, purchase_min, max_buy_num = 本单最多, type 2, end_time = 预售结束). */
const PresaleFields = {
  title: Type.String(),
  phase: PresalePhase,
  start_time: Type.Integer({ description: '预售开始（13位毫秒时间戳）' }),
  ship_date: Type.String({ description: '预计发货日期 yyyy-MM-dd' }),
  presale_stock: Type.Integer({ description: '预售总数量' }),
  presale_sold: Type.Integer({ description: '已预订数量' }),
  client_limit: Type.Integer({ description: '每位客户限订数量，-1 不限' }),
};
const PriceFields = { presale_price: Type.Optional(Yuan('预售价（元）')) };

const itemOf = <P extends TProperties>(product: P) => Type.Object({ ...product, ...PresaleFields });
const listOf = <P extends TProperties>(product: P) =>
  Type.Object({ now: Type.Integer({ description: '服务器时间（13位毫秒时间戳）' }), list: Type.Array(itemOf(product)) });

export const PresaleList = listOf({ ...ProductProps, ...PriceFields });
export type PresaleList = Static<typeof PresaleList>;
export type PresaleItem = PresaleList['list'][number];

export const presaleList = endpoint({
  method: 'GET',
  path: '/w1/presaleList',
  auth: 'public',
  tag: TAG,
  summary: '预售：预售中、即将开始与刚结束的预售商品（type 2；max_buy_num 为当前客户本单最多可订数量，-1 不限）',
  response: PresaleList,
  visitorResponse: listOf(VisitorProductProps),
});

export const presaleDetail = endpoint({
  method: 'GET',
  path: '/w1/presaleDetail',
  auth: 'public',
  tag: TAG,
  summary: '预售详情（/promotion/{id}，id 为预售的 purchase_id）',
  query: Type.Object({ purchaseId: Id('预售活动') }),
  response: Type.Object({ now: Type.Integer(), item: itemOf({ ...ProductProps, ...PriceFields }) }),
  visitorResponse: Type.Object({ now: Type.Integer(), item: itemOf(VisitorProductProps) }),
});

// Operator API (npm run operator -- presale*).

const Stamp = (title: string) => Str(title, 19, { pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });
const Limit = (title: string) => Int(title, -1, INT4_MAX, { description: '-1 不限' });

export const OperatorPresale = Type.Object({
  presale_id: Type.Integer(),
  product_id: Type.Integer(),
  ty_name: Type.String(),
  title: Type.String(),
  presale_price: Yuan('预售价（元）'),
  stock: Type.Integer(),
  sold: Type.Integer(),
  purchase_min: Type.Integer(),
  order_limit: Type.Integer(),
  client_limit: Type.Integer(),
  start_time: Type.String(),
  end_time: Type.String(),
  ship_date: Type.String(),
  phase: PresalePhase,
});
export type OperatorPresale = Static<typeof OperatorPresale>;

export const operatorPresales = endpoint({
  method: 'POST',
  path: '/operator/promotions/presales',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '预售活动列表（最近 100 个）',
  body: Type.Object({}),
  response: Type.Array(OperatorPresale),
});

export const operatorPresaleCreate = endpoint({
  method: 'POST',
  path: '/operator/promotions/presale/create',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '创建（排期）预售活动',
  body: Type.Object({
    product_id: Id('商品ID'),
    presale_price: Str('预售价', 12, { pattern: '^\\d{1,8}(\\.\\d{1,2})?$' }),
    stock: Int('预售数量', 1, 1_000_000),
    ship_date: Str('预计发货日期', 10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    purchase_min: Type.Optional(Int('起订数量', 0, 1_000_000)),
    order_limit: Type.Optional(Limit('每单限订')),
    client_limit: Type.Optional(Limit('每人限订')),
    start_time: Stamp('开始时间'),
    end_time: Stamp('结束时间'),
    title: Type.Optional(Str('活动名称', 40)),
  }),
  response: OperatorPresale,
});

export const operatorPresaleEnd = endpoint({
  method: 'POST',
  path: '/operator/promotions/presale/end',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '提前结束预售（已下的订单照常发货）',
  body: Type.Object({ presale_id: Id('预售活动') }),
  response: OperatorPresale,
});
