import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { errorText, getClinicZone } from '../../api';
import { $viewerKey } from '../../stores/viewer';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { ProductGrid, productDetailHref } from '../catalog';
import { PageBanner } from '../../ui/PageBanner';
import { ZoneSearchForm } from './ZoneSearchForm';

export const CLINIC_HERO = { title: '诊所专区', subtitle: '注射剂、抗感染、器械耗材 · 诊所常备品种一站配齐', from: '#0f7b6c', to: '#23a08c' };

/** /clinicZone: the zone's sections, each a title and its product cards, with a search inside the zone. */
export function ClinicZonePage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getClinicZone(), viewer);
  const sections = state.data?.sections.filter((s) => s.list.length > 0);
  const cls = css`
    display: grid; gap: 24px;
    .head { display: flex; align-items: baseline; justify-content: space-between; margin-bottom: 10px; border-left: 4px solid ${t.primary}; padding-left: 10px; }
    h2 { margin: 0; font-size: 18px; }
    .head a { color: ${t.muted}; text-decoration: none; font-size: 13px; }
    .head a:hover { color: ${t.primary}; }
  `;
  return (
    <div>
      <PageBanner {...CLINIC_HERO}>
        <ZoneSearchForm />
      </PageBanner>
      {state.status === 'error' && !state.data && <ErrorBox message={errorText(state.error, '诊所专区加载失败')} onRetry={retry} />}
      {state.status === 'loading' && !state.data && <Skeleton rows={2} height={280} />}
      {sections && sections.length === 0 && <Empty>诊所专区暂无商品，敬请期待</Empty>}
      {sections && sections.length > 0 && (
        <div className={cls}>
          {sections.map((s) => (
            <section key={s.title} aria-labelledby={`zone-${s.title}`} data-testid="zone-section">
              <div className="head">
                <h2 id={`zone-${s.title}`}>{s.title}</h2>
                <Link href="/clinicZoneSearch">查看专区全部商品 ›</Link>
              </div>
              <ProductGrid products={s.list} productHref={productDetailHref} />
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
