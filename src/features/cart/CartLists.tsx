import { useStore } from '@nanostores/react';
import type { CartLine } from '../../contract/cart';
import { MSG } from '../../model/messages';
import { cartKindCount, checkedTotal, isCheckable, type CartKind } from '../../model/cart-rules';
import { fenToYuan, yuanToFen } from '../../model/money';
import { $cart, $cartLoaded } from '../../stores/cart';
import { Empty, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

const TITLES: Record<CartKind, string> = {
  product: '普通商品',
  seckill: '秒杀商品',
  combination: '套餐商品',
  addPrice: '加价购商品',
  failure: '失效商品',
};
const ORDER: CartKind[] = ['product', 'seckill', 'combination', 'addPrice', 'failure'];

/** The cart's lists in the spec's order, with kinds count and the checked total. */
export function CartLists({ compact = false }: { compact?: boolean }) {
  const css = useCss();
  const cart = useStore($cart);
  const loaded = useStore($cartLoaded);
  const kinds = cartKindCount(cart);
  const cls = css`
    h4 { margin: 14px 0 6px; font-size: 13px; color: ${t.muted}; font-weight: 500; }
    ul { list-style: none; margin: 0; padding: 0; }
    li { display: grid; grid-template-columns: 1fr auto; gap: 2px 12px; padding: 8px 0; border-bottom: 1px dashed ${t.border}; }
    li[data-invalid='true'] { opacity: .55; }
    .n { font-weight: 600; }
    .m { color: ${t.muted}; font-size: 12px; }
    .p { color: ${t.price}; text-align: right; }
    .w { color: ${t.warn}; font-size: 12px; }
    .sum { display: flex; justify-content: space-between; padding: 12px 0; font-size: 15px; }
    .sum strong { color: ${t.price}; font-size: 18px; }
  `;
  if (!loaded) return <Skeleton rows={2} height={48} />;
  if (kinds === 0) return <Empty>{MSG.emptyCart}</Empty>;
  return (
    <div className={cls} data-testid="cart-lists">
      <div className="sum">
        <span>
          共 <b data-testid="cart-kinds">{kinds}</b> 种商品
        </span>
        <span>
          已选合计 <strong>¥{fenToYuan(checkedTotal(cart))}</strong>
        </span>
      </div>
      {ORDER.filter((k) => cart[k].length > 0).map((kind) => (
        <section key={kind} aria-label={TITLES[kind]}>
          <h4>{TITLES[kind]}</h4>
          <ul>
            {cart[kind].map((line) => (
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
      <span className="n">{line.ty_name}</span>
      <span className="p">¥{line.price}</span>
      <span className="m">
        {line.product_standard}
        {!compact && ` · ${line.manufacturer}`}
      </span>
      <span className="m" style={{ textAlign: 'right' }}>
        ×{line.amount} = ¥{fenToYuan(line.amount * yuanToFen(line.price))}
      </span>
      {line.warnTip && <span className="w">{line.warnTip}</span>}
    </li>
  );
}
