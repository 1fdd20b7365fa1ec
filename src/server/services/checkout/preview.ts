/**
 * POST /w1/submitOrder (the checkout preview) and /w1/ajaxCalcProductDiscountMoney (totals for a chosen coupon).
 * Both price the lines the buyer may buy with src/model/pricing.ts; lines that cannot be bought come back with
 * their refusal and are left out of the totals.
 */
import { eq } from 'drizzle-orm';
import { fenToYuan } from '../../../model/money';
import { COMBINATION_MSG } from '../../../model/special-combination-rules';
import { couponVerdicts, priceOrder, priceTotalsYuan, type OrderPrice, type PricedLine } from '../../../model/pricing';
import type { CheckoutAddress, CheckoutLine, CheckoutPreview } from '../../../contract/checkout';
import { chinaDay } from '../../../model/checkout-rules';
import { overdueWarning } from '../../../model/order-money';
import type { Db } from '../../db/client';
import { orderSettings } from '../../lib/order-settings';
import { billFacts } from '../wallet/credit';
import { clients } from '../../db/schema';
import { ApiError } from '../../errors';
import { checkoutCoupon, clientCouponTerms } from './coupon-terms';
import { CHECKOUT_MSG } from './messages';
import { streetOf } from '../../../model/address';
import { deliveryRule, fullReductionSteps } from './settings';
import { readSource, type Source, type SourceLine } from './source';

/** The registered address is the one delivery address (address_id 1). */
export const REGISTERED_ADDRESS_ID = 1;

export function registeredAddress(c: typeof clients.$inferSelect): CheckoutAddress | null {
  if (!c.address && !c.province) return null;
  return {
    address_id: REGISTERED_ADDRESS_ID,
    consignee: c.contact || c.name,
    phone: c.phone,
    province: c.province,
    city: c.city,
    area: c.area,
    detail: streetOf(c.address, c),
  };
}

function lineView(l: SourceLine, priced: PricedLine | undefined): CheckoutLine {
  const r = l.row;
  return {
    key: l.key,
    product_id: r.id,
    group: l.group,
    // A combination line shows the combination: its name, its components, sets.
    ty_name: l.combo?.name ?? r.tyName,
    product_standard: l.combo ? l.combo.items.map((i) => `${i.row.tyName}×${i.qty}`).join('、') : r.productStandard,
    manufacturer: l.combo ? '' : r.manufacturer,
    product_dw: l.combo ? COMBINATION_MSG.setUnit : r.productDw,
    thumb: r.thumb,
    amount: l.amount,
    list_price: fenToYuan(l.price.listPriceFen),
    price: fenToYuan(priced?.priceFen ?? l.price.priceFen),
    line_money: fenToYuan(priced ? priced.lineFen : l.amount * l.price.priceFen),
    discount_money: fenToYuan(priced?.discountFen ?? 0),
    refusal: l.refusal,
  };
}

const priced = (p: OrderPrice | { refusal: string }): OrderPrice => {
  if ('refusal' in p) throw new ApiError(400, p.refusal);
  return p;
};

export async function previewCheckout(db: Db, clientId: number, scopes: number[], src: Source, now = new Date()): Promise<CheckoutPreview> {
  const [client] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!client) throw new ApiError(404, CHECKOUT_MSG.nothingToOrder);
  const lines = await readSource(db, clientId, scopes, src);
  const buyable = lines.filter((l) => l.refusal === null).map((l) => l.price);
  const steps = fullReductionSteps();
  const delivery = deliveryRule();
  const mine = await clientCouponTerms(db, clientId);
  const verdicts = couponVerdicts(buyable, mine.map((c) => c.terms), steps, now.getTime());
  const best = verdicts.find((v) => v.usable);
  const bestTerms = best ? mine.find((c) => c.terms.couponId === best.couponId)?.terms : undefined;
  const price = priced(priceOrder({ lines: buyable, fullReduction: steps, coupon: bestTerms ?? null, delivery, nowMs: now.getTime() }));
  const byKey = new Map(price.lines.map((p) => [p.key, p]));
  const groups: CheckoutPreview['groups'] = { product: [], seckill: [], combination: [], addPrice: [] };
  for (const l of lines) groups[l.group].push(lineView(l, l.refusal ? undefined : byKey.get(l.key)));

  const isCredit = client.creditLimitFen > 0;
  const creditFen = Math.max(0, client.creditLimitFen - client.creditUsedFen);
  const warnings: string[] = [];
  if (lines.some((l) => l.refusal)) warnings.push(CHECKOUT_MSG.someRefused);
  if (isCredit && buyable.length && price.totalFen > creditFen) warnings.push(CHECKOUT_MSG.creditShort);
  const overdue = overdueWarning(await billFacts(db, clientId), chinaDay(now.getTime()));
  if (overdue) warnings.push(overdue);
  const minOrderFen = orderSettings().minOrderFen;
  const address = registeredAddress(client);
  return {
    addresses: address ? [address] : [],
    groups,
    coupons: verdicts.map((v) => checkoutCoupon(mine.find((c) => c.terms.couponId === v.couponId)!, v)),
    coupon_id: price.couponId,
    totals: priceTotalsYuan(price),
    is_credit: isCredit ? 1 : 0,
    credit_available: fenToYuan(creditFen),
    warnings,
    pricing: { lines: buyable.map((p) => ({ ...p, classPath: [...p.classPath] })), fullReduction: steps, delivery, nowMs: now.getTime(), minOrderFen },
  };
}

/** Prices the buyable lines of `src` with coupon `couponId` (0 or absent: none); an unusable coupon answers why. */
export async function calcWithCoupon(db: Db, clientId: number, scopes: number[], src: Source & { coupon_id?: number }, now = new Date()) {
  const lines = (await readSource(db, clientId, scopes, src)).filter((l) => l.refusal === null);
  if (!lines.length) throw new ApiError(400, CHECKOUT_MSG.nothingToOrder);
  let coupon = null;
  if (src.coupon_id) {
    const [found] = await clientCouponTerms(db, clientId, src.coupon_id);
    if (!found) throw new ApiError(400, CHECKOUT_MSG.couponMissing);
    coupon = found.terms;
  }
  const price = priced(
    priceOrder({ lines: lines.map((l) => l.price), fullReduction: fullReductionSteps(), coupon, delivery: deliveryRule(), nowMs: now.getTime() }),
  );
  return {
    coupon_id: price.couponId,
    totals: priceTotalsYuan(price),
    lines: price.lines.map((p) => ({ key: p.key, line_money: fenToYuan(p.lineFen), discount_money: fenToYuan(p.discountFen) })),
  };
}
