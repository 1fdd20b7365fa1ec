import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CouponKind, MyCoupons } from '../../contract/personal';
import { ACCOUNT_MSG, MSG } from '../../model/messages';
import { getMyCoupons, receiveCoupon, errorText } from '../../api';
import { loadUserInfo } from '../../stores/auth';
import { toast } from '../../ui/overlay-store';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { TabList } from '../../ui/Tabs';
import { t } from '../../ui/theme';
import { CouponCard } from './CouponCard';
import { PersonalLayout } from './PersonalLayout';

const TABS: { kind: CouponKind; label: string }[] = [
  { kind: 1, label: '可使用' },
  { kind: 0, label: '可领取' },
  { kind: 2, label: '已使用' },
  { kind: 3, label: '已过期' },
];

/** /personal/myCoupon: tabs by kind (the tab is kept in ?kind=); claim works, use opens the filtered listing. */
export function MyCouponPage() {
  const css = useCss();
  const [, navigate] = useLocation();
  const search = useSearch();
  const fromUrl = new URLSearchParams(search).get('kind');
  // Without ?kind= the usable coupons show first.
  const kind: CouponKind = ([0, 1, 2, 3] as const).find((k) => String(k) === fromUrl) ?? 1;
  const [data, setData] = useState<MyCoupons | null>(null);
  const [failed, setFailed] = useState(false);
  const [claiming, setClaiming] = useState<number | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    getMyCoupons(undefined, { silent: true }).then(setData, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const claim = async (id: number) => {
    setClaiming(id);
    try {
      await receiveCoupon(id, { quiet: true });
      toast(ACCOUNT_MSG.couponClaimed, 'success');
      load();
      void loadUserInfo().catch(() => undefined);
    } catch (e) {
      toast(errorText(e, MSG.networkError), 'error');
      load();
    } finally {
      setClaiming(null);
    }
  };

  const cls = css`
    [role='tablist'] { display: flex; gap: 4px; border-bottom: 1px solid ${t.border}; margin-bottom: 16px; }
    [role='tab'] { border: none; background: none; padding: 8px 16px; font: inherit; cursor: pointer; color: ${t.muted}; border-bottom: 2px solid transparent; margin-bottom: -1px; }
    [role='tab'][aria-selected='true'] { color: ${t.primary}; border-bottom-color: ${t.primary}; font-weight: 600; }
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 12px; }
  `;
  const list = data?.list.filter((c) => c.kind === kind) ?? [];
  return (
    <PersonalLayout title="我的优惠券">
      <div className={cls}>
        <TabList
          label="优惠券状态"
          selected={kind}
          onSelect={(k) => navigate(`/personal/myCoupon?kind=${k}`, { replace: true })}
          items={TABS.map((tab) => ({ key: tab.kind, label: `${tab.label}${data ? `（${data.counts[tab.kind]}）` : ''}` }))}
        />
        {failed ? (
          <ErrorBox message="优惠券加载失败" onRetry={load} />
        ) : !data ? (
          <Skeleton rows={2} height={90} />
        ) : list.length === 0 ? (
          <Empty>暂无{TABS.find((x) => x.kind === kind)?.label}的优惠券</Empty>
        ) : (
          <div className="grid" role="tabpanel">
            {list.map((c) => (
              <CouponCard
                key={c.coupon_id}
                coupon={c}
                busy={claiming === c.coupon_id}
                onClaim={() => void claim(c.coupon_id)}
                onUse={() => navigate(`/category?coupon_id=${c.coupon_id}`)}
              />
            ))}
          </div>
        )}
      </div>
    </PersonalLayout>
  );
}
