import type { ProductSearchParams } from '../../api';
import { PAGE_SIZE_DEFAULT } from '../../model/constants';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { Pager } from '../../ui/Pager';
import { useCss } from '../../ui/styled';
import { useAddToCart } from '../cart/useAddToCart';
import { AddedTip } from '../cart/AddedTip';
import { ProductCard } from './ProductCard';
import { useProductSearch } from './useProductSearch';

/** A grid of search results with the pager; the caller owns where the query lives (URL or widget state). */
export function ProductResults({
  params,
  onPage,
  productHref,
  columns = 4,
}: {
  params: ProductSearchParams;
  onPage: (page: number, size: number) => void;
  productHref?: (id: number) => string;
  columns?: number;
}) {
  const css = useCss();
  const { state, retry } = useProductSearch(params);
  const cart = useAddToCart();
  const grid = css`
    display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(${columns >= 4 ? 210 : 180}px, 1fr));
    &[aria-busy='true'] { opacity: .6; }
  `;
  const data = state.data;
  return (
    <section aria-label="商品列表">
      {state.status === 'error' && !data && <ErrorBox message={state.message} onRetry={retry} />}
      {state.status === 'loading' && !data && <Skeleton rows={3} height={240} />}
      {data && data.list.length === 0 && <Empty>没有找到相关商品，换个关键词试试</Empty>}
      {data && data.list.length > 0 && (
        <>
          <div className={grid} aria-busy={state.status === 'loading'} data-testid="product-grid">
            {data.list.map((p) => (
              <ProductCard
                key={p.product_id}
                product={p}
                busy={cart.busy}
                onAdd={cart.add}
                href={productHref?.(p.product_id)}
              />
            ))}
          </div>
          <Pager page={data.page} size={data.size || params.size || PAGE_SIZE_DEFAULT} total={data.total} onChange={onPage} />
        </>
      )}
      <AddedTip added={cart.added} onClose={cart.dismiss} />
    </section>
  );
}
