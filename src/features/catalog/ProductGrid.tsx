import type { Product } from '../../contract/catalog';
import { useCss } from '../../ui/styled';
import { AddedTip, useAddToCart } from '../cart';
import { useBuyNow } from '../quick-order';
import { ProductCard } from './ProductCard';

/** Product cards in a responsive grid, with the add-to-cart flow and its "added" tip. */
export function ProductGrid({
  products,
  productHref,
  columns = 4,
  busy = false,
}: {
  products: Product[];
  productHref?: (id: number) => string;
  columns?: number;
  /** A newer page is loading: the old cards stay, dimmed. */
  busy?: boolean;
}) {
  const css = useCss();
  const cart = useAddToCart();
  const buy = useBuyNow();
  const grid = css`
    display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(${columns >= 4 ? 210 : 180}px, 1fr));
    &[aria-busy='true'] { opacity: .6; }
  `;
  return (
    <>
      <div className={grid} aria-busy={busy} data-testid="product-grid">
        {products.map((p) => (
          <ProductCard
            key={p.product_id}
            product={p}
            busy={cart.busy || buy.busy}
            onAdd={cart.add}
            onBuyNow={(product, amount) => void buy.buyNow([{ product, amount }])}
            href={productHref?.(p.product_id)}
          />
        ))}
      </div>
      <AddedTip added={cart.added} onClose={cart.dismiss} />
    </>
  );
}
