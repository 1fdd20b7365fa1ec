/**
 * Quick order (SPEC §4 buy now, §7 fastCheck / addFast / delFastProduct / fastOrder), frequently bought and batch
 * upload: the buyer's tools for filling a large order fast.
 */
import { MEDIA } from './media';
import { Type, type Static } from '@sinclair/typebox';
import { BATCH_MAX_ROWS, CART_ADD_MAX_LINES } from '../model/constants';
import { Product } from './catalog';
import { endpoint } from './define';
import { Id, List, Num, PageOf, PagerQuery, Str } from './fields';
import { Refusal } from './refusal';
import { AddCartLine } from './cart';

const TAG = '快速下单';

/** A quick-order line: the product as the buyer sees it and, when it cannot be bought, why. */
export const FastLine = Type.Object({
  product_id: Type.Integer(),
  amount: Type.Integer(),
  product: Product,
  refusal: Type.Union([Refusal, Type.Null()]),
});
export type FastLine = Static<typeof FastLine>;
const FastList = Type.Object({ list: Type.Array(FastLine) });

const FastItem = Type.Object({ product_id: Id('商品ID'), amount: Num('购买数量', -1_000_000, 1_000_000) });

export const fastCheck = endpoint({
  method: 'POST',
  path: '/w1/fastCheck',
  auth: 'user',
  tag: TAG,
  summary: '立即购买前校验（经营范围、状态、数量）；200 才可进入结算',
  body: Type.Object({ list: List('商品列表', FastItem, CART_ADD_MAX_LINES) }),
  response: FastList,
});

export const fastOrder = endpoint({
  method: 'GET',
  path: '/w1/fastOrder',
  auth: 'user',
  tag: TAG,
  summary: '快速下单清单',
  response: FastList,
});

export const addFast = endpoint({
  method: 'POST',
  path: '/w1/addFast',
  auth: 'user',
  tag: TAG,
  summary: '快速下单清单：加入或改数量（数量须符合中包装与限购）',
  body: FastItem,
  response: FastList,
});

export const addFastList = endpoint({
  method: 'POST',
  path: '/w1/addFastList',
  auth: 'user',
  tag: TAG,
  summary: '快速下单清单：一次加入多个商品（粘贴的多行）；任一行数量不符则整批不加入并指明商品',
  body: Type.Object({ list: List('商品列表', FastItem, CART_ADD_MAX_LINES) }),
  response: FastList,
});

export const delFastProduct = endpoint({
  method: 'POST',
  path: '/w1/delFastProduct',
  auth: 'user',
  tag: TAG,
  summary: '快速下单清单：删除商品（不传商品ID则清空）',
  body: Type.Object({ product_id: Type.Optional(Id('商品ID')) }),
  response: FastList,
});

/** A frequently bought product: how often and how much, and why it cannot be bought now if so. */
export const OftenBuyItem = Type.Object({
  product: Product,
  times: Type.Integer({ description: '购买次数' }),
  last_amount: Type.Integer({ description: '上次购买数量' }),
  last_bought_at: Type.String({ description: '上次购买时间 yyyy-MM-dd' }),
  refusal: Type.Union([Refusal, Type.Null()]),
});
export type OftenBuyItem = Static<typeof OftenBuyItem>;

export const myOftenBuy = endpoint({
  method: 'GET',
  path: '/w1/Myoftenbuy',
  auth: 'user',
  tag: TAG,
  summary: '常购清单',
  query: Type.Object({ ...PagerQuery, keyword: Type.Optional(Str('搜索关键词', 50)) }),
  response: PageOf(OftenBuyItem),
});

export const delOftenBuy = endpoint({
  method: 'GET',
  path: '/w1/DelOftenbuy',
  writes: true,
  auth: 'user',
  tag: TAG,
  summary: '从常购清单移除',
  query: Type.Object({ product_id: Id('商品ID') }),
  response: Type.Null(),
});

export const addOftenBuy = endpoint({
  method: 'POST',
  path: '/w1/addOftenbuy',
  auth: 'user',
  tag: TAG,
  summary: '加入常购清单',
  body: Type.Object({ product_ids: List('商品列表', Id('商品ID'), CART_ADD_MAX_LINES) }),
  response: Type.Object({ total: Type.Integer() }),
});

/** One row of an uploaded purchase list, as matched by the server. */
export const BatchRow = Type.Object({
  row: Type.Integer({ description: '表格行号（含表头，从2开始）' }),
  code: Type.String({ description: '表格中的商品编码/批准文号' }),
  name: Type.String({ description: '表格中的商品名称' }),
  quantity_text: Type.String({ description: '表格中的数量原文' }),
  amount: Type.Integer({ description: '可加入购物车的数量（0 表示不可加入）' }),
  status: Type.Unsafe<'ok' | 'adjusted' | 'ambiguous' | 'rejected'>({
    type: 'string',
    enum: ['ok', 'adjusted', 'ambiguous', 'rejected'],
  }),
  reason: Type.String({ description: '说明（中文）' }),
  product: Type.Union([Product, Type.Null()]),
  candidates: Type.Array(Product),
});
export type BatchRow = Static<typeof BatchRow>;

export const BatchReport = Type.Object({
  rows: Type.Array(BatchRow),
  total: Type.Integer(),
  valid: Type.Integer(),
  limit: Type.Integer({ description: `每次最多 ${BATCH_MAX_ROWS} 行` }),
});
export type BatchReport = Static<typeof BatchReport>;

export const batchUpload = endpoint({
  method: 'POST',
  path: '/w1/cartUpload',
  auth: 'user',
  tag: TAG,
  summary: '批量采购：上传 .xlsx 或 .csv（multipart 字段 file），返回逐行报告；不写入任何数据',
  multipart: true,
  response: BatchReport,
});

export const batchTemplate = endpoint({
  method: 'GET',
  path: '/w1/cartUploadTemplate',
  auth: 'none',
  tag: TAG,
  summary: '批量采购模板（.xlsx，含说明与示例行）',
  file: [MEDIA.xlsx],
  response: Type.Any(),
});

export { AddCartLine };
