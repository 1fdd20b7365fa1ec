import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { cartKindCount, checkedLines } from '../src/model/cart-rules';
import { CART_MSG } from '../src/model/messages';
import { $cart } from '../src/stores/cart';
import { CartBadge, SideCartPanel, useDismiss } from '../src/features/cart';
import { UnreadMessagesPill } from './UnreadPill';
import { useCss } from '../src/ui/styled';
import { t } from '../src/ui/theme';
import { dispatch, type CheckoutRequest } from './events';
import { hostLines } from './needs-list';
import { CheckoutDialog } from './CheckoutDialog';

export type { CheckoutRequest };

const CHECKOUT_PATH = '/submitOrder';

/**
 * Checkout from a widget: ask the host first (cancelable `yc:checkout-request` with the lines: a host may take them
 * into its own purchasing flow); then offer the navigation (cancelable `yc:navigate {to:'/submitOrder'}`: a host
 * that frames the store takes it); if nobody takes either, the checkout opens inside the element.
 * Answers who took it.
 */
export function requestCheckout(host: Element, detail: CheckoutRequest, openInside: () => void): 'host' | 'navigate' | 'inside' {
  if (!dispatch('yc:checkout-request', detail, host)) return 'host';
  if (!dispatch('yc:navigate', { to: CHECKOUT_PATH }, host)) return 'navigate';
  openInside();
  return 'inside';
}

/**
 * <yc-cart>: the badge; click opens the side cart; Escape or a press outside closes it; 去结算 asks the host. Beside
 * it, the buyer's unread messages (消息 N, hidden at 0) open the store's message centre.
 */
export function YcCart({ container }: { container?: HTMLElement }) {
  const css = useCss();
  const [open, setOpen] = useState(false);
  const [checkingOut, setCheckingOut] = useState(false);
  const cart = useStore($cart);
  const ref = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  // r2wc passes the element's shadow root as `container`, which the component props type as an HTMLElement.
  const shadow = container as unknown as ShadowRoot | undefined;
  const host = shadow?.host;
  // Closing with the focus inside the panel (Escape, its × button) puts it back on the badge, not on the page's body.
  const close = () => {
    const focusInside = !!shadow?.activeElement && ref.current?.querySelector('[part="panel"]')?.contains(shadow.activeElement);
    setOpen(false);
    if (focusInside) ref.current?.querySelector<HTMLButtonElement>('button')?.focus();
  };
  useDismiss(ref, open, close);
  const checkout = () => {
    setOpen(false);
    const lines = hostLines(checkedLines(cart));
    if (!host) return;
    requestCheckout(host, { lines, kinds: cartKindCount(cart) }, () => {
      navigate(CHECKOUT_PATH);
      setCheckingOut(true);
    });
  };
  return (
    <div ref={ref} className={css`position: relative; display: inline-flex; align-items: center; gap: 8px;`}>
      <CartBadge onClick={() => setOpen(!open)} />
      {open && (
        <div
          part="panel"
          className={css`position: absolute; right: 0; top: calc(100% + 4px); width: 360px; max-width: calc(100vw - 16px); height: min(520px, 70vh); border: 1px solid ${t.border}; border-radius: 8px; overflow: hidden; box-shadow: 0 12px 32px rgba(0,0,0,.14); z-index: 10; container-type: inline-size;`}
        >
          <SideCartPanel onClose={close} onCheckout={checkout} checkoutLabel={CART_MSG.checkout} />
        </div>
      )}
      {/* After the panel: Tab from the badge goes into the open side cart first. */}
      <UnreadMessagesPill />
      <CheckoutDialog
        open={checkingOut}
        onClose={() => {
          setCheckingOut(false);
          navigate('/');
        }}
      />
    </div>
  );
}
