import { useRef } from 'react';
import { Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { Button } from '../../ui/Button';
import { ClientGate } from '../../ui/ClientGate';
import { OrderDetailView } from './OrderDetailView';
import { OrderList } from './OrderList';

/**
 * The orders inside a host page (<yc-order-list>): the list at `/` and an order at `/order/:id` of the widget's
 * own memory router (the host URL is never touched); paying and commenting hand over to the store's pages. A
 * visitor is asked to log in, a salesman to act for a customer first.
 */
export function OrdersPanel() {
  return (
    <ClientGate>
      <PanelRoutes />
    </ClientGate>
  );
}

function PanelRoutes() {
  const [, navigate] = useLocation();
  const search = useSearch();
  // Back from an order returns to the list as it was (tab, range, page).
  const listUrl = useRef('/');
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
