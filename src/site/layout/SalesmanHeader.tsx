import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'wouter';
import { MSG } from '../../model/messages';
import { $isActing } from '../../stores/acting';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { Logo } from './Header';
import { confirmLogout } from './TopBar';

/**
 * The salesman console's header (SPEC §2.9) instead of the store's search bar: 采购商品 (the store, to buy for the
 * customer), 采购订单 (the customer's orders; before choosing a customer: 请先代客下单才能查看 and on to my customers),
 * and 退出 after confirming.
 */
export function SalesmanHeader() {
  const css = useCss();
  const [, navigate] = useLocation();
  const acting = useStore($isActing);
  const orders = () => {
    if (acting) return navigate('/personal/myOrder');
    toast(MSG.salesmanNeedsCustomer, 'warning');
    navigate('/salesman/myCustomer');
  };
  return (
    <div
      className={css`
        background: ${t.surface};
        .in { max-width: 1200px; margin: 0 auto; padding: 14px 16px; display: flex; align-items: center; gap: 24px; flex-wrap: wrap; }
        .tag { font-size: 16px; color: ${t.text}; font-weight: 600; }
        nav { margin-left: auto; display: flex; gap: 8px; }
        nav a, nav button { border: 1px solid ${t.border}; border-radius: ${t.radius}; background: ${t.surface}; color: ${t.text}; padding: 6px 14px; font: inherit; cursor: pointer; text-decoration: none; }
        nav a:hover, nav button:hover { border-color: ${t.primary}; color: ${t.primary}; }
      `}
      data-testid="salesman-header"
    >
      <div className="in">
        <Logo />
        <span className="tag">业务员工作台</span>
        <nav aria-label="业务员快捷入口">
          <Link href="/home">采购商品</Link>
          <button type="button" onClick={orders} data-testid="purchase-orders">
            采购订单
          </button>
          <button type="button" onClick={() => void confirmLogout(navigate)}>
            退出登录
          </button>
        </nav>
      </div>
    </div>
  );
}
