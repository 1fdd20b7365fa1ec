/**
 * The 订单 and 支付 messages an order's status change writes (orders/transition.ts calls it in the move's
 * transaction): payment and refund outcomes are 支付, every other move 订单; each links to the order's detail.
 */
import { ORDER_STATUS, ORDER_STATUS_TEXT, type OrderStatus } from '../../../model/order-status';
import type { MessageKind } from '../../../model/message-kinds';
import type { Tx } from '../cart/tx';
import { postMessages, type NewMessage } from './messages';

const PAYMENT_STATUSES: readonly number[] = [ORDER_STATUS.paid, ORDER_STATUS.refunded, ORDER_STATUS.onlineRefund, ORDER_STATUS.offlineRefund];

export function orderMessage(o: { id: number; clientId: number; code: string }, from: number, to: OrderStatus): NewMessage {
  const kind: MessageKind = PAYMENT_STATUSES.includes(to) && from !== ORDER_STATUS.shipped ? 'payment' : 'order';
  const text = ORDER_STATUS_TEXT[to];
  const title = kind === 'payment' && to === ORDER_STATUS.paid ? `订单 ${o.code} 已付款` : `订单 ${o.code}：${text}`;
  return { clientId: o.clientId, kind, title, body: `订单状态由“${ORDER_STATUS_TEXT[from as OrderStatus] ?? from}”变为“${text}”。`, link: `/personal/orderDetail/${o.id}` };
}

/**
 * Posts the order message in the move's transaction. The SMS (for a client who switched the kind on) is sent at
 * once: the move has passed its conditional update and rarely rolls back; a rolled-back move's SMS is the accepted
 * cost of not keeping a second outbox.
 */
export async function postOrderMessage(tx: Tx, o: { id: number; clientId: number; code: string }, from: number, to: OrderStatus): Promise<{ mobile: string; text: string }[]> {
  return postMessages(tx, [orderMessage(o, from, to)]);
}
