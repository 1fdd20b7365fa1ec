/**
 * The checkout's state: the server's preview (submitOrder), the coupon chosen with totals previewed at once by the
 * model's price rules and confirmed by ajaxCalcProductDiscountMoney, and placing the order with the visit's key.
 */
import type { InvoiceChoice } from '../../model/invoice-rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import * as checkout from '../../contract/checkout';
import type { CheckoutPreview, CheckoutTotals } from '../../contract/checkout';
import { priceOrder, priceTotalsYuan, type OrderPrice } from '../../model/pricing';
import { minOrderShortFen } from '../../model/order-money';
import { call, errorText } from '../../api';
import { refreshCart } from '../../stores/cart';
import { loadFastLines, readQuickOrderProducts, saveQuickOrderProducts } from '../../stores/quick-order';
import { $viewerKey } from '../../stores/viewer';
import { emit } from '../../stores/events';
import { useRemote } from '../../ui/useRemote';
import { CHECKOUT_TEXT } from '../../model/checkout-rules';
import { checkoutKey, clearCheckoutKey } from './checkout-key';

export interface CheckoutSource {
  isQuick?: 0 | 1;
  isPurchase?: 0 | 1;
  list?: { product_id: number; amount: number }[];
}

/** From the URL: ?isQuick=1 (buy now / quick order, list from local storage) or ?isPurchase=1; else the cart. */
export function sourceOf(search: string): { source: CheckoutSource; name: string } {
  const q = new URLSearchParams(search);
  if (q.get('isQuick') === '1') {
    const list = readQuickOrderProducts().map((l) => ({ product_id: l.product_id, amount: l.amount }));
    return { source: list.length ? { isQuick: 1, list } : { isQuick: 1 }, name: 'quick' };
  }
  if (q.get('isPurchase') === '1') return { source: { isPurchase: 1 }, name: 'purchase' };
  return { source: {}, name: 'cart' };
}

export type OrderExtras = {
  remark: string;
  po_number: string;
  delivery_date: string;
  address_id?: number;
  address?: { consignee: string; phone: string; province: string; city: string; area: string; detail: string };
  /** The authorised purchaser placing the order (compliance). */
  purchaser_id?: number;
  /** 发票: none, or the kind to issue with the account's details. */
  invoice?: InvoiceChoice;
};

export function useCheckout(search: string) {
  const viewer = useStore($viewerKey);
  const { source, name } = useMemo(() => sourceOf(search), [search]);
  const { state, retry } = useRemote(() => call(checkout.submitOrder, source, { silent: true }), `${viewer}|${search}`);
  const preview: CheckoutPreview | undefined = state.data;
  const [couponId, setCouponId] = useState<number | null | undefined>(undefined);
  const [confirmed, setConfirmed] = useState<CheckoutTotals | null>(null);
  const [couponError, setCouponError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const seq = useRef(0);

  // The server's preselection until the buyer picks.
  const chosen = couponId === undefined ? (preview?.coupon_id ?? null) : couponId;

  /** The model's price for the chosen coupon (same rules as the server): totals, each line's share, the minimum. */
  const priced = useMemo((): OrderPrice | null => {
    if (!preview) return null;
    const c = preview.coupons.find((x) => x.coupon_id === chosen);
    const p = priceOrder({ ...preview.pricing, coupon: c?.terms ?? null });
    return 'refusal' in p ? null : p;
  }, [preview, chosen]);
  const previewTotals = priced ? priceTotalsYuan(priced) : null;
  const lineShares = useMemo(() => new Map((priced?.lines ?? []).map((l) => [l.key, l.discountFen])), [priced]);
  const minOrderShort = preview && priced ? minOrderShortFen(priced.goodsFen - priced.promotionFen, preview.pricing.minOrderFen) : 0;

  useEffect(() => {
    setConfirmed(null);
    setCouponError('');
    if (!preview || couponId === undefined || preview.pricing.lines.length === 0) return;
    const mine = ++seq.current;
    call(checkout.ajaxCalcProductDiscountMoney, { ...source, coupon_id: couponId ?? 0 }, { silent: true })
      .then((r) => mine === seq.current && setConfirmed(r.totals))
      .catch((e: unknown) => mine === seq.current && setCouponError(errorText(e, CHECKOUT_TEXT.loadFailed)));
  }, [preview, couponId, source]);

  async function submit(extras: OrderExtras): Promise<checkout.SureOrderAnswer> {
    setSubmitting(true);
    try {
      const answer = await call(checkout.sureOrder, {
        ...source,
        ...extras,
        ...(extras.delivery_date ? {} : { delivery_date: undefined }),
        idempotency_key: checkoutKey(name),
        coupon_id: chosen ?? 0,
      });
      clearCheckoutKey(name);
      // A host embedding the store hears the order (widgets relay it as the DOM event yc:order-created).
      const lines = preview ? Object.values(preview.groups).flat() : [];
      emit('yc:order-created', {
        order_id: answer.order_id,
        order_code: answer.orderCode,
        paid: answer.paid === 1,
        total: answer.total,
        po_number: extras.po_number || undefined,
        lines: lines.map((l) => ({ product_id: l.product_id, amount: l.amount, name: l.ty_name, unit: l.product_dw, price: l.price })),
      });
      if (source.isQuick) {
        saveQuickOrderProducts([]);
        void loadFastLines();
      } else void refreshCart();
      return answer;
    } finally {
      setSubmitting(false);
    }
  }

  return {
    state,
    retry,
    preview,
    source,
    chosen,
    choose: setCouponId,
    totals: confirmed ?? previewTotals ?? preview?.totals ?? null,
    /** Each line's share of 满减 and coupon for the chosen coupon, by line key (fen). */
    lineShares,
    /** What the goods still lack to reach 起送金额 (fen, 0 when reached or none). */
    minOrderShort,
    couponError,
    submitting,
    submit,
  };
}
