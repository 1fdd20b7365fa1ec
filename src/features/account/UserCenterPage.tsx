import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import type { ClientCredit } from '../../contract/personal';
import { getClientCredit } from '../../api';
import { getOrderCounts } from '../../api/orders';
import { loadUserInfo } from '../../stores/auth';
import { $session } from '../../stores/session';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { PersonalLayout } from './PersonalLayout';
import type { OrderCounts } from '../../contract/orders';
import { ORDER_TABS } from '../../model/order-status';

/** /personal/userCenter: balance, coupon amount, credit when enabled, order counts per tab (links to my orders). */
export function UserCenterPage() {
  const css = useCss();
  const s = useStore($session);
  const [credit, setCredit] = useState<ClientCredit | null>(null);
  const [counts, setCounts] = useState<OrderCounts | null>(null);
  useEffect(() => {
    void getOrderCounts({ silent: true }).then(setCounts, () => undefined);
  }, []);
  useEffect(() => {
    void loadUserInfo().catch(() => undefined);
  }, []);
  useEffect(() => {
    if (s.isCredit) void getClientCredit({ silent: true }).then(setCredit, () => undefined);
  }, [s.isCredit]);
  const cls = css`
    .head { display: flex; gap: 16px; align-items: center; margin-bottom: 20px; }
    .avatar { width: 56px; height: 56px; border-radius: 50%; background: ${t.primarySoft}; color: ${t.primary}; display: grid; place-items: center; font-size: 24px; font-weight: 700; }
    .head h2 { margin: 0 0 4px; font-size: 18px; }
    .head p { margin: 0; color: ${t.muted}; font-size: 13px; }
    .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr)); gap: 12px; margin-bottom: 20px; }
    .card { border: 1px solid ${t.border}; border-radius: 8px; padding: 16px; }
    .card dt { color: ${t.muted}; font-size: 13px; }
    .card dd { margin: 6px 0 8px; font-size: 22px; font-weight: 700; color: ${t.price}; }
    .card dd.more { margin: 0; font-size: 12px; font-weight: 400; }
    .card a { font-size: 12px; color: ${t.primary}; }
    .orders { border: 1px solid ${t.border}; border-radius: 8px; padding: 16px; display: flex; flex-wrap: wrap; gap: 24px; align-items: center; }
    .orders a { display: grid; justify-items: center; color: ${t.text}; text-decoration: none; font-size: 13px; }
    .orders a strong { font-size: 20px; color: ${t.primary}; }
  `;
  const initial = (s.clinicName ?? '药').slice(0, 1);
  return (
    <PersonalLayout title="个人中心">
      <div className={cls} data-testid="user-center">
        <div className="head">
          <div className="avatar" aria-hidden="true">{initial}</div>
          <div>
            <h2>{s.clinicName ?? '…'}</h2>
            <p>
              {s.companyName}
              {s.address ? ` · ${s.address}` : ''}
            </p>
          </div>
        </div>
        <dl className="cards">
          <div className="card" data-testid="balance">
            <dt>账户余额（元）</dt>
            <dd>{s.accountBalance ?? '—'}</dd>
            <dd className="more">
              <Link href="/personal/cash">查看现金账户</Link>
            </dd>
          </div>
          <div className="card" data-testid="coupon-amount">
            <dt>优惠券金额（元）</dt>
            <dd>{s.couponAmount ?? '—'}</dd>
            <dd className="more">
              <Link href="/personal/myCoupon">查看我的优惠券</Link>
            </dd>
          </div>
          <div className="card">
            <dt>累计成交金额（元）</dt>
            <dd>{s.dealOrderMoney ?? '—'}</dd>
          </div>
          {s.isCredit && (
            <div className="card" data-testid="credit">
              <dt>可用授信额度（元）</dt>
              <dd>{credit?.available_credit ?? '—'}</dd>
              <dd className="more">
                <span className={css`font-size: 12px; color: ${t.muted};`}>总额度 {credit?.credit_limit ?? '—'}</span>{' '}
                <Link href="/personal/creditManagement">信用管理</Link>
              </dd>
            </div>
          )}
        </dl>
        <nav className="orders" data-testid="order-counts" aria-label="我的订单">
          <Link href="/personal/myOrder">
            <strong>{counts?.[0] ?? '—'}</strong>全部订单
          </Link>
          {ORDER_TABS.filter((tab) => tab.tab > 0).map((tab) => (
            <Link key={tab.tab} href={`/personal/myOrder?tab=${tab.tab}`}>
              <strong>{counts?.[tab.tab] ?? '—'}</strong>
              {tab.label}
            </Link>
          ))}
        </nav>
        <p className={css`margin: 0; font-size: 13px; color: ${t.muted};`}>
          <Link href="/member/articleList">会员文章</Link>：采购、质量管理与合规实务，免费文章直接阅读。
        </p>
      </div>
    </PersonalLayout>
  );
}
