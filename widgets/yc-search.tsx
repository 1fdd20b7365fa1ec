import { useEffect, useRef, useState } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { pageSizeOf } from '../src/model/constants';
import type { ProductSearchParams } from '../src/api';
import { SearchBox } from '../src/features/search';
import { ProductResults, productDetailHref } from '../src/features/catalog';
import { ProductDetailPage } from '../src/features/product';
import { Button } from '../src/ui/Button';
import { useCss } from '../src/ui/styled';

/**
 * <yc-search keyword page-size>: the search box and result grid with add to cart. A product's name opens its
 * detail inside the element, unless the host takes the cancelable `yc:navigate {to:'/productDetail/…'}`;
 * 返回搜索结果 comes back to the same page of results with focus on that product.
 */
export function YcSearch({ keyword = '', pageSize }: { keyword?: string; pageSize?: number }) {
  const css = useCss();
  const size = pageSizeOf(pageSize);
  const [params, setParams] = useState<ProductSearchParams>({ keyword: keyword || undefined, page: 1, size });
  const [path, navigate] = useLocation();
  const resultsRef = useRef<HTMLDivElement>(null);
  const lastProduct = useRef<string | null>(null);
  useEffect(() => {
    // Back from a detail: focus returns to the product's name in the grid (keyboard users keep their place).
    if (path.startsWith('/productDetail/')) {
      lastProduct.current = path;
      return;
    }
    if (!lastProduct.current) return;
    const link = resultsRef.current?.querySelector<HTMLAnchorElement>(`a[href="${lastProduct.current}"]`);
    lastProduct.current = null;
    link?.focus();
  }, [path]);
  return (
    <Switch>
      <Route path="/productDetail/:productId">
        <div className={css`display: grid; gap: 12px;`} data-testid="widget-product-detail">
          <div>
            <Button size="sm" onClick={() => navigate('/')} autoFocus>
              ‹ 返回搜索结果
            </Button>
          </div>
          <ProductDetailPage />
        </div>
      </Route>
      <Route>
        <div className={css`display: grid; gap: 12px;`} ref={resultsRef}>
          <SearchBox initial={params.keyword ?? ''} showQuickOrder={false} onSearch={(k) => setParams({ ...params, keyword: k || undefined, page: 1 })} />
          <ProductResults params={params} columns={3} productHref={productDetailHref} onPage={(page, s) => setParams({ ...params, page, size: pageSizeOf(s) })} />
        </div>
      </Route>
    </Switch>
  );
}
