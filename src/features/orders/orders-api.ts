/** The browser's order calls, by their contract declarations. */
import * as o from '../../contract/orders';
import type { InputOf } from '../../contract/define';
import { call, downloadFile, type RequestOptions } from '../../api';

export const getMyOrders = (input: InputOf<typeof o.showMyOrders>, opts: RequestOptions = {}) => call(o.showMyOrders, input, opts);
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
