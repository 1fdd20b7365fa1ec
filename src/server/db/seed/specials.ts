/**
 * Demo special prices (特价) and combinations (套餐) in every state: specials running (one near its per-client
 * limit's point, one nearly sold out), one starting tomorrow and one ended yesterday; three combinations running and
 * one ended. Each product is the first pack on sale of its name. `pct` is the price in percent of the products' own
 * (rounded to 10 fen); `sold` counts units or sets held by other buyers' orders (not seeded: only the counter).
 * Each part checks its own table.
 */
import type { Db } from '../types';
import { firstOnSale, pctOf } from './demo-pricing';
import { combinationItems, combinations, products, specialPrices } from '../schema';

const HOUR = 3_600_000;

const SPECIALS: { name: string; title: string; pct: number; stock: number; sold: number; clientLimit: number; startH: number; endH: number }[] = [
  { name: '奥美拉唑肠溶胶囊', title: '胃药特价周', pct: 82, stock: 500, sold: 136, clientLimit: 50, startH: -48, endH: 120 },
  { name: '藿香正气水', title: '清仓特价', pct: 75, stock: 200, sold: 188, clientLimit: 20, startH: -6, endH: 30 },
  { name: '蒲地蓝消炎口服液', title: '清热特价', pct: 85, stock: 300, sold: 40, clientLimit: -1, startH: -24, endH: 240 },
  { name: '双氯芬酸钠缓释片', title: '明日特价', pct: 80, stock: 300, sold: 0, clientLimit: 30, startH: 20, endH: 68 },
  { name: '红霉素软膏', title: '上周特价', pct: 70, stock: 100, sold: 100, clientLimit: 10, startH: -120, endH: -20 },
];

const COMBOS: { name: string; items: [string, number][]; pct: number; stock: number; sold: number; clientLimit: number; startH: number; endH: number }[] = [
  { name: '换季感冒组合', items: [['连花清瘟胶囊', 2], ['板蓝根颗粒', 2], ['医用外科口罩', 1]], pct: 88, stock: 300, sold: 47, clientLimit: 20, startH: -24, endH: 240 },
  { name: '肠胃调理组合', items: [['奥美拉唑肠溶胶囊', 1], ['健胃消食片', 2]], pct: 90, stock: 200, sold: 12, clientLimit: 10, startH: -48, endH: 168 },
  { name: '退热止痛组合', items: [['布洛芬缓释胶囊', 2], ['阿莫西林胶囊', 1]], pct: 90, stock: 80, sold: 71, clientLimit: 5, startH: -12, endH: 72 },
  { name: '夏季防暑组合', items: [['藿香正气水', 3], ['健胃消食片', 1]], pct: 85, stock: 100, sold: 100, clientLimit: 10, startH: -240, endH: -48 },
];

async function seedSpecials(db: Db, today: Date): Promise<void> {
  if ((await db.$count(specialPrices)) > 0 || (await db.$count(products)) === 0) return;
  const first = await firstOnSale(db, SPECIALS.map((s) => s.name));
  const rows = SPECIALS.flatMap((s) => {
    const p = first.get(s.name);
    if (!p || p.priceFen < 20) return [];
    return [
      {
        productId: p.id,
        title: s.title,
        priceFen: Math.min(pctOf(p.priceFen, s.pct), p.priceFen - 1),
        stock: s.stock,
        sold: s.sold,
        clientLimit: s.clientLimit,
        startTime: new Date(today.getTime() + s.startH * HOUR),
        endTime: new Date(today.getTime() + s.endH * HOUR),
      },
    ];
  });
  if (rows.length) await db.insert(specialPrices).values(rows);
}

async function seedCombinations(db: Db, today: Date): Promise<void> {
  if ((await db.$count(combinations)) > 0 || (await db.$count(products)) === 0) return;
  const first = await firstOnSale(db, [...new Set(COMBOS.flatMap((c) => c.items.map((i) => i[0])))]);
  for (const c of COMBOS) {
    const items = c.items.flatMap(([name, qty]) => {
      const p = first.get(name);
      return p ? [{ p, qty }] : [];
    });
    if (items.length < 2) continue;
    const own = items.reduce((a, i) => a + i.p.priceFen * i.qty, 0);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(combinations)
        .values({
          name: c.name,
          priceFen: Math.min(pctOf(own, c.pct), own - 1),
          stock: c.stock,
          sold: c.sold,
          clientLimit: c.clientLimit,
          startTime: new Date(today.getTime() + c.startH * HOUR),
          endTime: new Date(today.getTime() + c.endH * HOUR),
        })
        .returning({ id: combinations.id });
      await tx.insert(combinationItems).values(items.map((i, position) => ({ combinationId: row!.id, productId: i.p.id, qty: i.qty, position })));
    });
  }
}

export async function seedSpecialsAndCombinations(db: Db, today: Date): Promise<void> {
  await seedSpecials(db, today);
  await seedCombinations(db, today);
}
