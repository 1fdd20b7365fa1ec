import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import type { ClientCredit } from '../../contract/personal';
import { getClientCredit } from '../../api';
import { loadUserInfo } from '../../stores/auth';
import { $session } from '../../stores/session';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { PersonalLayout } from './PersonalLayout';

/** /personal/userCenter: balance, coupon amount, credit when enabled; order counts come with orders. */
export function UserCenterPage() {
  const css = useCss();
  const s = useStore($session);
  const [credit, setCredit] = useState<ClientCredit | null>(null);
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
    .card a { font-size: 12px; color: ${t.primary}; }
    .orders { border: 1px dashed ${t.border}; border-radius: 8px; padding: 16px; color: ${t.muted}; font-size: 13px; }
    .orders b { color: ${t.text}; }
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
            <Link href="/personal/cash">查看现金账户</Link>
          </div>
          <div className="card" data-testid="coupon-amount">
            <dt>优惠券金额（元）</dt>
            <dd>{s.couponAmount ?? '—'}</dd>
            <Link href="/personal/myCoupon">查看我的优惠券</Link>
          </div>
          <div className="card">
            <dt>累计成交金额（元）</dt>
            <dd>{s.dealOrderMoney ?? '—'}</dd>
          </div>
          {s.isCredit && (
            <div className="card" data-testid="credit">
              <dt>可用授信额度（元）</dt>
              <dd>{credit?.available_credit ?? '—'}</dd>
              <span className={css`font-size: 12px; color: ${t.muted};`}>总额度 {credit?.credit_limit ?? '—'}</span>{' '}
              <Link href="/personal/creditManagement">信用管理</Link>
            </div>
          )}
        </dl>
        <div className="orders" data-testid="order-counts">
          <b>我的订单</b>：待付款、待收货、待审核、退款/售后的数量将在订单功能上线后显示在这里。
        </div>
      </div>
    </PersonalLayout>
  );
}
