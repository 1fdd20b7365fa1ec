/** The client's claimed coupons as the price rules read them (CouponTerms), and their API view for checkout. */
import { and, eq, inArray } from 'drizzle-orm';
import { fenToYuan } from '../../../model/money';
import { discountSteps, foldText, type CouponTerms, type CouponVerdict } from '../../../model/pricing';
import type { CheckoutCoupon } from '../../../contract/checkout';
import type { Db } from '../../db/client';
import { clientCoupons, couponScopes, coupons } from '../../db/schema';
import type { Tx } from '../cart/tx';

type CouponRow = typeof coupons.$inferSelect;

export interface ClientCoupon {
  clientCouponId: number;
  row: CouponRow;
  terms: CouponTerms;
}

const stamp = (d: Date) => new Date(d.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');

/** Every coupon the client claimed (or just `couponId`), with its scopes. */
export async function clientCouponTerms(db: Db | Tx, clientId: number, couponId?: number): Promise<ClientCoupon[]> {
  const rows = await db
    .select({ id: clientCoupons.id, usedAt: clientCoupons.usedAt, coupon: coupons })
    .from(clientCoupons)
    .innerJoin(coupons, eq(coupons.id, clientCoupons.couponId))
    .where(and(eq(clientCoupons.clientId, clientId), couponId === undefined ? undefined : eq(coupons.id, couponId)))
    .orderBy(coupons.endTime, coupons.id);
  const ids = rows.map((r) => r.coupon.id);
  const scopes = ids.length ? await db.select().from(couponScopes).where(inArray(couponScopes.couponId, ids)) : [];
  return rows.map((r) => ({
    clientCouponId: r.id,
    row: r.coupon,
    terms: {
      couponId: r.coupon.id,
      couponType: r.coupon.couponType === 2 ? 2 : 1,
      amountFen: r.coupon.amountFen,
      payvalueFen: r.coupon.payvalueFen,
      maxDiscountFen: r.coupon.maxDiscountFen,
      steps: discountSteps(r.coupon.configJson),
      startMs: r.coupon.startTime.getTime(),
      endMs: r.coupon.endTime.getTime(),
      scopes: scopes
        .filter((s) => s.couponId === r.coupon.id)
        .map((s) => ({ productId: s.productId, classId: s.classId, brand: s.brand })),
      used: r.usedAt !== null,
    },
  }));
}

/** A coupon as the checkout shows it, with this order's verdict. */
export function checkoutCoupon(c: ClientCoupon, verdict: CouponVerdict): CheckoutCoupon {
  const best = c.terms.steps.at(-1);
  return {
    coupon_id: c.row.id,
    coupon_title: c.row.couponTitle,
    type_name: c.row.typeName,
    coupon_type: c.terms.couponType,
    amount: fenToYuan(c.row.amountFen),
    payvalue: fenToYuan(c.row.payvalueFen),
    max_discount: fenToYuan(c.row.maxDiscountFen),
    config_json: c.row.configJson.map((s) => ({ step1_price: String(s.step1_price), step1_discount: String(s.step1_discount) })),
    fold: c.terms.couponType === 2 && best ? foldText(best.discount) : '',
    start_time: stamp(c.row.startTime),
    end_time: stamp(c.row.endTime),
    usable: verdict.usable,
    reason: verdict.usable ? '' : verdict.reason,
    discount_money: fenToYuan(verdict.usable ? verdict.discountFen : 0),
    terms: { ...c.terms, steps: [...c.terms.steps], scopes: [...c.terms.scopes] },
  };
}
