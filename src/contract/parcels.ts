/**
 * Parcels, tracking and traceability (issue 29): the buyer's 追溯码 as data and as files, the 电子随货同行单 of a
 * parcel (PDF), the back office's parcels of an order with their tracking events, and the ERP's tracking callback.
 */
import { Type } from '@sinclair/typebox';
import { STAFF_ACCESS } from '../model/staff';
import { endpoint } from './define';
import { Id, List, OneOf, Str } from './fields';
import { MEDIA } from './media';
import { OPEN_TAG } from './open';
import { ParcelView, TraceCodeRowView, TrackEventInput } from './parcel-view';

const TAG = '我的订单';
const ById = { id: Id('订单ID') };
const Code = Str('订单编号', 40, { minLength: 1 });

export const orderTraceCodes = endpoint({
  method: 'GET',
  path: '/w1/orderTraceCodes',
  auth: 'user',
  tag: TAG,
  summary: '订单的追溯码数据（一码一行：商品、批号、有效期、运单号），供诊所系统入库',
  query: Type.Object(ById),
  response: Type.Object({ order_code: Type.String(), codes: Type.Array(TraceCodeRowView) }),
});

export const orderTraceCodesFile = endpoint({
  method: 'GET',
  path: '/w1/orderTraceCodesFile',
  auth: 'user',
  tag: TAG,
  summary: '下载订单的追溯码（CSV 或 .xlsx，一码一行）',
  query: Type.Object({ ...ById, format: OneOf('格式', ['csv', 'xlsx'] as const) }),
  file: [MEDIA.csv, MEDIA.xlsx],
  response: Type.Any(),
});

export const parcelDeliveryNote = endpoint({
  method: 'GET',
  path: '/w1/parcelDeliveryNote',
  auth: 'user',
  tag: TAG,
  summary: '下载包裹的电子随货同行单（PDF）',
  query: Type.Object({ ...ById, parcel: Id('包裹ID') }),
  file: [MEDIA.pdf],
  response: Type.Any(),
});

export const adminOrderParcels = endpoint({
  method: 'GET',
  path: '/admin/orderParcels',
  auth: 'staff',
  roles: STAFF_ACCESS.service,
  tag: '后台订单',
  summary: '订单的包裹：承运商、运单号、商品与批次、物流动态',
  query: Type.Object({ order_code: Code }),
  response: Type.Object({ parcels: Type.Array(ParcelView) }),
});

export const adminParcelEvent = endpoint({
  method: 'POST',
  path: '/admin/orderParcelEvent',
  auth: 'staff',
  roles: STAFF_ACCESS.service,
  tag: '后台订单',
  summary: '为包裹添加物流动态（时间、地点、内容），写入操作日志',
  body: Type.Object({ order_code: Code, waybill: Str('运单号', 50, { minLength: 1 }), event: TrackEventInput }),
  response: Type.Object({ parcels: Type.Array(ParcelView) }),
});

export const openShipmentEvents = endpoint({
  method: 'POST',
  path: '/open/shipments/events',
  auth: 'partner',
  tag: OPEN_TAG,
  summary: '物流动态回传：某订单某运单的物流事件（同一时间同一内容重发只记一次）',
  body: Type.Object({ order_code: Code, waybill: Str('运单号', 50, { minLength: 1 }), events: List('物流动态', TrackEventInput, 200, { minItems: 1 }) }),
  response: Type.Object({ parcels: Type.Array(ParcelView) }),
});
