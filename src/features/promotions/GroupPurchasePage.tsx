import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { getGroupList } from '../../api/promotions';
import type { GroupItem } from '../../contract/promotions';
import { $viewerKey } from '../../stores/viewer';
import { PageBanner } from '../../ui/PageBanner';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { GroupCard } from './GroupCard';
import { PhaseSections, type PhaseSection } from './PhaseSections';
import { PresaleSection } from './PresaleSection';

const SECTIONS: PhaseSection<GroupItem>[] = [
  { id: 'open', title: '正在拼团', has: (g) => g.phase === 'open' || g.phase === 'full' },
  { id: 'upcoming', title: '即将开团', has: (g) => g.phase === 'upcoming' },
  { id: 'closed', title: '已截团', has: (g) => g.phase === 'closing' || g.phase === 'reached' || g.phase === 'failed' },
];

/** /groupPurchase: open groups (soonest close first), those about to open, then the settled ones. */
export function GroupPurchasePage() {
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getGroupList(), viewer);
  const data = state.data;
  const skewMs = data ? data.now - Date.now() : 0;
  return (
    <div>
      <PageBanner title="团购" subtitle="集单采购 价格更低 · 截团时已付款数量达到成团数量即成团，未成团自动取消订单并原路退款" from="#b45309" to="#f59e0b" />
      {state.status === 'error' && !data && <ErrorBox message={errorText(state.error, '团购活动加载失败')} onRetry={retry} />}
      {state.status === 'loading' && !data && <Skeleton rows={2} height={320} />}
      {data && data.list.length === 0 && <Empty>团购活动暂未开始，敬请期待</Empty>}
      {data && data.list.length > 0 && (
        <PhaseSections
          items={data.list}
          sections={SECTIONS}
          prefix="group"
          accent={t.warn}
          card={(g) => <GroupCard key={`${g.purchase_id}-${g.phase}`} item={g} skewMs={skewMs} onPhaseEnd={retry} />}
        />
      )}
      <PresaleSection />
    </div>
  );
}
