/**
 * Catalogue (SPEC §7 商品): the product as the API sends it, the category menu, the public header, the listing
 * filters shared by every product listing (search, facets, zones, brand pages, the browser's URL state), search
 * suggestions and history, and product detail.
 *
 * Price fields are declared only in `Product`; endpoints that carry products also declare a `visitorResponse`
 * built from `VisitorProduct` (no price fields), which serialises a visitor's answer: a price a service set by
 * mistake is dropped, never sent (and the tests' response check turns it into a failure).
 */
import type { ActivityKind } from '../model/activity-names';
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { KEYWORD_MAX_LENGTH } from '../model/constants';
import { BUSINESS_SCOPES, DRUG_TYPES } from '../model/enums';
import { Empty } from './common';
import { endpoint } from './define';
import { Flag, Id, Int, OneOf, OptId, PagerQuery, PageOf, Str, Yuan } from './fields';

export type { Page } from './fields';

const TAG = '商品';
const Bit = Type.Unsafe<0 | 1>(Type.Integer({ minimum: 0, maximum: 1 }));

export const BusinessScope = Type.Unsafe<0 | 1 | 2>(
  Type.Integer({ minimum: 0, maximum: 2, description: '经营范围 0处方药 1甲类OTC 2乙类OTC' }),
);
export type BusinessScope = Static<typeof BusinessScope>;
export const FailureState = Type.Unsafe<0 | 1 | 2 | 3>(
  Type.Integer({ minimum: 0, maximum: 3, description: '0 正常 1 已下架 2 售罄/待补货 3 已过期' }),
);
export type FailureState = Static<typeof FailureState>;
export const DrugType = Type.Unsafe<0 | 1 | 2 | 3 | 4 | 5 | 6>(
  Type.Integer({ minimum: 0, maximum: 6, description: '药品类型 0西药/中成药 1注射剂 2器械 3中药饮片 4超微配方颗粒 5中药膏方 6其他' }),
);
export type DrugType = Static<typeof DrugType>;

export const ProductTag = Type.Object({ name: Type.String() });
export type ProductTag = Static<typeof ProductTag>;

/** Everything about a product that anyone may see. */
const PublicProductFields = {
  product_id: Type.Integer(),
  product_code: Type.String(),
  ty_name: Type.String(),
  manufacturer: Type.String(),
  product_standard: Type.String(),
  product_dw: Type.String(),
  thumb: Type.String(),
  tag: Type.Array(ProductTag),
  medicare_code: Type.String(),
  business_scope: BusinessScope,
  drug_type: DrugType,
  approval_number: Type.String(),
  brand: Type.String(),
  supplier: Type.String(),
  class_id: Type.Integer(),
  validity: Type.String({ description: 'yyyy-MM-dd' }),
  switch: Type.Unsafe<0 | 1>(Type.Integer({ minimum: 0, maximum: 1, description: '1 客户的经营范围可购买' })),
  stock: Type.Integer(),
  is_failure: FailureState,
  is_zhengjian: Bit,
  zhongbaozhuang_num: Type.Integer({ description: '中包装数量（购买步长）' }),
  near_expiration_date: Bit,
  never_online: Type.Optional(Type.Unsafe<0 | 1>(Type.Integer({ minimum: 0, maximum: 1, description: '1 特殊管理药品，禁止网上销售' }))),
  seckill_id: Type.Optional(Type.Integer()),
  seckill_total: Type.Optional(Type.Integer()),
  seckill_min_num: Type.Optional(Type.Integer()),
  special_id: Type.Optional(Type.Integer()),
  purchase_id: Type.Optional(Type.Integer()),
  purchase_min: Type.Optional(Type.Integer()),
  combination_id: Type.Optional(Type.Integer()),
  /** Running combinations (套餐) that hold this product (the detail page's slider). */
  combination_total: Type.Optional(Type.Integer()),
  is_add_price: Type.Optional(Bit),
  max_buy_num: Type.Optional(Type.Integer()),
  min_buy_num: Type.Optional(Type.Integer()),
  market_id: Type.Optional(Type.Integer()),
  whetherMarket: Type.Optional(Type.Object({ maxBuyNum: Type.Integer(), msg: Type.String() })),
  type: Type.Optional(Type.Integer()),
  end_time: Type.Optional(Type.Integer()),
  /** Listing wording (待补货/已下架/已过期/无经营范围), only when not purchasable. */
  warnTip: Type.Optional(Type.String()),
  /** The activities (act_type 1) and claimable coupons (act_type 2) the product is in now: the card's activity tooltip. */
  actName: Type.Optional(
    Type.Array(
      Type.Object({
        name: Type.String(),
        act_type: Type.Unsafe<1 | 2>(Type.Integer({ minimum: 1, maximum: 2, description: '1 活动 2 优惠券' })),
        kind: Type.Unsafe<ActivityKind>(Type.String({ enum: ['seckill', 'group', 'presale', 'special', 'combination', 'coupon'] })),
        id: Type.Integer(),
      }),
    ),
  ),
};

/** Money, for logged-in users only. */
const PriceFields = {
  price: Type.Optional(Yuan('价格（元）')),
  retail_price: Type.Optional(Yuan('建议零售价（元）')),
  margin: Type.Optional(Type.String({ description: '毛利率：零售价的百分比，两位小数，不带%' })),
  /** Special-price zone: the price before the markdown (the price field is what the cart charges). */
  original_price: Type.Optional(Yuan('降价前价格（元）')),
  seckill_price: Type.Optional(Yuan('秒杀价（元）')),
  /** A running special price (特价, special_id): the price a line added with special_id is charged. */
  discount_price: Type.Optional(Type.Object({ price: Yuan('特价（元）') })),
};

export const ProductProps = { ...PublicProductFields, ...PriceFields };
export const VisitorProductProps = PublicProductFields;
/** Product as the API sends it. Money fields are yuan strings; they are absent for visitors. */
export const Product = Type.Object(ProductProps);
export type Product = Static<typeof Product>;
export const VisitorProduct = Type.Object(VisitorProductProps);
export const ProductPage = PageOf(Product);
export const VisitorProductPage = PageOf(VisitorProduct);

export const Category = Type.Recursive(
  (This) =>
    Type.Object({
      class_id: Type.Integer(),
      class_name: Type.String(),
      icon: Type.String(),
      children: Type.Array(This),
      /** A sub-category's best-selling generic names, shown in the category flyout. */
      top: Type.Optional(Type.Array(Type.String())),
    }),
  { $id: 'Category' },
);
export type Category = Static<typeof Category>;

export const PublicHeader = Type.Object({
  /** Hot keywords: the most searched of 30 days. */
  searchList: Type.Array(Type.String()),
  navList: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
  classList: Type.Array(Category),
});
export type PublicHeader = Static<typeof PublicHeader>;

/** Listing sorts, in the order the sort bar shows them (price sorts are ignored for visitors). */
export const LISTING_SORTS = ['default', 'sales', 'price_asc', 'price_desc'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** Longest manufacturer filter (the full name of a maker). */
export const MANUFACTURER_MAX_LENGTH = 100;

/** The filters of every product listing: search, facets, zones, brand pages. */
export const ListingFilterFields = {
  keyword: Type.Optional(
    Str('搜索关键词', KEYWORD_MAX_LENGTH, { description: '通用名、批准文号、拼音码、全拼、厂家、品牌或供应商' }),
  ),
  ClassID: Type.Optional(OptId('分类', { description: '分类ID，一级分类包含其子分类' })),
  manufacturer: Type.Optional(Str('生产厂家', MANUFACTURER_MAX_LENGTH, { description: '生产厂家（全称）' })),
  drug_type: Type.Optional(Int('药品类型', 0, DRUG_TYPES.length - 1)),
  business_scope: Type.Optional(Int('经营范围', 0, BUSINESS_SCOPES.length - 1)),
  in_stock: Type.Optional(Flag('仅看有货')),
  near_expiry: Type.Optional(Flag('近效期', { description: '1 仅看近效期' })),
  coupon_id: Type.Optional(Id('优惠券', { description: '仅看该优惠券可用的商品' })),
  major: Type.Optional(Flag('主推品种', { description: '1 仅看主推品种' })),
  sort: Type.Optional(OneOf('排序方式', LISTING_SORTS, { default: 'default', description: '排序（游客不支持按价格）' })),
};
export const ListingFilters = Type.Object(ListingFilterFields);
export type ListingFilters = Static<typeof ListingFilters>;
/** Filters plus the pager: the query of a product listing. */
export const ListingQuery = Type.Object({ ...ListingFilterFields, ...PagerQuery });
export type ListingQuery = Static<typeof ListingQuery>;

export const SuggestionKind = OneOf('联想类型', ['name', 'brand', 'manufacturer', 'approval'] as const);
export type SuggestionKind = Static<typeof SuggestionKind>;
export const SearchSuggestion = Type.Object({
  /** What the search box searches for when the suggestion is chosen. */
  keyword: Type.String(),
  kind: SuggestionKind,
  /** Short grey text beside it (e.g. how many products, or the product of an approval number). */
  hint: Type.String(),
});
export type SearchSuggestion = Static<typeof SearchSuggestion>;

export const SearchFacets = Type.Object({
  manufacturers: Type.Array(
    Type.Object({
      name: Type.String(),
      count: Type.Integer(),
      /** Pinyin initials and full pinyin of the name, lower case: the filter finds a maker by either. */
      initials: Type.String(),
      full: Type.String(),
    }),
  ),
});
export type SearchFacets = Static<typeof SearchFacets>;

/** The GSP product master fields an ERP sends (issue 27) that the detail page shows; '' or 0 when not sent. */
export const ProductGsp = Type.Object({
  trade_name: Type.String({ description: '商品名' }),
  dosage_form: Type.String({ description: '剂型' }),
  carton_num: Type.Integer({ description: '件装（0 未知）' }),
  licence_holder: Type.String({ description: '上市许可持有人' }),
  origin: Type.String({ description: '产地' }),
  storage: Type.String({ description: '储存条件' }),
  medicare_class: Type.String({ description: '医保类别：甲类、乙类、丙类或空' }),
  rx_class: Type.String({ description: '处方药、甲类OTC、乙类OTC、非药品或空' }),
  barcode: Type.String({ description: '条形码' }),
  leaflet: Type.String({ description: '说明书（纯文本）' }),
});
export type ProductGsp = Static<typeof ProductGsp>;

const DetailFields = {
  class_name: Type.String(),
  parent_class_id: Type.Union([Type.Integer(), Type.Null()]),
  parent_class_name: Type.String(),
  brand_id: Type.Union([Type.Integer(), Type.Null()]),
  gsp: ProductGsp,
  /** Every picture in order (an ERP sends up to 5; the first is `thumb`); empty when the product has only `thumb`. */
  pictures: Type.Array(Type.String(), { maxItems: 5, description: '商品图片，第一张为主图；只有主图或没有图片时为空' }),
};
const productDetailOf = <P extends TProperties>(product: P) =>
  Type.Object({
    product: Type.Object({ ...product, ...DetailFields }),
    related: Type.Array(Type.Object(product)),
    /** The link named a seckill or group-purchase activity that is not running: the product is sold at its own price. */
    activity_ended: Type.Boolean(),
  });
export const ProductDetail = productDetailOf(ProductProps);
export type ProductDetail = Static<typeof ProductDetail>;
export type ProductDetailProduct = ProductDetail['product'];

export const publicHeader = endpoint({
  method: 'GET',
  path: '/w1/publicHeader',
  auth: 'public',
  tag: TAG,
  summary: '热搜词、导航与两级分类',
  response: PublicHeader,
});

export const productSearch = endpoint({
  method: 'GET',
  path: '/w1/productSearch',
  auth: 'public',
  tag: TAG,
  summary: '商品搜索（游客不返回价格字段）',
  query: ListingQuery,
  response: ProductPage,
  visitorResponse: VisitorProductPage,
});

export const searchFacets = endpoint({
  method: 'GET',
  path: '/w1/searchFacets',
  auth: 'public',
  tag: TAG,
  summary: '搜索结果的生产厂家（筛选项）',
  query: ListingFilters,
  response: SearchFacets,
});

export const searchSuggest = endpoint({
  method: 'GET',
  path: '/w1/searchSuggest',
  auth: 'public',
  tag: TAG,
  summary: '输入联想：通用名（含拼音码）、生产厂家、批准文号',
  query: Type.Object({ keyword: ListingFilterFields.keyword }),
  response: Type.Array(SearchSuggestion),
});

export const searchHistory = endpoint({
  method: 'GET',
  path: '/w1/searchHistory',
  auth: 'client',
  tag: TAG,
  summary: '我的搜索历史（最近10个关键词）',
  response: Type.Array(Type.String()),
});

export const clearSearchHistory = endpoint({
  method: 'POST',
  path: '/w1/clearSearchHistory',
  auth: 'client',
  tag: TAG,
  summary: '清空我的搜索历史（热搜统计不受影响）',
  response: Empty,
});

export const productDetail = endpoint({
  method: 'GET',
  path: '/w1/productDetail',
  auth: 'public',
  tag: TAG,
  summary: '商品详情与相关商品（游客不返回价格字段）',
  query: Type.Object({
    productId: Id('商品ID'),
    seckillId: Type.Optional(Id('秒杀活动', { description: '秒杀活动ID' })),
    purchaseId: Type.Optional(Id('团购活动', { description: '团购活动ID' })),
  }),
  response: ProductDetail,
  visitorResponse: productDetailOf(VisitorProductProps),
});
