/**
 * The checkout being looked at: the server's preview (submitOrder), the coupon chosen with totals previewed at once
 * by the model's price rules and confirmed by ajaxCalcProductDiscountMoney. One checkout is open at a time (the
 * page opens it for its URL and closes it when it goes); a late answer to an older load or coupon is dropped.
 */
import { atom, computed } from 'nanostores';
import type { CheckoutPreview, CheckoutTotals } from '../../contract/checkout';
import { CHECKOUT_TEXT } from '../../model/checkout-rules';
import { minOrderShortFen } from '../../model/order-money';
import { priceOrder, priceTotalsYuan, type OrderPrice } from '../../model/pricing';
import { errorText } from '../../api';
import { calcCheckoutTotals, getCheckoutPreview } from '../../api/checkout';
import { shared } from '../shared';
import { sourceOf, type CheckoutSource } from './source';

export interface CheckoutState {
  /** The URL query the checkout was opened for (null: none open). */
  search: string | null;
  source: CheckoutSource;
  /** The source's name: keys the visit's idempotency key. */
  name: string;
  status: 'loading' | 'ready' | 'error';
  /** The last preview; kept while reloading, gone after a failed load. */
  preview?: CheckoutPreview;
  error?: unknown;
  /** The buyer's pick: undefined until one (the server's preselection holds), null for no coupon. */
  couponId: number | null | undefined;
  /** The server's totals for the picked coupon. */
  confirmed: CheckoutTotals | null;
  couponError: string;
  submitting: boolean;
}

const closed = (): CheckoutState => ({
  search: null,
  source: {},
  name: 'cart',
  status: 'loading',
  couponId: undefined,
  confirmed: null,
  couponError: '',
  submitting: false,
});

export const $checkout = shared('checkout', () => atom<CheckoutState>(closed()));

const seq = shared('checkoutSeq', () => ({ load: 0, coupon: 0 }));

export const patchCheckout = (patch: Partial<CheckoutState>) => $checkout.set({ ...$checkout.get(), ...patch });

/**
 * Loads the preview for `search` (again: a retry, or the viewer changed); the last preview stays shown meanwhile.
 * Resolves when the answer is in.
 */
export async function loadCheckout(search: string): Promise<void> {
  const s = $checkout.get();
  const fresh = s.search !== search;
  patchCheckout({ status: 'loading', ...(fresh ? { search, ...sourceOf(search) } : {}) });
  if (fresh) confirmCoupon();
  const mine = ++seq.load;
  try {
    const preview = await getCheckoutPreview($checkout.get().source, { silent: true });
    if (mine !== seq.load) return;
    patchCheckout({ status: 'ready', preview, error: undefined });
  } catch (error) {
    if (mine !== seq.load) return;
    patchCheckout({ status: 'error', preview: undefined, error });
  }
  confirmCoupon();
}

/** The page went: the next checkout starts afresh (no old preview, coupon or answer in flight). */
export function closeCheckout(): void {
  seq.load += 1;
  seq.coupon += 1;
  $checkout.set(closed());
}

/** The buyer picks a coupon (null: none); the model's totals show at once, the server's replace them. */
export function chooseCoupon(couponId: number | null): void {
  patchCheckout({ couponId });
  confirmCoupon();
}

/** Asks the server for the totals of the picked coupon (nothing to ask before a pick or without lines). */
function confirmCoupon(): void {
  const mine = ++seq.coupon;
  patchCheckout({ confirmed: null, couponError: '' });
  const { preview, couponId, source } = $checkout.get();
  if (!preview || couponId === undefined || preview.pricing.lines.length === 0) return;
  calcCheckoutTotals(source, couponId ?? 0, { silent: true })
    .then((r) => mine === seq.coupon && patchCheckout({ confirmed: r.totals }))
    .catch((e: unknown) => mine === seq.coupon && patchCheckout({ couponError: errorText(e, CHECKOUT_TEXT.loadFailed) }));
}

/** The coupon in force: the buyer's pick, else the server's preselection. */
export const chosenCoupon = (s: CheckoutState): number | null => (s.couponId === undefined ? (s.preview?.coupon_id ?? null) : s.couponId);

export interface CheckoutPrices {
  chosen: number | null;
  /** The server's totals for the pick, else the model's, else the preview's. */
  totals: CheckoutTotals | null;
  /** Each line's share of 满减 and coupon for the chosen coupon, by line key (fen). */
  lineShares: Map<number, number>;
  /** What the goods still lack to reach 起送金额 (fen, 0 when reached or none). */
  minOrderShort: number;
}

/** The model's price for the chosen coupon (the server's rules): totals, each line's share, the minimum order. */
export function checkoutPrices(s: CheckoutState): CheckoutPrices {
  const { preview } = s;
  const chosen = chosenCoupon(s);
  let priced: OrderPrice | null = null;
  if (preview) {
    const c = preview.coupons.find((x) => x.coupon_id === chosen);
    const p = priceOrder({ ...preview.pricing, coupon: c?.terms ?? null });
    priced = 'refusal' in p ? null : p;
  }
  const previewTotals = priced ? priceTotalsYuan(priced) : null;
  return {
    chosen,
    totals: s.confirmed ?? previewTotals ?? preview?.totals ?? null,
    lineShares: new Map((priced?.lines ?? []).map((l) => [l.key, l.discountFen])),
    minOrderShort: preview && priced ? minOrderShortFen(priced.goodsFen - priced.promotionFen, preview.pricing.minOrderFen) : 0,
  };
}

export const $checkoutPrices = shared('checkoutPrices', () => computed($checkout, checkoutPrices));
