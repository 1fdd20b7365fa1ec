/** /personal/cash and /personal/creditManagement against a stubbed server. */
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { configureApi, resetApi } from '../../src/api';
import type { AccountIndex, CreditInfo } from '../../src/contract/wallet';
import { CashPage, CreditPage } from '../../src/features/wallet';
import { $session } from '../../src/stores/session';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { $toasts } from '../../src/ui/overlay-store';


const ACCOUNT: AccountIndex = {
  balance: '3280.50',
  list: [
    { id: 2, kind: 'bonus', kind_text: '充值赠送', delta: '100.00', balance_after: '3280.50', order_code: '', note: 'CZ1', created_at: '2026-11-20T02:00:00.000Z' },
    { id: 1, kind: 'order_pay', kind_text: '订单支付', delta: '-258.00', balance_after: '3180.50', order_code: 'YC9', note: '', created_at: '2026-11-10T02:00:00.000Z' },
  ],
  total: 2,
  page: 1,
  size: 20,
  top_up_options: [
    { pay: '1000.00', bonus: '100.00' },
    { pay: '5000.00', bonus: '1000.00' },
  ],
};

function stub(credit: Partial<CreditInfo> = {}) {
  const sent: { path: string; body: unknown }[] = [];
  configureApi({
    baseURL: 'http://store.test/api',
    fetch: async (input, init) => {
      const path = new URL(String(input)).pathname.replace(/^\/api/, '');
      sent.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const data: Record<string, unknown> = {
        '/w1/accountIndex': ACCOUNT,
        '/w1/WxpayRecharge': { recharge_code: 'CZ2', pay: '5000.00', bonus: '1000.00', out_trade_no: 'P2', code_url: 'http://store.test/sandbox-pay/P2', amount: '5000.00', sandbox: 1 },
        '/w1/creditInfo': { credit_limit: '0.00', used_credit: '0.00', available_credit: '0.00', unpaid_bills: '0.00', open_orders: '0.00', is_credit: 0, bills: [], ledger: [], ...credit },
      };
      const env = path === '/w1/ajaxGetStatus' ? { code: 101, msg: '等待', data: null } : { code: 200, msg: 'ok', data: data[path] ?? null };
      return new Response(JSON.stringify(env), { headers: { 'content-type': 'application/json' } });
    },
  });
  return sent;
}

function open(page: ReactElement, path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {page}
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
  $session.set({ ...$session.get(), client_id: 1, company_id: 1, salesman_id: undefined, isCredit: false });
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('CashPage', () => {
  it('shows the balance and the ledger, and tops up 5000 with its 1000 bonus through the QR dialog', async () => {
    const sent = stub();
    open(<CashPage />, '/personal/cash');
    expect((await screen.findByTestId('cash-balance')).textContent).toBe('¥3280.50');
    const ledger = screen.getByTestId('cash-ledger');
    expect(ledger.textContent).toContain('订单 YC9');
    expect(ledger.textContent).toContain('-258.00');
    expect(ledger.textContent).toContain('+100.00');
    const topUp = screen.getByTestId('top-up');
    expect(topUp.textContent).toContain('到账 ¥1100.00（含赠送 ¥100.00）');
    fireEvent.click(screen.getByTestId('tier-5000'));
    expect(topUp.textContent).toContain('到账 ¥6000.00（含赠送 ¥1000.00）');
    fireEvent.click(within(topUp).getByTestId('top-up-submit'));
    expect(await screen.findByTestId('qr-image')).toBeTruthy();
    expect(sent.find((s) => s.path === '/w1/WxpayRecharge')?.body).toMatchObject({ money: 5000 });
  });

  it('refuses an amount out of range before asking the server', async () => {
    stub();
    open(<CashPage />, '/personal/cash');
    const topUp = await screen.findByTestId('top-up');
    fireEvent.change(within(topUp).getByRole('spinbutton'), { target: { value: '0' } });
    expect(topUp.textContent).toContain('充值金额须在 1 元至 100 万元之间');
    expect((within(topUp).getByTestId('top-up-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('CreditPage', () => {
  it('tells a client without credit so', async () => {
    stub();
    open(<CreditPage />, '/personal/creditManagement');
    expect(await screen.findByText(/您的账户未开通信用支付/)).toBeTruthy();
  });

  it('shows limit, used, available and bills with statuses; unpaid bills can be repaid', async () => {
    stub({
      is_credit: 1,
      credit_limit: '50000.00',
      used_credit: '12500.00',
      available_credit: '37500.00',
      unpaid_bills: '12500.00',
      bills: [
        { bill_id: 1, bill_code: 'ZD1', period: '2026-10', amount: '5400.00', repaid: '0.00', remaining: '5400.00', due_date: '2026-11-25', status: 1, status_text: '未还款', overdue: 0 },
        { bill_id: 2, bill_code: 'ZD2', period: '2026-08', amount: '12000.00', repaid: '12000.00', remaining: '0.00', due_date: '2026-09-25', status: 3, status_text: '已还款', overdue: 0 },
      ],
    });
    open(<CreditPage />, '/personal/creditManagement');
    expect((await screen.findByTestId('credit-available')).textContent).toBe('¥37500.00');
    const [unpaid, repaid] = screen.getAllByTestId('credit-bill');
    expect(unpaid!.textContent).toContain('未还款');
    expect(within(unpaid!).getByRole('button', { name: '微信还款 ZD1' })).toBeTruthy();
    expect(within(repaid!).queryAllByRole('button')).toHaveLength(0);
  });
});
