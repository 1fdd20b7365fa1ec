import type { ReactNode } from 'react';
import { errorText, type ProductSearchParams } from '../../api';
import { PAGE_SIZE_DEFAULT } from '../../model/constants';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { Pager } from '../../ui/Pager';
import { ProductGrid } from './ProductGrid';
import { useProductSearch, type ProductPageFetcher } from './useProductSearch';

/**
 * A grid of search results with the pager; the caller owns where the query lives (URL or widget state). `fetch`
 * swaps the product search for another paged source (a zone, a brand) taking the same params.
 */
export function ProductResults({
  params,
  onPage,
  productHref,
  columns = 4,
  fetch,
  fetchKey,
  empty = '没有找到相关商品，换个关键词试试',
}: {
  params: ProductSearchParams;
  onPage: (page: number, size: number) => void;
  productHref?: (id: number) => string;
  columns?: number;
  fetch?: ProductPageFetcher;
  /** Changes when `fetch` starts reading another source (see useProductSearch). */
  fetchKey?: string;
  empty?: ReactNode;
}) {
  const { state, retry } = useProductSearch(params, fetch, fetchKey);
  const data = state.data;
  return (
    <section aria-label="商品列表">
      {state.status === 'error' && !data && <ErrorBox message={errorText(state.error, '商品加载失败，请稍后重试')} onRetry={retry} />}
      {state.status === 'loading' && !data && <Skeleton rows={3} height={240} />}
      {data && data.list.length === 0 && <Empty>{empty}</Empty>}
      {data && data.list.length > 0 && (
        <>
          <ProductGrid products={data.list} productHref={productHref} columns={columns} busy={state.status === 'loading'} />
          <Pager page={data.page} size={data.size || params.size || PAGE_SIZE_DEFAULT} total={data.total} onChange={onPage} />
        </>
      )}
    </section>
  );
}
