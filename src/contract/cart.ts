/** Cart (SPEC §7 购物车): the five line groups, adding, checking, quantities, deleting, the additional list. */
import { Type, type Static } from '@sinclair/typebox';
import { BATCH_MAX_ROWS, CART_ADD_MAX_LINES, CART_MAX_LINES } from '../model/constants';
import { Product } from './catalog';
import { endpoint } from './define';
import { Flag, Id, List, Num, OptId, Str } from './fields';

const TAG = '购物车';
const FailureState = Type.Unsafe<0 | 1 | 2 | 3>(Type.Integer({ minimum: 0, maximum: 3 }));
const Bit = Type.Unsafe<0 | 1>(Type.Integer({ minimum: 0, maximum: 1 }));

const CartLineFields = {
  id: Type.Integer(),
  product_id: Type.Integer(),
  amount: Type.Integer(),
  checked: Bit,
  disabledChecked: Type.Boolean(),
  combination_id: Type.Integer(),
  is_add_price: Bit,
  seckill_id: Type.Integer(),
  special_id: Type.Integer(),
  purchase_id: Type.Integer(),
  is_failure: FailureState,
  price: Type.String(),
  intellectapplyId: Type.Integer(),
  thumb: Type.String(),
  ty_name: Type.String(),
  product_standard: Type.String(),
  manufacturer: Type.String(),
  product_dw: Type.String(),
  zhongbaozhuang_num: Type.Integer(),
  stock: Type.Integer(),
  switch: Bit,
  near_expiration_date: Bit,
  never_online: Type.Optional(Type.Unsafe<0 | 1>(Type.Integer({ minimum: 0, maximum: 1, description: '1 特殊管理药品，禁止网上销售' }))),
  warnTip: Type.String(),
  // The line's purchase limits, so the cart's stepper applies the same quantityRule as the server (SPEC §5).
  max_buy_num: Type.Optional(Type.Integer({ description: '限购数量（负数不限）' })),
  min_buy_num: Type.Optional(Type.Integer({ description: '起购数量' })),
  seckill_total: Type.Optional(Type.Integer({ description: '秒杀限购数量' })),
  seckill_min_num: Type.Optional(Type.Integer({ description: '秒杀起购数量' })),
  purchase_min: Type.Optional(Type.Integer({ description: '团购起购数量' })),
  market_id: Type.Optional(Type.Integer({ description: '控销限购ID（>0 时 whetherMarket 生效）' })),
  whetherMarket: Type.Optional(Type.Object({ maxBuyNum: Type.Integer(), msg: Type.String() })),
};
/** A combination line carries its products; they are plain lines. */
export const CartLine = Type.Object({
  ...CartLineFields,
  product_list: Type.Optional(Type.Array(Type.Object(CartLineFields))),
});
export type CartLine = Static<typeof CartLine>;

export const CartList = Type.Object({
  product: Type.Array(CartLine),
  failure: Type.Array(CartLine),
  seckill: Type.Array(CartLine),
  combination: Type.Array(CartLine),
  addPrice: Type.Array(CartLine),
  /** The store's minimum order amount (起送金额) the checked goods must reach; 0.00 = none. */
  min_order: Type.Optional(Type.String()),
});
export type CartList = Static<typeof CartList>;

export const AddCartLine = Type.Object({
  product_id: Id('商品ID'),
  // A number, not an integer: the quantity rule words 1.5 boxes better than a schema error.
  amount: Num('购买数量', -1_000_000, 1_000_000),
  seckill_id: Type.Optional(OptId('秒杀活动')),
  special_id: Type.Optional(OptId('特价活动')),
  purchase_id: Type.Optional(OptId('团购活动')),
  combination_id: Type.Optional(OptId('套餐')),
  is_add_price: Type.Optional(Flag('加价购标记')),
});
export type AddCartLine = Static<typeof AddCartLine>;

export const myCart = endpoint({
  method: 'GET',
  path: '/w1/MyShoppingtrolley',
  auth: 'user',
  tag: TAG,
  summary: '购物车（五类列表）',
  response: Type.Object({ cartList: CartList }),
});

export const addToCart = endpoint({
  method: 'POST',
  path: '/w1/addShoppingtrolley',
  auth: 'user',
  tag: TAG,
  summary: '加入购物车（同商品同活动合并数量），返回新的购物车',
  body: Type.Object({
    list: List('商品列表', AddCartLine, CART_ADD_MAX_LINES),
    attach: Type.Optional(Str('附加信息', 500)),
  }),
  response: Type.Object({ count: Type.Integer(), cartList: CartList }),
});

/** Every cart change answers the new cart, so the browser never GETs it again. */
const CartAnswer = Type.Object({ count: Type.Integer({ description: '商品种类数' }), cartList: CartList });
const LineIds = List('购物车商品', Id('购物车行ID'), CART_MAX_LINES);

export const deleteLines = endpoint({
  method: 'POST',
  path: '/w1/deleteShoppingtrolley',
  auth: 'user',
  tag: TAG,
  summary: '删除购物车商品（按购物车行ID）',
  body: Type.Object({ product: LineIds }),
  response: CartAnswer,
});

export const updateChecked = endpoint({
  method: 'POST',
  path: '/w1/updateChecked',
  auth: 'user',
  tag: TAG,
  summary: '勾选或取消勾选（全选传全部行ID；失效行始终不勾选）',
  body: Type.Object({ product: LineIds, checked: Flag('勾选状态') }),
  response: CartAnswer,
});

export const setAmount = endpoint({
  method: 'POST',
  path: '/w1/setShoppingtrolley',
  auth: 'user',
  tag: TAG,
  summary: '修改购买数量（须为中包装的整数倍，不自动改数）',
  body: Type.Object({ id: Id('购物车行ID'), amount: Num('购买数量', -1_000_000, 1_000_000) }),
  response: CartAnswer,
});

export const delFailure = endpoint({
  method: 'GET',
  path: '/w1/delFailure',
  writes: true,
  auth: 'user',
  tag: TAG,
  summary: '清除失效商品',
  response: CartAnswer,
});

/** An add-on-price offer: buy the main products for `threshold` yuan, then the item costs `add_price`. */
export const AddPriceOffer = Type.Object({
  product: Product,
  add_price: Type.String({ description: '加价购价格（元）' }),
  threshold: Type.String({ description: '主商品小计门槛（元）' }),
  main_product_ids: Type.Array(Type.Integer()),
});
export type AddPriceOffer = Static<typeof AddPriceOffer>;

export const addPriceProducts = endpoint({
  method: 'GET',
  path: '/w1/getJJGProductList',
  auth: 'user',
  tag: TAG,
  summary: '加价购商品（list.data）',
  response: Type.Object({ list: Type.Object({ data: Type.Array(AddPriceOffer) }) }),
});

export const batchAdd = endpoint({
  method: 'POST',
  path: '/w1/adds',
  auth: 'user',
  tag: TAG,
  summary: '批量加入购物车（批量上传报告中的有效行，一次完成）',
  body: Type.Object({ list: List('商品列表', AddCartLine, BATCH_MAX_ROWS) }),
  response: CartAnswer,
});

// The additional cart (暂存清单): lines parked for a later order, outside the checkout.
export const additionalList = endpoint({
  method: 'GET',
  path: '/w1/cartAdditionalList',
  auth: 'user',
  tag: TAG,
  summary: '暂存清单',
  response: Type.Object({ list: Type.Array(CartLine) }),
});

const AdditionalAnswer = Type.Object({ count: Type.Integer(), cartList: CartList, additional: Type.Array(CartLine) });

export const moveToAdditional = endpoint({
  method: 'POST',
  path: '/w1/addAdditional',
  auth: 'user',
  tag: TAG,
  summary: '移入暂存清单（按购物车行ID）',
  body: Type.Object({ product: LineIds }),
  response: AdditionalAnswer,
});

export const moveToCart = endpoint({
  method: 'POST',
  path: '/w1/additionalToCart',
  auth: 'user',
  tag: TAG,
  summary: '暂存清单移回购物车（数量合并，超出限购则拒绝）',
  body: Type.Object({ product: LineIds }),
  response: AdditionalAnswer,
});

export const deleteAdditional = endpoint({
  method: 'POST',
  path: '/w1/delAdditional',
  auth: 'user',
  tag: TAG,
  summary: '删除暂存清单商品',
  body: Type.Object({ product: LineIds }),
  response: AdditionalAnswer,
});
