/**
 * Substitutes (issue 32) for a product the buyer cannot buy: the same 通用名 from other makers, ranked by
 * model/substitute-rules (same 规格 and 剂型 first). Only products this buyer may buy now are offered: judged by
 * toProduct for the viewer (business scope → switch, special categories → never_online) and isPurchasable (stock,
 * shelf). Replacing a line swaps it for a substitute at the quantity rounded up to the substitute's pack.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { ReplaceResult, Substitutes } from '../../../contract/alerts';
import { SERVER_MSG } from '../../../model/messages';
import { packRoundingNote, roundUpToPack } from '../../../model/pack-rounding';
import { isPurchasable } from '../../../model/product-rules';
import { rankSubstitutes, SUBSTITUTE_NOTE } from '../../../model/substitute-rules';
import type { Db } from '../../db/client';
import { cartLines, products } from '../../db/schema';
import { ApiError } from '../../errors';
import { addToCart } from '../cart/add';
import { clientTransaction } from '../cart/tx';
import { pricedProductFields } from '../prices/effective';
import { toProduct, type Viewer } from '../catalog/product-view';
import { deleteQuickOrderLine, putQuickOrderLine } from '../cart/quick-order';

/** How many same-name rows are judged at most (a generic name rarely has more makers). */
const CANDIDATES = 60;

export const SUBSTITUTE_MSG = {
  notSubstitute: '所选商品不是该商品的可购买替代品',
} as const;

export async function findSubstitutes(db: Db, viewer: Viewer, productId: number): Promise<Substitutes> {
  const [wanted] = await db.select({ id: products.id, tyName: products.tyName, standard: products.productStandard, form: products.dosageForm, maker: products.manufacturer }).from(products).where(eq(products.id, productId));
  if (!wanted) throw new ApiError(400, SERVER_MSG.productMissing);
  const rows = await db
    .select(pricedProductFields(viewer.price))
    .from(products)
    .where(and(eq(products.tyName, wanted.tyName), ne(products.id, productId)))
    .orderBy(asc(products.id))
    .limit(CANDIDATES);
  const buyable = rows.flatMap((row) => {
    const product = toProduct(row, viewer);
    return isPurchasable(product) ? [{ product, row }] : [];
  });
  const facts = (id: number, tyName: string, standard: string, form: string, maker: string, priceFen: number | null) => ({
    product_id: id, ty_name: tyName, product_standard: standard, dosage_form: form, manufacturer: maker, price_fen: priceFen,
  });
  const ranked = rankSubstitutes(
    facts(wanted.id, wanted.tyName, wanted.standard, wanted.form, wanted.maker, null),
    buyable.map((b) => ({ ...facts(b.row.id, b.row.tyName, b.row.productStandard, b.row.dosageForm, b.row.manufacturer, viewer.showPrices ? b.row.priceFen : null), product: b.product })),
  );
  return { list: ranked.map((r) => ({ product: r.item.product, match: r.match, note: SUBSTITUTE_NOTE[r.match] })) };
}

/**
 * Replaces the line of `productId` in the cart (its plain lines, not activity ones) or the quick-order list with
 * `substituteId` at `amount` rounded up to the substitute's pack. The substitute is added first (refused with the
 * usual reason, nothing changed), then the old line goes.
 */
export async function replaceWithSubstitute(
  db: Db,
  clientId: number,
  viewer: Viewer & { scopes: number[] },
  input: { product_id: number; substitute_id: number; amount: number; list?: 'cart' | 'quick' },
): Promise<ReplaceResult> {
  const offered = await findSubstitutes(db, viewer, input.product_id);
  const sub = offered.list.find((s) => s.product.product_id === input.substitute_id);
  if (!sub) throw new ApiError(400, SUBSTITUTE_MSG.notSubstitute);
  const pack = sub.product.zhongbaozhuang_num;
  const amount = roundUpToPack(input.amount, pack);
  if (input.list === 'quick') {
    await putQuickOrderLine(db, clientId, viewer.scopes, input.substitute_id, amount);
    await deleteQuickOrderLine(db, clientId, input.product_id);
  } else {
    await addToCart(db, clientId, viewer.scopes, [{ product_id: input.substitute_id, amount }]);
    await clientTransaction(db, clientId, (tx) =>
      tx
        .delete(cartLines)
        .where(
          and(
            eq(cartLines.clientId, clientId),
            inArray(cartLines.productId, [input.product_id]),
            eq(cartLines.seckillId, 0),
            eq(cartLines.specialId, 0),
            eq(cartLines.purchaseId, 0),
            eq(cartLines.combinationId, 0),
          ),
        ),
    );
  }
  return { product_id: input.substitute_id, amount, note: packRoundingNote(input.amount, amount, pack) };
}
