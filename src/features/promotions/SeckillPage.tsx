import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { getSeckillList } from '../../api/promotions';
import type { SeckillItem } from '../../contract/promotions';
import { $viewerKey } from '../../stores/viewer';
import { PageBanner } from '../../ui/PageBanner';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { PhaseSections, type PhaseSection } from './PhaseSections';
import { SeckillCard } from './SeckillCard';

const SECTIONS: PhaseSection<SeckillItem>[] = [
  { id: 'running', title: '正在抢购', has: (i) => i.phase === 'running' || i.phase === 'soldOut', empty: '当前没有进行中的秒杀，看看即将开始的吧' },
  { id: 'upcoming', title: '即将开始', has: (i) => i.phase === 'upcoming' },
  { id: 'ended', title: '已结束', has: (i) => i.phase === 'ended' },
];

/** /seckillPage: running seckills (soonest end first), then those about to start, then those just ended. */
export function SeckillPage() {
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getSeckillList(), viewer);
  const data = state.data;
  // The server's clock minus ours, measured when the list arrived: countdowns follow the server.
  const skewMs = data ? data.now - Date.now() : 0;
  return (
    <div>
      <PageBanner title="限时秒杀" subtitle="每日精选常备药品 · 限时限量，抢完即止 · 秒杀价以下单时为准" from="#c8102e" to="#f0643c" />
      {state.status === 'error' && !data && <ErrorBox message={errorText(state.error, '秒杀活动加载失败')} onRetry={retry} />}
      {state.status === 'loading' && !data && <Skeleton rows={2} height={320} />}
      {data && data.list.length === 0 && <Empty>秒杀活动暂未开始，敬请期待</Empty>}
      {data && data.list.length > 0 && (
        <PhaseSections
          items={data.list}
          sections={SECTIONS}
          prefix="seckill"
          accent={t.price}
          card={(i) => <SeckillCard key={`${i.seckill_id}-${i.phase}`} item={i} skewMs={skewMs} onPhaseEnd={retry} />}
        />
      )}
    </div>
  );
}
