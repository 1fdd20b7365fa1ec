/**
 * A stubbed store server for the salesman console's component tests (through configureApi({ fetch })): answers by
 * path from the given handlers, records every request with its query and body, refuses what `refuse` names.
 */
import { configureApi } from '../../src/api';
import type { CustomerCard, SalesmanIndex } from '../../src/contract/salesman';

export interface Sent {
  path: string;
  query: Record<string, string>;
  body: any;
}

export function salesmanServer(handlers: Record<string, (s: Sent) => unknown>, refuse: Record<string, string> = {}) {
  const sent: Sent[] = [];
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input, init) => {
      const url = new URL(String(input));
      const s: Sent = { path: url.pathname.replace(/^\/api/, ''), query: Object.fromEntries(url.searchParams), body: init?.body ? JSON.parse(String(init.body)) : undefined };
      sent.push(s);
      let env: object;
      const handler = handlers[s.path];
      if (refuse[s.path]) env = { code: 400, msg: refuse[s.path], data: null };
      else if (!handler) env = { code: 404, msg: `unexpected ${s.path}`, data: null };
      else env = { code: 200, msg: 'ok', data: handler(s) };
      return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
    },
  });
  return { sent, of: (path: string) => sent.filter((x) => x.path === path) };
}

export const INDEX: SalesmanIndex = {
  today: { sales: '4076.60', orders: 2 },
  month: { sales: '78474.80', orders: 74 },
  last_month: { sales: '90000.00', orders: 80 },
  year: { sales: '900000.00', orders: 800 },
  customer_count: 45,
  active_customers: 27,
  new_customers_today: 1,
  new_customers_month: 4,
  credit_limit: '500000.00',
  credit_used: '100000.00',
  unpaid: '514933.33',
  overdue: '63566.66',
  todos: [
    { kind: 'overdueBills', title: '7 位客户账单已逾期', count: 7, link: '/salesman/creditMange?filter=overdue' },
    { kind: 'licenceExpiring', title: '10 位客户资质 30 天内到期或已过期', count: 10, link: '/salesman/myCustomer?licence=expiring' },
  ],
  trend: [
    { period: '2026-10', sales: '90000.00', orders: 80 },
    { period: '2026-11', sales: '78474.80', orders: 74 },
  ],
};

export const customer = (over: Partial<CustomerCard> = {}): CustomerCard => ({
  client_id: 21,
  username: 'jdzk01',
  client_name: '嘉定众康诊所',
  client_type_name: '营利性医疗机构',
  contact: '林杰',
  phone: '15066946286',
  province: '上海市',
  city: '上海市',
  area: '嘉定区',
  status: 1,
  check_status: 1,
  can_act: true,
  balance: '27170.00',
  is_credit: 1,
  credit_limit: '20000.00',
  credit_used: '17000.00',
  credit_available: '3000.00',
  unpaid: '4800.00',
  overdue: '0.00',
  last_order_at: '2026-11-16 10:00:00',
  last_order_total: '396.90',
  licence_status: 'expiring',
  licence_status_text: '即将过期',
  licence_soonest: { kind: 'business', name: '营业执照', expires_on: '2026-12-05', days_left: 10 },
  ...over,
});

export const page = <T>(list: T[], extra: object = {}) => ({ list, total: list.length, page: 1, size: 20, ...extra });
