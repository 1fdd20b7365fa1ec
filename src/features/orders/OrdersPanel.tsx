import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { MSG } from '../../model/messages';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { Button } from '../../ui/Button';
import { useHostEnv } from '../../ui/host-env';
import { Empty } from '../../ui/States';
import { OrderDetailView } from './OrderDetailView';
import { OrderList } from './OrderList';

/**
 * The orders inside a host page (<yc-order-list>): the list at `/` and an order at `/order/:id` of the widget's
 * own memory router (the host URL is never touched); paying and commenting hand over to the store's pages. A
 * visitor is asked to log in, a salesman to act for a customer first.
 */
export function OrdersPanel() {
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const env = useHostEnv();
  const [, navigate] = useLocation();
  const search = useSearch();
  // Back from an order returns to the list as it was (tab, range, page).
  const listUrl = useRef('/');
  if (!isLogin) {
    return (
      <Empty>
        <p>{isSalesman ? MSG.salesmanNeedsCustomer : MSG.loginFirst}</p>
        {!isSalesman && (
          <Button variant="primary" onClick={env.requireLogin}>
            {MSG.goLogin}
          </Button>
        )}
      </Empty>
    );
  }
  return (
    <Switch>
      <Route path="/order/:id">
        <PanelDetail onBack={() => navigate(listUrl.current)} />
      </Route>
      <Route>
        <OrderList
          path="/"
          onOpen={(id) => {
            listUrl.current = search ? `/?${search}` : '/';
            navigate(`/order/${id}`);
          }}
        />
      </Route>
    </Switch>
  );
}

function PanelDetail({ onBack }: { onBack: () => void }) {
  const id = Number(useParams<{ id: string }>().id);
  return (
    <div>
      <Button variant="text" onClick={onBack}>
        ‹ 返回订单列表
      </Button>
      <OrderDetailView id={id} />
    </div>
  );
}
