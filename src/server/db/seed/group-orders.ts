/**
 * Paid orders of the demo group purchases, so /groupPurchase shows real progress and a reached group: the open
 * groups part of the way to their minimum, the reached one over it (its orders shipped or received). The buyers are
 * clinics of their own (拼团 demo clients, copies of yaofang01's standing), so the demo logins' order tabs and the
 * salesmen's figures stay as seeded. They hold no stock, like the other demo orders; the group's `sold` counts them.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../model/order-status';
import type { Db } from '../types';
import { clients, groupPurchases, orderLines } from '../schema';
import { copyStanding } from './compliance';
import { insertOrder } from './orders';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const BUYERS = [
  ['tuangou01', '城南社区卫生服务站'],
  ['tuangou02', '惠民大药房（解放路店）'],
  ['tuangou03', '仁心诊所'],
  ['tuangou04', '康泰医药连锁第七门店'],
  ['tuangou05', '青松镇卫生院'],
  ['tuangou06', '同济堂药店'],
] as const;

/** Share of the minimum already paid, by group title; the reached group ends over it. */
const PAID_SHARE: Record<string, number> = { 慢病用药拼团: 0.62, 诊所常备拼团: 0.9, 秋冬储备团: 0.35, 换季感冒药拼团: 1.3 };

export async function seedGroupOrders(db: Db, today: Date): Promise<void> {
  const groups = await db.select().from(groupPurchases).where(and(eq(groupPurchases.type, 1), inArray(groupPurchases.title, Object.keys(PAID_SHARE))));
  if (groups.length === 0) return;
  const [already] = await db.select({ id: orderLines.id }).from(orderLines).where(inArray(orderLines.purchaseId, groups.map((g) => g.id))).limit(1);
  if (already) return;
  const buyers = await demoBuyers(db);
  let n = 0;
  for (const g of groups) {
    if (g.startTime > today) continue;
    const reached = g.state === 1;
    let units = Math.round((g.target * PAID_SHARE[g.title]!) / g.purchaseMin) * g.purchaseMin;
    const step = Math.max(g.purchaseMin, Math.min(g.orderLimit > 0 ? g.orderLimit : Infinity, g.purchaseMin * 3));
    let sold = 0;
    for (let i = 0; units > 0; i++) {
      const amount = Math.min(step, units);
      units -= amount;
      sold += amount;
      const createdAt = new Date(Math.min(g.endTime.getTime(), today.getTime()) - (i + 1) * 5 * HOUR);
      await insertOrder(db, {
        clientId: buyers[i % buyers.length]!,
        orderCode: `YC${createdAt.toISOString().slice(0, 10).replace(/-/g, '')}${String(800_000 + ++n)}`,
        status: reached ? (i % 2 ? ORDER_STATUS.received : ORDER_STATUS.shipped) : ORDER_STATUS.paid,
        lines: [{ productId: g.productId, amount, purchaseId: g.id, priceFen: g.priceFen }],
        createdAt,
        payDeadline: null,
        autoReceiveAt: reached ? new Date(today.getTime() + 5 * DAY) : undefined,
        takeStock: false,
      });
    }
    await db.update(groupPurchases).set({ sold: sql`least(${groupPurchases.stock}, ${sold})` }).where(eq(groupPurchases.id, g.id));
  }
}

async function demoBuyers(db: Db): Promise<number[]> {
  const [model] = await db.select().from(clients).where(eq(clients.username, 'yaofang01'));
  if (!model) return [];
  const { id: _id, createdAt: _c, ...rest } = model;
  const made = await db
    .insert(clients)
    .values(BUYERS.map(([username, name]) => ({ ...rest, username, name, balanceFen: 0, couponFen: 0 })))
    .onConflictDoNothing()
    .returning({ id: clients.id });
  await copyStanding(db, model.id, made.map((r) => r.id));
  return (await db.select({ id: clients.id }).from(clients).where(inArray(clients.username, BUYERS.map(([u]) => u)))).map((r) => r.id);
}
