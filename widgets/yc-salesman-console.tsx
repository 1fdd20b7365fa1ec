import { SalesmanConsole } from '../src/features/salesman';

/**
 * <yc-salesman-console customer-id="…">: the salesman's console inside a host page (home figures and to-dos,
 * customers with 代客下单, credit, customer orders, reports and rankings, account and security) on the element's
 * memory router. `customer-id` acts for that customer as soon as the salesman is logged in; the host hears
 * `yc:acting-start` / `yc:acting-end`. Without a salesman session it shows a login form (`yc:auth-required`).
 */
export function YcSalesmanConsole({ customerId }: { container?: HTMLElement; customerId?: number }) {
  return <SalesmanConsole customerId={customerId && customerId > 0 ? customerId : undefined} />;
}
