/**
 * Special prices (特价, special_id) and combinations (套餐, combination_id): the combinations of a product for the
 * detail page's slider, and the operator's commands to create, list and end both. Buying is the cart's: a line
 * added with special_id or combination_id (amount = sets).
 */
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { ProductProps, VisitorProductProps } from './catalog';
import { endpoint } from './define';
import { Id, INT4_MAX, Int, List, Stamp, Str, Yuan, YuanInput } from './fields';
import { SeckillPhase } from './promotions';

const TAG = '促销活动';
const OPERATOR_TAG = '运维';

const comboOf = <P extends TProperties, Q extends TProperties>(product: P, prices: Q) =>
  Type.Object({
    combination_id: Type.Integer(),
    name: Type.String(),
    ...prices,
    phase: SeckillPhase,
    end_time: Type.Integer({ description: '结束时间（13位毫秒时间戳）' }),
    max_sets: Type.Integer({ description: '当前客户最多可购套数（-1 不限，0 不可购）' }),
    product_list: Type.Array(Type.Object({ ...product, num: Type.Integer({ description: '每套数量' }) })),
  });

const ComboPrices = {
  combination_price: Yuan('套餐价（元/套）'),
  client_total_price: Yuan('原价合计（元/套）'),
};

export const Combination = comboOf(ProductProps, ComboPrices);
export type Combination = Static<typeof Combination>;

export const combinationList = endpoint({
  method: 'GET',
  path: '/w1/getCombinationList',
  auth: 'public',
  tag: TAG,
  summary: '商品详情页的优惠套餐（进行中、含该商品；价格仅登录可见）',
  query: Type.Object({ product_id: Id('商品ID') }),
  response: Type.Object({ list: Type.Array(Combination) }),
  visitorResponse: Type.Object({ list: Type.Array(comboOf(VisitorProductProps, {})) }),
});

// Operator API (npm run operator -- special-* / combo-*).

const Limit = (title: string) => Int(title, -1, INT4_MAX, { description: '-1 不限' });

const Window = {
  stock: Type.Integer(),
  sold: Type.Integer(),
  client_limit: Type.Integer(),
  start_time: Type.String(),
  end_time: Type.String(),
  phase: SeckillPhase,
  title: Type.String(),
};

export const OperatorSpecial = Type.Object({
  special_id: Type.Integer(),
  product_id: Type.Integer(),
  ty_name: Type.String(),
  special_price: Yuan('特价（元）'),
  ...Window,
});
export type OperatorSpecial = Static<typeof OperatorSpecial>;

export const OperatorCombination = Type.Object({
  combination_id: Type.Integer(),
  combination_price: Yuan('套餐价（元/套）'),
  client_total_price: Yuan('原价合计（元/套）'),
  items: Type.Array(Type.Object({ product_id: Type.Integer(), ty_name: Type.String(), qty: Type.Integer() })),
  ...Window,
});
export type OperatorCombination = Static<typeof OperatorCombination>;

const WindowBody = {
  stock: Int('活动数量', 1, 1_000_000),
  client_limit: Type.Optional(Limit('每人限购')),
  start_time: Stamp('开始时间'),
  end_time: Stamp('结束时间'),
};

export const operatorSpecials = endpoint({
  method: 'POST',
  path: '/operator/promotions/specials',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '特价活动列表（最近 100 个）',
  body: Type.Object({}),
  response: Type.Array(OperatorSpecial),
});

export const operatorSpecialCreate = endpoint({
  method: 'POST',
  path: '/operator/promotions/special/create',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '创建（排期）特价活动',
  body: Type.Object({
    product_id: Id('商品ID'),
    special_price: YuanInput('特价'),
    ...WindowBody,
    title: Type.Optional(Str('活动名称', 40)),
  }),
  response: OperatorSpecial,
});

export const operatorSpecialEnd = endpoint({
  method: 'POST',
  path: '/operator/promotions/special/end',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '提前结束特价活动（已下的订单不受影响）',
  body: Type.Object({ special_id: Id('特价活动') }),
  response: OperatorSpecial,
});

export const operatorCombinations = endpoint({
  method: 'POST',
  path: '/operator/promotions/combinations',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '套餐活动列表（最近 100 个）',
  body: Type.Object({}),
  response: Type.Array(OperatorCombination),
});

export const COMBINATION_ITEMS_MAX = 10;

export const operatorCombinationCreate = endpoint({
  method: 'POST',
  path: '/operator/promotions/combination/create',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '创建（排期）套餐：名称、套餐价、商品与每套数量、套数、每人限购（套）',
  body: Type.Object({
    name: Str('套餐名称', 40, { minLength: 1 }),
    combination_price: YuanInput('套餐价'),
    items: List('套餐商品', Type.Object({ product_id: Id('商品ID'), qty: Int('每套数量', 1, 10_000) }), COMBINATION_ITEMS_MAX),
    ...WindowBody,
  }),
  response: OperatorCombination,
});

export const operatorCombinationEnd = endpoint({
  method: 'POST',
  path: '/operator/promotions/combination/end',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '提前结束套餐活动（已下的订单不受影响）',
  body: Type.Object({ combination_id: Id('套餐') }),
  response: OperatorCombination,
});
