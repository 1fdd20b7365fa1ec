import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { ApiError, getManufacturerDetail, type ProductSearchParams } from '../../api';
import type { BrandInfo } from '../../contract/zones';
import { MissingNotice } from '../../ui/MissingNotice';
import { Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { ProductResults, useListingUrl, productDetailHref } from '../catalog';
import { brandColour } from './brand-colour';

const BRAND_ID = /^[1-9]\d{0,8}$/;

/** /manufacturerDetail/:brandId: the brand's header and its products with the pager (page and size in the URL). */
export function ManufacturerDetailPage() {
  const { brandId = '' } = useParams<{ brandId: string }>();
  if (!BRAND_ID.test(brandId)) return <BrandMissing />;
  // A new brand starts from scratch (header, missing flag).
  return <BrandPage key={brandId} brandId={Number(brandId)} />;
}

function BrandPage({ brandId }: { brandId: number }) {
  const css = useCss();
  const { params, onPage } = useListingUrl(`/manufacturerDetail/${brandId}`);
  const [brand, setBrand] = useState<BrandInfo | null>(null);
  const [missing, setMissing] = useState(false);
  const load = (p: ProductSearchParams) =>
    getManufacturerDetail(brandId, p).then(
      (d) => {
        setBrand(d.brand);
        return d.products;
      },
      (e: unknown) => {
        if (e instanceof ApiError && e.code === 404) setMissing(true);
        throw e;
      },
    );
  if (missing) return <BrandMissing />;
  const colour = brandColour(brand?.colour ?? '');
  const cls = css`
    .crumbs { display: flex; gap: 6px; margin-bottom: 10px; color: ${t.muted}; }
    .crumbs a { color: ${t.muted}; text-decoration: none; }
    .crumbs a:hover { color: ${t.primary}; }
    .head { display: flex; gap: 20px; align-items: center; background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 10px; padding: 18px 22px; margin-bottom: 16px; }
    .logo { width: 96px; height: 96px; border-radius: 12px; flex: none; display: flex; align-items: center; justify-content: center; color: #fff; font-size: 22px; font-weight: 800; text-align: center; padding: 6px; box-sizing: border-box; }
    h1 { margin: 0 0 4px; font-size: 22px; }
    .maker { color: ${t.muted}; margin-bottom: 6px; }
    .intro { margin: 0; line-height: 1.7; }
    .count { color: ${t.primary}; font-weight: 600; margin-top: 6px; }
  `;
  return (
    <div className={cls}>
      <nav className="crumbs" aria-label="当前位置">
        <Link href="/home">首页</Link>›<Link href="/famousManufacturer">品牌厂家</Link>›<strong>{brand?.name ?? '…'}</strong>
      </nav>
      {brand ? (
        <section className="head" aria-labelledby="brand-name" data-testid="brand-header">
          <div className="logo" style={{ background: colour }} aria-hidden="true">
            {brand.name}
          </div>
          <div>
            <h1 id="brand-name">{brand.name}</h1>
            <div className="maker">{brand.manufacturer}</div>
            <p className="intro">{brand.intro}</p>
            <div className="count">共 {brand.product_count} 个品种</div>
          </div>
        </section>
      ) : (
        <div className={css`margin-bottom: 16px;`}>
          <Skeleton rows={1} height={132} />
        </div>
      )}
      <ProductResults
        params={params}
        fetch={load}
        fetchKey={String(brandId)}
        productHref={productDetailHref}
        onPage={onPage}
        empty="该品牌暂无在售商品"
      />
    </div>
  );
}

function BrandMissing() {
  return (
    <MissingNotice
      title="品牌不存在"
      message="该品牌厂家不存在或已下线，请从品牌厂家列表重新选择。"
      links={[
        { href: '/famousManufacturer', label: '查看全部品牌' },
        { href: '/home', label: '返回首页' },
      ]}
    />
  );
}
