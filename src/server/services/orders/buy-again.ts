/**
 * clientOrderBuyAgain: the order's products back into the cart through the cart service, each line on its own
 * (a savepoint), so one that cannot be bought any more is flagged with its reason and the others still go in.
 * Nothing is dropped silently and nothing is changed silently: an amount the product's rules no longer allow is
 * refused with the rule's message rather than adjusted.
 */
import { asc, eq } from 'drizzle-orm';
import { SERVER_MSG } from '../../../model/messages';
import { productRefusal, type Refusal } from '../../../model/purchase-rules';
import type { BuyAgainLine } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { orderLines } from '../../db/schema';
import { ApiError } from '../../errors';
import { loadProducts, upsertLines } from '../cart/add';
import { clientTransaction } from '../cart/tx';
import { toProduct } from '../catalog/product-view';
import { ownOrder } from './own';

const missing: Refusal = { code: 'offShelf', text: SERVER_MSG.productMissing, fix: 'chooseAnother', fixText: '选购其他商品' };

export async function buyAgain(db: Db, clientId: number, scopes: number[], orderId: number): Promise<{ added: number; lines: BuyAgainLine[] }> {
  const o = await ownOrder(db, clientId, orderId);
  const rows = await db
    .select({ productId: orderLines.productId, amount: orderLines.amount, tyName: orderLines.tyName, standard: orderLines.productStandard })
    .from(orderLines)
    .where(eq(orderLines.orderId, o.id))
    .orderBy(asc(orderLines.id));
  // One line per product: the amounts of its lines (an activity line and a plain one) together.
  const wanted = new Map<number, (typeof rows)[number]>();
  for (const r of rows) {
    const seen = wanted.get(r.productId);
    wanted.set(r.productId, seen ? { ...seen, amount: seen.amount + r.amount } : r);
  }
  const found = await loadProducts(db, [...wanted.keys()], null);
  const lines: BuyAgainLine[] = [];
  await clientTransaction(db, clientId, async (tx) => {
    for (const w of wanted.values()) {
      const row = found.get(w.productId);
      const view = { product_id: w.productId, ty_name: w.tyName, product_standard: w.standard, amount: w.amount };
      let refusal: Refusal | null = row ? productRefusal(toProduct(row, { scopes, showPrices: false }), w.amount) : missing;
      if (!refusal && row) {
        try {
          await tx.transaction((sp) => upsertLines(sp, clientId, [{ productId: w.productId, amount: w.amount }], found));
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          refusal = { code: 'badQuantity', text: e.message, fix: 'changeQuantity', fixText: '修改购买数量' };
        }
      }
      lines.push({ ...view, added: refusal === null, refusal });
    }
  });
  return { added: lines.filter((l) => l.added).length, lines };
}
