import { useStore } from '@nanostores/react';
import { Link, useParams } from 'wouter';
import { errorText, isApiError } from '../../api';
import { getGroupDetail } from '../../api/promotions';
import { $viewerKey } from '../../stores/viewer';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { GroupCard } from './GroupCard';
import { PresaleCard } from './PresaleCard';
import { getPresaleDetail } from '../../api/presale';
import type { PresaleItem } from '../../contract/presale';
import { PRESALE_MSG } from '../../model/presale-rules';

const MISSING = 'missing' as const;

/** A 404 goes to `next`; anything else stays an error. */
const orMissing =
  <T,>(next: () => Promise<T>) =>
  (e: unknown): Promise<T> => {
    if (isApiError(e) && e.code === 404) return next();
    throw e;
  };

function PresaleDetail({ item, now, onPhaseEnd }: { item: PresaleItem; now: number; onPhaseEnd: () => void }) {
  const css = useCss();
  return (
    <div className={css`display: grid; gap: 16px; .rules { background: ${t.surface}; border-radius: 8px; padding: 16px 20px; color: ${t.muted}; font-size: 13px; line-height: 1.8; } h2 { margin: 0 0 6px; font-size: 16px; color: ${t.text}; }`}>
      <nav aria-label="面包屑" className={css`font-size: 13px; a { color: ${t.muted}; }`}>
        <Link href="/groupPurchase">团购 · 预售</Link> › {item.title || item.ty_name}
      </nav>
      <PresaleCard key={`${item.purchase_id}-${item.phase}`} item={item} skewMs={now - Date.now()} onPhaseEnd={onPhaseEnd} wide />
      <section className="rules" aria-labelledby="presale-rules">
        <h2 id="presale-rules">预售规则</h2>
        <p>1. 预售期内按预售价下单，与购物车中的其他商品一起结算，请在支付时限内完成付款。</p>
        <p>2. 预售商品{PRESALE_MSG.shipDate(item.ship_date)}，订单详情中可查看预计发货日期。</p>
        <p>3. 每单数量须为中包装的整数倍，并满足每单与每人限订数量；预售结束或订完后不能再下单。</p>
        <p>4. 未付款订单超时自动取消，预订名额随即释放。</p>
      </section>
    </div>
  );
}

/**
 * /promotion/{groupId}: one group purchase with its progress to the minimum, countdown and 参团, and the rules; or
 * one pre-sale (the same purchase ids) with its price, shipping date, countdown and 立即预订.
 */
export function GroupDetailPage() {
  const css = useCss();
  const { groupId } = useParams<{ groupId: string }>();
  const id = /^\d{1,9}$/.test(groupId ?? '') && Number(groupId) > 0 ? Number(groupId) : null;
  const viewer = useStore($viewerKey);
  // A purchase id is a group (type 1) or a pre-sale (type 2): the group first, then the pre-sale.
  const { state, retry } = useRemote(
    () =>
      id === null
        ? Promise.resolve(MISSING)
        : getGroupDetail(id)
            .then((g) => ({ kind: 'group' as const, ...g }))
            .catch(orMissing(() => getPresaleDetail(id).then((p) => ({ kind: 'presale' as const, ...p }))))
            .catch(orMissing(() => Promise.resolve(MISSING))),
    `${id}|${viewer}`,
  );
  if (state.status === 'error' && !state.data) return <ErrorBox message={errorText(state.error, '团购活动加载失败')} onRetry={retry} />;
  if (state.data === MISSING) {
    return (
      <Empty>
        该团购活动不存在或已下线，<Link href="/groupPurchase">看看其他团购</Link>
      </Empty>
    );
  }
  if (!state.data) return <Skeleton rows={1} height={360} />;
  if (state.data.kind === 'presale') return <PresaleDetail item={state.data.item} now={state.data.now} onPhaseEnd={retry} />;
  const { item, now } = state.data;
  return (
    <div className={css`display: grid; gap: 16px; .rules { background: ${t.surface}; border-radius: 8px; padding: 16px 20px; color: ${t.muted}; font-size: 13px; line-height: 1.8; } h2 { margin: 0 0 6px; font-size: 16px; color: ${t.text}; }`}>
      <nav aria-label="面包屑" className={css`font-size: 13px; a { color: ${t.muted}; }`}>
        <Link href="/groupPurchase">团购</Link> › {item.title || item.ty_name}
      </nav>
      <GroupCard key={`${item.purchase_id}-${item.phase}`} item={item} skewMs={now - Date.now()} onPhaseEnd={retry} wide />
      <section className="rules" aria-labelledby="group-rules">
        <h2 id="group-rules">团购规则</h2>
        <p>1. 参团即按团购价下单，下单后请在支付时限内完成付款；截团时已付款数量达到成团数量即成团，订单照常发货。</p>
        <p>2. 截团时未达到成团数量：未付款订单自动取消，已付款订单自动原路退款，使用的优惠券退回账户。</p>
        <p>3. 每单数量须为中包装的整数倍，并满足起团数量与每单限购。</p>
      </section>
    </div>
  );
}
