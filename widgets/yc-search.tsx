import { useEffect, useRef, useState } from 'react';
import { Route, useLocation } from 'wouter';
import { pageSizeOf } from '../src/model/constants';
import type { ProductSearchParams } from '../src/api';
import { SearchBox } from '../src/features/search';
import { ProductResults, productDetailHref } from '../src/features/catalog';
import { Button } from '../src/ui/Button';
import { loadable } from '../src/ui/loadable';
import { Skeleton } from '../src/ui/States';
import { useCss } from '../src/ui/styled';
import { WIDGET_TEXT } from './texts';

// The detail loads when a product is first opened, not with the search.
const ProductDetailPage = loadable(() => import('../src/features/product').then((m) => m.ProductDetailPage), <Skeleton rows={4} height={48} />);

/**
 * <yc-search keyword page-size>: the search box and result grid with add to cart. A product's name opens its
 * detail inside the element, unless the host takes the cancelable `yc:navigate {to:'/productDetail/…'}`;
 * 返回搜索结果 comes back to the same results (kept mounted, hidden) with focus on that product's name.
 */
export function YcSearch({ keyword = '', pageSize }: { keyword?: string; pageSize?: number }) {
  const css = useCss();
  const size = pageSizeOf(pageSize);
  const [params, setParams] = useState<ProductSearchParams>({ keyword: keyword || undefined, page: 1, size });
  const [path, navigate] = useLocation();
  const resultsRef = useRef<HTMLDivElement>(null);
  const lastProduct = useRef<string | null>(null);
  const inDetail = path.startsWith('/productDetail/');
  // The host changed the keyword attribute (its own search box, a framework binding): search again.
  const firstKeyword = useRef(keyword);
  useEffect(() => {
    if (keyword === firstKeyword.current) return;
    firstKeyword.current = keyword;
    setParams((p) => ({ ...p, keyword: keyword || undefined, page: 1 }));
  }, [keyword]);
  useEffect(() => {
    if (inDetail) {
      lastProduct.current = path;
      return;
    }
    const link = lastProduct.current && resultsRef.current?.querySelector<HTMLAnchorElement>(`a[href="${lastProduct.current}"]`);
    lastProduct.current = null;
    if (link) link.focus();
  }, [inDetail, path]);
  return (
    <>
      <div className={css`display: grid; gap: 12px; &[hidden] { display: none; }`} ref={resultsRef} hidden={inDetail}>
        <SearchBox initial={params.keyword ?? ''} showQuickOrder={false} onSearch={(k) => setParams({ ...params, keyword: k || undefined, page: 1 })} />
        <ProductResults params={params} columns={3} productHref={productDetailHref} onPage={(page, s) => setParams({ ...params, page, size: pageSizeOf(s) })} />
      </div>
      <Route path="/productDetail/:productId">
        <div className={css`display: grid; gap: 12px;`} data-testid="widget-product-detail">
          <div>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the detail replaced the results in place: focus moves to the way back */}
            <Button size="sm" onClick={() => navigate('/')} autoFocus>
              {WIDGET_TEXT.backToResults}
            </Button>
          </div>
          <ProductDetailPage />
        </div>
      </Route>
    </>
  );
}
