/**
 * /payNow against a stubbed server: the amount and the ways to pay; a short balance is disabled with the shortfall
 * and a link to top up; credit only for credit clients and warned when short; bank transfer shows the account with
 * the order code as remark; balance pays at once; WeChat opens the QR dialog.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApi, resetApi } from '../../src/api';
import type { OrderPayInfo, PayOption } from '../../src/contract/payments';
import { PayNowPage } from '../../src/features/payment';
import { PAY_MSG } from '../../src/model/payment-messages';
import { $session } from '../../src/stores/session';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { $toasts } from '../../src/ui/overlay-store';


const option = (group: PayOption['group'], pay_type: number, name: string, reason = ''): PayOption => ({ group, pay_type, name, enabled: reason ? 0 : 1, reason });
const BANK = { account_name: '药采医药有限公司', bank_name: '中国工商银行杭州分行营业部', account_no: '1202 0211 0900 0012 345', remark: 'YC1' };

function info(over: Partial<OrderPayInfo> = {}): OrderPayInfo {
  return {
    order_id: 41,
    order_code: 'YC1',
    status: 0,
    status_text: '待付款',
    pay_status: 0,
    paid: 0,
    total: '5000.00',
    created_at: '2026-11-24T01:00:00.000Z',
    pay_deadline: '2026-11-24T01:30:00.000Z',
    balance: '3280.50',
    shortfall: '1719.50',
    is_credit: 0,
    credit_available: '0.00',
    pay_types: [
      option('balance', 0, '余额支付', PAY_MSG.balanceShort(171_950)),
      option('bankTransfer', 8, '银行转账'),
      option('wechat', 1, '微信支付'),
      option('alipay', 2, '支付宝支付'),
    ],
    bank: BANK,
    pay_password_set: 1,
    ...over,
  };
}

const bodies: { path: string; method: string; body: string }[] = [];

function stub(answer: OrderPayInfo) {
  const sent: string[] = [];
  bodies.length = 0;
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input, init) => {
      const path = new URL(String(input)).pathname.replace(/^\/api/, '');
      sent.push(path);
      bodies.push({ path, method: String(init?.method ?? 'GET'), body: String(init?.body ?? '') });
      const result = { order_id: 41, order_code: 'YC1', status: 1, status_text: '待发货', pay_status: 2, pay_type: 0, paid: 1 };
      const data: Record<string, unknown> = {
        '/w1/orderPay': answer,
        '/w1/AccountPay': result,
        '/w1/BankTransfer': { order_code: 'YC1', status: 10, status_text: '待审核', total: answer.total, bank: BANK },
        '/w1/Wxpay': { out_trade_no: 'P1', code_url: 'http://store.test/sandbox-pay/P1', amount: answer.total, sandbox: 1 },
      };
      const env = path === '/w1/ajaxGetStatus' ? { code: 101, msg: '等待', data: null } : { code: 200, msg: 'ok', data: data[path] ?? null };
      return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
    },
  });
  return sent;
}

function open() {
  const location = memoryLocation({ path: '/payNow?orderCode=YC1', record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <PayNowPage />
      <Overlays />
    </Router>,
  );
}

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  installNotifier();
  $toasts.set([]);
  $session.set({ ...$session.get(), client_id: 1, company_id: 1, salesman_id: undefined });
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('PayNowPage', () => {
  it('shows the amount; a short balance is disabled with the shortfall and a top-up link; no credit for a non-credit client', async () => {
    stub(info());
    open();
    expect((await screen.findByTestId('pay-total')).textContent).toBe('¥5000.00');
    const balance = screen.getByTestId('pay-balance');
    expect((within(balance).getByRole('radio') as HTMLInputElement).disabled).toBe(true);
    expect(balance.textContent).toContain('余额不足，还差 ¥1719.50');
    expect(within(balance).getByRole('link', { name: '去充值' }).getAttribute('href')).toBe('/personal/cash');
    expect(screen.queryByTestId('pay-credit')).toBeNull();
    expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('warns a credit client whose available credit is short', async () => {
    stub(info({ is_credit: 1, credit_available: '100.00', pay_types: [option('credit', 9, '信用支付', PAY_MSG.creditShort(10_000)), option('bankTransfer', 8, '银行转账')] }));
    open();
    const credit = await screen.findByTestId('pay-credit');
    expect((within(credit).getByRole('radio') as HTMLInputElement).disabled).toBe(true);
    expect(credit.textContent).toContain('可用信用额度不足（可用 ¥100.00）');
  });

  it('bank transfer shows the account and the order code as remark, then the awaiting state', async () => {
    const sent = stub(info());
    open();
    fireEvent.click(within(await screen.findByTestId('pay-bankTransfer')).getByRole('radio'));
    const details = screen.getByTestId('bank-details');
    expect(details.textContent).toContain('1202 0211 0900 0012 345');
    expect(details.textContent).toContain('转账备注YC1');
    fireEvent.click(screen.getByRole('button', { name: '确认银行转账' }));
    expect((await screen.findByTestId('bank-pending')).textContent).toContain(PAY_MSG.bankPending);
    expect(sent).toContain('/w1/BankTransfer');
  });

  it('balance pays at once and shows the success state with links to the order', async () => {
    const sent = stub(info({ total: '100.00', shortfall: '0.00', pay_types: [option('balance', 0, '余额支付'), option('wechat', 1, '微信支付')] }));
    open();
    fireEvent.click(within(await screen.findByTestId('pay-balance')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('pay-submit'));
    // The payment password is asked in a dialog, its field focused; a malformed one is not sent.
    const dialog = await screen.findByTestId('pay-password-dialog');
    const field = within(dialog).getByLabelText('支付密码（6位数字）');
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('支付密码为6位数字');
    expect(sent).not.toContain('/w1/AccountPay');
    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认支付' }));
    const ok = await screen.findByTestId('pay-success');
    expect(ok.textContent).toContain('支付成功');
    expect(within(ok).getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe('/personal/orderDetail/41');
    // POST: the password in the body, never in the address.
    expect(bodies.find((b) => b.path === '/w1/AccountPay')).toMatchObject({ method: 'POST' });
    expect(JSON.parse(bodies.find((b) => b.path === '/w1/AccountPay')!.body)).toMatchObject({ orderCode: 'YC1', pay_password: '123456' });
  });

  it('without a payment password, balance says to set one first (a link) and cannot pay', async () => {
    stub(info({ total: '100.00', shortfall: '0.00', pay_password_set: 0, pay_types: [option('balance', 0, '余额支付'), option('wechat', 1, '微信支付')] }));
    open();
    fireEvent.click(within(await screen.findByTestId('pay-balance')).getByRole('radio'));
    const note = screen.getByTestId('pay-password-missing');
    expect(within(note).getByRole('link', { name: '去设置支付密码' }).getAttribute('href')).toBe('/personal/cash');
    expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(true);
    // QR payments are unchanged.
    fireEvent.click(within(screen.getByTestId('pay-wechat')).getByRole('radio'));
    expect((screen.getByTestId('pay-submit') as HTMLButtonElement).disabled).toBe(false);
  });

  it('WeChat opens the QR dialog for the order', async () => {
    stub(info());
    open();
    fireEvent.click(within(await screen.findByTestId('pay-wechat')).getByRole('radio'));
    fireEvent.click(screen.getByTestId('pay-submit'));
    expect(await screen.findByTestId('qr-image')).toBeTruthy();
    expect(screen.getByTestId('qr-pay-dialog').textContent).toContain('¥5000.00');
  });

  it('a paid order shows its success state on refresh', async () => {
    stub(info({ paid: 1, status: 1, status_text: '待发货' }));
    open();
    expect(await screen.findByTestId('pay-success')).toBeTruthy();
  });
});
