/** A client's coupons by kind (SPEC §4: 0 claim, 1 use, 2 used, 3 expired) and claiming one. */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { ACCOUNT_MSG } from '../../model/messages';
import { fenToYuan } from '../../model/money';
import type { Coupon, CouponKind, MyCoupons } from '../../contract/personal';
import type { Db } from '../db/client';
import { clientCoupons, clients, coupons } from '../db/schema';
import { ApiError } from '../errors';

type CouponRow = typeof coupons.$inferSelect;

const stamp = (d: Date) => {
  const z = new Date(d.getTime() + 8 * 3600_000); // shown in China time
  return z.toISOString().slice(0, 19).replace('T', ' ');
};

function view(c: CouponRow, kind: CouponKind, num: number): Coupon {
  return {
    coupon_id: c.id,
    type_name: c.typeName,
    kind,
    coupon_type: c.couponType === 2 ? 2 : 1,
    config_json: c.configJson,
    amount: fenToYuan(c.amountFen),
    payvalue: fenToYuan(c.payvalueFen),
    max_discount: fenToYuan(c.maxDiscountFen),
    start_time: stamp(c.startTime),
    end_time: stamp(c.endTime),
    act_name: c.actName,
    coupon_title: c.couponTitle,
    coupon_num: num,
  };
}

/** GET /w1/myCoupons: every coupon the client can see, each with its kind; `kind` filters the list. */
export async function myCoupons(db: Db, clientId: number, kind?: CouponKind, now = new Date()): Promise<MyCoupons> {
  const rows = await db
    .select({ coupon: coupons, claimedAt: clientCoupons.claimedAt, usedAt: clientCoupons.usedAt })
    .from(coupons)
    .leftJoin(clientCoupons, and(eq(clientCoupons.couponId, coupons.id), eq(clientCoupons.clientId, clientId)))
    .orderBy(coupons.endTime, coupons.id);
  const all: Coupon[] = [];
  for (const r of rows) {
    const c = r.coupon;
    const ended = c.endTime.getTime() <= now.getTime();
    if (!r.claimedAt) {
      // Claimable: running (or announced) and not all taken. Ended or exhausted unclaimed coupons are not shown.
      if (!ended && c.claimed < c.total) all.push(view(c, 0, c.total - c.claimed));
    } else if (r.usedAt) all.push(view(c, 2, 1));
    else all.push(view(c, ended ? 3 : 1, 1));
  }
  const counts = { 0: 0, 1: 0, 2: 0, 3: 0 } as Record<CouponKind, number>;
  for (const c of all) counts[c.kind] += 1;
  return { list: kind === undefined ? all : all.filter((c) => c.kind === kind), counts };
}

/** Claim one coupon: once per client, while stock lasts and before it ends (conditional update, no oversell). */
export async function claimCoupon(db: Db, clientId: number, couponId: number, now = new Date()): Promise<Coupon> {
  const [exists] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).limit(1);
  if (!exists) throw new ApiError(404, '优惠券不存在');
  return db.transaction(async (tx) => {
    const mine = await tx
      .insert(clientCoupons)
      .values({ clientId, couponId, claimedAt: now })
      .onConflictDoNothing()
      .returning({ id: clientCoupons.id });
    if (mine.length === 0) throw new ApiError(400, ACCOUNT_MSG.couponTaken);
    const [taken] = await tx
      .update(coupons)
      .set({ claimed: sql`${coupons.claimed} + 1` })
      .where(and(eq(coupons.id, couponId), lt(coupons.claimed, coupons.total), gt(coupons.endTime, now)))
      .returning();
    if (!taken) throw new ApiError(400, ACCOUNT_MSG.couponGone);
    // coupon_amount of userInfo: the face value of usable spend-and-save coupons.
    if (taken.couponType === 1) {
      await tx
        .update(clients)
        .set({ couponFen: sql`${clients.couponFen} + ${taken.amountFen}` })
        .where(eq(clients.id, clientId));
    }
    return view(taken, 1, 1);
  });
}
