import type { ComponentType } from 'react';
import type { SalesmanPage } from '../../model/salesman-ui-menu';
import { loadable } from '../../ui/loadable';
import { Skeleton } from '../../ui/States';
import { SalesmanIndexPage } from './IndexPage';

// The console opens on its home; every other page loads on first visit (the element on a partner page stays small).
const page = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType): ComponentType =>
  loadable(() => load().then(pick), <Skeleton rows={4} height={48} />);

/** Every console page by its /salesman/<slug> (SPEC §2.9). */
export const SALESMAN_SCREENS: Record<SalesmanPage, ComponentType> = {
  index: SalesmanIndexPage,
  myCustomer: page(() => import('./MyCustomersPage'), (m) => m.MyCustomersPage),
  clientRegion: page(() => import('./RegionPage'), (m) => m.RegionPage),
  creditMange: page(() => import('./CreditPage'), (m) => m.CreditMangePage),
  customerOrder: page(() => import('./CustomerOrderPage'), (m) => m.CustomerOrderPage),
  salesReport: page(() => import('./SalesReportPage'), (m) => m.SalesReportPage),
  clientTop: page(() => import('./TopPage'), (m) => m.ClientTopPage),
  productTop: page(() => import('./TopPage'), (m) => m.ProductTopPage),
  accountData: page(() => import('./AccountDataPage'), (m) => m.AccountDataPage),
  safetyCenter: page(() => import('./SafetyCenterPage'), (m) => m.SafetyCenterPage),
};
