import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'wouter';
import { $session } from '../../stores/session';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** SPEC §2.8 sidebar; the credit entry shows only when the account has credit. */
export const PERSONAL_MENU: { to: string; label: string; creditOnly?: boolean }[] = [
  { to: '/personal/userCenter', label: '个人中心' },
  { to: '/personal/basicInformation', label: '基本信息' },
  { to: '/personal/keepList', label: '常购清单' },
  { to: '/personal/myOrder', label: '我的订单' },
  { to: '/personal/myCoupon', label: '我的优惠券' },
  { to: '/personal/cash', label: '现金账户' },
  { to: '/personal/creditManagement', label: '信用管理', creditOnly: true },
  { to: '/personal/licences', label: '我的资质' },
  { to: '/personal/purchasers', label: '采购人员' },
  { to: '/personal/purchaseRecords', label: '购进记录' },
  { to: '/personal/changePsd', label: '修改密码' },
  { to: '/personal/dataDownload', label: '资料下载' },
];

export function PersonalLayout({ title, children }: { title: string; children: ReactNode }) {
  const css = useCss();
  const [path] = useLocation();
  const { isCredit, clinicName } = useStore($session);
  const cls = css`
    display: grid; grid-template-columns: 200px 1fr; gap: 16px; align-items: start;
    nav { background: ${t.surface}; border-radius: 8px; padding: 12px 0; }
    nav .who { padding: 4px 20px 12px; border-bottom: 1px solid ${t.border}; margin-bottom: 8px; font-weight: 600; }
    nav a { display: block; padding: 10px 20px; color: ${t.text}; text-decoration: none; border-left: 3px solid transparent; }
    nav a:hover { color: ${t.primary}; }
    nav a[aria-current='page'] { color: ${t.primary}; background: ${t.primarySoft}; border-left-color: ${t.primary}; font-weight: 600; }
    > section { background: ${t.surface}; border-radius: 8px; padding: 20px 24px; min-height: 420px; }
    > section > h1 { margin: 0 0 16px; font-size: 18px; padding-bottom: 12px; border-bottom: 1px solid ${t.border}; }
  `;
  return (
    <div className={cls}>
      <nav aria-label="个人中心菜单" data-testid="personal-menu">
        <div className="who">{clinicName ?? '我的药采'}</div>
        {PERSONAL_MENU.filter((m) => !m.creditOnly || isCredit).map((m) => (
          <Link key={m.to} href={m.to} aria-current={path === m.to ? 'page' : undefined}>
            {m.label}
          </Link>
        ))}
      </nav>
      <section>
        <h1>{title}</h1>
        {children}
      </section>
    </div>
  );
}

/** Personal pages that arrive with later capabilities (orders, cash account…): the sidebar stays usable. */
export function personalPlaceholder(title: string, text: string) {
  function Placeholder() {
    const css = useCss();
    return (
      <PersonalLayout title={title}>
        <p className={css`color: ${t.muted}; padding: 48px 0; text-align: center;`}>{text}</p>
      </PersonalLayout>
    );
  }
  Placeholder.displayName = `Placeholder(${title})`;
  return Placeholder;
}
