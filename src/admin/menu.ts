/** The back office's pages, who may open each (the same role lists the server enforces) and the sidebar. */
import { STAFF_ACCESS, type StaffRole } from '../model/staff';

export interface AdminPage {
  path: string;
  label: string;
  roles: readonly StaffRole[];
}

export const PAGES = {
  dashboard: { path: '/', label: '工作台', roles: STAFF_ACCESS.anyone },
  registrations: { path: '/registrations', label: '注册审核', roles: STAFF_ACCESS.quality },
  renewals: { path: '/renewals', label: '资质更新审核', roles: STAFF_ACCESS.quality },
  records: { path: '/records', label: 'GSP 记录', roles: STAFF_ACCESS.quality },
  documents: { path: '/documents', label: '资料管理', roles: STAFF_ACCESS.quality },
  orders: { path: '/orders', label: '订单管理', roles: STAFF_ACCESS.orders },
  invoices: { path: '/invoices', label: '发票申请', roles: STAFF_ACCESS.orders },
  customers: { path: '/customers', label: '客户管理', roles: STAFF_ACCESS.customers },
  products: { path: '/products', label: '商品与价格', roles: STAFF_ACCESS.operations },
  productImport: { path: '/products/import', label: '商品导入', roles: STAFF_ACCESS.operations },
  seckills: { path: '/seckills', label: '秒杀活动', roles: STAFF_ACCESS.operations },
  offers: { path: '/offers', label: '促销活动', roles: STAFF_ACCESS.operations },
  content: { path: '/content', label: '内容管理', roles: STAFF_ACCESS.operations },
  salesmen: { path: '/salesmen', label: '业务员与片区', roles: STAFF_ACCESS.salesmen },
  staff: { path: '/staff', label: '后台账号', roles: STAFF_ACCESS.staff },
  partners: { path: '/partners', label: '合作方', roles: STAFF_ACCESS.partners },
  audit: { path: '/audit', label: '操作日志', roles: STAFF_ACCESS.audit },
} as const satisfies Record<string, AdminPage>;

export const MENU: readonly AdminPage[] = [PAGES.dashboard, PAGES.registrations, PAGES.renewals, PAGES.records, PAGES.documents, PAGES.orders, PAGES.invoices, PAGES.customers, PAGES.products, PAGES.productImport, PAGES.seckills, PAGES.offers, PAGES.content, PAGES.salesmen, PAGES.staff, PAGES.partners, PAGES.audit];

/** Which page a path belongs to (a detail page belongs to its list). */
export const pageOf = (path: string): AdminPage | undefined =>
  [...MENU].reverse().find((p) => (p.path === '/' ? path === '/' : path === p.path || path.startsWith(`${p.path}/`)));
