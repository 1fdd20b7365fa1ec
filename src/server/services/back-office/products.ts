/**
 * The back office's catalogue (运营): the products list (search, shelf filter, sort, server-side paging) and on / off
 * shelf. A shelf change is one transaction with its audit row (state before and after); once committed, a
 * `products` catalogue notice drops every instance's cached answers that show the product.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminProductQuery, AdminProductRow, ProductBatches } from '../../../contract/admin-catalogue';
import type { Page } from '../../../contract/fields';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT } from '../../../model/constants';
import { chinaDay } from '../../../model/date-range';
import { batchSellable } from '../../../model/erp-rows';
import { fenToYuan } from '../../../model/money';
import { batchNearExpiry } from '../../../model/stock-alerts';
import type { Db } from '../../db/client';
import { productBatches, products } from '../../db/schema';
import { ApiError } from '../../errors';
import { catalogueChanged } from '../../notices/catalogue';
import type { Actor } from '../trust/audit';
import { heldByProduct } from '../open/stock';
import { escapeLike } from '../orders/list';
import { operatorAudit } from '../promotions/operator-window';

/** products.is_failure as the back office says it. */
export const PRODUCT_STATE_TEXT: Record<number, string> = { 0: '在售', 1: '已下架', 2: '缺货', 3: '已过期' };
export const SHELF_MSG = {
  missing: '商品不存在',
  notOff: '该商品不是下架状态，无需上架',
  alreadyOff: '该商品已下架',
} as const;

const ROW = {
  id: products.id,
  code: products.productCode,
  tyName: products.tyName,
  standard: products.productStandard,
  manufacturer: products.manufacturer,
  priceFen: products.priceFen,
  stock: products.stock,
  state: products.isFailure,
};

const rowOf = (r: { id: number; code: string; tyName: string; standard: string; manufacturer: string; priceFen: number; stock: number; state: number }): AdminProductRow => ({
  product_id: r.id,
  product_code: r.code,
  ty_name: r.tyName,
  product_standard: r.standard,
  manufacturer: r.manufacturer,
  base_price: fenToYuan(r.priceFen),
  stock: r.stock,
  state: r.state,
  state_text: PRODUCT_STATE_TEXT[r.state] ?? String(r.state),
});

function whereOf(q: AdminProductQuery): SQL | undefined {
  const parts: SQL[] = [];
  const k = q.keyword?.trim();
  if (k) {
    const like = `%${escapeLike(k)}%`;
    parts.push(or(ilike(products.tyName, like), ilike(products.productCode, like), ilike(products.manufacturer, like), ilike(products.approvalNumber, like))!);
  }
  if (q.shelf === 'on') parts.push(eq(products.isFailure, 0));
  if (q.shelf === 'off') parts.push(eq(products.isFailure, 1));
  return parts.length ? and(...parts) : undefined;
}

const SORT_COLUMN = { id: products.id, price: products.priceFen, stock: products.stock } as const;

export async function adminProductPage(db: Db, q: AdminProductQuery & { page?: number; size?: number }): Promise<Page<AdminProductRow>> {
  const page = q.page ?? PAGE_DEFAULT;
  const size = q.size ?? PAGE_SIZE_DEFAULT;
  const where = whereOf(q);
  const dir = q.dir === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db.select(ROW).from(products).where(where).orderBy(dir(SORT_COLUMN[q.sort ?? 'id']), dir(products.id)).limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { list: rows.map(rowOf), total: total?.n ?? 0, page, size };
}

/** On: an off-shelf product (1) goes back on sale (0). Off: any other product goes off shelf (1). */
export async function setShelf(db: Db, productId: number, on: boolean, actor: Actor): Promise<AdminProductRow> {
  const row = await db.transaction(async (tx) => {
    const [p] = await tx.select(ROW).from(products).where(eq(products.id, productId)).for('update');
    if (!p) throw new ApiError(404, SHELF_MSG.missing);
    if (on && p.state !== 1) throw new ApiError(400, SHELF_MSG.notOff);
    if (!on && p.state === 1) throw new ApiError(400, SHELF_MSG.alreadyOff);
    const state = on ? 0 : 1;
    await tx.update(products).set({ isFailure: state }).where(eq(products.id, productId));
    await operatorAudit(tx, `product:${productId}`, { step: on ? 'shelf-on' : 'shelf-off', before: { state: p.state }, after: { state } }, actor);
    return { ...p, state };
  });
  await catalogueChanged(db, 'products');
  return rowOf(row);
}

/** A product's batches in stock (first expiry first) with its sellable stock and what open orders hold of it. */
export async function productBatchStock(db: Db, productId: number, now = new Date()): Promise<ProductBatches> {
  const [p] = await db.select({ id: products.id, tyName: products.tyName, standard: products.productStandard, stock: products.stock }).from(products).where(eq(products.id, productId));
  if (!p) throw new ApiError(404, SHELF_MSG.missing);
  const [batches, held] = await Promise.all([
    db.select().from(productBatches).where(eq(productBatches.productId, productId)).orderBy(asc(productBatches.expiresOn), asc(productBatches.batchNo)),
    heldByProduct(db, [productId]),
  ]);
  const today = chinaDay(now);
  return {
    product_id: p.id,
    name: `${p.tyName} ${p.standard}`,
    stock: p.stock,
    held: held.get(p.id) ?? 0,
    batches: batches.map((b) => ({
      batch_no: b.batchNo,
      produced_on: b.producedOn,
      expires_on: b.expiresOn,
      quantity: b.quantity,
      sellable: batchSellable({ expires_on: b.expiresOn }, today),
      near_expiry: batchNearExpiry(b.expiresOn, today),
    })),
  };
}
