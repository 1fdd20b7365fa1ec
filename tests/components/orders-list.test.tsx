/**
 * The order list (/personal/myOrder and <yc-order-list>) against a stubbed server: tabs with counts, the state in
 * the URL (tab, range, page survive back navigation), the date range shortcuts and refusals, the buttons each
 * status allows, cancel and receive only after confirming, refund with a reason, buy again with flagged lines.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { OrderList, OrdersPanel } from '../../src/features/orders';
import { resetApi } from '../../src/api';
import { chinaDay } from '../../src/model/date-range';
import { ORDER_MSG } from '../../src/model/messages';
import { ORDER_STATUS as S } from '../../src/model/order-status';
import { $session } from '../../src/stores/session';
import { HostEnvContext } from '../../src/ui/host-env';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { $toasts } from '../../src/ui/overlay-store';
import { resetCartState } from './cart-fixtures';
import { detailOf, ordersServer } from './orders-fixtures';

// Several awaited requests per test on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const navigated: string[] = [];
const opened: number[] = [];
function open(path = '/personal/myOrder', ui: 'list' | 'panel' = 'list') {
  const location = memoryLocation({ path, record: true });
  render(
    <HostEnvContext.Provider value={{ kind: 'site', navigate: (to) => navigated.push(to), requireLogin: () => navigated.push('login') }}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui === 'list' ? <OrderList path="/personal/myOrder" onOpen={(id) => opened.push(id)} /> : <OrdersPanel />}
        <Overlays />
      </Router>
    </HostEnvContext.Provider>,
  );
  return location;
}
const cardOf = (code: string) => screen.getAllByTestId('order-card').find((el) => el.textContent!.includes(code))!;
const answer = async (name: string) => {
  const dialog = await screen.findByTestId('confirm-dialog');
  fireEvent.click(within(dialog).getByRole('button', { name }));
};

const ORDERS = [detailOf(1, S.pendingPayment), detailOf(2, S.shipped), detailOf(3, S.received), detailOf(4, S.cancelled), detailOf(5, S.refundPending)];

beforeEach(() => {
  // jsdom has no modal dialogs: open and close by the attribute.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  installNotifier();
  $toasts.set([]);
  navigated.length = 0;
  opened.length = 0;
  resetCartState(null);
  $session.set({ ...$session.get(), client_id: 7, company_id: 1, salesman_id: undefined });
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('tabs and the URL', () => {
  it('shows every order with its status and the counts on the tabs', async () => {
    ordersServer(ORDERS);
    open();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(5));
    expect(screen.getByTestId('tab-count-1').textContent).toBe('(1)');
    expect(screen.getByTestId('tab-count-2').textContent).toBe('(1)');
    expect(screen.getByTestId('tab-count-3').textContent).toBe('(1)');
    expect(screen.getByTestId('tab-count-4').textContent).toBe('(1)');
    expect(within(cardOf(ORDERS[0]!.order_code)).getByTestId('order-status').textContent).toBe('待付款');
  });

  it('a tab click filters, goes into the URL, and back restores the previous tab', async () => {
    const server = ordersServer(ORDERS);
    const location = open();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(5));
    fireEvent.click(screen.getByRole('tab', { name: /待收货/ }));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(location.history!.at(-1)).toBe('/personal/myOrder?tab=2');
    expect(server.of('/w1/ShowMyOrders').at(-1)!.query.tab).toBe('2');
    expect(screen.getByRole('tab', { name: /待收货/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('opens on the tab, range and page of its URL (refresh, back from the detail)', async () => {
    const server = ordersServer(ORDERS);
    open('/personal/myOrder?tab=3&start=2026-11-01%2000:00:00&end=2026-11-23%2023:59:59&page=1&size=10');
    await waitFor(() => expect(server.of('/w1/ShowMyOrders')).toHaveLength(1));
    const q = server.of('/w1/ShowMyOrders')[0]!.query;
    expect(q).toMatchObject({ tab: '3', size: '10', created_at_start: '2026-11-01 00:00:00', created_at_end: '2026-11-23 23:59:59' });
    expect((screen.getByLabelText('开始日期') as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('shows the empty and the error states', async () => {
    ordersServer([]);
    open();
    expect(await screen.findByText('暂无订单')).toBeTruthy();
    cleanup();
    ordersServer(ORDERS, { refuse: { '/w1/ShowMyOrders': '查询超时，请缩小查询范围后重试' } });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('查询超时');
  });
});

describe('date range', () => {
  it('最近一周 sets 7 days back 00:00:00 to today 23:59:59; future days are disabled', async () => {
    const server = ordersServer(ORDERS);
    const location = open();
    await waitFor(() => expect(server.of('/w1/ShowMyOrders')).toHaveLength(1));
    const today = chinaDay(new Date());
    expect((screen.getByLabelText('结束日期') as HTMLInputElement).max).toBe(today);
    expect((screen.getByLabelText('开始日期') as HTMLInputElement).max).toBe(today);
    fireEvent.click(screen.getByRole('button', { name: '最近一周' }));
    await waitFor(() => expect(server.of('/w1/ShowMyOrders')).toHaveLength(2));
    const q = server.of('/w1/ShowMyOrders')[1]!.query;
    expect(q.created_at_end).toBe(`${today} 23:59:59`);
    expect(q.created_at_start).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
    expect((Date.parse(today) - Date.parse(q.created_at_start!.slice(0, 10))) / 86_400_000).toBe(7);
    expect(location.history!.at(-1)).toContain('start=');
  });

  it('refuses a start after the end with the §5 message and does not query', async () => {
    const server = ordersServer(ORDERS);
    open();
    await waitFor(() => expect(server.of('/w1/ShowMyOrders')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: '2026-11-10' } });
    expect((await screen.findByText('开始时间不能晚于结束时间')).getAttribute('role')).toBe('alert');
    expect(server.of('/w1/ShowMyOrders')).toHaveLength(1);
  });
});

describe('buttons by status', () => {
  it('offers exactly what each status allows', async () => {
    ordersServer(ORDERS);
    open();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(5));
    const names = (code: string) => within(cardOf(code)).getAllByRole('button').map((b) => b.textContent).filter((t) => !/YC|详情|查看/.test(t!));
    expect(names(ORDERS[0]!.order_code)).toEqual(['去支付', '取消订单', '再次购买']);
    expect(names(ORDERS[1]!.order_code)).toEqual(['确认收货', '申请退款', '再次购买']);
    expect(names(ORDERS[2]!.order_code)).toEqual(['评价', '申请退款', '再次购买']);
    expect(names(ORDERS[3]!.order_code)).toEqual(['再次购买']);
  });

  it('去支付 goes to /payNow with the order code; 评价 to the comment page; the code opens the detail', async () => {
    ordersServer(ORDERS);
    open();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(5));
    fireEvent.click(within(cardOf(ORDERS[0]!.order_code)).getByRole('button', { name: '去支付' }));
    fireEvent.click(within(cardOf(ORDERS[2]!.order_code)).getByRole('button', { name: '评价' }));
    expect(navigated).toEqual([`/payNow?orderCode=${ORDERS[0]!.order_code}`, '/personal/orderComment/3']);
    fireEvent.click(within(cardOf(ORDERS[1]!.order_code)).getByRole('button', { name: ORDERS[1]!.order_code }));
    expect(opened).toEqual([2]);
  });

  it('cancels only after confirming, then reloads', async () => {
    const server = ordersServer(ORDERS);
    open();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(5));
    fireEvent.click(within(cardOf(ORDERS[0]!.order_code)).getByRole('button', { name: '取消订单' }));
    await answer('再想想');
    expect(server.of('/w1/clientCacelOrRecivOrder')).toHaveLength(0);
    fireEvent.click(within(cardOf(ORDERS[0]!.order_code)).getByRole('button', { name: '取消订单' }));
    await answer('确定取消');
    await waitFor(() => expect(server.of('/w1/clientCacelOrRecivOrder')).toHaveLength(1));
    expect(server.of('/w1/clientCacelOrRecivOrder')[0]!.query).toMatchObject({ id: '1', type: 'cancel' });
    await waitFor(() => expect(within(cardOf(ORDERS[0]!.order_code)).getByTestId('order-status').textContent).toBe('已取消'));
    expect($toasts.get().map((x) => x.text)).toContain(ORDER_MSG.cancelled);
  });

  it('confirms receipt after asking', async () => {
    const server = ordersServer(ORDERS);
    open();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(5));
    fireEvent.click(within(cardOf(ORDERS[1]!.order_code)).getByRole('button', { name: '确认收货' }));
    await answer('确认收货');
    await waitFor(() => expect(server.of('/w1/clientCacelOrRecivOrder')[0]?.query.type).toBe('receive'));
  });

  it('refund: the reason is required, then it is sent', async () => {
    const server = ordersServer(ORDERS);
    open();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(5));
    fireEvent.click(within(cardOf(ORDERS[1]!.order_code)).getByRole('button', { name: '申请退款' }));
    const dialog = await screen.findByTestId('refund-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(ORDER_MSG.refundReasonRequired);
    expect(server.of('/w1/clientRefundCommit')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('退款原因'), { target: { value: '包装破损' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    await waitFor(() => expect(server.of('/w1/clientRefundCommit')).toHaveLength(1));
    expect(server.of('/w1/clientRefundCommit')[0]!.body).toMatchObject({ id: 2, reason: '包装破损', images: [] });
  });

  it('buy again lists the lines that could not go back with their reason', async () => {
    ordersServer(ORDERS, {
      buyAgain: {
        added: 1,
        lines: [
          { product_id: 1, ty_name: '阿莫西林胶囊', product_standard: '0.25g', amount: 2, added: true, refusal: null },
          { product_id: 3, ty_name: '连花清瘟胶囊', product_standard: '24粒', amount: 1, added: false, refusal: { code: 'soldOut', text: '连花清瘟胶囊已售罄', fix: 'chooseAnother', fixText: '选购其他商品' } },
        ],
      },
    });
    open();
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(5));
    fireEvent.click(within(cardOf(ORDERS[3]!.order_code)).getByRole('button', { name: '再次购买' }));
    const dialog = await screen.findByTestId('buy-again-dialog');
    await waitFor(() => expect(dialog.textContent).toContain(ORDER_MSG.buyAgainAdded(1)));
    expect(dialog.textContent).toContain('连花清瘟胶囊已售罄');
    fireEvent.click(within(dialog).getByRole('button', { name: '去购物车' }));
    expect(navigated).toContain('/shopCart');
  });
});

describe('the widget panel', () => {
  it('asks a visitor to log in', async () => {
    $session.set({ ...$session.get(), client_id: undefined, company_id: undefined, salesman_id: undefined });
    ordersServer(ORDERS);
    open('/', 'panel');
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    expect(navigated).toEqual(['login']);
  });

  it('opens an order inside the element and goes back to the same tab', async () => {
    ordersServer(ORDERS);
    const location = open('/', 'panel');
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(5));
    fireEvent.click(screen.getByRole('tab', { name: /待收货/ }));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: ORDERS[1]!.order_code }));
    expect(await screen.findByTestId('order-detail')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '‹ 返回订单列表' }));
    await waitFor(() => expect(location.history!.at(-1)).toBe('/?tab=2'));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
  });
});
