/**
 * Cart of a client. Adding validates every line with the shared product rules, then upserts all lines in one
 * transaction; a repeated add merges into the existing line with an atomic conditional update (no read-then-write,
 * so concurrent adds never lose an update).
 */
import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { SERVER_MSG } from '../../model/messages';
import { fenToYuan } from '../../model/money';
import { quantityMessage, quantityProblem, quantityRule, warningOf, warningText } from '../../model/product-rules';
import { listRefusal } from '../../model/purchase-rules';
import { emptyCart } from '../../model/cart-rules';
import type { AddCartLine, CartLine, CartList } from '../../contract/cart';
import type { Buyable } from '../../model/product-rules';
import type { Db } from '../db/client';
import { cartLines, products } from '../db/schema';
import { ApiError } from '../errors';
import { nearExpirySql, switchOf, toProduct, type ProductRow } from './product-view';

export const ACTIVITY_UNAVAILABLE = '该活动不存在或已结束';

const lineKey = [
  cartLines.clientId,
  cartLines.productId,
  cartLines.seckillId,
  cartLines.specialId,
  cartLines.purchaseId,
  cartLines.combinationId,
  cartLines.isAddPrice,
];

function ruleOf(row: ProductRow) {
  return quantityRule({
    stock: row.stock,
    zhongbaozhuang_num: row.zhongbaozhuangNum,
    max_buy_num: row.maxBuyNum,
    min_buy_num: row.minBuyNum,
  });
}

async function loadProducts(db: Db, ids: number[]): Promise<Map<number, ProductRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ ...getTableColumns(products), nearExpiry: nearExpirySql })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function cartCount(db: Db, clientId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.clientId, clientId));
  return row?.n ?? 0;
}

/** Checks every line with the browser's rules (model/purchase-rules) before anything is written; throws code 400. */
function validate(lines: AddCartLine[], found: Map<number, ProductRow>, scopes: number[]): void {
  if (lines.some((l) => l.seckill_id || l.special_id || l.purchase_id || l.combination_id || l.is_add_price)) {
    // Activities (seckill, group purchase, combinations, add-on price) are not served by this server yet.
    throw new ApiError(400, ACTIVITY_UNAVAILABLE);
  }
  if (lines.some((l) => !found.has(l.product_id))) throw new ApiError(400, SERVER_MSG.productMissing);
  const refusal = listRefusal(
    lines.map((l) => ({ product: toProduct(found.get(l.product_id) as ProductRow, { scopes, showPrices: false }), amount: l.amount })),
  );
  if (refusal) throw new ApiError(400, refusal.text);
}

export async function addToCart(db: Db, clientId: number, scopes: number[], lines: AddCartLine[]): Promise<{ count: number }> {
  const found = await loadProducts(db, [...new Set(lines.map((l) => l.product_id))]);
  validate(lines, found, scopes);

  await db.transaction(async (tx) => {
    for (const line of lines) {
      const row = found.get(line.product_id) as ProductRow;
      const rule = ruleOf(row);
      const merged = sql`(${cartLines.amount} + excluded.amount)`;
      const withinMax = Number.isFinite(rule.max) ? sql` and ${merged} <= ${rule.max}` : sql``;
      const written = await tx
        .insert(cartLines)
        .values({ clientId, productId: line.product_id, amount: line.amount })
        .onConflictDoUpdate({
          target: lineKey,
          set: { amount: sql`${merged}`, updatedAt: sql`now()` },
          setWhere: sql`${merged} % ${rule.step} = 0${withinMax}`,
        })
        .returning({ amount: cartLines.amount });
      if (written.length === 0) {
        // The merged amount broke the rule; read what is there only to word the message.
        const [existing] = await tx
          .select({ amount: cartLines.amount })
          .from(cartLines)
          .where(and(eq(cartLines.clientId, clientId), eq(cartLines.productId, line.product_id), eq(cartLines.seckillId, 0)));
        const already = existing?.amount ?? 0;
        const problem = quantityProblem(already + line.amount, rule) ?? 'aboveMax';
        throw new ApiError(400, `${row.tyName}：${quantityMessage(problem, rule)}（购物车中已有${already}${row.productDw}）`);
      }
    }
  });
  return { count: await cartCount(db, clientId) };
}

function kindOf(line: { seckillId: number; combinationId: number; isAddPrice: number }): keyof CartList {
  if (line.seckillId) return 'seckill';
  if (line.combinationId) return 'combination';
  if (line.isAddPrice) return 'addPrice';
  return 'product';
}

export async function readCart(db: Db, clientId: number, scopes: number[]): Promise<CartList> {
  const rows = await db
    .select({ line: cartLines, product: { ...getTableColumns(products), nearExpiry: nearExpirySql } })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(eq(cartLines.clientId, clientId))
    .orderBy(asc(cartLines.id));
  const cart = emptyCart<CartLine>();
  for (const { line, product: p } of rows) {
    const sw = switchOf(p.businessScope, { scopes });
    const view = { switch: sw, stock: p.stock, is_failure: p.isFailure as Buyable['is_failure'] };
    const warning = warningOf(view);
    const out: CartLine = {
      id: line.id,
      product_id: p.id,
      amount: line.amount,
      checked: warning ? 0 : line.checked ? 1 : 0,
      disabledChecked: warning !== null,
      combination_id: line.combinationId,
      is_add_price: line.isAddPrice ? 1 : 0,
      seckill_id: line.seckillId,
      special_id: line.specialId,
      purchase_id: line.purchaseId,
      is_failure: view.is_failure,
      price: fenToYuan(p.priceFen),
      intellectapplyId: 0,
      thumb: p.thumb,
      ty_name: p.tyName,
      product_standard: p.productStandard,
      manufacturer: p.manufacturer,
      product_dw: p.productDw,
      zhongbaozhuang_num: p.zhongbaozhuangNum,
      stock: p.stock,
      switch: sw,
      near_expiration_date: p.nearExpiry ? 1 : 0,
      warnTip: warning ? warningText(warning, 'cart') : '',
    };
    cart[warning ? 'failure' : kindOf(line)].push(out);
  }
  return cart;
}
