/**
 * The salesman console against a stubbed server: the home figures and to-dos linking to their screens, the customer
 * list's filters from and into the URL, 代客下单 (session, event, on to the store) and 结束代客, a frozen customer's
 * card, the customer orders through the orders list (read-only, whose order, the salesman named), the report's
 * period from the URL and its refusal of a bad range, the element's login prompt and its customer-id.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SALESMAN_SCREENS, SalesmanConsole } from '../../src/features/salesman';
import { resetApi } from '../../src/api';
import type { SalesmanPage } from '../../src/model/salesman-ui-menu';
import { ORDER_STATUS as S } from '../../src/model/order-status';
import { $session } from '../../src/stores/session';
import { on } from '../../src/stores/events';
import { HostEnvContext, type HostEnv } from '../../src/ui/host-env';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { $toasts } from '../../src/ui/overlay-store';
import { resetCartState } from './cart-fixtures';
import { detailOf } from './orders-fixtures';
import { customer, INDEX, page, salesmanServer } from './salesman-fixtures';

// jsdom draws no canvas: the chart is replaced by its accessible box.
vi.mock('../../src/features/salesman/ChartCanvas', () => ({ default: (p: { label: string }) => <div role="img" aria-label={p.label} data-testid="chart" /> }));
vi.setConfig({ testTimeout: 20_000 });

const navigated: string[] = [];
function open(path: string, ui: SalesmanPage | 'console' = 'index', env: Partial<HostEnv> = {}, customerId?: number) {
  const location = memoryLocation({ path, record: true });
  const Screen = ui === 'console' ? () => <SalesmanConsole customerId={customerId} /> : SALESMAN_SCREENS[ui];
  render(
    <HostEnvContext.Provider value={{ kind: 'site', navigate: (to) => navigated.push(to), requireLogin: () => navigated.push('login'), ...env }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Screen />
        <Overlays />
      </Router>
    </HostEnvContext.Provider>,
  );
  return location;
}
const asSalesman = () => $session.set({ ...$session.get(), client_id: undefined, company_id: undefined, salesman_id: 1, salesman_name: '张伟', clinicName: undefined });

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  installNotifier();
  $toasts.set([]);
  navigated.length = 0;
  resetCartState(null);
  asSalesman();
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('业务员首页', () => {
  it('shows today and this month, the debts, each to-do linking to the screen that deals with it, and the trend chart', async () => {
    salesmanServer({ '/w1/salesmanIndex': () => INDEX });
    open('/salesman/index');
    const home = await screen.findByTestId('salesman-index');
    expect(home.textContent).toContain('今日订单2');
    expect(home.textContent).toContain('本月销售额¥78474.80');
    expect(home.textContent).toContain('逾期未还¥63566.66');
    const todo = within(screen.getByTestId('todos')).getByRole('link', { name: /7 位客户账单已逾期/ });
    expect(todo.getAttribute('href')).toBe('/salesman/creditMange?filter=overdue');
    expect((await screen.findByTestId('chart')).getAttribute('aria-label')).toContain('2026-11 78474.80元');
    // The sidebar marks where he is.
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
  });

  it('says so when nothing is to do, and offers 重试 after a refusal', async () => {
    salesmanServer({ '/w1/salesmanIndex': () => ({ ...INDEX, todos: [] }) });
    open('/salesman/index');
    expect(await screen.findByText('暂无待办事项，客户们一切正常')).toBeTruthy();
    cleanup();
    salesmanServer({}, { '/w1/salesmanIndex': '服务器繁忙，请稍后再试' });
    open('/salesman/index');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('服务器繁忙');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('我的客户', () => {
  it('reads its filters from the URL (a to-do link) and writes a search into it', async () => {
    const server = salesmanServer({ '/w1/salesmanCustomers': () => page([customer()], { cities: ['上海市'] }) });
    const location = open('/salesman/myCustomer?licence=expiring', 'myCustomer');
    await screen.findByTestId('customer-card');
    expect(server.of('/w1/salesmanCustomers')[0]!.query).toMatchObject({ licence: 'expiring', credit: 'all', page: '1', size: '20' });
    expect((screen.getByLabelText('资质') as HTMLSelectElement).value).toBe('expiring');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'jdzk' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.of('/w1/salesmanCustomers')).toHaveLength(2));
    expect(location.history!.at(-1)).toBe('/salesman/myCustomer?keyword=jdzk&licence=expiring');
    expect(server.of('/w1/salesmanCustomers')[1]!.query.keyword).toBe('jdzk');
  });

  it('a card shows balance, credit, last order and the licence due; a frozen customer cannot be acted for and says why', async () => {
    salesmanServer({
      '/w1/salesmanCustomers': () => page([customer(), customer({ client_id: 22, client_name: '冻结诊所', status: 2, can_act: false, licence_status: 'ok', licence_status_text: '正常', licence_soonest: null })], { cities: [] }),
    });
    open('/salesman/myCustomer', 'myCustomer');
    const [first, frozen] = await screen.findAllByTestId('customer-card');
    expect(first!.textContent).toContain('¥27170.00');
    expect(first!.textContent).toContain('¥3000.00');
    expect(first!.textContent).toContain('2026-11-16 ¥396.90');
    expect(within(first!).getByTestId('licence-status').textContent).toBe('资质即将过期（营业执照10天后到期）');
    const act = within(frozen!).getByTestId('act-for') as HTMLButtonElement;
    expect(act.disabled).toBe(true);
    expect(frozen!.textContent).toContain('该客户已冻结，不能代客下单');
  });

  it('代客下单 binds the session to the customer, tells the host, and goes shopping; 结束代客 gives it back', async () => {
    const server = salesmanServer({
      '/w1/salesmanCustomers': () => page([customer()], { cities: [] }),
      '/w1/actForCustomer': () => ({ client_id: 21, company_id: 1, salesman_id: 1, username: 'jdzk01', client_name: '嘉定众康诊所', company_name: '药采', salesman_name: '张伟', isOtherProvinces: 0 }),
      '/w1/userInfo': () => ({ client: { address: '', vencus_name: '嘉定众康诊所', company_name: '药采', province: '上海市', city: '上海市', area: '嘉定区' }, DealOrderMoney: '0.00', account_balance: '27170.00', coupon_amount: '0.00', recharge: [], isCredit: 1, client_Checkstatus: 1 }),
      '/w1/MyShoppingtrolley': () => ({ count: 0, cartList: { product: [], failure: [], seckill: [], combination: [], addPrice: [] } }),
      '/w1/stopActing': () => ({ salesman_id: 1 }),
    });
    const heard: string[] = [];
    const offStart = on('yc:acting-start', (d) => heard.push(`start ${d.client_name}`), false);
    const offEnd = on('yc:acting-end', (d) => heard.push(`end ${d.client_id}`), false);
    const location = open('/salesman/myCustomer', 'myCustomer');
    fireEvent.click(await screen.findByTestId('act-for'));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/home'));
    expect(server.of('/w1/actForCustomer')[0]!.body).toEqual({ customer_id: 21 });
    expect($session.get()).toMatchObject({ client_id: 21, company_id: 1, salesman_id: 1, salesman_name: '张伟', clinicName: '嘉定众康诊所' });
    expect(heard).toEqual(['start 嘉定众康诊所']);

    // The console's banner while acting, and 结束代客 from it.
    cleanup();
    const again = open('/salesman/myCustomer', 'myCustomer');
    const banner = await screen.findByTestId('acting-banner');
    expect(banner.textContent).toContain('正在为 嘉定众康诊所 代客下单');
    fireEvent.click(within(banner).getByTestId('end-acting'));
    await waitFor(() => expect(again.history!.at(-1)).toBe('/salesman/myCustomer'));
    await waitFor(() => expect($session.get().client_id).toBeUndefined());
    expect($session.get()).toMatchObject({ company_id: undefined, salesman_id: 1, salesman_name: '张伟' });
    expect(heard).toEqual(['start 嘉定众康诊所', 'end 21']);
    expect(screen.queryByTestId('acting-banner')).toBeNull();
    offStart();
    offEnd();
  });
});

describe('客户订单', () => {
  const order = { ...detailOf(1, S.paid), salesman_name: '张伟', client_id: 21, client_name: '嘉定众康诊所' };
  const summary = { ...order, line_count: 1, item_count: 2, lines: order.lines, commented: false };

  it("lists one customer's orders with the order list's tabs, read-only, naming the customer and the salesman; opens the detail", async () => {
    const server = salesmanServer({
      '/w1/customerOrders': () => ({ ...page([summary]), counts: { 0: 1, 1: 0, 2: 1, 3: 0, 4: 0 } }),
      '/w1/customerOrderDetail': () => order,
    });
    const location = open('/salesman/customerOrder?customer=21&name=%E5%98%89%E5%AE%9A%E4%BC%97%E5%BA%B7%E8%AF%8A%E6%89%80', 'customerOrder');
    const card = await screen.findByTestId('order-card');
    expect(server.of('/w1/customerOrders')[0]!.query).toMatchObject({ customer_id: '21', tab: '0' });
    expect(screen.getByText('只看「嘉定众康诊所」的订单')).toBeTruthy();
    expect(within(card).getByTestId('order-customer').textContent).toBe('客户：嘉定众康诊所');
    expect(within(card).getByTestId('order-salesman').textContent).toBe('代下单业务员：张伟');
    expect(within(card).queryByRole('button', { name: '申请退款' })).toBeNull();
    expect(screen.queryByRole('button', { name: '数据下载' })).toBeNull();
    // A tab keeps the customer filter.
    fireEvent.click(screen.getByRole('tab', { name: /待收货/ }));
    await waitFor(() => expect(server.of('/w1/customerOrders')).toHaveLength(2));
    expect(server.of('/w1/customerOrders')[1]!.query).toMatchObject({ customer_id: '21', tab: '2' });
    fireEvent.click(within(screen.getByTestId('order-card')).getByRole('button', { name: '订单详情' }));
    expect(await screen.findByTestId('detail-salesman')).toBeTruthy();
    expect(location.history!.at(-1)).toContain('order=1');
    expect(server.of('/w1/customerOrderDetail')[0]!.query.id).toBe('1');
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
  });
});

describe('销售报表', () => {
  const totals = { orders: 3, customers: 2, quantity: 10, sales: '300.00', goods: '290.00', avg_order: '100.00' };
  it('asks for the period of its URL, and refuses a period ending in the future without asking', async () => {
    const server = salesmanServer({
      '/w1/salesReport': (s) => ({ start: s.query.start, end: s.query.end, granularity: s.query.granularity, totals, periods: [{ period: '2026-11', orders: 3, customers: 2, sales: '300.00' }] }),
    });
    open('/salesman/salesReport?start=2026-01-01&end=2026-11-20&by=month', 'salesReport');
    expect(await screen.findByTestId('report-periods')).toBeTruthy();
    expect(server.of('/w1/salesReport')[0]!.query).toMatchObject({ start: '2026-01-01', end: '2026-11-20', granularity: 'month' });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2099-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect((await screen.findByText('不能选择今天之后的日期')).getAttribute('role')).toBe('alert');
    expect(server.of('/w1/salesReport')).toHaveLength(1);
  });
});

describe('<yc-salesman-console>', () => {
  it('without a salesman session: a login form, and the host is told', async () => {
    $session.set({ ...$session.get(), salesman_id: undefined, client_id: undefined, company_id: undefined });
    const heard: string[] = [];
    const off = on('yc:auth-required', (d) => heard.push(d.reason), false);
    salesmanServer({});
    open('/', 'console', { kind: 'widget' });
    expect(await screen.findByTestId('salesman-login')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入账号和密码');
    expect(heard).toContain('salesman-login-required');
    off();
  });

  it('a logged-in buyer: told in the element that it is for salesmen, no login form, the host hears nothing', async () => {
    $session.set({ ...$session.get(), salesman_id: undefined, client_id: 5, company_id: 1 });
    const heard: string[] = [];
    const off = on('yc:auth-required', (d) => heard.push(d.reason), false);
    salesmanServer({});
    open('/', 'console', { kind: 'widget' });
    expect((await screen.findByTestId('salesman-only')).textContent).toContain('业务员工作台仅供业务员使用');
    expect(screen.queryByTestId('salesman-login')).toBeNull();
    expect(heard).toEqual([]);
    off();
  });

  it('customer-id acts for that customer once; the console stays on its own page inside the host', async () => {
    const server = salesmanServer({
      '/w1/salesmanIndex': () => INDEX,
      '/w1/actForCustomer': () => ({ client_id: 21, company_id: 1, salesman_id: 1, username: 'jdzk01', client_name: '嘉定众康诊所', company_name: '药采', salesman_name: '张伟', isOtherProvinces: 0 }),
      '/w1/userInfo': () => ({ client: { address: '', vencus_name: '嘉定众康诊所', company_name: '药采', province: '', city: '', area: '' }, DealOrderMoney: '0.00', account_balance: '0.00', coupon_amount: '0.00', recharge: [], isCredit: 0, client_Checkstatus: 1 }),
      '/w1/MyShoppingtrolley': () => ({ count: 0, cartList: { product: [], failure: [], seckill: [], combination: [], addPrice: [] } }),
    });
    open('/', 'console', { kind: 'widget' }, 21);
    expect((await screen.findByTestId('acting-banner')).textContent).toContain('嘉定众康诊所');
    expect(server.of('/w1/actForCustomer')).toHaveLength(1);
    expect(navigated).toEqual([]);
    expect(await screen.findByTestId('salesman-index')).toBeTruthy();
  });
});
