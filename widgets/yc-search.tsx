import { useState } from 'react';
import { pageSizeOf } from '../src/model/constants';
import type { ProductSearchParams } from '../src/api';
import { SearchBox } from '../src/features/search';
import { ProductResults } from '../src/features/catalog';
import { useCss } from '../src/ui/styled';

/** <yc-search keyword page-size>: the search box and result grid with add to cart. */
export function YcSearch({ keyword = '', pageSize }: { keyword?: string; pageSize?: number }) {
  const css = useCss();
  const size = pageSizeOf(pageSize);
  const [params, setParams] = useState<ProductSearchParams>({ keyword: keyword || undefined, page: 1, size });
  return (
    <div className={css`display: grid; gap: 12px;`}>
      <SearchBox initial={params.keyword ?? ''} showQuickOrder={false} onSearch={(k) => setParams({ ...params, keyword: k || undefined, page: 1 })} />
      <ProductResults params={params} columns={3} onPage={(page, s) => setParams({ ...params, page, size: pageSizeOf(s) })} />
    </div>
  );
}
