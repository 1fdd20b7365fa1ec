/**
 * The open API for distributors' ERPs (issue 27): every endpoint `auth: 'partner'`, a request signed with the
 * partner's key (model/open-signature.ts; how to sign: docs/erp.md). Refusals of the signature answer code 401 with
 * the refusal's code in the message (`签名不正确（bad_signature）`); input is validated before the signature is
 * checked, so a malformed request is told what is wrong with it (400) whoever sends it.
 */
import { Type, type Static, type TObject, type TProperties, type TSchema } from '@sinclair/typebox';
import { BULK_MAX_ROWS, PICTURES_MAX } from '../model/erp-rows';
import { endpoint } from './define';
import { Id, Int, INT4_MAX, List, Nullable, OneOf, Str, Yuan } from './fields';
import { OperatorOrder, OrderDetail, operatorRefund } from './orders';
import { OrderInvoice } from './invoices';
import { INVOICE_FILE_TYPES } from '../model/invoice-rules';
import { UPLOAD_MAX_MB } from '../model/constants';
import { TrackEventInput } from './parcel-view';

export const OPEN_TAG = '开放接口（ERP）';

export const OpenPing = Type.Object({
  key_id: Type.String(),
  partner: Type.String({ description: '合作方名称' }),
  server_time: Type.Integer({ description: '服务器时间（Unix 秒）：签名时间戳须在其前后5分钟内' }),
});
export type OpenPing = Static<typeof OpenPing>;

export const openPing = endpoint({
  method: 'GET',
  path: '/open/ping',
  auth: 'partner',
  tag: OPEN_TAG,
  summary: '验证签名：返回合作方与服务器时间（先用它调通签名）',
  response: OpenPing,
});

/**
 * Every bulk call answers one result per row, in the order sent: created / updated / unchanged, or refused with a
 * reason code (model/erp-rows.ts ROW_REASONS) and its Chinese text. A refused row changes nothing; the others are
 * applied. Sending the same rows again answers `unchanged` for each (idempotent: rows are keyed by the product code).
 * `RowResults(rowSchema, extra)` declares a bulk endpoint's answer from its row schema (the row's `code` field) and
 * the fields only that endpoint answers (the stock report's `available`): the one place the per-row shape is written.
 */
const rowResultFields = {
  result: Type.String({ description: 'created 新建 / updated 已更新 / unchanged 无变化 / refused 拒绝' }),
  reason: Type.Optional(Type.String({ description: '拒绝原因代码' })),
  message: Type.Optional(Type.String({ description: '拒绝原因' })),
};

export function RowResults<R extends TObject, X extends TProperties = Record<never, TSchema>>(rowSchema: R & { properties: { code: TSchema } }, extra: X = {} as X) {
  return Type.Object({
    applied: Type.Integer({ description: '已处理（新建、更新或无变化）的行数' }),
    refused: Type.Integer({ description: '拒绝的行数' }),
    rows: Type.Array(
      Type.Object({
        row: Type.Integer({ description: '行号（从 0 起，与请求中的顺序一致）' }),
        code: Type.String({ description: rowSchema.properties.code.title ?? '商品编码' }),
        ...rowResultFields,
        ...extra,
      }),
    ),
  });
}

const StockAvailable = { available: Type.Optional(Type.Integer({ description: '库存上报后的可售库存：可售批次合计减去未发货订单占用' })) };
/** The answer of any bulk call as the services build it (services/open/bulk.ts): the stock report's the widest. */
export const AnyBulkAnswer = RowResults(Type.Object({ code: Type.String() }), StockAvailable);
export type BulkAnswer = Static<typeof AnyBulkAnswer>;
export type RowResult = BulkAnswer['rows'][number];

const Code = Str('商品编码', 40, { minLength: 1, pattern: '^[A-Za-z0-9_.\\-]+$' });
const Text = (title: string, max = 200) => Type.Optional(Str(title, max));
/** Prices as yuan text; a wrong one refuses its row only (bad_price), not the whole call. */
const PriceText = (title: string) => Str(title, 16);
const Rows = <T extends TSchema>(title: string, item: T) => List(title, item, BULK_MAX_ROWS, { minItems: 1 });

export const ProductRow = Type.Object({
  code: Code,
  generic_name: Str('通用名', 100, { minLength: 1 }),
  trade_name: Text('商品名', 100),
  spec: Str('规格', 100, { minLength: 1 }),
  dosage_form: Text('剂型', 40),
  unit: Str('单位', 10, { minLength: 1 }),
  middle_pack: Type.Optional(Int('中包装', 1, 100_000)),
  carton: Type.Optional(Int('件装', 0, 1_000_000)),
  approval_number: Text('批准文号或注册证号', 100),
  manufacturer: Str('生产厂家', 100, { minLength: 1 }),
  licence_holder: Text('上市许可持有人', 100),
  origin: Text('产地', 100),
  storage: Text('储存条件', 200),
  medicare_code: Text('医保编码', 40),
  medicare_class: Text('医保类别', 10),
  rx_class: Str('处方分类', 10, { minLength: 1 }),
  business_scope: Type.Optional(Int('经营范围类别', 0, 2)),
  drug_type: Text('药品类型', 20),
  category: Str('商品分类', 50, { minLength: 1 }),
  barcode: Text('条形码', 40),
  leaflet: Text('说明书', 20_000),
  pictures: Type.Optional(
    List('商品图片', Str('图片地址', 500, { minLength: 1, description: 'https:// 公网图片地址，或已上传图片的 /api/contentPicture/… 地址；第一张为商品主图' }), PICTURES_MAX),
  ),
  price: PriceText('基础价'),
  retail_price: Type.Optional(PriceText('建议零售价')),
  on_shelf: Type.Optional(Type.Boolean({ title: '是否上架' })),
});
export type ProductRow = Static<typeof ProductRow>;

export const openProducts = endpoint({
  method: 'POST',
  path: '/open/products',
  auth: 'partner',
  tag: OPEN_TAG,
  summary: `批量新建或更新商品资料（GSP 字段，按商品编码，每次最多 ${BULK_MAX_ROWS} 行，逐行返回结果）`,
  body: Type.Object({ rows: Rows('商品资料', ProductRow) }),
  response: RowResults(ProductRow),
});

export const openOffShelf = endpoint({
  method: 'POST',
  path: '/open/products/off-shelf',
  auth: 'partner',
  tag: OPEN_TAG,
  summary: '批量下架（按商品编码）；重新上架：再推送商品资料 on_shelf=true',
  body: Type.Object({ codes: Rows('商品编码列表', Code) }),
  response: RowResults(Type.Object({ code: Code })),
});

export const PriceRow = Type.Object({
  code: Code,
  base_price: Type.Optional(PriceText('基础价')),
  type_prices: Type.Optional(
    List('客户类型价', Type.Object({ client_type: Int('客户类型', 1, 6), price: PriceText('客户类型价') }), 6),
  ),
});
export type PriceRow = Static<typeof PriceRow>;

export const openPrices = endpoint({
  method: 'POST',
  path: '/open/prices',
  auth: 'partner',
  tag: OPEN_TAG,
  summary: '批量设置基础价与客户类型价（type_prices 给出时替换该商品全部客户类型价，空列表即全部删除）',
  body: Type.Object({ rows: Rows('价格', PriceRow) }),
  response: RowResults(PriceRow),
});

export const AgreedRow = Type.Object({
  code: Code,
  client: Str('客户账号', 50, { minLength: 1 }),
  price: PriceText('协议价'),
  valid_from: Str('生效日期', 10),
  valid_until: Str('截止日期', 10),
});
export type AgreedRow = Static<typeof AgreedRow>;

export const openAgreedPrices = endpoint({
  method: 'POST',
  path: '/open/agreed-prices',
  auth: 'partner',
  tag: OPEN_TAG,
  summary: '批量设置客户协议价（含有效期，按商品编码与客户账号，再次设置即替换）',
  body: Type.Object({ rows: Rows('协议价', AgreedRow) }),
  response: RowResults(AgreedRow),
});

export const BatchRow = Type.Object({
  batch_no: Str('批号', 40, { minLength: 1 }),
  produced_on: Str('生产日期', 10),
  expires_on: Str('有效期至', 10),
  quantity: Int('批次数量', 0, INT4_MAX),
});

export const StockRow = Type.Object({
  code: Code,
  batches: List('批次', BatchRow, 100),
});
export type StockRow = Static<typeof StockRow>;

export const openStock = endpoint({
  method: 'POST',
  path: '/open/stock',
  auth: 'partner',
  tag: OPEN_TAG,
  summary: '批量上报批次库存（批号、生产日期、有效期、数量；替换该商品全部批次）：可售库存 = 未过期批次合计 − 未发货订单占用',
  body: Type.Object({ rows: Rows('库存', StockRow) }),
  response: RowResults(StockRow, StockAvailable),
});

export const OpenOrderLine = Type.Object({
  line_id: Type.Integer({ description: '订单行ID（发货回传时逐行对应）' }),
  code: Type.String({ description: '商品编码' }),
  generic_name: Type.String(),
  spec: Type.String(),
  unit: Type.String(),
  manufacturer: Type.String(),
  amount: Type.Integer(),
  price: Yuan('成交单价（元）'),
  line_total: Yuan('小计（元，已分摊优惠）'),
});

export const OpenOrder = Type.Object({
  order_code: Type.String(),
  status: Type.Integer(),
  status_text: Type.String(),
  pay_status: Type.Integer(),
  pay_status_text: Type.String(),
  client: Type.Object({ username: Type.String(), name: Type.String(), client_type: Type.Integer() }),
  address: OrderDetail.properties.address,
  remark: Type.String(),
  po_number: Type.String(),
  goods: Yuan('商品金额'),
  delivery: Yuan('运费'),
  total: Yuan('应付金额'),
  created_at: Type.String(),
  updated_at: Type.String(),
  lines: Type.Array(OpenOrderLine),
  shipment: Nullable(Type.Object({ carrier: Type.String(), waybill: Type.String() })),
});
export type OpenOrder = Static<typeof OpenOrder>;

export const OpenOrderPage = Type.Object({
  orders: Type.Array(OpenOrder),
  next_cursor: Type.String({ description: '下次请求带上它，取此后新增或变化的订单' }),
  has_more: Type.Boolean({ description: 'true：还有，立即再取一页' }),
});
export type OpenOrderPage = Static<typeof OpenOrderPage>;

export const openOrders = endpoint({
  method: 'GET',
  path: '/open/orders',
  auth: 'partner',
  tag: OPEN_TAG,
  summary: '拉取新增和变化的订单（按变化时间游标分页；首次不带游标从头开始，变化在5秒后可见）',
  query: Type.Object({
    cursor: Type.Optional(Str('游标', 40, { pattern: '^\\d{1,20}_\\d{1,10}$' })),
    limit: Type.Optional(Int('每页条数', 1, 200)),
  }),
  response: OpenOrderPage,
});

const TraceCode = Str('追溯码', 40, { minLength: 1, pattern: '^[0-9A-Za-z]+$' });

/** Every line of an order with the batches it leaves with (the ERP's shipment callback and the back office's ship). */
export const ShipmentLines = List(
  '发货明细',
  Type.Object({
    line_id: Id('订单行ID'),
    batches: List(
      '出库批次',
      Type.Object({
        batch_no: Str('批号', 40, { minLength: 1 }),
        produced_on: Type.Optional(Str('生产日期', 10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
        expires_on: Str('有效期至', 10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
        quantity: Int('数量', 1, INT4_MAX),
        trace_codes: Type.Optional(List('追溯码', TraceCode, 2000)),
      }),
      20,
      { minItems: 1 },
    ),
  }),
  500,
  { minItems: 1 },
);
export type ShipmentLines = Static<typeof ShipmentLines>;

export const ShipmentBody = Type.Object({
  order_code: Str('订单编号', 40, { minLength: 1 }),
  carrier: Str('承运商', 50, { minLength: 1 }),
  waybill: Str('运单号', 50, { minLength: 1 }),
  lines: ShipmentLines,
  parcel: Type.Optional(
    Type.Boolean({ title: '分包裹发货', description: 'true：分包裹发货，本包裹可只含部分订单行与数量（合计不超过未发数量），同一订单可回传多个运单；不带时须整单发货' }),
  ),
  events: Type.Optional(List('物流动态', TrackEventInput, 200)),
});
export type ShipmentBody = Static<typeof ShipmentBody>;

export const openShipment = endpoint({
  method: 'POST',
  path: '/open/shipments',
  auth: 'partner',
  tag: OPEN_TAG,
  summary: '发货回传：每个订单行的出库批次（批号、生产日期、有效期、数量、追溯码）与承运商、运单号；订单变为已发货并通知买家（同一运单重发视为成功；parcel: true 时按包裹回传）',
  body: ShipmentBody,
  response: OperatorOrder,
});

export const openRefund = endpoint({
  method: 'POST',
  path: '/open/refunds',
  auth: 'partner',
  tag: OPEN_TAG,
  summary: '退款/退货回传：同意（原路或线下退款，未发货的库存退回）或拒绝买家的退款申请',
  body: operatorRefund.body,
  response: OperatorOrder,
});

/** An invoice file as base64 text: at most UPLOAD_MAX_MB once decoded. */
export const INVOICE_BASE64_MAX = Math.ceil((UPLOAD_MAX_MB * 1024 * 1024) / 3) * 4;

export const openInvoice = endpoint({
  method: 'POST',
  path: '/open/invoices',
  auth: 'partner',
  tag: OPEN_TAG,
  summary: `开票回传：订单的发票号码与发票文件（file_type pdf 或 ofd，file_base64 为文件的 Base64，按内容识别，不超过${UPLOAD_MAX_MB}MB）；买家在订单详情下载。同一订单再次回传即更正`,
  body: Type.Object({
    order_code: Str('订单编号', 40, { minLength: 1 }),
    invoice_no: Str('发票号码', 20, { minLength: 1 }),
    file_type: OneOf('发票文件类型', Object.keys(INVOICE_FILE_TYPES) as (keyof typeof INVOICE_FILE_TYPES)[]),
    file_base64: Str('发票文件', INVOICE_BASE64_MAX, { minLength: 1, pattern: '^[A-Za-z0-9+/=\\r\\n]*$' }),
  }),
  response: OrderInvoice,
});

/** The same product push from a spreadsheet (npm run operator -- erp-import): the operator's key, not a signature. */
export const operatorProductImport = endpoint({
  method: 'POST',
  path: '/operator/products/import',
  auth: 'operator',
  tag: '运维',
  summary: `表格导入商品资料（无 ERP 的经销商；与开放接口同一批量服务，每次最多 ${BULK_MAX_ROWS} 行，逐行返回结果）`,
  body: Type.Object({ rows: Rows('商品资料', ProductRow) }),
  response: RowResults(ProductRow),
});
