/**
 * The order detail (lines with batch and expiry once shipped, amounts, address, payments, history) and the comment
 * page (score required, complaints, once; only for a received order) against a stubbed server.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { OrderCommentPage, OrderDetailPage } from '../../src/features/orders';
import { resetApi } from '../../src/api';
import { ORDER_MSG } from '../../src/model/messages';
import { ORDER_STATUS as S } from '../../src/model/order-status';
import { $session } from '../../src/stores/session';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { $toasts } from '../../src/ui/overlay-store';
import { detailOf, line, ordersServer } from './orders-fixtures';

vi.setConfig({ testTimeout: 20_000 });

function open(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path="/personal/orderDetail/:orderId" component={OrderDetailPage} />
      <Route path="/personal/orderComment/:orderId" component={OrderCommentPage} />
      <Overlays />
    </Router>,
  );
  return location;
}

beforeEach(() => {
  installNotifier();
  $toasts.set([]);
  $session.set({ ...$session.get(), client_id: 7, company_id: 1, salesman_id: undefined });
});
afterEach(() => {
  cleanup();
  resetApi();
});

const shipped = detailOf(9, S.shipped, {
  lines: [line({ id: 1, batch_no: 'B20261120', expiry_date: '2028-10-31' }), line({ id: 2, ty_name: '板蓝根颗粒', batch_no: 'B20261121', expiry_date: '2028-09-30' })],
  auto_receive_at: '2026-12-04 10:00:00',
  payments: [{ pay_type: 0, pay_type_text: '余额支付', amount: '17.00', status: 1, status_text: '支付成功', paid_at: '2026-11-20 10:05:00' }],
  events: [
    { from_status: null, to_status: 0, to_text: '待付款', actor: '客户', reason: '提交订单', at: '2026-11-20 10:00:00' },
    { from_status: 0, to_status: 1, to_text: '待发货', actor: '客户', reason: '付款成功', at: '2026-11-20 10:05:00' },
    { from_status: 1, to_status: 2, to_text: '待收货', actor: '客服', reason: '已发货（批号 B20261120）', at: '2026-11-21 09:00:00' },
  ],
});

describe('order detail', () => {
  it('a line bought under an activity shows its kind and name; a pre-sale its shipping date; a plain line nothing', async () => {
    ordersServer([
      detailOf(11, S.paid, {
        lines: [
          line({ id: 1, presale_ship_date: '2026-12-20', activity: { kind: 'presale', name: '冬季流感预售' } }),
          line({ id: 2, ty_name: '板蓝根颗粒' }),
          line({ id: 3, ty_name: '连花清瘟胶囊', activity: { kind: 'combination', name: '感冒常备套餐' } }),
          line({ id: 4, ty_name: '维生素C片', activity: { kind: 'add_price', name: '加价购' } }),
        ],
        purchaser_name: '李采购',
      }),
    ]);
    open('/personal/orderDetail/11');
    const detail = await screen.findByTestId('order-detail');
    await waitFor(() => expect(within(detail).getAllByTestId('detail-line')).toHaveLength(4));
    const [presale, plain, combo, addPrice] = within(detail).getAllByTestId('detail-line');
    expect(within(presale!).getByTestId('presale-note').textContent).toBe('预售冬季流感预售预计2026-12-20发货');
    expect(within(plain!).queryByTestId('presale-note')).toBeNull();
    expect(within(plain!).queryByTestId('activity-note')).toBeNull();
    expect(within(combo!).getByTestId('activity-note').textContent).toBe('套餐感冒常备套餐');
    // The kind's word is not said twice when the activity has no name of its own.
    expect(within(addPrice!).getByTestId('activity-note').textContent).toBe('加价购');
    expect(within(detail).getByTestId('detail-purchaser').textContent).toBe('李采购');
  });

  it('shows the GSP lines, amounts, address, payments, the history and the buttons', async () => {
    ordersServer([shipped]);
    open('/personal/orderDetail/9');
    const detail = await screen.findByTestId('order-detail');
    await waitFor(() => expect(within(detail).getAllByTestId('detail-line')).toHaveLength(2));
    expect(screen.getByTestId('detail-status').textContent).toBe('待收货');
    const first = within(detail).getAllByTestId('detail-line')[0]!;
    expect(first.textContent).toContain('B20261120');
    expect(first.textContent).toContain('2028-10-31');
    expect(first.textContent).toContain('国药准字H13023964');
    expect(detail.textContent).toContain('浙江省杭州市西湖区文三路1号');
    expect(within(detail).getByTestId('detail-purchaser').textContent).toBe('—');
    expect(detail.textContent).toContain('余额支付');
    expect(detail.textContent).toContain('2026-12-04 10:00:00 后将自动确认收货');
    const steps = within(screen.getByTestId('order-timeline')).getAllByRole('listitem').map((li) => li.textContent);
    expect(steps).toHaveLength(3);
    expect(steps[2]).toContain('已发货（批号 B20261120）（客服）');
    expect(within(detail).getByRole('button', { name: '确认收货' })).toBeTruthy();
  });

  it('the title once, one back link drawn as a button; amounts without the rows of ¥0.00', async () => {
    ordersServer([{ ...shipped, coupon: '5.00', full_reduction: '0.00', promotion: '0.00', delivery: '0.00' }]);
    open('/personal/orderDetail/9');
    const detail = await screen.findByTestId('order-detail');
    expect(screen.getAllByRole('heading', { name: '订单详情' })).toHaveLength(1);
    const back = screen.getByRole('link', { name: '‹ 返回我的订单' });
    expect(back.getAttribute('href')).toBe('/personal/myOrder');
    expect(back.getAttribute('data-variant')).toBe('default');
    const terms = [...detail.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toContain('优惠券');
    for (const zero of ['促销优惠', '满减', '运费']) expect(terms).not.toContain(zero);
    expect(terms).toEqual(expect.arrayContaining(['商品金额', '应付金额', '已付金额']));
  });

  it('an ERP shipment: each line\'s batches with expiry, quantity and 追溯码, and the carrier and waybill', async () => {
    const batches = [
      { batch_no: 'B1', expires_on: '2027-12-31', quantity: 1, trace_codes: ['81234567890123456789', '81234567890123456790'] },
      { batch_no: 'B2', expires_on: '2028-06-30', quantity: 1, trace_codes: [] },
    ];
    ordersServer([detailOf(11, S.shipped, { shipment: { carrier: '顺丰速运', waybill: 'SF1234567890' }, lines: [line({ id: 1, batch_no: 'B1', expiry_date: '2027-12-31', batches, batch_reports: [{ batch_no: 'B2', key: 'k2', file_name: '药检报告_x_B2_y.pdf' }] })] })]);
    open('/personal/orderDetail/11');
    const shown = await screen.findByTestId('line-batches');
    expect(shown.textContent).toContain('B1（有效期至 2027-12-31）× 1');
    expect(shown.textContent).toContain('B2（有效期至 2028-06-30）× 1');
    expect(within(shown).getByText('追溯码（2）')).toBeTruthy();
    expect(within(shown).getByTestId('trace-codes').textContent).toBe('81234567890123456789、81234567890123456790');
    expect(screen.getByTestId('detail-shipment').textContent).toBe('顺丰速运 运单号 SF1234567890');
    // 资料下载: the batch with an uploaded 药检报告 links it, the other does not.
    expect(within(shown).getByRole('button', { name: '批号 B2 的药检报告' })).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: '批号 B1 的药检报告' })).toBeNull();
  });

  it('says 发货后显示 for the batch before shipping', async () => {
    ordersServer([detailOf(3, S.paid)]);
    open('/personal/orderDetail/3');
    await waitFor(() => expect(screen.getAllByTestId('detail-line')[0]!.textContent).toContain('发货后显示'));
  });

  it('shows the server’s message for an order it does not know (another client’s included)', async () => {
    ordersServer([]);
    open('/personal/orderDetail/77');
    expect((await screen.findByRole('alert')).textContent).toContain('订单不存在');
  });
});

describe('order comment', () => {
  it('needs a score, sends the score, complaints and text once, then goes to the detail', async () => {
    const server = ordersServer([detailOf(5, S.received)]);
    const location = open('/personal/orderComment/5');
    const form = await screen.findByTestId('comment-form');
    fireEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    expect(within(form).getByRole('alert').textContent).toBe(ORDER_MSG.scoreRequired);
    expect(server.of('/w1/orderComment')).toHaveLength(0);
    fireEvent.click(within(form).getByLabelText('不满意'));
    fireEvent.click(within(form).getByLabelText('响应速度慢'));
    fireEvent.click(within(form).getByLabelText('联系不上'));
    fireEvent.change(within(form).getByLabelText('评价内容'), { target: { value: '送货慢' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(server.of('/w1/orderComment')).toHaveLength(1));
    expect(server.of('/w1/orderComment')[0]!.body).toMatchObject({ id: 5, service_score: 1, complaints: [2, 3], content: '送货慢' });
    await waitFor(() => expect(location.history!.at(-1)).toBe('/personal/orderDetail/5'));
    expect($toasts.get().map((t) => t.text)).toContain(ORDER_MSG.commentSaved);
  });

  it('offers the five scores 非常满意…非常不满意, and the six complaint reasons only for a dissatisfied one', async () => {
    const server = ordersServer([detailOf(5, S.received)]);
    open('/personal/orderComment/5');
    const form = await screen.findByTestId('comment-form');
    expect(within(form).getAllByRole('radio')).toHaveLength(5);
    expect(within(form).queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(form).getByLabelText('非常满意')).toBeTruthy();
    fireEvent.click(within(form).getByLabelText('非常不满意'));
    expect(within(form).getAllByRole('checkbox')).toHaveLength(6);
    fireEvent.click(within(form).getByLabelText('服务态度差'));
    // Changing the mind to a satisfied score takes the reasons away, and they are not sent.
    fireEvent.click(within(form).getByLabelText('一般'));
    expect(within(form).queryAllByRole('checkbox')).toHaveLength(0);
    fireEvent.click(within(form).getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(server.of('/w1/orderComment')).toHaveLength(1));
    expect(server.of('/w1/orderComment')[0]!.body).toMatchObject({ id: 5, service_score: 2, complaints: [] });
  });

  it('does not offer the form for an order not received, nor twice', async () => {
    ordersServer([detailOf(6, S.shipped)]);
    open('/personal/orderComment/6');
    expect((await screen.findByRole('alert')).textContent).toContain(ORDER_MSG.commentOnlyReceived);
    cleanup();
    ordersServer([detailOf(8, S.received, { comment: { service_score: 4, service_text: '非常满意', complaints: [], complaint_texts: [], content: '', created_at: '' } })]);
    open('/personal/orderComment/8');
    expect((await screen.findByTestId('comment-done')).textContent).toContain('非常满意');
  });
});
