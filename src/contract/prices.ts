/**
 * The operator's price commands (issue 27) until the back office and the ERP API exist: a product's prices per
 * client type and agreed prices per client (协议价) with their validity, listed, set and cleared
 * (npm run operator -- prices | price-type | price-type-clear | price-agreed | price-agreed-clear). Which price a
 * buyer pays: model/effective-price.ts. Every change answers the product's prices as they now are.
 */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint } from './define';
import { Day, Id, Int, Str, Yuan, YuanInput } from './fields';

const OPERATOR_TAG = '运维';

export const ProductPrices = Type.Object({
  product_id: Type.Integer(),
  ty_name: Type.String(),
  product_standard: Type.String(),
  manufacturer: Type.String(),
  base_price: Yuan('基础价（元）'),
  type_prices: Type.Array(
    Type.Object({
      client_type: Type.Integer({ description: '客户类型 1..6' }),
      type_name: Type.String(),
      price: Yuan('客户类型价（元）'),
    }),
  ),
  agreed_prices: Type.Array(
    Type.Object({
      username: Type.String(),
      client_name: Type.String(),
      price: Yuan('协议价（元）'),
      valid_from: Type.String({ description: '生效日期 yyyy-MM-dd（含当天）' }),
      valid_until: Type.String({ description: '截止日期 yyyy-MM-dd（含当天）' }),
      state: Type.String({ description: '未生效 / 生效中 / 已过期（按今天的中国日期）' }),
    }),
  ),
});
export type ProductPrices = Static<typeof ProductPrices>;

export const ProductField = { product_id: Id('商品ID') };
export const ClientTypeField = { client_type: Int('客户类型', 1, 6) };
export const UsernameField = { username: Str('客户账号', 50, { minLength: 1 }) };

export const TypePriceBody = Type.Object({ ...ProductField, ...ClientTypeField, price: YuanInput('客户类型价') });
export type TypePriceInput = Static<typeof TypePriceBody>;

export const AgreedPriceBody = Type.Object({
  ...ProductField,
  ...UsernameField,
  price: YuanInput('协议价'),
  valid_from: Day('生效日期'),
  valid_until: Day('截止日期'),
});
export type AgreedPriceInput = Static<typeof AgreedPriceBody>;

export const operatorPrices = endpoint({
  method: 'POST',
  path: '/operator/prices',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '商品价格：基础价、各客户类型价与客户协议价（含有效期与状态）',
  body: Type.Object(ProductField),
  response: ProductPrices,
});

export const operatorTypePriceSet = endpoint({
  method: 'POST',
  path: '/operator/prices/type/set',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '设置商品的客户类型价（该类型客户无协议价时按此价购买；已有则替换）',
  body: TypePriceBody,
  response: ProductPrices,
});

export const operatorTypePriceClear = endpoint({
  method: 'POST',
  path: '/operator/prices/type/clear',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '删除商品的客户类型价（该类型客户恢复按基础价购买）',
  body: Type.Object({ ...ProductField, ...ClientTypeField }),
  response: ProductPrices,
});

export const operatorAgreedPriceSet = endpoint({
  method: 'POST',
  path: '/operator/prices/agreed/set',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '设置客户协议价及有效期（生效日期至截止日期，含首尾两天，中国日期；已有则替换）',
  body: AgreedPriceBody,
  response: ProductPrices,
});

export const operatorAgreedPriceClear = endpoint({
  method: 'POST',
  path: '/operator/prices/agreed/clear',
  auth: 'operator',
  tag: OPERATOR_TAG,
  summary: '删除客户协议价（该客户恢复按客户类型价或基础价购买）',
  body: Type.Object({ ...ProductField, ...UsernameField }),
  response: ProductPrices,
});
