import { useStore } from '@nanostores/react';
import type { CartLine } from '../../contract/cart';
import { MSG } from '../../model/messages';
import { cartKindCount, checkedTotal, isCheckable } from '../../model/cart-rules';
import { fenToYuan, yuanToFen } from '../../model/money';
import { $cart, $cartLoaded } from '../../stores/cart';
import { Empty, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { visibleGroups } from './cart-view';
import { LineQuantity } from './LineQuantity';

/**
 * The cart's groups, compact (the side cart, <yc-cart>): kinds count, checked total, each line with the cart page's
 * quantity stepper (LineQuantity: the same rule and store call as the cart page).
 */
export function CartLists({ compact = false }: { compact?: boolean }) {
  const css = useCss();
  const cart = useStore($cart);
  const loaded = useStore($cartLoaded);
  const kinds = cartKindCount(cart);
  const cls = css`
    h4 { display: flex; justify-content: space-between; margin: 14px 0 4px; font-size: 13px; color: ${t.muted}; font-weight: 500; }
    ul { list-style: none; margin: 0; padding: 0; }
    li { display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 2px 12px; padding: 8px 0; border-bottom: 1px dashed ${t.border}; }
    li[data-invalid='true'] { opacity: .6; }
    .n { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .m { color: ${t.muted}; font-size: 12px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    .p { color: ${t.price}; text-align: right; }
    .r { text-align: right; align-self: center; }
    .q { min-width: 0; }
    .w { grid-column: 1 / -1; color: ${t.warn}; font-size: 12px; }
    .sum { display: flex; justify-content: space-between; align-items: baseline; padding: 12px 0 4px; font-size: 14px; }
    .sum strong { color: ${t.price}; font-size: 18px; }
  `;
  if (!loaded) return <Skeleton rows={2} height={48} />;
  if (kinds === 0) return <Empty>{MSG.emptyCart}</Empty>;
  return (
    <div className={cls} data-testid="cart-lists">
      <div className="sum">
        {compact ? (
          <span />
        ) : (
          <span>
            共 <b data-testid="cart-kinds">{kinds}</b> 种商品
          </span>
        )}
        <span>
          已选合计 <strong data-testid="cart-lists-total">¥{fenToYuan(checkedTotal(cart))}</strong>
        </span>
      </div>
      {visibleGroups(cart).map(({ kind, title, lines }) => (
        <section key={kind} aria-label={title} data-group={kind}>
          <h4>
            <span>{title}</span>
            <span>{lines.length}</span>
          </h4>
          <ul>
            {lines.map((line) => (
              <Line key={line.id} line={line} compact={compact} invalid={kind === 'failure' || !isCheckable(line)} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Line({ line, compact, invalid }: { line: CartLine; compact: boolean; invalid: boolean }) {
  return (
    <li data-invalid={invalid} data-testid="cart-line">
      <span className="n" title={line.ty_name}>
        {line.ty_name}
      </span>
      <span className="p">¥{line.price}</span>
      <span className="m">
        {line.product_standard}
        {!compact && ` · ${line.manufacturer}`}
        {line.product_list && ` · ${line.product_list.map((p) => `${p.ty_name}×${p.amount}`).join('、')}`}
      </span>
      <span className="q">
        <LineQuantity line={line} failed={invalid} />
      </span>
      <span className="m r" data-testid="cart-line-subtotal">
        ¥{fenToYuan(line.amount * yuanToFen(line.price))}
      </span>
      {line.warnTip && <span className="w">{line.warnTip}</span>}
    </li>
  );
}
