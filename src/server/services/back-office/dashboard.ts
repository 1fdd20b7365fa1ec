/**
 * The 工作台: today's orders and sales (China day, cancelled orders left out), the reviews waiting, and the orders
 * desk's to-dos (to ship, transfers to confirm, refund requests), and the stock's: products on shelf running low and
 * batches near expiry (thresholds in model/stock-alerts.ts).
 */
import { and, asc, count, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import { chinaDay } from '../../../model/date-range';
import { fenToYuan } from '../../../model/money';
import { ORDER_STATUS } from '../../../model/order-status';
import type { Dashboard } from '../../../contract/admin';
import type { Db } from '../../db/client';
import { LOW_STOCK_AT, nearExpiryUntil, STOCK_ALERT_ROWS } from '../../../model/stock-alerts';
import { clients, licenceRenewals, orders, productBatches, products } from '../../db/schema';
import { CHECK_STATUS } from '../../constants';

/** Midnight of today in China time. */
export const chinaMidnight = (now: Date): Date => new Date(`${chinaDay(now)}T00:00:00+08:00`);

const productName = sql<string>`${products.tyName} || ' ' || ${products.productStandard}`;

/** Products on shelf running low, and batches in stock near expiry: how many, and the first STOCK_ALERT_ROWS. */
async function stockAlerts(db: Db, today: string): Promise<Pick<Dashboard, 'lowStock' | 'nearExpiry'>> {
  const low = and(eq(products.isFailure, 0), lte(products.stock, LOW_STOCK_AT));
  const near = and(gt(productBatches.quantity, 0), gt(productBatches.expiresOn, today), lte(productBatches.expiresOn, nearExpiryUntil(today)));
  const [[lowCount], lowList, [nearCount], nearList] = await Promise.all([
    db.select({ n: count() }).from(products).where(low),
    db.select({ product_id: products.id, name: productName, stock: products.stock }).from(products).where(low).orderBy(asc(products.stock), asc(products.id)).limit(STOCK_ALERT_ROWS),
    db.select({ n: count() }).from(productBatches).where(near),
    db
      .select({ product_id: products.id, name: productName, batch_no: productBatches.batchNo, expires_on: productBatches.expiresOn, quantity: productBatches.quantity })
      .from(productBatches)
      .innerJoin(products, eq(products.id, productBatches.productId))
      .where(near)
      .orderBy(asc(productBatches.expiresOn), asc(products.id), asc(productBatches.batchNo))
      .limit(STOCK_ALERT_ROWS),
  ]);
  return { lowStock: { count: lowCount?.n ?? 0, list: lowList }, nearExpiry: { count: nearCount?.n ?? 0, list: nearList } };
}

export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const S = ORDER_STATUS;
  const [[today], [registrations], [renewals], byStatus, stock] = await Promise.all([
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
    stockAlerts(db, chinaDay(now)),
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
    ...stock,
  };
}
