/**
 * The back office's catalogue (/admin/products, issue 28, 运营): the products with search, shelf filter and sort
 * (server-side paging), on / off shelf, and a product's prices — base, per client type, agreed per client with
 * validity — set through the same services as the operator's price commands (services/prices/admin.ts).
 */
import { Type, type Static } from '@sinclair/typebox';
import { BULK_MAX_ROWS } from '../model/erp-rows';
import { STAFF_ACCESS } from '../model/staff';
import { MEDIA } from './media';
import { endpoint } from './define';
import { OneOf, PageOf, PagerQuery, Str, Yuan } from './fields';
import { AgreedPriceBody, ClientTypeField, ProductField, ProductPrices, TypePriceBody, UsernameField } from './prices';

const TAG = '后台商品';
export const PRODUCT_SORTS = ['id', 'price', 'stock'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const SHELF_FILTERS = ['all', 'on', 'off'] as const;

export const AdminProductRow = Type.Object({
  product_id: Type.Integer(),
  product_code: Type.String(),
  ty_name: Type.String(),
  product_standard: Type.String(),
  manufacturer: Type.String(),
  base_price: Yuan('基础价（元）'),
  stock: Type.Integer(),
  /** products.is_failure: 0 on sale, 1 off shelf, 2 sold out, 3 expired. */
  state: Type.Integer(),
  state_text: Type.String(),
});
export type AdminProductRow = Static<typeof AdminProductRow>;

export const AdminProductQuery = Type.Object({
  /** Name, code, manufacturer or approval number, in part. */
  keyword: Type.Optional(Str('关键词', 50)),
  shelf: Type.Optional(OneOf('上下架', SHELF_FILTERS, { default: 'all' })),
  sort: Type.Optional(OneOf('排序', PRODUCT_SORTS, { default: 'id' })),
  dir: Type.Optional(OneOf('顺序', ['asc', 'desc'] as const, { default: 'asc' })),
});
export type AdminProductQuery = Static<typeof AdminProductQuery>;

export const adminProducts = endpoint({
  method: 'GET',
  path: '/admin/products',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: '商品列表：按名称、编码、厂家、批准文号搜索，按上下架筛选，按编号、价格或库存排序（服务端分页）',
  query: Type.Object({ ...PagerQuery, ...AdminProductQuery.properties }),
  response: PageOf(AdminProductRow),
});

export const adminProductShelf = endpoint({
  method: 'POST',
  path: '/admin/productShelf',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: '商品上架或下架，写入操作日志，各实例的商品缓存随即失效',
  body: Type.Object({ ...ProductField, on: Type.Boolean({ title: '上架' }) }),
  response: AdminProductRow,
});

export const ProductBatches = Type.Object({
  product_id: Type.Integer(),
  name: Type.String(),
  stock: Type.Integer({ description: '可售库存（结算从中扣减）' }),
  held: Type.Integer({ description: '未发货订单占用的数量' }),
  batches: Type.Array(
    Type.Object({
      batch_no: Type.String(),
      produced_on: Type.String(),
      expires_on: Type.String(),
      quantity: Type.Integer(),
      sellable: Type.Boolean({ description: '未过期' }),
      near_expiry: Type.Boolean({ description: '近效期（见 model/stock-alerts.ts）' }),
    }),
    { description: 'ERP 上报的批次库存，有效期早的在前' },
  ),
});
export type ProductBatches = Static<typeof ProductBatches>;

export const adminProductBatches = endpoint({
  method: 'GET',
  path: '/admin/productBatches',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: '商品批次库存：批号、生产日期、有效期、数量（是否可售、是否近效期），可售库存与订单占用',
  query: Type.Object(ProductField),
  response: ProductBatches,
});

export const adminProductPrices = endpoint({
  method: 'GET',
  path: '/admin/productPrices',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: '商品价格：基础价、客户类型价、客户协议价（含有效期与状态）',
  query: Type.Object(ProductField),
  response: ProductPrices,
});

export const adminTypePriceSet = endpoint({
  method: 'POST',
  path: '/admin/typePriceSet',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: '设置客户类型价（与运维命令同一实现，写入操作日志）',
  body: TypePriceBody,
  response: ProductPrices,
});

export const adminTypePriceClear = endpoint({
  method: 'POST',
  path: '/admin/typePriceClear',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: '删除客户类型价',
  body: Type.Object({ ...ProductField, ...ClientTypeField }),
  response: ProductPrices,
});

export const adminAgreedPriceSet = endpoint({
  method: 'POST',
  path: '/admin/agreedPriceSet',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: '设置客户协议价与有效期（仅该客户可见，与运维命令同一实现，写入操作日志）',
  body: AgreedPriceBody,
  response: ProductPrices,
});

export const adminAgreedPriceClear = endpoint({
  method: 'POST',
  path: '/admin/agreedPriceClear',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: '删除客户协议价',
  body: Type.Object({ ...ProductField, ...UsernameField }),
  response: ProductPrices,
});

/** One sheet row of a product import, in sheet order: what happened to it, and why when it was refused. */
export const ImportRowReport = Type.Object({
  row: Type.Integer({ description: '表格行号' }),
  code: Type.String({ description: '商品编码（表格本身拒绝的行可能为空）' }),
  result: Type.String({ description: 'created 新建 / updated 已更新 / unchanged 无变化 / refused 未导入' }),
  message: Type.String({ description: '未导入的原因；其余为空' }),
});
export type ImportRowReport = Static<typeof ImportRowReport>;

export const ImportReport = Type.Object({
  rows: Type.Array(ImportRowReport),
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  refused: Type.Integer(),
});
export type ImportReport = Static<typeof ImportReport>;

export const adminProductImport = endpoint({
  method: 'POST',
  path: '/admin/productImport',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: `商品资料表格导入（multipart 字段 file，.xlsx 导入模板，最多 ${BULK_MAX_ROWS} 行）：与 npm run operator -- erp-import 同一服务，逐行报告，写入操作日志`,
  multipart: true,
  response: ImportReport,
});

export const adminProductImportTemplate = endpoint({
  method: 'GET',
  path: '/admin/productImportTemplate',
  auth: 'staff',
  roles: STAFF_ACCESS.operations,
  tag: TAG,
  summary: '下载商品资料导入模板（.xlsx）',
  file: [MEDIA.xlsx],
  response: Type.Any(),
});
