import { lazy, Suspense } from 'react';
import { parseId } from '../../model/route-table';
import { useStore } from '@nanostores/react';
import { Redirect, useParams, useSearch } from 'wouter';
import { errorText, getProductDetail, isApiError, type ProductDetailParams } from '../../api';
import type { ProductDetail } from '../../contract/catalog';
import { leafletParagraphs } from '../../model/documents';
import { MSG } from '../../model/messages';
import { $viewerKey } from '../../stores/viewer';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { ProductGrid, ProductTags, productDetailHref } from '../catalog';
import { BuyBox } from './BuyBox';
import { PriceBox } from './PriceBox';
import { ProductBreadcrumb } from './ProductBreadcrumb';
import { ProductFacts } from './ProductFacts';
import { ProductGallery } from './ProductGallery';
import { ProductNotFound } from './ProductNotFound';

// Its own chunk with the combination call: only products in a running combination load it.
const CombinationSlider = lazy(() => import('./CombinationSlider'));
const SLIDER_HEIGHT = 304;

export const ACTIVITY_ENDED = '该活动已结束，商品按原价销售';


/** The not-found answer of the server (and the 400 a malformed id would get) as one outcome. */
const NOT_FOUND = Symbol('not found');

/**
 * /productDetail/{productId}?seckillId=…: one product, how to buy it, and related products. A group purchase or
 * pre-sale link (?purchaseId=…) goes to that activity's own page, /promotion/{purchaseId}, where it is bought.
 */
export function ProductDetailPage() {
  const { productId } = useParams<{ productId: string }>();
  const query = new URLSearchParams(useSearch());
  const viewer = useStore($viewerKey);
  const id = parseId(productId);
  const purchaseId = parseId(query.get('purchaseId'));
  const params: ProductDetailParams | undefined = id && !purchaseId ? { productId: id, seckillId: parseId(query.get('seckillId')) } : undefined;
  const { state, retry } = useRemote<ProductDetail | typeof NOT_FOUND>(
    () =>
      params
        ? getProductDetail(params).catch((e: unknown) => {
            if (isApiError(e) && e.code === 404) return NOT_FOUND;
            throw e;
          })
        : Promise.resolve(NOT_FOUND),
    `${JSON.stringify(params)}|${viewer}`,
  );

  if (id && purchaseId) return <Redirect to={`/promotion/${purchaseId}`} replace />;
  if (state.status === 'error' && !state.data) {
    return <ErrorBox message={`商品信息加载失败：${errorText(state.error, MSG.httpDefault)}`} onRetry={retry} />;
  }
  if (state.data === NOT_FOUND) return <ProductNotFound />;
  if (!state.data) return <DetailSkeleton />;
  return <DetailView detail={state.data} />;
}

function DetailView({ detail }: { detail: ProductDetail }) {
  const css = useCss();
  const p = detail.product;
  const leaflet = leafletParagraphs(p.gsp.leaflet);
  return (
    <div
      data-testid="product-detail"
      className={css`
        display: grid; gap: 16px;
        .card { background: ${t.surface}; border-radius: 8px; padding: 20px; }
        .main { display: grid; grid-template-columns: 340px minmax(0, 1fr); gap: 32px; }
        .info { display: grid; gap: 14px; align-content: start; }
        h1 { margin: 0; font-size: 22px; }
        .maker { color: ${t.muted}; margin: -8px 0 0; font-size: 13px; }
        .notice { background: ${t.warnSoft}; color: ${t.warn}; border-radius: 6px; padding: 10px 16px; }
        h2 { margin: 0 0 12px; font-size: 18px; }
        @media (max-width: 800px) { .main { grid-template-columns: 1fr; } }
      `}
    >
      <div>
        <ProductBreadcrumb product={p} />
        {detail.activity_ended && (
          <p className="notice" role="status" data-testid="activity-ended">
            {ACTIVITY_ENDED}
          </p>
        )}
      </div>
      <section className="card main" aria-labelledby="product-name">
        <ProductGallery
          name={p.ty_name}
          thumb={p.thumb}
          pictures={p.pictures}
          size={320}
          classId={p.class_id}
          pack={{ spec: p.product_standard, manufacturer: p.manufacturer, businessScope: p.business_scope, drugType: p.drug_type }}
        />
        <div className="info">
          <h1 id="product-name">{p.ty_name}</h1>
          <p className="maker">{p.manufacturer}</p>
          <ProductTags product={p} withScope />
          <PriceBox product={p} />
          <ProductFacts product={p} />
          <BuyBox key={p.product_id} product={p} />
        </div>
      </section>
      {leaflet.length > 0 && (
        <section className="card" aria-labelledby="leaflet-title" data-testid="product-leaflet">
          <h2 id="leaflet-title">说明书</h2>
          <div className={css`font-size: 13px; line-height: 1.8; p { margin: 0 0 4px; overflow-wrap: anywhere; }`}>
            {leaflet.map((para, i) => (
              <p key={i}>{para}</p>
            ))}
          </div>
        </section>
      )}
      {(p.combination_total ?? 0) > 0 && (
        <Suspense fallback={<Skeleton rows={1} height={SLIDER_HEIGHT} />}>
          <CombinationSlider productId={p.product_id} />
        </Suspense>
      )}
      {detail.related.length > 0 && (
        <section className="card" aria-labelledby="related-title" data-testid="related-products">
          <h2 id="related-title">相关商品</h2>
          <ProductGrid products={detail.related} productHref={productDetailHref} columns={5} />
        </section>
      )}
    </div>
  );
}

function DetailSkeleton() {
  const css = useCss();
  return (
    <div aria-busy="true" aria-label="商品加载中" data-testid="detail-skeleton" className={css`display: grid; gap: 16px;`}>
      <Skeleton rows={1} height={18} />
      <div className={css`display: grid; grid-template-columns: 340px 1fr; gap: 32px;`}>
        <Skeleton rows={1} height={320} />
        <Skeleton rows={6} height={36} />
      </div>
      <Skeleton rows={1} height={300} />
    </div>
  );
}
