/**
 * The order a client asks about. Another client's order answers exactly like a missing one (订单不存在, 404), so
 * an order id tells nobody whether it exists.
 */
import { and, eq } from 'drizzle-orm';
import { ORDER_MSG } from '../../../model/messages';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Who } from '../../http/who';
import type { Tx } from '../cart/tx';
import type { Mover } from './transition';
import type { OrderRow } from './views';

export async function ownOrder(db: Db | Tx, clientId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)))
    .limit(1);
  if (!row) throw new ApiError(404, ORDER_MSG.notFound);
  return row;
}

/** Who moves an order for the asking buyer: the client, or the salesman acting for it (recorded as such). */
export const buyerMover = (who: Who, clientId: number): Mover =>
  who.salesmanId !== null ? { kind: 'salesman', id: who.salesmanId } : { kind: 'client', id: clientId };
