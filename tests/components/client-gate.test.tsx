/** ClientGate: the panels that also live in widgets (orders, quick order) show only to a client or an acting salesman. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MSG } from '../../src/model/messages';
import { $session } from '../../src/stores/session';
import { ClientGate } from '../../src/ui/ClientGate';
import { HostEnvContext, type HostEnv } from '../../src/ui/host-env';

function open() {
  const env: HostEnv = { kind: 'site', navigate: vi.fn(), requireLogin: vi.fn() };
  render(
    <HostEnvContext.Provider value={env}>
      <ClientGate>
        <p>订单列表</p>
      </ClientGate>
    </HostEnvContext.Provider>,
  );
  return env;
}
const as = (ids: { client_id?: number; company_id?: number; salesman_id?: number }) =>
  $session.set({ ...$session.get(), client_id: undefined, company_id: undefined, salesman_id: undefined, ...ids });

afterEach(() => {
  cleanup();
  as({});
});

describe('ClientGate', () => {
  it('a client sees the panel', () => {
    as({ client_id: 7, company_id: 1 });
    open();
    expect(screen.getByText('订单列表')).toBeTruthy();
  });

  it('a salesman acting for a customer sees it too', () => {
    as({ client_id: 7, company_id: 1, salesman_id: 3 });
    open();
    expect(screen.getByText('订单列表')).toBeTruthy();
  });

  it('a visitor is asked to log in, and the button asks the host for a login', () => {
    const env = open();
    expect(screen.queryByText('订单列表')).toBeNull();
    expect(screen.getByText(MSG.loginFirst)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: MSG.goLogin }));
    expect(env.requireLogin).toHaveBeenCalledTimes(1);
  });

  it('a salesman not acting yet is told to choose a customer, with no login button', () => {
    as({ salesman_id: 3 });
    open();
    expect(screen.queryByText('订单列表')).toBeNull();
    expect(screen.getByText(MSG.salesmanNeedsCustomer)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.goLogin })).toBeNull();
  });
});
