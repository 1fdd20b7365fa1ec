import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { CART_MSG, MSG } from '../../model/messages';
import { cartKindCount } from '../../model/cart-rules';
import { $cart, loadCart } from '../../stores/cart';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { Button } from '../../ui/Button';
import { useHostEnv } from '../../ui/host-env';
import { Empty } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { CartLists } from './CartLists';

/**
 * The side cart (SPEC §2.11), titled as the payment window: the five groups compactly, the kinds count, one
 * button to settle. The container decides where settling goes and closes it on Escape / outside press.
 */
export function SideCartPanel({
  onCheckout,
  onClose,
  checkoutLabel = CART_MSG.settleInCart,
}: {
  onCheckout: () => void;
  onClose: () => void;
  checkoutLabel?: string;
}) {
  const css = useCss();
  const env = useHostEnv();
  const cart = useStore($cart);
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const kinds = cartKindCount(cart);
  useEffect(() => {
    // Fresh lines each time it opens: another device may have changed the cart.
    if (isLogin) void loadCart();
  }, [isLogin]);

  const cls = css`
    display: flex; flex-direction: column; min-height: 0; height: 100%; background: ${t.surface}; color: ${t.text};
    .head { display: flex; align-items: center; gap: 8px; padding: 12px 16px; border-bottom: 1px solid ${t.border}; }
    .head h3 { margin: 0; font-size: 16px; }
    .head .k { color: ${t.muted}; font-size: 12px; }
    .head button { margin-left: auto; border: none; background: none; font-size: 20px; line-height: 1; color: ${t.muted}; cursor: pointer; padding: 2px 6px; }
    .head button:hover { color: ${t.text}; }
    .body { flex: 1; min-height: 0; overflow: auto; padding: 0 16px; }
    .foot { padding: 12px 16px; border-top: 1px solid ${t.border}; }
    .foot button { width: 100%; }
  `;
  let body;
  if (!isLogin && isSalesman) body = <Empty>{MSG.salesmanNeedsCustomer}</Empty>;
  else if (!isLogin)
    body = (
      <Empty>
        <p>{MSG.loginFirst}</p>
        <Button variant="primary" onClick={() => env.requireLogin()}>
          {MSG.goLogin}
        </Button>
      </Empty>
    );
  else body = <CartLists compact />;
  return (
    <div className={cls} role="dialog" aria-label={CART_MSG.sideTitle} data-testid="side-cart">
      <div className="head">
        <h3>{CART_MSG.sideTitle}</h3>
        {isLogin && (
          <span className="k" data-testid="side-cart-kinds">
            {CART_MSG.kindsCount(kinds)}
          </span>
        )}
        <button type="button" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="body">{body}</div>
      {isLogin && (
        <div className="foot">
          <Button variant="primary" disabled={kinds === 0} onClick={onCheckout}>
            {checkoutLabel}
          </Button>
        </div>
      )}
    </div>
  );
}
