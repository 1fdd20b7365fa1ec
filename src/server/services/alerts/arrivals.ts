/**
 * 到货提醒 (issue 32). A client subscribes to a product it cannot buy for lack of stock; every path that takes a
 * product's available stock from 0 to more (ERP stock report, order cancel or refund releasing stock) calls
 * noteArrivals in its own transaction, which writes an outbox row (stock_arrivals) when someone waits. The delivery
 * job (jobs/arrival-alerts.ts) runs deliverArrivals: per pending outbox row, the open subscriptions are closed with a
 * conditional update (`notified_at is null … returning`) and one 到货 message is posted per closed row, in one
 * transaction; so two deliveries racing (two instances, two events for one product) tell each subscriber once.
 * Stock gone again by delivery time keeps the subscriptions open for the next arrival.
 */
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ArrivalSubscription } from '../../../contract/alerts';
import { chinaStamp } from '../../../model/date-range';
import { SERVER_MSG } from '../../../model/messages';
import type { Db } from '../../db/client';
import { arrivalSubscriptions, products, stockArrivals } from '../../db/schema';
import { ApiError } from '../../errors';
import type { Tx } from '../cart/tx';
import { sandboxSms, type SmsSender } from '../accounts/sms';
import { postMessages, sendSms } from './messages';

export const ARRIVAL_MSG = {
  inStock: '该商品有货，可直接购买，无需到货提醒',
  title: (name: string) => `到货提醒：${name}已到货`,
  body: (name: string, spec: string, maker: string) => `您订阅的 ${name} ${spec}（${maker}）已到货，数量有限，请尽快下单。`,
} as const;

/** Subscribes (again subscribing changes nothing); refused for a product that can be bought now. */
export async function subscribeArrival(db: Db, clientId: number, productId: number): Promise<void> {
  const [p] = await db.select({ stock: products.stock, isFailure: products.isFailure }).from(products).where(eq(products.id, productId));
  if (!p) throw new ApiError(400, SERVER_MSG.productMissing);
  if (p.stock > 0 && p.isFailure === 0) throw new ApiError(400, ARRIVAL_MSG.inStock);
  await db.insert(arrivalSubscriptions).values({ clientId, productId }).onConflictDoNothing();
}

/** Cancels the client's open subscription to a product; one not open changes nothing. */
export async function cancelArrival(db: Db, clientId: number, productId: number): Promise<void> {
  await db
    .delete(arrivalSubscriptions)
    .where(and(eq(arrivalSubscriptions.clientId, clientId), eq(arrivalSubscriptions.productId, productId), isNull(arrivalSubscriptions.notifiedAt)));
}

/** The client's subscriptions, open first, newest first (the last 100 told ones stay visible). */
export async function listArrivals(db: Db, clientId: number): Promise<ArrivalSubscription[]> {
  const rows = await db
    .select({ s: arrivalSubscriptions, p: { tyName: products.tyName, standard: products.productStandard, maker: products.manufacturer, stock: products.stock, isFailure: products.isFailure } })
    .from(arrivalSubscriptions)
    .innerJoin(products, eq(products.id, arrivalSubscriptions.productId))
    .where(eq(arrivalSubscriptions.clientId, clientId))
    .orderBy(sql`${arrivalSubscriptions.notifiedAt} is not null`, desc(arrivalSubscriptions.id))
    .limit(200);
  return rows.map(({ s, p }) => ({
    product_id: s.productId,
    ty_name: p.tyName,
    product_standard: p.standard,
    manufacturer: p.maker,
    in_stock: p.stock > 0 && p.isFailure === 0 ? 1 : 0,
    state: s.notifiedAt ? 'notified' : 'waiting',
    created_at: chinaStamp(s.createdAt),
    notified_at: s.notifiedAt ? chinaStamp(s.notifiedAt) : '',
  }));
}

/** The open subscriptions' product ids among `productIds` for this client (to show 已订阅 on lists). */
export async function subscribedAmong(db: Db, clientId: number, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: arrivalSubscriptions.productId })
    .from(arrivalSubscriptions)
    .where(and(eq(arrivalSubscriptions.clientId, clientId), inArray(arrivalSubscriptions.productId, [...productIds]), isNull(arrivalSubscriptions.notifiedAt)));
  return new Set(rows.map((r) => r.id));
}

/**
 * In the transaction that raised these products' stock from 0: one outbox row per product someone waits for.
 * Callers pass only products whose available stock went from 0 (or less) to more.
 */
export async function noteArrivals(tx: Tx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(sql`insert into stock_arrivals (product_id)
    select distinct s.product_id from arrival_subscriptions s
    where s.product_id in ${[...new Set(productIds)]} and s.notified_at is null`);
}

/** A stock update's before and after per product: the ids that came back in stock. */
export const cameBack = (changes: readonly { id: number; before: number; after: number }[]): number[] =>
  changes.filter((c) => c.before <= 0 && c.after > 0).map((c) => c.id);

/** Delivers pending arrivals, a few events per transaction; answers how many subscribers were told. */
export async function deliverArrivals(db: Db, sms: SmsSender = sandboxSms, batch = 50): Promise<number> {
  let told = 0;
  for (;;) {
    const { done, texts, n } = await db.transaction(async (tx) => {
      const pending = await tx
        .select({ id: stockArrivals.id, productId: stockArrivals.productId })
        .from(stockArrivals)
        .where(isNull(stockArrivals.deliveredAt))
        .orderBy(asc(stockArrivals.id))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (pending.length === 0) return { done: true, texts: [], n: 0 };
      await tx.update(stockArrivals).set({ deliveredAt: new Date() }).where(inArray(stockArrivals.id, pending.map((p) => p.id)));
      const ids = [...new Set(pending.map((p) => p.productId))];
      const inStock = await tx
        .select({ id: products.id, tyName: products.tyName, standard: products.productStandard, maker: products.manufacturer })
        .from(products)
        .where(and(inArray(products.id, ids), sql`${products.stock} > 0`, eq(products.isFailure, 0)));
      if (inStock.length === 0) return { done: false, texts: [], n: 0 };
      const closed = await tx
        .update(arrivalSubscriptions)
        .set({ notifiedAt: new Date() })
        .where(and(inArray(arrivalSubscriptions.productId, inStock.map((p) => p.id)), isNull(arrivalSubscriptions.notifiedAt)))
        .returning({ clientId: arrivalSubscriptions.clientId, productId: arrivalSubscriptions.productId });
      const byId = new Map(inStock.map((p) => [p.id, p]));
      const texts = await postMessages(
        tx,
        closed.map((c) => {
          const p = byId.get(c.productId)!;
          return { clientId: c.clientId, kind: 'arrival' as const, title: ARRIVAL_MSG.title(p.tyName), body: ARRIVAL_MSG.body(p.tyName, p.standard, p.maker), link: `/productDetail/${c.productId}` };
        }),
      );
      return { done: false, texts, n: closed.length };
    });
    if (done) return told;
    told += n;
    await sendSms(texts, sms);
  }
}

