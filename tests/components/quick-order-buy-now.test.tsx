/**
 * Buy now from the detail page's buy box (SPEC §4): login first, business scope before anything, the near-expiry
 * question, fastCheck, then the product kept in local storage and the quick checkout; any refusal stops there.
 */
import { BUSINESS_SCOPES } from '../../src/model/enums';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BuyBox } from '../../src/features/product/BuyBox';
import { useBuyNow } from '../../src/features/quick-order';
import { resetApi } from '../../src/api';
import type { Product } from '../../src/contract/catalog';
import { MSG } from '../../src/model/messages';
import { LOCAL_KEYS } from '../../src/stores/persistence';
import { $session } from '../../src/stores/session';
import { HostEnvContext, type HostEnv } from '../../src/ui/host-env';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { $toasts } from '../../src/ui/overlay-store';
import { P, quickServer } from './quick-order-fixtures';

// Debounced search and several awaited requests: allow for a busy machine.

let env: HostEnv;
const open = (product: Product) =>
  render(
    <HostEnvContext.Provider value={env}>
      <BuyBox product={product} />
      <Overlays />
    </HostEnvContext.Provider>,
  );
const buyNow = () => fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
const toasts = () => $toasts.get().map((t) => t.text);

beforeEach(() => {
  installNotifier();
  $toasts.set([]);
  localStorage.clear();
  $session.set({ ...$session.get(), client_id: 7, company_id: 1, salesman_id: undefined });
  env = { kind: 'site', navigate: vi.fn(), requireLogin: vi.fn() };
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('buy now', () => {
  it('checks with the server, keeps the product for the quick checkout and goes there', async () => {
    const server = quickServer();
    open(P.banlangen);
    fireEvent.click(screen.getByRole('button', { name: '增加' }));
    buyNow();
    await waitFor(() => expect(env.navigate).toHaveBeenCalledWith('/submitOrder?isQuick=1'));
    expect(server.of('/w1/fastCheck')[0]!.body.list).toEqual([{ product_id: 4, amount: 20 }]);
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.quickOrderList)!)).toMatchObject([{ product_id: 4, amount: 20, product: { ty_name: '板蓝根颗粒' } }]);
  });

  it('asks first for a near-expiry product; cancelling stops before the server', async () => {
    const server = quickServer();
    open(P.ibu);
    buyNow();
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain(MSG.nearExpiryOn('2028-11-12'));
    fireEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(server.sent).toHaveLength(0);
    buyNow();
    fireEvent.click(within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(env.navigate).toHaveBeenCalledWith('/submitOrder?isQuick=1'));
  });

  it('a client cannot buy an out-of-scope product here (disabled); a visitor is asked to log in', async () => {
    const server = quickServer();
    open(P.scopeless);
    expect(screen.getByRole('button', { name: '立即购买' })).toHaveProperty('disabled', true);
    // A visitor's button stays enabled and asks to log in.
    cleanup();
    $session.set({ ...$session.get(), client_id: undefined, company_id: undefined });
    open(P.amox);
    buyNow();
    expect(env.requireLogin).toHaveBeenCalled();
    expect(server.sent).toHaveLength(0);
  });

  it('a list with out-of-scope products is refused before the server, naming them (SPEC §5)', async () => {
    const server = quickServer();
    function Buy() {
      const { buyNow } = useBuyNow();
      return (
        <button type="button" onClick={() => void buyNow([{ product: P.amox, amount: 1 }, { product: P.scopeless, amount: 1 }])}>
          买
        </button>
      );
    }
    render(
      <HostEnvContext.Provider value={env}>
        <Buy />
      </HostEnvContext.Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '买' }));
    await waitFor(() => expect(toasts()).toContain(MSG.outOfScope('头孢呋辛酯片', BUSINESS_SCOPES[P.scopeless.business_scope])));
    expect(server.sent).toHaveLength(0);
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('stops when fastCheck refuses: the message is shown, nothing kept, no navigation', async () => {
    quickServer({ refuse: { '/w1/fastCheck': '阿莫西林胶囊不在您的经营范围内，请联系客服修改经营范围' } });
    open(P.amox);
    buyNow();
    await waitFor(() => expect(toasts()).toContain('阿莫西林胶囊不在您的经营范围内，请联系客服修改经营范围'));
    expect(env.navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem(LOCAL_KEYS.quickOrderList)).toBeNull();
  });
});
