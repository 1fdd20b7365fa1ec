/**
 * The buyer's orders (src/contract/orders.ts, parcels.ts, returns.ts): the list and its counts, one order, cancelling,
 * receiving, buying again, refunds, comments, returns, the parcels' trace codes and delivery notes, and the downloads.
 */
import * as o from '../contract/orders';
import * as p from '../contract/parcels';
import * as r from '../contract/returns';
import type { InputOf } from '../contract/define';
import type { RequestOptions } from './client';
import { call } from './call';
import { downloadFile } from './download';

export const getMyOrders = (input: InputOf<typeof o.showMyOrders>, opts: RequestOptions = {}) => call(o.showMyOrders, input, opts);
/** How many orders wait in each state (the personal centre's badges). */
export const getOrderCounts = (opts: RequestOptions = {}) => call(o.myOrderCounts, undefined, opts);
export const getOrderDetail = (id: number, opts: RequestOptions = {}) => call(o.getOrderDetailInfo, { id }, opts);
export const cancelOrder = (id: number) => call(o.clientCacelOrRecivOrder, { id, type: 'cancel' });
export const receiveOrder = (id: number) => call(o.clientCacelOrRecivOrder, { id, type: 'receive' });
export const buyAgain = (id: number) => call(o.clientOrderBuyAgain, { id });
export const commitRefund = (id: number, reason: string, images: string[]) => call(o.clientRefundCommit, { id, reason, images });
export const commentOrder = (input: InputOf<typeof o.orderComment>) => call(o.orderComment, input);

/** GET /w1/dataDownload as a file (the orders of a date range, .xlsx). */
export const downloadOrders = (range: { created_at_start?: string; created_at_end?: string }) =>
  downloadFile(o.dataDownload.path, range, '我的订单.xlsx');

/** An order's returns (退货) and applying for one (the dialog shows a refusal inline). */
export const getOrderReturns = (id: number, opts: RequestOptions = {}) => call(r.orderReturns, { id }, opts);
export const applyReturn = (input: InputOf<typeof r.orderReturnApply>) => call(r.orderReturnApply, input, { quiet: true });

/** The order's 追溯码 as data (a clinic system takes them through `yc:trace-codes`). */
export const getTraceCodes = (id: number, opts: RequestOptions = {}) => call(p.orderTraceCodes, { id }, opts);

/** The order's 追溯码 as a file, one code a row. */
export const downloadTraceCodes = (id: number, code: string, format: 'csv' | 'xlsx') =>
  downloadFile(p.orderTraceCodesFile.path, { id, format }, `追溯码_${code}.${format}`);

/** A parcel's 电子随货同行单 (PDF). */
export const downloadDeliveryNote = (id: number, parcel: number, code: string, waybill: string) =>
  downloadFile(p.parcelDeliveryNote.path, { id, parcel }, `随货同行单_${code}_${waybill}.pdf`);
