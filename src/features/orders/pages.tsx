import type { ReactNode } from 'react';
import { parseId } from '../../model/route-table';
import { useLocation, useParams } from 'wouter';
import { LinkButton } from '../../ui/LinkButton';
import { PersonalLayout } from '../account';
import { OrderCommentForm } from './OrderCommentForm';
import { OrderDetailView } from './OrderDetailView';
import { OrderList } from './OrderList';
import { useCss } from '../../ui/styled';

const MY_ORDER = '/personal/myOrder';

/** The page's one way back, above its content (the site's BackBar is not used: the title would show twice). */
function BackRow({ children }: { children: ReactNode }) {
  const css = useCss();
  return <div className={css`margin: -4px 0 12px;`}>{children}</div>;
}

/** /personal/myOrder (cached view: its state is the URL). */
export function MyOrderPage() {
  const [, navigate] = useLocation();
  return (
    <PersonalLayout title="我的订单">
      <OrderList path={MY_ORDER} onOpen={(id) => navigate(`/personal/orderDetail/${id}`)} />
    </PersonalLayout>
  );
}

/** /personal/orderDetail/:orderId (back goes to myOrder: the browser's back keeps its tab, filter and page). */
export function OrderDetailPage() {
  const id = parseId(useParams<{ orderId: string }>().orderId);
  return (
    <PersonalLayout title="订单详情">
      <BackRow>
        <LinkButton href={MY_ORDER} size="sm" onClick={(e) => (history.length > 1 ? (e.preventDefault(), history.back()) : undefined)}>
          ‹ 返回我的订单
        </LinkButton>
      </BackRow>
      {id === undefined ? <p role="alert">订单不存在</p> : <OrderDetailView id={id} />}
    </PersonalLayout>
  );
}

/** /personal/orderComment/:orderId (back goes to the order's detail). */
export function OrderCommentPage() {
  const id = parseId(useParams<{ orderId: string }>().orderId);
  const [, navigate] = useLocation();
  return (
    <PersonalLayout title="订单评价">
      <BackRow>
        <LinkButton href={id ? `/personal/orderDetail/${id}` : MY_ORDER} size="sm">
          ‹ 返回订单详情
        </LinkButton>
      </BackRow>
      {id === undefined ? <p role="alert">订单不存在</p> : <OrderCommentForm id={id} onDone={() => navigate(`/personal/orderDetail/${id}`)} />}
    </PersonalLayout>
  );
}
