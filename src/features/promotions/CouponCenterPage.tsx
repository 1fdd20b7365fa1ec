import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorText, receiveCoupon } from '../../api';
import { getCouponCenter } from '../../api/promotions';
import { ACCOUNT_MSG, MSG } from '../../model/messages';
import { loadUserInfo } from '../../stores/auth';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { $viewerKey } from '../../stores/viewer';
import { useHostEnv } from '../../ui/host-env';
import { toast } from '../../ui/overlay-store';
import { PageBanner } from '../../ui/PageBanner';
import { Empty, ErrorBox, Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { useRemote } from '../../ui/useRemote';
import { CouponCard } from '../account';

/**
 * /couponList (领券中心): every coupon running or announced, claimable ones first. 立即领取 claims (a visitor is
 * asked to log in, a salesman to act for a customer); 去使用 opens the listing filtered by the coupon
 * (/category?coupon_id=…); used ones and those all taken say so. One coupon per client.
 */
export function CouponCenterPage() {
  const css = useCss();
  const env = useHostEnv();
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getCouponCenter(), viewer);
  const [claiming, setClaiming] = useState<number | null>(null);

  async function claim(id: number) {
    if (!isLogin) {
      if (isSalesman) toast(MSG.salesmanCartOnly, 'warning');
      else env.requireLogin();
      return;
    }
    setClaiming(id);
    try {
      await receiveCoupon(id, { quiet: true });
      toast(ACCOUNT_MSG.couponClaimed, 'success');
      void loadUserInfo().catch(() => undefined);
    } catch (e) {
      toast(errorText(e, MSG.networkError), 'error');
    } finally {
      setClaiming(null);
      retry();
    }
  }

  const list = state.data;
  return (
    <div>
      <PageBanner title="领券中心" subtitle="先领券，再采购 · 每种优惠券每位客户限领1张，领取后可在「我的优惠券」查看" from="#d0252b" to="#f59e0b" />
      {state.status === 'error' && !list && <ErrorBox message={errorText(state.error, '优惠券加载失败')} onRetry={retry} />}
      {state.status === 'loading' && !list && <Skeleton rows={2} height={90} />}
      {list && list.length === 0 && <Empty>暂无可领取的优惠券，敬请期待</Empty>}
      {list && list.length > 0 && (
        <div
          className={css`display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 12px;`}
          data-testid="coupon-center"
        >
          {list.map((c) => (
            <CouponCard
              key={c.coupon_id}
              coupon={c}
              busy={claiming === c.coupon_id}
              onClaim={() => void claim(c.coupon_id)}
              onUse={() => env.navigate(`/category?coupon_id=${c.coupon_id}`)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
