/** Cart (SPEC §7 购物车): the five line groups and adding lines. */
import { Type, type Static } from '@sinclair/typebox';
import { CART_ADD_MAX_LINES } from '../model/constants';
import { endpoint } from './define';
import { Flag, Id, List, Num, OptId } from './fields';

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
  warnTip: Type.String(),
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
    attach: Type.Optional(Type.Unknown()),
  }),
  response: Type.Object({ count: Type.Integer(), cartList: CartList }),
});
