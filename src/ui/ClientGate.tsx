import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { MSG } from '../model/messages';
import { $isLogin, $isSalesmanLogin } from '../stores/session';
import { Button } from './Button';
import { useHostEnv } from './host-env';
import { Empty } from './States';

/**
 * Shows `children` to a logged-in client (or a salesman acting for one); a visitor is asked to log in, a salesman
 * not acting yet to choose a customer. For panels that also live in widgets, where no route guard runs first.
 */
export function ClientGate({ children }: { children: ReactNode }) {
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const env = useHostEnv();
  if (isLogin) return <>{children}</>;
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
