import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { getPresaleList } from '../../api/presale';
import { $viewerKey } from '../../stores/viewer';
import { ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { PresaleCard } from './PresaleCard';

/** The pre-sales under the groups on /groupPurchase: running first, then upcoming, then just ended; none → nothing. */
export function PresaleSection() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getPresaleList(), viewer);
  const data = state.data;
  if (state.status === 'error' && !data) return <ErrorBox message={errorText(state.error, '预售活动加载失败')} onRetry={retry} />;
  if (!data) return state.status === 'loading' ? <Skeleton rows={1} height={320} /> : null;
  if (data.list.length === 0) return null;
  const skewMs = data.now - Date.now();
  const cls = css`
    margin-top: 24px;
    h2 { margin: 0 0 4px; font-size: 18px; border-left: 4px solid #7b61ff; padding-left: 10px; }
    p { margin: 0 0 10px; color: ${t.muted}; font-size: 13px; }
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 14px; }
  `;
  return (
    <section className={cls} aria-labelledby="presale-title" data-testid="presale-section">
      <h2 id="presale-title">预售</h2>
      <p>先订后发 · 按预售价下单，预计发货日期起发货；加入购物车后与其他商品一起结算</p>
      <div className="grid">
        {data.list.map((p) => (
          <PresaleCard key={`${p.purchase_id}-${p.phase}`} item={p} skewMs={skewMs} onPhaseEnd={retry} />
        ))}
      </div>
    </section>
  );
}
