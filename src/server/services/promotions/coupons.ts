/** A client's coupons by kind (SPEC §4: 0 claim, 1 use, 2 used, 3 expired) and claiming one. */
import { and, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import { ACCOUNT_MSG } from '../../../model/messages';
import { fenToYuan } from '../../../model/money';
import type { Coupon, CouponKind, MyCoupons } from '../../../contract/personal';
import type { Db } from '../../db/client';
import { clientCoupons, clients, coupons } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { changingCatalogue } from '../../notices/catalogue';

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

type Seen = { coupon: CouponRow; claimedAt: Date | null; usedAt: Date | null };

/** Every coupon with its kind for this client (null: a visitor, who has claimed nothing), ending soonest first. */
async function couponsSeenBy(db: Db, clientId: number | null): Promise<Seen[]> {
  if (clientId === null) {
    const rows = await db.select().from(coupons).where(eq(coupons.claimable, true)).orderBy(coupons.endTime, coupons.id);
    return rows.map((coupon) => ({ coupon, claimedAt: null, usedAt: null }));
  }
  // A coupon only granted (a prize of the draw) is seen by the clients who hold it.
  return db
    .select({ coupon: coupons, claimedAt: clientCoupons.claimedAt, usedAt: clientCoupons.usedAt })
    .from(coupons)
    .leftJoin(clientCoupons, and(eq(clientCoupons.couponId, coupons.id), eq(clientCoupons.clientId, clientId)))
    .where(or(eq(coupons.claimable, true), isNotNull(clientCoupons.id)))
    .orderBy(coupons.endTime, coupons.id);
}

/**
 * The kind of each coupon (SPEC §4): not claimed and not ended → 0 with how many are left (`keepGone`: also those
 * all taken, left 0, as the coupon centre shows them); claimed → 2 used, 3 ended, else 1. Unclaimed ended ones are
 * not shown.
 */
function withKinds(rows: Seen[], now: Date, keepGone: boolean): Coupon[] {
  const all: Coupon[] = [];
  for (const r of rows) {
    const c = r.coupon;
    const ended = c.endTime.getTime() <= now.getTime();
    if (!r.claimedAt) {
      if (!ended && (keepGone || c.claimed < c.total)) all.push(view(c, 0, c.total - c.claimed));
    } else if (r.usedAt) all.push(view(c, 2, 1));
    else all.push(view(c, ended ? 3 : 1, 1));
  }
  return all;
}

/** GET /w1/myCoupons: every coupon the client can see, each with its kind; `kind` filters the list. */
export async function myCoupons(db: Db, clientId: number, kind?: CouponKind, now = new Date()): Promise<MyCoupons> {
  const all = withKinds(await couponsSeenBy(db, clientId), now, false);
  const counts = { 0: 0, 1: 0, 2: 0, 3: 0 } as Record<CouponKind, number>;
  for (const c of all) counts[c.kind] += 1;
  return { list: kind === undefined ? all : all.filter((c) => c.kind === kind), counts };
}

/**
 * GET /w1/couponCenter (领券中心): the coupons running or announced, for anyone; claimable ones first (those all
 * taken show 0 left), then the client's own by kind. A visitor sees every one as claimable.
 */
export async function couponCenter(db: Db, clientId: number | null, now = new Date()): Promise<Coupon[]> {
  const all = withKinds(await couponsSeenBy(db, clientId), now, true);
  const rank = (c: Coupon) => (c.kind === 0 ? (c.coupon_num > 0 ? 0 : 2) : c.kind === 1 ? 1 : 3);
  return all.filter((c) => c.kind !== 3).sort((a, b) => rank(a) - rank(b));
}

/**
 * Hands one coupon to a client in the caller's transaction: once per client (the unique index), while stock lasts
 * and before it ends (conditional update, no oversell). The coupon row, or null with the reason's message.
 */
export async function grantCoupon(tx: Tx, clientId: number, couponId: number, now: Date): Promise<{ row: CouponRow; clientCouponId: number } | { refused: string }> {
  const mine = await tx
    .insert(clientCoupons)
    .values({ clientId, couponId, claimedAt: now })
    .onConflictDoNothing()
    .returning({ id: clientCoupons.id });
  if (mine.length === 0) return { refused: ACCOUNT_MSG.couponTaken };
  const [taken] = await tx
    .update(coupons)
    .set({ claimed: sql`${coupons.claimed} + 1` })
    .where(and(eq(coupons.id, couponId), lt(coupons.claimed, coupons.total), gt(coupons.endTime, now)))
    .returning();
  if (!taken) return { refused: ACCOUNT_MSG.couponGone };
  // coupon_amount of userInfo: the face value of usable spend-and-save coupons.
  if (taken.couponType === 1) {
    await tx
      .update(clients)
      .set({ couponFen: sql`${clients.couponFen} + ${taken.amountFen}` })
      .where(eq(clients.id, clientId));
  }
  return { row: taken, clientCouponId: mine[0]!.id };
}

/** Claim one coupon from the centre (one that is only granted by the draw cannot be claimed). */
export async function claimCoupon(db: Db, clientId: number, couponId: number, now = new Date()): Promise<Coupon> {
  const [exists] = await db.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.id, couponId), eq(coupons.claimable, true))).limit(1);
  if (!exists) throw new ApiError(404, '优惠券不存在');
  // A claim may take the last one: the coupon's mark leaves the listings.
  return changingCatalogue(db, 'coupons',
    db.transaction(async (tx) => {
      const got = await grantCoupon(tx, clientId, couponId, now);
      if ('refused' in got) throw new ApiError(400, got.refused);
      return view(got.row, 1, 1);
    }),
  );
}
