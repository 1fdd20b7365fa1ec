import { useStore } from '@nanostores/react';
import { Link, useLocation, useSearch } from 'wouter';
import type { ProductSearchParams } from '../../api';
import type { Category } from '../../contract/catalog';
import { pageSizeOf } from '../../model/constants';
import { $publicHeader } from '../../stores/public-header';
import { $isOtherProvinces } from '../../stores/session';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { paramsFromQuery, queryFromParams, withFilter } from './category-query';
import { ListingFilters } from './ListingFilters';
import { ProductResults } from './ProductResults';
import { productDetailHref } from '../../model/route-table';

export { paramsFromQuery, queryFromParams } from './category-query';

/** The category and, for a sub-category, its parent. */
export function findCategory(list: Category[], id: number | undefined): { node: Category; parent?: Category } | null {
  if (!id) return null;
  for (const top of list) {
    if (top.class_id === id) return { node: top };
    const child = top.children.find((c) => c.class_id === id);
    if (child) return { node: child, parent: top };
  }
  return null;
}

/** The listing's h1: what is being listed, in the words of the breadcrumb. */
export function listingTitle(keyword: string | undefined, category: string | undefined, major: boolean): string {
  const k = keyword?.trim();
  if (k) return category ? `${category}中搜索“${k}”的结果` : `搜索“${k}”的结果`;
  if (major) return '主推品种';
  return category ?? '全部商品';
}

/**
 * /category: the listing for keyword / ClassID / major / coupon_id with filters, sorting and the pager. All of
 * it lives in the URL (push on every change), so back/forward and refresh restore the exact state.
 */
export function CategoryPage() {
  const css = useCss();
  const search = useSearch();
  const [, navigate] = useLocation();
  const header = useStore($publicHeader);
  const otherProvince = useStore($isOtherProvinces);
  const params = paramsFromQuery(search);
  const go = (next: ProductSearchParams) => navigate(`/category?${queryFromParams(next)}`);
  const found = findCategory(header?.classList ?? [], params.ClassID);
  const topLevel = found && !found.parent ? found.node : found?.parent;

  const cls = css`
    .crumbs { display: flex; gap: 6px; align-items: center; margin-bottom: 10px; color: ${t.muted}; flex-wrap: wrap; }
    .crumbs a { color: ${t.muted}; text-decoration: none; }
    .crumbs a:hover { color: ${t.primary}; }
    .crumbs strong { color: ${t.text}; }
    .title { font-size: 18px; margin: 0 0 10px; color: ${t.text}; }
    .notice { background: ${t.warnSoft}; border: 1px solid #ffd591; color: ${t.warn}; border-radius: 6px; padding: 8px 14px; margin-bottom: 10px; }
    .subs { display: flex; gap: 8px; flex-wrap: wrap; margin-bottom: 10px; }
    .subs a { padding: 3px 12px; border-radius: 14px; background: #fff; border: 1px solid ${t.border}; color: ${t.text}; text-decoration: none; font-size: 13px; }
    .subs a[aria-current='page'] { border-color: ${t.primary}; color: ${t.primary}; background: ${t.primarySoft}; }
  `;
  return (
    <div className={cls}>
      <nav className="crumbs" aria-label="当前位置">
        <Link href="/home">首页</Link>›<Link href="/category">全部商品</Link>
        {found?.parent && (
          <>
            ›<Link href={`/category?ClassID=${found.parent.class_id}`}>{found.parent.class_name}</Link>
          </>
        )}
        {found && <>›<strong>{found.node.class_name}</strong></>}
        {params.keyword && (
          <>
            ›<span>
              搜索“<strong data-testid="search-keyword">{params.keyword.trim()}</strong>”的结果
            </span>
          </>
        )}
        {params.major === 1 && <>›<strong>主推品种</strong></>}
      </nav>
      <h1 className="title" data-testid="listing-title">
        {listingTitle(params.keyword, found?.node.class_name, params.major === 1)}
      </h1>
      {params.coupon_id && (
        <div className="notice" role="note">
          以下商品可使用所选优惠券（券号 {params.coupon_id}），满足使用条件后在提交订单时抵扣。
        </div>
      )}
      {topLevel && !otherProvince && topLevel.children.length > 0 && (
        <div className="subs" aria-label="子分类">
          <Link href={`/category?${queryFromParams(withFilter(params, { ClassID: topLevel.class_id }))}`} aria-current={params.ClassID === topLevel.class_id ? 'page' : undefined}>
            全部{topLevel.class_name}
          </Link>
          {topLevel.children.map((c) => (
            <Link
              key={c.class_id}
              href={`/category?${queryFromParams(withFilter(params, { ClassID: c.class_id }))}`}
              aria-current={params.ClassID === c.class_id ? 'page' : undefined}
            >
              {c.class_name}
            </Link>
          ))}
        </div>
      )}
      <ListingFilters params={params} onChange={go} />
      <ProductResults
        params={params}
        productHref={productDetailHref}
        onPage={(page, size) => {
          go({ ...params, page, size: pageSizeOf(size) });
          window.scrollTo(0, 0);
        }}
      />
    </div>
  );
}
