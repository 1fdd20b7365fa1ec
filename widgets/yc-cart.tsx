import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { cartKindCount, checkedLines } from '../src/model/cart-rules';
import { CART_MSG } from '../src/model/messages';
import { $cart } from '../src/stores/cart';
import { CartBadge, SideCartPanel, useDismiss } from '../src/features/cart';
import { useCss } from '../src/ui/styled';
import { t } from '../src/ui/theme';
import { handOver } from './config';

/** What a host reads from `yc:checkout-request`. */
export interface CheckoutRequest {
  /** The checked lines checkout would take. */
  lines: { product_id: number; amount: number }[];
  /** Product kinds in the cart (the badge's number). */
  kinds: number;
}

const CART_PATH = '/shopCart';

/**
 * Checkout from a widget: ask the host first (cancelable `yc:checkout-request`); if it lets us go on, offer the
 * navigation to the host (cancelable `yc:navigate`); if nobody takes that either, open the store's cart page.
 */
export function requestCheckout(host: Element, detail: CheckoutRequest, assign: (url: string) => void = (u) => location.assign(u)) {
  const event = (name: string, d: unknown) => new CustomEvent(name, { detail: d, bubbles: true, composed: true, cancelable: true });
  if (!host.dispatchEvent(event('yc:checkout-request', detail))) return;
  handOver(host, CART_PATH, assign);
}

/** <yc-cart>: the badge; click opens the side cart; Escape or a press outside closes it; 去结算 asks the host. */
export function YcCart({ container }: { container?: HTMLElement }) {
  const css = useCss();
  const [open, setOpen] = useState(false);
  const cart = useStore($cart);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, () => setOpen(false));
  const host = (container as unknown as ShadowRoot | undefined)?.host;
  const checkout = () => {
    setOpen(false);
    const lines = checkedLines(cart).map((l) => ({ product_id: l.product_id, amount: l.amount }));
    if (host) requestCheckout(host, { lines, kinds: cartKindCount(cart) });
  };
  return (
    <div ref={ref} className={css`position: relative; display: inline-block;`}>
      <CartBadge onClick={() => setOpen(!open)} />
      {open && (
        <div
          part="panel"
          className={css`position: absolute; right: 0; top: 44px; width: 360px; height: min(520px, 70vh); border: 1px solid ${t.border}; border-radius: 8px; overflow: hidden; box-shadow: 0 12px 32px rgba(0,0,0,.14); z-index: 10;`}
        >
          <SideCartPanel onClose={() => setOpen(false)} onCheckout={checkout} checkoutLabel={CART_MSG.checkout} />
        </div>
      )}
    </div>
  );
}
