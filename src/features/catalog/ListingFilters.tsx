import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { LISTING_SORTS, searchFacets, type ListingSort, type ProductSearchParams } from '../../api';
import type { SearchFacets } from '../../contract/catalog';
import { BUSINESS_SCOPES, DRUG_TYPES } from '../../model/enums';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { clearFilters, hasFilters, withFilter } from './category-query';
import { MakerFilter } from './MakerFilter';

const SORT_LABELS: Record<ListingSort, string> = {
  default: '综合',
  sales: '销量',
  price_asc: '价格从低到高',
  price_desc: '价格从高到低',
};

/** Manufacturers of what the current query finds (the filter's own manufacturer is ignored by the server). */
function useFacets(params: ProductSearchParams): SearchFacets | null {
  const [facets, setFacets] = useState<SearchFacets | null>(null);
  const { page: _p, size: _s, sort: _o, manufacturer: _m, ...rest } = params;
  const key = JSON.stringify(rest);
  useEffect(() => {
    const controller = new AbortController();
    searchFacets(rest, { signal: controller.signal })
      .then(setFacets)
      .catch(() => undefined);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `rest` is a new object each render; `key` is its JSON
  }, [key]);
  return facets;
}

/** One enum filter as chips: 全部 (no filter) and each value by its index. */
function ChoiceRow({
  label,
  names,
  value,
  onPick,
}: {
  label: string;
  names: readonly string[];
  value: number | undefined;
  onPick: (index: number | undefined) => void;
}) {
  return (
    <div className="row" role="group" aria-label={label}>
      <span className="label">{label}</span>
      {[undefined, ...names.keys()].map((i) => (
        <button key={i ?? 'all'} type="button" className="chip" aria-pressed={value === i} onClick={() => onPick(i)}>
          {i === undefined ? '全部' : names[i]}
        </button>
      ))}
    </div>
  );
}

/**
 * Filters (manufacturer, drug type, business scope, in stock, near expiry, major) and sorting of a listing.
 * Every change hands back new params with page 1; the caller puts them into the URL.
 */
export function ListingFilters({
  params,
  onChange,
}: {
  params: ProductSearchParams;
  onChange: (next: ProductSearchParams) => void;
}) {
  const css = useCss();
  const facets = useFacets(params);
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const canSortByPrice = isLogin || isSalesman;
  const set = (change: Partial<ProductSearchParams>) => onChange(withFilter(params, change));
  const makers = facets?.manufacturers ?? [];
  const chosenMissing = params.manufacturer && !makers.some((m) => m.name === params.manufacturer);

  const cls = css`
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px; margin-bottom: 12px; font-size: 13px;
    .row { display: flex; align-items: center; gap: 6px; padding: 8px 14px; border-bottom: 1px dashed ${t.border}; flex-wrap: wrap; }
    .row:last-child { border-bottom: none; }
    .label { width: 72px; color: ${t.muted}; flex: none; }
    .chip { border: 1px solid transparent; background: none; border-radius: 4px; padding: 2px 10px; cursor: pointer; font: inherit; color: ${t.text}; }
    .chip:hover { color: ${t.primary}; }
    .chip[aria-pressed='true'] { border-color: ${t.primary}; color: ${t.primary}; background: ${t.primarySoft}; }
    .chip:disabled { color: ${t.muted}; cursor: not-allowed; }
    .chip:focus-visible, .clear:focus-visible { outline: 2px solid ${t.focus}; outline-offset: 1px; }
    label.check { display: inline-flex; align-items: center; gap: 4px; margin-right: 14px; cursor: pointer; }
    .clear { margin-left: auto; border: none; background: none; color: ${t.primary}; cursor: pointer; font: inherit; }
  `;
  return (
    <section className={cls} aria-label="筛选与排序" data-testid="listing-filters">
      <div className="row">
        <span className="label" aria-hidden="true">生产厂家</span>
        <MakerFilter
          makers={chosenMissing ? [{ name: params.manufacturer ?? '', count: 0, initials: '', full: '' }, ...makers] : makers}
          value={params.manufacturer}
          onPick={(manufacturer) => set({ manufacturer })}
        />
        {hasFilters(params) && (
          <button type="button" className="clear" onClick={() => onChange(clearFilters(params))}>
            清除筛选
          </button>
        )}
      </div>
      <ChoiceRow label="药品类型" names={DRUG_TYPES} value={params.drug_type} onPick={(drug_type) => set({ drug_type })} />
      <ChoiceRow label="经营范围" names={BUSINESS_SCOPES} value={params.business_scope} onPick={(business_scope) => set({ business_scope })} />
      <div className="row">
        <span className="label">更多</span>
        <label className="check">
          <input type="checkbox" checked={params.in_stock === 1} onChange={(e) => set({ in_stock: e.target.checked ? 1 : undefined })} />
          仅看有货
        </label>
        <label className="check">
          <input type="checkbox" checked={params.near_expiry === 1} onChange={(e) => set({ near_expiry: e.target.checked ? 1 : undefined })} />
          近效期
        </label>
        <label className="check">
          <input type="checkbox" checked={params.major === 1} onChange={(e) => set({ major: e.target.checked ? 1 : undefined })} />
          主推品种
        </label>
      </div>
      <div className="row" role="group" aria-label="排序">
        <span className="label">排序</span>
        {LISTING_SORTS.map((sort) => {
          const priceOnly = sort.startsWith('price') && !canSortByPrice;
          return (
            <button
              key={sort}
              type="button"
              className="chip"
              aria-pressed={(params.sort ?? 'default') === sort}
              disabled={priceOnly}
              title={priceOnly ? '登录后可按价格排序' : undefined}
              onClick={() => set({ sort: sort === 'default' ? undefined : sort })}
            >
              {SORT_LABELS[sort]}
            </button>
          );
        })}
      </div>
    </section>
  );
}
