import type { ComponentType } from 'react';
import type { SalesmanPage } from '../../model/salesman-ui-menu';
import { AccountDataPage } from './AccountDataPage';
import { CreditMangePage } from './CreditPage';
import { CustomerOrderPage } from './CustomerOrderPage';
import { SalesmanIndexPage } from './IndexPage';
import { MyCustomersPage } from './MyCustomersPage';
import { RegionPage } from './RegionPage';
import { SafetyCenterPage } from './SafetyCenterPage';
import { SalesReportPage } from './SalesReportPage';
import { ClientTopPage, ProductTopPage } from './TopPage';

/** Every console page by its /salesman/<slug> (SPEC §2.9). */
export const SALESMAN_SCREENS: Record<SalesmanPage, ComponentType> = {
  index: SalesmanIndexPage,
  myCustomer: MyCustomersPage,
  clientRegion: RegionPage,
  creditMange: CreditMangePage,
  customerOrder: CustomerOrderPage,
  salesReport: SalesReportPage,
  clientTop: ClientTopPage,
  productTop: ProductTopPage,
  accountData: AccountDataPage,
  safetyCenter: SafetyCenterPage,
};
