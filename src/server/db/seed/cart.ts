/**
 * Demo frequently-bought lists, so /personal/keepList is not empty on a fresh start: what a retail pharmacy
 * (yaofang01) and a clinic (zhensuo01) reorder every week or two. Products are found by name (the first product of
 * that name, which for the featured names is the featured one: 连花清瘟胶囊 sold out, 维生素C片 expired and 头孢克肟分散片
 * off shelf show the refusal flag); times, last amounts and dates come from a seeded PRNG and are relative to `today`.
 */
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../types';
import { clients, oftenBuy, products } from '../schema';
import { createRng } from './prng';

const DAY = 86_400_000;

export const OFTEN_BUY: Record<string, string[]> = {
  yaofang01: [
    '布洛芬缓释胶囊', '连花清瘟胶囊', '板蓝根颗粒', '医用外科口罩', '感冒灵颗粒', '复方氨酚烷胺片', '对乙酰氨基酚片',
    '藿香正气水', '蒙脱石散', '健胃消食片', '六味地黄丸', '维生素C片', '碳酸钙D3片', '云南白药气雾剂', '创可贴',
    '金嗓子喉片', '电子体温计', '开塞露',
  ],
  zhensuo01: [
    '阿莫西林胶囊', '头孢克肟分散片', '阿奇霉素片', '左氧氟沙星片', '甲硝唑片', '苯磺酸氨氯地平片', '阿托伐他汀钙片',
    '阿司匹林肠溶片', '盐酸二甲双胍片', '盐酸氨溴索口服溶液', '孟鲁司特钠片', '布洛芬混悬液', '一次性使用无菌注射器',
    '一次性使用输液器', '医用脱脂棉签', '75%酒精消毒液',
  ],
};

export async function seedCart(db: Db, today: Date): Promise<void> {
  if ((await db.$count(oftenBuy)) > 0) return;
  const users = await db.select({ id: clients.id, username: clients.username }).from(clients).where(inArray(clients.username, Object.keys(OFTEN_BUY))).orderBy(asc(clients.id));
  const names = [...new Set(Object.values(OFTEN_BUY).flat())];
  const found = await db
    .select({ id: products.id, name: products.tyName, pack: products.zhongbaozhuangNum, max: products.maxBuyNum })
    .from(products)
    .where(inArray(products.tyName, names))
    .orderBy(asc(products.id));
  const byName = new Map<string, (typeof found)[number]>();
  for (const p of found) if (!byName.has(p.name)) byName.set(p.name, p);

  const rng = createRng(20_110);
  const rows = users.flatMap(({ id: clientId, username }) =>
    (OFTEN_BUY[username] ?? []).flatMap((name) => {
      const p = byName.get(name);
      if (!p) return [];
      const packs = rng.int(1, 6);
      const amount = Math.min(packs * p.pack, p.max > 0 ? Math.floor(p.max / p.pack) * p.pack : Infinity);
      const daysAgo = rng.int(1, 75);
      return [
        {
          clientId,
          productId: p.id,
          times: rng.int(2, 26),
          lastAmount: Math.max(p.pack, amount),
          lastBoughtAt: new Date(today.getTime() - daysAgo * DAY).toISOString().slice(0, 10),
        },
      ];
    }),
  );
  if (rows.length) await db.insert(oftenBuy).values(rows);
}
