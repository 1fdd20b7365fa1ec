import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { CartList } from '../../contract/cart';
import { selectableIds } from '../../model/cart-rules';
import { CART_MSG } from '../../model/messages';
import { fenToYuan, yuanToFen } from '../../model/money';
import { minOrderShortFen, minOrderShortText } from '../../model/order-money';
import { clearFailures, removeLines, setChecked } from '../../stores/cart';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { askDelete } from './ask-delete';
import type { CartSummary } from './cart-view';

/** Select-all: ticks every selectable line (disabled lines and add-ons below threshold are skipped). */
export function SelectAll({ cart, summary }: { cart: CartList; summary: CartSummary }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = summary.checkedKinds > 0 && !summary.allChecked;
  }, [summary.checkedKinds, summary.allChecked]);
  return (
    <label>
      <input
        ref={ref}
        type="checkbox"
        checked={summary.allChecked}
        disabled={summary.selectable.length === 0}
        onChange={() => void (summary.allChecked ? setChecked(selectableIds(cart), 0) : setChecked(summary.selectable, 1))}
      />{' '}
      {CART_MSG.selectAll}
    </label>
  );
}

export async function clearFailuresAsked(cart: CartList): Promise<void> {
  if (await askDelete(CART_MSG.confirmClearFailures(cart.failure.length))) await clearFailures();
}

/** The bottom bar: select-all, delete checked, 清除失效, what is checked and its total, 去结算. */
export function CartSummaryBar({ cart, summary }: { cart: CartList; summary: CartSummary }) {
  const css = useCss();
  const [, navigate] = useLocation();
  const none = summary.checkedKinds === 0;
  const short = none ? 0 : minOrderShortFen(summary.total, yuanToFen(cart.min_order ?? '0') || 0);
  const why = none ? CART_MSG.nothingChecked : short > 0 ? minOrderShortText(short) : '';
  const cls = css`
    position: sticky; bottom: 0; z-index: 2; display: flex; align-items: center; gap: 16px; flex-wrap: wrap; margin-top: 12px; padding: 12px 16px;
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; box-shadow: 0 -4px 16px rgba(0,0,0,.06);
    label { display: inline-flex; align-items: center; gap: 4px; cursor: pointer; }
    input { width: 16px; height: 16px; margin: 0; accent-color: ${t.primary}; }
    .sp { flex: 1; }
    .n b { color: ${t.price}; margin: 0 2px; }
    .tot strong { color: ${t.price}; font-size: 22px; margin-left: 4px; }
    .go { display: grid; justify-items: end; gap: 2px; }
    .why { font-size: 12px; color: ${t.muted}; }
  `;
  return (
    <div className={cls} data-testid="cart-summary">
      <SelectAll cart={cart} summary={summary} />
      <Button
        variant="text"
        disabled={none}
        onClick={async () => {
          const ids = [...summary.checkedIds];
          if (await askDelete(CART_MSG.confirmDeleteChecked(ids.length))) await removeLines(ids);
        }}
      >
        {CART_MSG.deleteChecked}
      </Button>
      {cart.failure.length > 0 && (
        <Button variant="text" onClick={() => void clearFailuresAsked(cart)}>
          {CART_MSG.clearFailures}
        </Button>
      )}
      <span className="sp" />
      <span className="n">
        已选<b data-testid="checked-kinds">{summary.checkedKinds}</b>种商品，共<b data-testid="checked-pieces">{summary.pieces}</b>件
      </span>
      <span className="tot">
        合计：<strong data-testid="checked-total">¥{fenToYuan(summary.total)}</strong>
      </span>
      <span className="go">
        <Button variant="primary" size="lg" disabled={why !== ''} aria-describedby={why ? 'yc-checkout-why' : undefined} onClick={() => navigate('/submitOrder')}>
          {CART_MSG.checkout}
        </Button>
        {why && (
          <span className="why" id="yc-checkout-why" data-testid="checkout-why">
            {why}
          </span>
        )}
      </span>
    </div>
  );
}
