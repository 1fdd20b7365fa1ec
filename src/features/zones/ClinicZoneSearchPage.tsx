import { Link } from 'wouter';
import { clinicZoneSearch } from '../../api';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { ProductResults, useListingUrl, productDetailHref } from '../catalog';
import { CLINIC_HERO } from './ClinicZonePage';
import { PageBanner } from '../../ui/PageBanner';
import { ZoneSearchForm } from './ZoneSearchForm';

/** /clinicZoneSearch?keyword=…&page=…&size=…: search inside the clinic zone; the URL holds the state. */
export function ClinicZoneSearchPage() {
  const css = useCss();
  const { params, onPage } = useListingUrl('/clinicZoneSearch');
  const crumbs = css`
    display: flex; gap: 6px; align-items: center; margin-bottom: 10px; color: ${t.muted}; flex-wrap: wrap;
    a { color: ${t.muted}; text-decoration: none; }
    a:hover { color: ${t.primary}; }
    strong { color: ${t.text}; }
  `;
  return (
    <div>
      <PageBanner {...CLINIC_HERO}>
        {/* key: the box refills when back/forward changes the keyword */}
        <ZoneSearchForm key={params.keyword ?? ''} initial={params.keyword} />
      </PageBanner>
      <nav className={crumbs} aria-label="当前位置">
        <Link href="/home">首页</Link>›<Link href="/clinicZone">诊所专区</Link>›
        {params.keyword ? (
          <span>
            搜索 “<strong data-testid="search-keyword">{params.keyword}</strong>” 的结果
          </span>
        ) : (
          <strong>专区全部商品</strong>
        )}
      </nav>
      <ProductResults
        params={params}
        fetch={clinicZoneSearch}
        productHref={productDetailHref}
        onPage={onPage}
        empty="诊所专区内没有找到相关商品，换个关键词试试"
      />
    </div>
  );
}
