import { useEffect } from 'react';
import { loadCart } from '../../stores/cart';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { CartLists } from './CartLists';

/** /shopCart: the cart's lists, fresh from the server on every visit. */
export function ShopCartPage() {
  const css = useCss();
  useEffect(() => {
    void loadCart();
  }, []);
  return (
    <section className={css`background: ${t.surface}; border-radius: 8px; padding: 16px 24px;`}>
      <h1 className={css`font-size: 20px; margin: 0 0 8px;`}>我的购物车</h1>
      <CartLists />
    </section>
  );
}
