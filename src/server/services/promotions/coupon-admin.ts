/**
 * The operator's coupon templates (npm run operator -- coupons | coupon-create | coupon-end,
 * /api/operator/promotions/coupon*): list, create (scheduled by its start time) and end now, each with its audit_log
 * row in the same transaction; cached catalogue answers (a scoped coupon's mark on the listings) are dropped once
 * it committed.
 *
 * Rows are written the way the seed writes them and the coupon centre and pricing.ts read them: 满减 (type 1)
 * `amount_fen` off from `payvalue_fen`; 折扣 (type 2) one config_json step {step1_price: minimum spend in yuan,
 * step1_discount: percent paid, "90" = 9折} capped at `max_discount_fen`; coupon_scopes rows name products,
 * categories or brands (none = store-wide). The title is the rule in words (满500减50), so it cannot disagree.
 *
 * One window serves claiming and spending: a claimed coupon is usable while its template runs. Ending a template
 * (end_time = now) therefore stops claims and expires the coupons clients hold unused; orders that spent one keep
 * their discount.
 */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { chinaStamp } from '../../../model/date-range';
import { fenToYuan, yuanToFen, type Fen } from '../../../model/money';
import { couponPhase, couponRuleText, discountPercent } from '../../../model/offer-rules';
import { discountSteps, foldText } from '../../../model/pricing';
import type { CouponScopeInput, NewCoupon, OperatorCoupon } from '../../../contract/operator-offers';
import type { Db } from '../../db/client';
import { categories, clientCoupons, coupons, couponScopes, products } from '../../db/schema';
import { ApiError } from '../../errors';
import { changingCatalogue } from '../../notices/catalogue';
import type { Tx } from '../cart/tx';
import { endedWindow, operatorAudit, operatorWindow } from './operator-window';
import { OPERATOR_ACTOR, type Actor } from '../trust/audit';

export const COUPON_ADMIN_MSG = {
  notFound: '优惠券不存在',
  alreadyEnded: '该优惠券已结束',
  badMoney: '金额格式不正确，应为元，最多两位小数',
  amountPositive: '减免金额须大于0',
  spendBelowAmount: '最低消费须不低于减免金额',
  badDiscount: '折扣须在0到1之间（不含0和1），如 0.9 或 9折',
  maxDiscountPositive: '折扣券须填写最高优惠金额，且大于0',
  totalAtLeastOne: '发放数量须至少为1',
  productMissing: (ids: number[]) => `适用商品不存在：${ids.join('、')}`,
  classMissing: (ids: number[]) => `适用分类不存在：${ids.join('、')}`,
  brandMissing: (names: string[]) => `适用品牌没有商品：${names.join('、')}`,
} as const;

type CouponRow = typeof coupons.$inferSelect;
type ScopeRow = typeof couponScopes.$inferSelect;

const money = (text: string | undefined): Fen => {
  const fen = yuanToFen(text ?? '');
  if (!Number.isFinite(fen) || fen < 0) throw new ApiError(400, COUPON_ADMIN_MSG.badMoney);
  return fen;
};

/** The columns of the coupon's rule, or the refusal naming what is wrong. */
function ruleColumns(input: NewCoupon) {
  const minSpendFen = money(input.min_spend);
  if (input.coupon_type === 1) {
    const amountFen = money(input.amount);
    if (amountFen <= 0) throw new ApiError(400, COUPON_ADMIN_MSG.amountPositive);
    if (minSpendFen < amountFen) throw new ApiError(400, COUPON_ADMIN_MSG.spendBelowAmount);
    return { typeName: '满减券', couponType: 1, amountFen, payvalueFen: minSpendFen, couponTitle: couponRuleText({ couponType: 1, amountFen, minSpendFen, percent: 0 }) };
  }
  const percent = discountPercent(input.discount ?? '');
  if (percent === null) throw new ApiError(400, COUPON_ADMIN_MSG.badDiscount);
  const maxDiscountFen = money(input.max_discount ?? '0');
  if (maxDiscountFen <= 0) throw new ApiError(400, COUPON_ADMIN_MSG.maxDiscountPositive);
  return {
    typeName: '折扣券',
    couponType: 2,
    configJson: [{ step1_price: fenToYuan(minSpendFen), step1_discount: String(percent) }],
    maxDiscountFen,
    couponTitle: couponRuleText({ couponType: 2, amountFen: 0, minSpendFen, percent }),
  };
}

const unique = <T>(xs: T[] | undefined) => [...new Set(xs ?? [])];

function scopeOf(input: CouponScopeInput | undefined) {
  return { productIds: unique(input?.product_ids), classIds: unique(input?.class_ids), brands: unique(input?.brands?.map((b) => b.trim()).filter(Boolean)) };
}

/** Refuses a scope naming a product or category that does not exist, or a brand no product has. */
async function checkScope(tx: Tx, scope: ReturnType<typeof scopeOf>): Promise<void> {
  const missing = <T>(wanted: T[], found: T[]) => wanted.filter((w) => !found.includes(w));
  if (scope.productIds.length) {
    const found = await tx.select({ id: products.id }).from(products).where(inArray(products.id, scope.productIds));
    const gone = missing(scope.productIds, found.map((f) => f.id));
    if (gone.length) throw new ApiError(400, COUPON_ADMIN_MSG.productMissing(gone));
  }
  if (scope.classIds.length) {
    const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, scope.classIds));
    const gone = missing(scope.classIds, found.map((f) => f.id));
    if (gone.length) throw new ApiError(400, COUPON_ADMIN_MSG.classMissing(gone));
  }
  if (scope.brands.length) {
    const found = await tx.selectDistinct({ brand: products.brand }).from(products).where(inArray(products.brand, scope.brands));
    const gone = missing(scope.brands, found.map((f) => f.brand));
    if (gone.length) throw new ApiError(400, COUPON_ADMIN_MSG.brandMissing(gone));
  }
}

/** 全场通用, or what the scope rows name: 商品1、2、3 / 指定商品60个；分类感冒用药；品牌999、同仁堂. */
function scopeText(rows: ScopeRow[], classNames: Map<number, string>): string {
  const productIds = rows.flatMap((r) => (r.productId != null ? [r.productId] : []));
  const classIds = rows.flatMap((r) => (r.classId != null ? [r.classId] : []));
  const brands = rows.flatMap((r) => (r.brand ? [r.brand] : []));
  const parts = [
    productIds.length === 0 ? '' : productIds.length <= 3 ? `商品${productIds.join('、')}` : `指定商品${productIds.length}个`,
    classIds.length ? `分类${classIds.map((id) => classNames.get(id) ?? String(id)).join('、')}` : '',
    brands.length ? `品牌${brands.join('、')}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join('；') : '全场通用';
}

/** The operator's view of these coupons: scopes, category names and the claimed-unused counts in three queries. */
async function views(db: Db | Tx, rows: CouponRow[], now: Date): Promise<OperatorCoupon[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const scopes = await db.select().from(couponScopes).where(inArray(couponScopes.couponId, ids));
  const classIds = unique(scopes.flatMap((s) => (s.classId != null ? [s.classId] : [])));
  const names = classIds.length ? await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, classIds)) : [];
  const held = await db
    .select({ couponId: clientCoupons.couponId, n: sql<number>`count(*)::int` })
    .from(clientCoupons)
    .where(and(inArray(clientCoupons.couponId, ids), isNull(clientCoupons.usedAt)))
    .groupBy(clientCoupons.couponId);
  const classNames = new Map(names.map((n) => [n.id, n.name]));
  return rows.map((c) => {
    const step = discountSteps(c.configJson)[0];
    return {
      coupon_id: c.id,
      coupon_title: c.couponTitle,
      type_name: c.typeName,
      act_name: c.actName,
      coupon_type: c.couponType,
      amount: fenToYuan(c.amountFen),
      fold: c.couponType === 2 && step ? foldText(step.discount) : '',
      max_discount: fenToYuan(c.maxDiscountFen),
      min_spend: fenToYuan(c.couponType === 2 ? (step?.priceFen ?? 0) : c.payvalueFen),
      scope: scopeText(scopes.filter((s) => s.couponId === c.id), classNames),
      claimed: c.claimed,
      unused: held.find((h) => h.couponId === c.id)?.n ?? 0,
      total: c.total,
      claimable: c.claimable,
      phase: couponPhase({ startMs: c.startTime.getTime(), endMs: c.endTime.getTime(), claimed: c.claimed, total: c.total }, now.getTime()),
      start_time: chinaStamp(c.startTime),
      end_time: chinaStamp(c.endTime),
    };
  });
}

export async function listCouponsForOperator(db: Db, now = new Date()): Promise<OperatorCoupon[]> {
  return views(db, await db.select().from(coupons).orderBy(desc(coupons.id)).limit(100), now);
}

export async function createCoupon(db: Db, input: NewCoupon, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorCoupon> {
  const window = operatorWindow(input.start_time, input.end_time, now);
  const rule = ruleColumns(input);
  if (!(Number.isInteger(input.total) && input.total >= 1)) throw new ApiError(400, COUPON_ADMIN_MSG.totalAtLeastOne);
  const scope = scopeOf(input.scope);
  return changingCatalogue(db, 'coupons',
    db.transaction(async (tx) => {
      await checkScope(tx, scope);
      const [row] = await tx
        .insert(coupons)
        .values({ ...rule, ...window, total: input.total, actName: input.act_name?.trim() ?? '' })
        .returning();
      const id = row!.id;
      const scopeRows = [
        ...scope.productIds.map((productId) => ({ couponId: id, productId })),
        ...scope.classIds.map((classId) => ({ couponId: id, classId })),
        ...scope.brands.map((brand) => ({ couponId: id, brand })),
      ];
      if (scopeRows.length) await tx.insert(couponScopes).values(scopeRows);
      await operatorAudit(tx, `coupon:${id}`, { step: 'create', ...input }, actor);
      return (await views(tx, [row!], now))[0]!;
    }),
  );
}

/** Ends a coupon now: no more claims, and the ones clients hold unused expire with it (one window for both). */
export async function endCoupon(db: Db, couponId: number, now = new Date(), actor: Actor = OPERATOR_ACTOR): Promise<OperatorCoupon> {
  return changingCatalogue(db, 'coupons',
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for('update');
      if (!row) throw new ApiError(404, COUPON_ADMIN_MSG.notFound);
      if (row.endTime <= now) throw new ApiError(400, COUPON_ADMIN_MSG.alreadyEnded);
      const [ended] = await tx.update(coupons).set(endedWindow(row, now)).where(eq(coupons.id, couponId)).returning();
      const [view] = await views(tx, [ended!], now);
      await operatorAudit(tx, `coupon:${couponId}`, { step: 'end', unused_expired: view!.unused }, actor);
      return view!;
    }),
  );
}
