/**
 * The salesman console's sidebar (SPEC §2.9): home, the customer-management group and the settings group. Pure
 * data: the site's layout and `<yc-salesman-console>` render it; the slugs are the /salesman/<slug> routes.
 */
export type SalesmanPage =
  | 'index'
  | 'myCustomer'
  | 'clientRegion'
  | 'creditMange'
  | 'customerOrder'
  | 'salesReport'
  | 'clientTop'
  | 'productTop'
  | 'accountData'
  | 'safetyCenter';

export interface SalesmanMenuGroup {
  /** Group heading; the home entry stands alone (no heading). */
  title?: string;
  items: { page: SalesmanPage; label: string }[];
}

export const SALESMAN_MENU: SalesmanMenuGroup[] = [
  { items: [{ page: 'index', label: '首页' }] },
  {
    title: '客户管理',
    items: [
      { page: 'myCustomer', label: '我的客户' },
      { page: 'clientRegion', label: '区域客户' },
      { page: 'creditMange', label: '信用管理' },
      { page: 'customerOrder', label: '客户订单' },
      { page: 'salesReport', label: '销售报表' },
      { page: 'clientTop', label: '客户TOP' },
      { page: 'productTop', label: '商品TOP' },
    ],
  },
  {
    title: '设置',
    items: [
      { page: 'accountData', label: '账户资料' },
      { page: 'safetyCenter', label: '安全中心' },
    ],
  },
];

export const SALESMAN_PAGES: SalesmanPage[] = SALESMAN_MENU.flatMap((g) => g.items.map((i) => i.page));

export const salesmanPath = (page: SalesmanPage, query?: string) => `/salesman/${page}${query ? `?${query}` : ''}`;

/** The page of a /salesman/<slug> path, or undefined. */
export function salesmanPageOf(path: string): SalesmanPage | undefined {
  const m = /^\/salesman\/([A-Za-z]+)\/?$/.exec(path.split('?')[0]!);
  return m && (SALESMAN_PAGES as string[]).includes(m[1]!) ? (m[1] as SalesmanPage) : undefined;
}

/**
 * The name in the top bar (SPEC §2.9): the salesman's name, or "客户名（业务员名）" while acting for a customer.
 */
export function salesmanTopName(salesmanName: string | undefined, actingFor: string | undefined): string {
  const me = salesmanName || '业务员';
  return actingFor ? `${actingFor}（${me}）` : me;
}
