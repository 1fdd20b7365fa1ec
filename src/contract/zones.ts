/** Zones and brands (SPEC §7 专区): clinic zone, special-price zone, famous manufacturers and one brand's page. */
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { ListingFilterFields, ListingQuery, ProductPage, ProductProps, VisitorProductPage, VisitorProductProps } from './catalog';
import { endpoint } from './define';
import { Id, PagerQuery, PageOf } from './fields';

const TAG = '专区与品牌';

export const BrandInfo = Type.Object({
  brand_id: Type.Integer(),
  name: Type.String(),
  manufacturer: Type.String(),
  intro: Type.String(),
  colour: Type.String(),
  product_count: Type.Integer(),
});
export type BrandInfo = Static<typeof BrandInfo>;

const clinicZoneOf = <P extends TProperties>(product: P) =>
  Type.Object({ sections: Type.Array(Type.Object({ title: Type.String(), list: Type.Array(Type.Object(product)) })) });
export const ClinicZone = clinicZoneOf(ProductProps);
export type ClinicZone = Static<typeof ClinicZone>;

const manufacturerDetailOf = <P extends TProperties>(product: P) =>
  Type.Object({ brand: BrandInfo, products: PageOf(Type.Object(product)) });
export const ManufacturerDetail = manufacturerDetailOf(ProductProps);
export type ManufacturerDetail = Static<typeof ManufacturerDetail>;

export const clinicZone = endpoint({
  method: 'GET',
  path: '/w1/clinicZone',
  auth: 'public',
  tag: TAG,
  summary: '诊所专区：按版块分组的商品',
  response: ClinicZone,
  visitorResponse: clinicZoneOf(VisitorProductProps),
});

export const clinicZoneSearch = endpoint({
  method: 'GET',
  path: '/w1/clinicZoneSearch',
  auth: 'public',
  tag: TAG,
  summary: '诊所专区内搜索',
  query: ListingQuery,
  response: ProductPage,
  visitorResponse: VisitorProductPage,
});

export const specialZone = endpoint({
  method: 'GET',
  path: '/w1/specialZone',
  auth: 'public',
  tag: TAG,
  summary: '特价专区（original_price 为降价前价格，仅登录可见）',
  query: ListingQuery,
  response: ProductPage,
  visitorResponse: VisitorProductPage,
});

export const famousManufacturer = endpoint({
  method: 'GET',
  path: '/w1/famousManufacturer',
  auth: 'public',
  tag: TAG,
  summary: '品牌厂家列表',
  response: Type.Array(BrandInfo),
});

export const manufacturerDetail = endpoint({
  method: 'GET',
  path: '/w1/manufacturerDetail',
  auth: 'public',
  tag: TAG,
  summary: '品牌厂家详情与其商品',
  query: Type.Object({ brandId: Id('品牌ID'), ...ListingFilterFields, ...PagerQuery }),
  response: ManufacturerDetail,
  visitorResponse: manufacturerDetailOf(VisitorProductProps),
});
