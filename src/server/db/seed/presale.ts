/**
 * Demo pre-sales (预售, group_purchases of type 2): one running (winter flu stock, shipping after it ends), one about
 * to start and one just ended, on the first pack on sale of each name. Runs after the group purchases and fills only
 * when there is no pre-sale yet.
 */
import { and, eq, sql } from 'drizzle-orm';
import { chinaDay } from '../../../model/date-range';
import type { Db } from '../types';
import { groupPurchases, products } from '../schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const PRESALES: { name: string; title: string; pct: number; stock: number; purchaseMin: number; orderLimit: number; clientLimit: number; startH: number; endH: number; shipDays: number }[] = [
  { name: '连花清瘟胶囊', title: '冬季流感备货预售', pct: 85, stock: 800, purchaseMin: 0, orderLimit: 100, clientLimit: 200, startH: -48, endH: 24 * 6, shipDays: 12 },
  { name: '蒙脱石散', title: '新批次到港预售', pct: 88, stock: 400, purchaseMin: 0, orderLimit: 50, clientLimit: 100, startH: 30, endH: 24 * 8, shipDays: 14 },
  { name: '六味地黄丸', title: '厂家直供预售', pct: 86, stock: 300, purchaseMin: 0, orderLimit: 60, clientLimit: -1, startH: -24 * 9, endH: -24, shipDays: 3 },
];

export async function seedPresales(db: Db, today: Date): Promise<void> {
  if ((await db.$count(groupPurchases, eq(groupPurchases.type, 2))) > 0 || (await db.$count(products)) === 0) return;
  const onSale = await db
    .select({ id: products.id, tyName: products.tyName, priceFen: products.priceFen })
    .from(products)
    .where(and(sql`${products.tyName} in ${PRESALES.map((p) => p.name)}`, eq(products.isFailure, 0), sql`${products.stock} > 0 and ${products.specialCategory} is null`))
    .orderBy(products.id);
  const first = new Map<string, (typeof onSale)[number]>();
  for (const p of onSale) if (!first.has(p.tyName)) first.set(p.tyName, p);
  const rows = PRESALES.flatMap((s) => {
    const p = first.get(s.name);
    if (!p) return [];
    return [
      {
        type: 2,
        productId: p.id,
        title: s.title,
        priceFen: Math.min(Math.max(10, Math.round((p.priceFen * s.pct) / 1000) * 10), p.priceFen - 1),
        target: 1,
        stock: s.stock,
        purchaseMin: s.purchaseMin,
        orderLimit: s.orderLimit,
        clientLimit: s.clientLimit,
        startTime: new Date(today.getTime() + s.startH * HOUR),
        endTime: new Date(today.getTime() + s.endH * HOUR),
        shipDate: chinaDay(new Date(today.getTime() + s.shipDays * DAY)),
      },
    ];
  });
  if (rows.length) await db.insert(groupPurchases).values(rows);
}
