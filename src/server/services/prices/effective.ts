/**
 * The one place SQL resolves which price a buyer pays (model/effective-price.ts is the rule): the agreed price
 * valid today, else the client type's price, else the base price. Every reader of a product's price for a buyer
 * selects `pricedProductFields(buyer)` (or `effectivePriceSql`), so listing, detail, zones, home, cart, checkout,
 * quick order, batch upload and the promotion lists show and charge the same price. Two correlated lookups by
 * primary key; a buyer of no type and no agreed price (a visitor, a salesman alone) reads the base column only.
 *
 * "Today" is the China day of the request (model/date-range chinaDay), passed as a parameter: the database's own
 * current_date would follow the server's time zone.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { chinaDay } from '../../../model/date-range';
import type { Db } from '../../db/client';
import { clientAgreedPrices, clients, productTypePrices, products } from '../../db/schema';
import type { Tx } from '../cart/tx';
import { nearExpirySql, productFields, type PriceClass } from '../catalog/product-view';

export type { PriceClass };

/**
 * Whose price to read: a viewer's price class; or `{ clientId }` — that client's own price, its type read from
 * clients (the cart, checkout and order, which always read live); or null — the base price.
 */
export type PriceFor = PriceClass | { clientId: number } | null;

/** The agreed-price client and the client type to look up (a number, or the client's own type read in SQL). */
function lookups(buyer: PriceFor): { agreedClient: number | null; type: number | SQL | null } {
  if (buyer === null) return { agreedClient: null, type: null };
  if ('clientId' in buyer) {
    return { agreedClient: buyer.clientId, type: sql`(select c.client_type from ${clients} c where c.id = ${buyer.clientId})` };
  }
  return { agreedClient: buyer.agreedClientId, type: buyer.clientType };
}

export function effectivePriceSql(buyer: PriceFor, now: Date = new Date()): SQL<number> {
  const { agreedClient, type } = lookups(buyer);
  if (agreedClient === null && type === null) return sql<number>`${products.priceFen}`;
  const today = chinaDay(now);
  const candidates: SQL[] = [];
  if (agreedClient !== null) {
    candidates.push(sql`(select a.price_fen from ${clientAgreedPrices} a where a.product_id = ${products.id} and a.client_id = ${agreedClient} and a.valid_from <= ${today}::date and a.valid_until >= ${today}::date)`);
  }
  if (type !== null) {
    candidates.push(sql`(select t.price_fen from ${productTypePrices} t where t.product_id = ${products.id} and t.client_type = ${type})`);
  }
  return sql<number>`coalesce(${sql.join(candidates, sql`, `)}, ${products.priceFen})`;
}

/** productFields with the buyer's price in `priceFen`, and the near-expiry flag: what a priced product read selects. */
export const pricedProductFields = (buyer: PriceFor, now?: Date) => ({
  ...productFields,
  priceFen: effectivePriceSql(buyer, now),
  nearExpiry: nearExpirySql,
});

/**
 * A product's base price, or null when there is no such product: what a promotion's price is judged against (a
 * seckill, special, group-purchase, pre-sale or add-on price must be below it; a combination below its components'
 * base total). A promotion is one price for every buyer, so it is compared with the price every buyer starts from,
 * not with one buyer's agreed or client-type price; a buyer whose own price is lower still pays that one (the cart
 * and checkout charge the lower: model chargedUnitPrice).
 */
export async function basePriceOf(db: Db | Tx, productId: number): Promise<number | null> {
  const [p] = await db.select({ priceFen: products.priceFen }).from(products).where(eq(products.id, productId));
  return p ? p.priceFen : null;
}
