import { getFamousManufacturers, errorText } from '../../api';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { useRemote } from '../../ui/useRemote';
import { PageBanner } from '../../ui/PageBanner';
import { BrandTile } from './BrandTile';

/** /famousManufacturer: every famous brand as a tile linking to its page. */
export function FamousManufacturerPage() {
  const css = useCss();
  const { state, retry } = useRemote(() => getFamousManufacturers(), 'brands');
  const brands = state.data;
  return (
    <div>
      <PageBanner title="品牌厂家" subtitle="名厂直供 正品保障 · 按品牌浏览常用药品" from="#1d4e89" to="#3a7bd5" />
      {state.status === 'error' && !brands && <ErrorBox message={errorText(state.error, '品牌加载失败')} onRetry={retry} />}
      {state.status === 'loading' && !brands && <Skeleton rows={2} height={200} />}
      {brands && brands.length === 0 && <Empty>暂无品牌厂家</Empty>}
      {brands && brands.length > 0 && (
        <div className={css`display: grid; gap: 16px; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));`} aria-label="品牌列表" role="list">
          {brands.map((b) => (
            <div role="listitem" key={b.brand_id} className={css`display: flex; > a { flex: 1; }`}>
              <BrandTile brand={b} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
