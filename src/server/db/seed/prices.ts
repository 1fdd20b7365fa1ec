/**
 * Demo client-type and agreed prices (issue 27): clinics (营利性医疗机构, type 2: zhensuo01, xinyong01) pay less for
 * three products, and yaofang01 has an agreed price (协议价) for 联苯苄唑乳膏, valid from a month ago for a year, which
 * liansuo01 (a chain store without one) sees at the base price. Each product is the first pack on sale of its name,
 * none of them used by another seed or asserted at its base price by a test. Fills only its own empty tables.
 */
import { sql } from 'drizzle-orm';
import { chinaDay } from '../../../model/date-range';
import type { Db } from '../types';
import { firstOnSale, pctOf } from './demo-pricing';
import { clientAgreedPrices, clients, products, productTypePrices } from '../schema';

const DAY = 86_400_000;

/** Clinic prices in percent of the base price (rounded to 10 fen). */
export const DEMO_TYPE_PRICES: { name: string; clientType: number; pct: number }[] = [
  { name: '盐酸氨溴索片', clientType: 2, pct: 92 },
  { name: '洛索洛芬钠片', clientType: 2, pct: 90 },
  { name: '莫匹罗星软膏', clientType: 2, pct: 93 },
];

export const DEMO_AGREED_PRICE = { name: '联苯苄唑乳膏', username: 'yaofang01', pct: 80, fromDays: -30, untilDays: 335 };

export async function seedPrices(db: Db, today: Date): Promise<void> {
  if ((await db.$count(products)) === 0) return;
  const first = await firstOnSale(db, [...DEMO_TYPE_PRICES.map((t) => t.name), DEMO_AGREED_PRICE.name]);
  if ((await db.$count(productTypePrices)) === 0) {
    const rows = DEMO_TYPE_PRICES.flatMap((t) => {
      const p = first.get(t.name);
      return p ? [{ productId: p.id, clientType: t.clientType, priceFen: pctOf(p.priceFen, t.pct) }] : [];
    });
    if (rows.length) await db.insert(productTypePrices).values(rows);
  }
  if ((await db.$count(clientAgreedPrices)) === 0) {
    const p = first.get(DEMO_AGREED_PRICE.name);
    const [c] = await db.select({ id: clients.id }).from(clients).where(sql`${clients.username} = ${DEMO_AGREED_PRICE.username}`);
    if (p && c) {
      await db.insert(clientAgreedPrices).values({
        productId: p.id,
        clientId: c.id,
        priceFen: pctOf(p.priceFen, DEMO_AGREED_PRICE.pct),
        validFrom: chinaDay(new Date(today.getTime() + DEMO_AGREED_PRICE.fromDays * DAY)),
        validUntil: chinaDay(new Date(today.getTime() + DEMO_AGREED_PRICE.untilDays * DAY)),
      });
    }
  }
}
