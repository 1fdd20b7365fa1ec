/**
 * The 工作台: today's orders and sales (China day, cancelled orders left out), the reviews waiting, and the orders
 * desk's to-dos (to ship, transfers to confirm, refund requests).
 */
import { and, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { chinaDay } from '../../../model/date-range';
import { fenToYuan } from '../../../model/money';
import { ORDER_STATUS } from '../../../model/order-status';
import type { Dashboard } from '../../../contract/admin';
import type { Db } from '../../db/client';
import { clients, licenceRenewals, orders } from '../../db/schema';
import { CHECK_STATUS } from '../../constants';

/** Midnight of today in China time. */
export const chinaMidnight = (now: Date): Date => new Date(`${chinaDay(now)}T00:00:00+08:00`);

export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const S = ORDER_STATUS;
  const [[today], [registrations], [renewals], byStatus] = await Promise.all([
    db
      .select({ n: count(), fen: sql<string>`coalesce(sum(${orders.totalFen}), 0)` })
      .from(orders)
      .where(and(gte(orders.createdAt, chinaMidnight(now)), ne(orders.status, ORDER_STATUS.cancelled))),
    db.select({ n: count() }).from(clients).where(eq(clients.checkStatus, CHECK_STATUS.pending)),
    db.select({ n: count() }).from(licenceRenewals).where(eq(licenceRenewals.status, 0)),
    db
      .select({ status: orders.status, n: count() })
      .from(orders)
      .where(inArray(orders.status, [S.paid, S.approved, S.pendingReview, S.refundPending]))
      .groupBy(orders.status),
  ]);
  const n = (...statuses: number[]) => byStatus.filter((r) => statuses.includes(r.status)).reduce((sum, r) => sum + r.n, 0);
  return {
    todayOrders: today?.n ?? 0,
    todaySales: fenToYuan(Number(today?.fen ?? 0)),
    pendingRegistrations: registrations?.n ?? 0,
    pendingRenewals: renewals?.n ?? 0,
    toShip: n(S.paid, S.approved),
    transfersToConfirm: n(S.pendingReview),
    refundRequests: n(S.refundPending),
  };
}
