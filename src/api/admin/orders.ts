/** 订单: the order desk's list and CSV export, one order, and its steps (review, ship, cancel, transfer, refund). */
import * as desk from '../../contract/admin-orders';
import type { InputOf } from '../../contract/define';
import { downloadFile } from '../download';
import { quietCall } from './quiet';

export const listOrders = (query: InputOf<typeof desk.adminOrders>) => quietCall(desk.adminOrders, query);

/** The list's filter and sort as CSV. */
export const exportOrders = (query: InputOf<typeof desk.adminOrdersExport>) => downloadFile(desk.adminOrdersExport.path, query, '订单.csv');

export const getOrder = (code: string) => quietCall(desk.adminOrder, { order_code: code });

export const reviewOrder = (code: string, action: 'pass' | 'reject') => quietCall(desk.adminOrderReview, { order_code: code, action });

export const cancelOrder = (code: string, reason: string) => quietCall(desk.adminOrderCancel, { order_code: code, reason });

export const confirmTransfer = (code: string) => quietCall(desk.adminConfirmTransfer, { order_code: code });

export const decideRefund = (input: InputOf<typeof desk.adminRefund>) => quietCall(desk.adminRefund, input);

/** The lines still to send with their batches in stock (the ship form). */
export const getShipLines = (code: string) => quietCall(desk.adminOrderShipLines, { order_code: code });

export const shipOrder = (input: InputOf<typeof desk.adminOrderShip>) => quietCall(desk.adminOrderShip, input);
