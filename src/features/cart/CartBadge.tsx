import { useStore } from '@nanostores/react';
import { CART_BADGE_MAX } from '../../model/constants';
import { badgeText } from '../../model/cart-rules';
import { $cartCount } from '../../stores/cart';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { CartIcon } from '../../ui/icons';

/** Cart icon with the count of product kinds, capped at 99 (SPEC §9). */
export function CartBadge({ onClick, label = '购物车' }: { onClick?: () => void; label?: string }) {
  const css = useCss();
  const count = useStore($cartCount);
  const cls = css`
    position: relative; display: inline-flex; flex: none; white-space: nowrap; align-items: center; gap: 6px; border: 1px solid ${t.border};
    background: #fff; border-radius: 18px; padding: 6px 14px; cursor: pointer; font: inherit; color: ${t.text};
    &:hover { border-color: ${t.primary}; color: ${t.primary}; }
    b { min-width: 18px; height: 18px; padding: 0 5px; box-sizing: border-box; border-radius: 9px; background: ${t.price}; color: #fff; font-size: 12px; line-height: 18px; text-align: center; }
  `;
  return (
    <button type="button" className={cls} onClick={onClick} aria-label={`${label}，${count}种商品`}>
      <CartIcon /> {label}
      <b data-testid="cart-count">{badgeText(count, CART_BADGE_MAX)}</b>
    </button>
  );
}
