import { Route, Switch, useLocation, useParams, useSearch } from 'wouter';
import { Button } from '../src/ui/Button';
import { Dialog } from '../src/ui/Dialog';
import { loadable } from '../src/ui/loadable';
import { Skeleton } from '../src/ui/States';
import { useHostEnv } from '../src/ui/host-env';
import { useCss } from '../src/ui/styled';
import { WIDGET_TEXT } from './texts';

const SubmitOrderPage = loadable(() => import('../src/features/checkout').then((m) => m.SubmitOrderPage), <Skeleton rows={3} height={48} />);


/**
 * The store's checkout inside the host page (a native modal <dialog> in the element's shadow root), so the order is
 * placed without leaving the clinic system and the host hears `yc:order-created`. After placing: 去支付 hands the
 * payment page over (yc:navigate, else the store's page), an order with nothing to pay shows its code.
 */
export function CheckoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [path] = useLocation();
  return (
    <Dialog open={open} title={path.startsWith('/submitOrder') ? WIDGET_TEXT.checkoutTitle : WIDGET_TEXT.placedTitle} onClose={onClose} width={960} testId="widget-checkout">
      {open && (
        <Switch>
          <Route path="/submitOrder" component={SubmitOrderPage} />
          <Route path="/payNow">
            <Placed onClose={onClose} />
          </Route>
          <Route path="/personal/orderDetail/:orderId">
            <Placed onClose={onClose} paid />
          </Route>
        </Switch>
      )}
    </Dialog>
  );
}

function Placed({ onClose, paid = false }: { onClose: () => void; paid?: boolean }) {
  const css = useCss();
  const env = useHostEnv();
  const code = new URLSearchParams(useSearch()).get('orderCode') ?? '';
  const { orderId } = useParams<{ orderId?: string }>();
  const pay = `/payNow?orderCode=${encodeURIComponent(code)}`;
  return (
    <div className={css`display: grid; gap: 16px; padding: 8px 0;`} data-testid="widget-order-placed">
      <p>{paid ? WIDGET_TEXT.paidAlready : WIDGET_TEXT.placed(code)}</p>
      <div className={css`display: flex; gap: 8px; justify-content: flex-end;`}>
        {paid && orderId ? (
          <Button onClick={() => env.navigate(`/personal/orderDetail/${orderId}`)}>{WIDGET_TEXT.viewOrder}</Button>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog's primary action takes the focus (WAI-ARIA dialog pattern)
          <Button variant="primary" onClick={() => env.navigate(pay)} autoFocus>
            {WIDGET_TEXT.payNow}
          </Button>
        )}
        <Button onClick={onClose}>{WIDGET_TEXT.close}</Button>
      </div>
    </div>
  );
}
