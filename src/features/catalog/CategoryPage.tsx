import { useLocation, useSearch } from 'wouter';
import { PAGE_DEFAULT, PAGE_SIZE_DEFAULT, PAGE_SIZES } from '../../model/constants';
import type { ProductSearchParams } from '../../api';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { ProductResults } from './ProductResults';

const posInt = (v: string | null, fallback: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : fallback);

/** Query string ⇄ search params: the URL keeps the state so back/forward and refresh restore it. */
export function paramsFromQuery(search: string): ProductSearchParams {
  const q = new URLSearchParams(search);
  const size = posInt(q.get('size'), PAGE_SIZE_DEFAULT);
  const params: ProductSearchParams = {
    page: posInt(q.get('page'), PAGE_DEFAULT),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZE_DEFAULT,
  };
  const keyword = q.get('keyword');
  if (keyword) params.keyword = keyword;
  const classId = q.get('ClassID');
  if (classId && /^\d+$/.test(classId)) params.ClassID = Number(classId);
  return params;
}

export function queryFromParams(p: ProductSearchParams): string {
  const q = new URLSearchParams();
  if (p.keyword) q.set('keyword', p.keyword);
  if (p.ClassID) q.set('ClassID', String(p.ClassID));
  if (p.page && p.page !== PAGE_DEFAULT) q.set('page', String(p.page));
  if (p.size && p.size !== PAGE_SIZE_DEFAULT) q.set('size', String(p.size));
  return q.toString();
}

/** /category: search results for keyword / ClassID with the pager. */
export function CategoryPage() {
  const css = useCss();
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = paramsFromQuery(search);
  return (
    <div>
      <div className={css`margin-bottom: 12px; color: ${t.muted};`}>
        {params.keyword ? (
          <>
            搜索 “<strong className={css`color: ${t.text};`}>{params.keyword}</strong>” 的结果
          </>
        ) : (
          '全部商品'
        )}
      </div>
      <ProductResults
        params={params}
        productHref={(id) => `/productDetail/${id}`}
        onPage={(page, size) => {
          navigate(`/category?${queryFromParams({ ...params, page, size })}`);
          window.scrollTo(0, 0);
        }}
      />
    </div>
  );
}
