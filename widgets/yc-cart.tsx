import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { CartBadge, CartLists } from '../src/features/cart';
import { $cart } from '../src/stores/cart';
import { Button } from '../src/ui/Button';
import { useCss } from '../src/ui/styled';
import { t } from '../src/ui/theme';

/** <yc-cart>: the badge; click opens the lists; checkout asks the host first (cancelable event). */
export function YcCart({ container }: { container?: HTMLElement }) {
  const css = useCss();
  const [open, setOpen] = useState(false);
  const cart = useStore($cart);
  const host = (container as unknown as ShadowRoot | undefined)?.host;
  const checkout = () => {
    const ev = new CustomEvent('yc:checkout-request', {
      detail: { lines: cart.product.length + cart.seckill.length + cart.combination.length + cart.addPrice.length },
      bubbles: true,
      composed: true,
      cancelable: true,
    });
    const allowed = host ? host.dispatchEvent(ev) : true;
    if (allowed) host?.dispatchEvent(new CustomEvent('yc:navigate', { detail: { to: '/shopCart' }, bubbles: true, composed: true }));
  };
  return (
    <div className={css`position: relative; display: inline-block;`}>
      <CartBadge onClick={() => setOpen((o) => !o)} />
      {open && (
        <div
          part="panel"
          className={css`position: absolute; right: 0; top: 44px; width: 340px; max-height: 480px; overflow: auto; background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; box-shadow: 0 12px 32px rgba(0,0,0,.14); padding: 4px 16px 16px; z-index: 10;`}
        >
          <CartLists compact />
          <Button variant="primary" onClick={checkout} style={{ width: '100%', marginTop: 8 }}>
            去结算
          </Button>
        </div>
      )}
    </div>
  );
}
