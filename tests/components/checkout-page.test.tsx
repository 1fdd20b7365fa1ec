/**
 * /submitOrder against a stubbed server: address, lines with refusals, the coupon picker (usable first, unusable
 * greyed with the reason, fold display), totals previewed by the model at once and confirmed by the server, submit
 * with one idempotency key per visit, the pay page (or the order when nothing is to be paid), empty and error states.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SubmitOrderPage } from '../../src/features/checkout';
import { resetApi } from '../../src/api';
import { LOCAL_KEYS } from '../../src/stores/persistence';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { $toasts } from '../../src/ui/overlay-store';
import { asClient } from './cart-fixtures';
import { checkoutServer, previewOf } from './checkout-fixtures';


function open(path = '/submitOrder') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <SubmitOrderPage />
      <Overlays />
    </Router>,
  );
  return location;
}
const total = () => screen.getByTestId('checkout-total').textContent;
const submit = () => screen.getByRole('button', { name: '提交订单' });

beforeEach(() => {
  installNotifier();
  $toasts.set([]);
  sessionStorage.clear();
  localStorage.clear();
  asClient();
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('SubmitOrderPage', () => {
  it('shows the address, the lines and the coupons: usable first with this order’s discount, unusable greyed with why', async () => {
    checkoutServer(previewOf());
    open();
    await screen.findByRole('table', { name: '普通商品' });
    expect(screen.getByText(/张杨路1288号/)).toBeTruthy();
    expect(screen.getByTestId('checkout-line').textContent).toContain('阿莫西林胶囊');
    expect(screen.getByTestId('checkout-line').textContent).toContain('¥12.00¥10.00');
    const radios = within(screen.getByRole('group', { name: '优惠券' })).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual([
      '不使用优惠券',
      expect.stringContaining('满10减2'),
      expect.stringContaining('9.5折（最多减5.00元）'),
      expect.stringContaining('优惠券已过期'),
    ]);
    expect(radios[3]).toHaveProperty('disabled', true);
    expect(total()).toBe('¥30.00'); // 2 × 10.00 + delivery 10.00
  });

  it('choosing a coupon changes the total at once (model rules) and asks the server to confirm', async () => {
    const server = checkoutServer(previewOf());
    open();
    await screen.findByRole('table', { name: '普通商品' });
    fireEvent.click(screen.getByRole('radio', { name: /满10减2/ }));
    expect(total()).toBe('¥28.00');
    await waitFor(() => expect(server.of('/w1/ajaxCalcProductDiscountMoney').map((s) => s.body.coupon_id)).toEqual([1]));
    fireEvent.click(screen.getByRole('radio', { name: /9.5折/ }));
    await waitFor(() => expect(total()).toBe('¥29.00'));
  });

  it('each line shows unit × quantity = 小计 and its share of the chosen coupon apart, with 实付', async () => {
    checkoutServer(previewOf());
    open();
    await screen.findByRole('table', { name: '普通商品' });
    const row = screen.getByTestId('checkout-line');
    expect(within(row).getByTestId('line-subtotal').textContent).toBe('¥20.00');
    expect(within(row).getByTestId('line-share').textContent).toBe('—');
    fireEvent.click(screen.getByRole('radio', { name: /满10减2/ }));
    expect(within(row).getByTestId('line-subtotal').textContent).toBe('¥20.00');
    expect(within(row).getByTestId('line-share').textContent).toBe('-¥2.00');
    expect(within(row).getByTestId('line-paid').textContent).toBe('¥18.00');
  });

  it('below the minimum order amount: 还差¥X起送 and submit disabled with the reason', async () => {
    checkoutServer(previewOf({ minOrderFen: 10_000 }));
    open();
    const short = await screen.findByTestId('min-order-short');
    expect(short.textContent).toContain('还差¥80.00起送');
    const submit = screen.getByRole('button', { name: '提交订单' });
    expect(submit).toHaveProperty('disabled', true);
    expect(submit.getAttribute('aria-describedby')).toBe('yc-min-order');
  });

  it('submits once with the visit’s key and the extras, then goes to the pay page', async () => {
    const server = checkoutServer(previewOf());
    const location = open();
    await screen.findByRole('table', { name: '普通商品' });
    fireEvent.change(screen.getByLabelText('采购单号'), { target: { value: 'PO-1' } });
    fireEvent.change(screen.getByLabelText('订单备注'), { target: { value: '周一送' } });
    const button = submit();
    fireEvent.click(button);
    fireEvent.click(button); // a double click: the button is disabled while submitting
    expect(button.textContent).toBe('提交中…');
    await waitFor(() => expect(location.history?.at(-1)).toBe('/payNow?orderCode=YC20260601000000123456'));
    const sent = server.of('/w1/sureOrder');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ po_number: 'PO-1', remark: '周一送', address_id: 1, coupon_id: 0, invoice: 'none' });
    expect(sent[0]!.body.idempotency_key).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  });

  it('发票: 专票 with only 普票 details says what is missing with a link and sends nothing; 普票 is sent with the order', async () => {
    const normal = { kind: 'normal' as const, kind_text: '普通发票', title: '仁心诊所', tax_no: '91440300708461136T', bank: '', account: '', address: '', phone: '' };
    const server = checkoutServer(previewOf(), { invoice: normal });
    open();
    await screen.findByRole('table', { name: '普通商品' });
    const group = screen.getByRole('radiogroup', { name: '发票' });
    expect(within(group).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['不开发票', '普通发票', '专用发票']);
    fireEvent.click(within(group).getByRole('radio', { name: '专用发票' }));
    const problem = await screen.findByTestId('invoice-problem');
    expect(problem.textContent).toContain('开具专用发票须先完善开户银行');
    expect(within(problem).getByRole('link', { name: '去完善发票信息' }).getAttribute('href')).toBe('/personal/basicInformation#invoice');
    fireEvent.click(submit());
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.startsWith('开具专用发票须先完善'))).toBe(true));
    expect(server.of('/w1/sureOrder')).toHaveLength(0);

    fireEvent.click(within(group).getByRole('radio', { name: '普通发票' }));
    expect(screen.getByTestId('invoice-facts').textContent).toContain('抬头：仁心诊所');
    fireEvent.click(submit());
    await waitFor(() => expect(server.of('/w1/sureOrder')).toHaveLength(1));
    expect(server.of('/w1/sureOrder')[0]!.body).toMatchObject({ invoice: 'normal' });
  });

  it('a failed submit keeps the key, so the retry (or a refresh) cannot make a second order', async () => {
    const server = checkoutServer(previewOf(), { refuse: { '/w1/sureOrder': '阿莫西林胶囊库存不足，请修改购买数量' } });
    open();
    await screen.findByRole('table', { name: '普通商品' });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('阿莫西林胶囊库存不足，请修改购买数量');
    cleanup();
    open();
    await screen.findByRole('table', { name: '普通商品' });
    fireEvent.click(submit());
    await waitFor(() => expect(server.of('/w1/sureOrder')).toHaveLength(2));
    const [a, b] = server.of('/w1/sureOrder');
    expect(a!.body.idempotency_key).toBe(b!.body.idempotency_key);
  });

  it('a line that cannot be bought is shown with its reason; submit is disabled with a way back', async () => {
    checkoutServer(previewOf({ refused: true }));
    open();
    await screen.findByRole('table', { name: '普通商品' });
    expect(screen.getAllByTestId('checkout-line')[1]!.textContent).toContain('不可购买：板蓝根颗粒已下架（选购其他商品）');
    expect(screen.getByText('部分商品当前不可购买，请返回购物车修改后再提交')).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: '返回购物车' }).getAttribute('href')).toBe('/shopCart');
  });

  it('refuses a delivery date in the past before asking the server', async () => {
    const server = checkoutServer(previewOf());
    open();
    await screen.findByRole('table', { name: '普通商品' });
    fireEvent.change(screen.getByLabelText('期望送达日期'), { target: { value: '2020-01-01' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('期望送达日期不能早于今天');
    expect(server.of('/w1/sureOrder')).toHaveLength(0);
  });

  it('another address must be filled in completely', async () => {
    const server = checkoutServer(previewOf());
    open();
    await screen.findByRole('table', { name: '普通商品' });
    fireEvent.click(screen.getByRole('radio', { name: '使用其他地址' }));
    fireEvent.change(screen.getByLabelText('收货人'), { target: { value: '李四' } });
    fireEvent.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('请填写收货地址');
    expect(server.of('/w1/sureOrder')).toHaveLength(0);
  });

  it('nothing to pay: goes to the order instead of the pay page', async () => {
    checkoutServer(previewOf({ zero: true }), { sure: { orderCode: 'YC1', order_id: 9, total: '0.00', paid: 1 } });
    const location = open();
    await screen.findByRole('table', { name: '普通商品' });
    fireEvent.click(submit());
    await waitFor(() => expect(location.history?.at(-1)).toBe('/personal/orderDetail/9'));
  });

  it('buy now: sends the kept list with isQuick and clears it after the order', async () => {
    localStorage.setItem(LOCAL_KEYS.quickOrderList, JSON.stringify([{ product_id: 1, amount: 2 }]));
    const server = checkoutServer(previewOf());
    open('/submitOrder?isQuick=1');
    await screen.findByRole('table', { name: '普通商品' });
    expect(server.of('/w1/submitOrder')[0]!.body).toMatchObject({ isQuick: 1, list: [{ product_id: 1, amount: 2 }] });
    fireEvent.click(submit());
    await waitFor(() => expect(server.of('/w1/sureOrder')).toHaveLength(1));
    expect(server.of('/w1/sureOrder')[0]!.body).toMatchObject({ isQuick: 1, list: [{ product_id: 1, amount: 2 }] });
    await waitFor(() => expect(localStorage.getItem(LOCAL_KEYS.quickOrderList)).toBe('[]'));
  });

  it('an empty checkout says so with a link back; a failed load offers a retry', async () => {
    checkoutServer(previewOf({ empty: true }));
    open();
    expect((await screen.findByTestId('empty')).textContent).toContain('没有待结算的商品');
    expect(screen.getByRole('link', { name: '返回购物车' })).toBeTruthy();
    cleanup();
    checkoutServer('fail');
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('服务器开小差了');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
