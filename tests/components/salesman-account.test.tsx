/**
 * 账户资料 and 安全中心 against a stubbed server: the profile, the phone checked before it is sent, 退出其他设备 only
 * after confirming (and how many were signed out), the password through the account feature's form (a wrong old
 * password on its field, success says the other logins ended).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SALESMAN_SCREENS } from '../../src/features/salesman';
import { resetApi } from '../../src/api';
import type { SalesmanBase } from '../../src/contract/salesman';
import { ACCOUNT_MSG } from '../../src/model/messages';
import { $session } from '../../src/stores/session';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { $toasts } from '../../src/ui/overlay-store';
import { salesmanServer } from './salesman-fixtures';

vi.setConfig({ testTimeout: 20_000 });

const BASE: SalesmanBase = {
  salesman_id: 1,
  salesman_name: '张伟',
  username: 'ywy01',
  phone: '13900000001',
  company_id: 1,
  company_name: '药采医药（上海）',
  region: '上海市',
  regions: [{ province: '上海市', city: '', area: '' }],
  customer_count: 45,
  acting: null,
  other_sessions: 2,
  last_login_at: '2026-11-24 09:00:00',
};

function open(page: 'accountData' | 'safetyCenter') {
  const Screen = SALESMAN_SCREENS[page];
  const location = memoryLocation({ path: `/salesman/${page}` });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Screen />
      <Overlays />
    </Router>,
  );
}
const field = (name: string) => document.querySelector(`input[name="${name}"]`)!;
const toasts = () => $toasts.get().map((t) => t.text);

beforeEach(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  installNotifier();
  $toasts.set([]);
  $session.set({ ...$session.get(), client_id: undefined, company_id: undefined, salesman_id: 1, salesman_name: '张伟' });
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('账户资料', () => {
  it('shows the profile and checks the phone before saving it', async () => {
    const server = salesmanServer({ '/w1/salesmanBase': () => BASE, '/w1/saveSalesmanBase': (s) => ({ ...BASE, phone: s.body.phone }) });
    open('accountData');
    const profile = await screen.findByTestId('salesman-profile');
    expect(profile.textContent).toContain('ywy01');
    expect(profile.textContent).toContain('45 位');
    const phone = screen.getByLabelText(/联系电话/) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入正确的手机号码')).toBeTruthy();
    expect(server.of('/w1/saveSalesmanBase')).toHaveLength(0);
    fireEvent.change(phone, { target: { value: '13911112222' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.of('/w1/saveSalesmanBase')).toHaveLength(1));
    expect(server.of('/w1/saveSalesmanBase')[0]!.body).toMatchObject({ phone: '13911112222' });
    await waitFor(() => expect(toasts()).toContain('联系电话已保存'));
  });
});

describe('安全中心', () => {
  it('退出其他设备 only after confirming, then says how many', async () => {
    const server = salesmanServer({ '/w1/salesmanBase': () => BASE, '/w1/salesmanSignOutOthers': () => ({ signed_out: 2 }) });
    open('safetyCenter');
    expect((await screen.findByTestId('other-sessions')).textContent).toContain('另有 2 处登录');
    fireEvent.click(screen.getByRole('button', { name: '退出其他设备' }));
    const dialog = await screen.findByTestId('confirm-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(server.of('/w1/salesmanSignOutOthers')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '退出其他设备' }));
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(toasts()).toContain('已退出其他 2 处登录'));
  });

  it('changes the password with the shared form; success says the other logins ended', async () => {
    const sent: any[] = [];
    salesmanServer({
      '/w1/salesmanBase': () => BASE,
      '/w1/saveSalesmanPass': (s) => {
        sent.push(s.body);
        return { signed_out: 1 };
      },
    });
    open('safetyCenter');
    await screen.findByTestId('other-sessions');
    fireEvent.change(field('old_password'), { target: { value: 'yc123456' } });
    fireEvent.change(field('password'), { target: { value: 'new123456' } });
    fireEvent.change(field('confirm_password'), { target: { value: 'new123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ old_password: 'yc123456', password: 'new123456', confirm_password: 'new123456' });
    await waitFor(() => expect(toasts()).toEqual(expect.arrayContaining([ACCOUNT_MSG.passwordChanged, '已退出其他 1 处登录'])));
  });

  it('a wrong old password is shown on its field', async () => {
    salesmanServer({ '/w1/salesmanBase': () => BASE }, { '/w1/saveSalesmanPass': ACCOUNT_MSG.oldPasswordWrong });
    open('safetyCenter');
    await screen.findByTestId('other-sessions');
    fireEvent.change(field('old_password'), { target: { value: 'nope1234' } });
    fireEvent.change(field('password'), { target: { value: 'new123456' } });
    fireEvent.change(field('confirm_password'), { target: { value: 'new123456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText(ACCOUNT_MSG.oldPasswordWrong)).toBeTruthy();
  });
});
