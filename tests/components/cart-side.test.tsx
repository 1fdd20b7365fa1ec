/**
 * The side toolbar's cart, the join tip and <yc-cart>: badge capped at 99, Escape and outside press close
 * (composedPath inside a shadow root), open states kept, checkout asks the host first.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { resetApi } from '../../src/api';
import { AddedTip } from '../../src/features/cart';
import { CART_MSG, MSG } from '../../src/model/messages';
import { SideToolbar } from '../../src/site/layout/SideToolbar';
import { HostEnvContext, type HostEnv } from '../../src/ui/host-env';
import { StyleTarget } from '../../src/ui/styled';
import { YcCart, requestCheckout } from '../../widgets/yc-cart';
import { asClient, cartOf, fakeCartServer, line, resetCartState } from './cart-fixtures';

const manyKinds = (n: number) => cartOf({ product: Array.from({ length: n }, (_, i) => line(i + 1)) });

function toolbar() {
  const location = memoryLocation({ path: '/home', record: true });
  const view = render(
    <Router hook={location.hook}>
      <SideToolbar />
    </Router>,
  );
  return { location, ...view };
}

beforeEach(() => {
  asClient();
  localStorage.clear();
  document.cookie = 'sidebarStatus=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('SideToolbar and the side cart', () => {
  it('shows 99 on the badge at 120 kinds and the real count in the panel', async () => {
    const server = fakeCartServer(manyKinds(120));
    resetCartState(server.state.cart);
    toolbar();
    expect(screen.getByTestId('side-cart-count').textContent).toBe('99');
    fireEvent.click(screen.getByTestId('side-cart-toggle'));
    const panel = screen.getByTestId('side-cart');
    expect(within(panel).getByRole('heading', { name: CART_MSG.sideTitle })).toBeTruthy();
    expect(within(panel).getByTestId('side-cart-kinds').textContent).toBe('共120种商品');
    expect(within(panel).getAllByTestId('cart-line')).toHaveLength(120);
  });

  it('closes on Escape and on a press outside, not on a press inside; stays open across a remount', async () => {
    const server = fakeCartServer(cartOf({ product: [line(1)] }));
    resetCartState(server.state.cart);
    const first = toolbar();
    fireEvent.click(screen.getByTestId('side-cart-toggle'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('side-cart')).toBeNull();

    fireEvent.click(screen.getByTestId('side-cart-toggle'));
    fireEvent.mouseDown(within(screen.getByTestId('side-cart')).getByText('商品1'));
    expect(screen.getByTestId('side-cart')).toBeTruthy();
    // Navigating or refreshing keeps it open.
    first.unmount();
    toolbar();
    expect(screen.getByTestId('side-cart')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByTestId('side-cart')).toBeNull();
    cleanup();
    toolbar();
    expect(screen.queryByTestId('side-cart')).toBeNull();
  });

  it('去购物车结算 goes to /shopCart and closes the panel', () => {
    const server = fakeCartServer(cartOf({ product: [line(1)] }));
    resetCartState(server.state.cart);
    const { location } = toolbar();
    fireEvent.click(screen.getByTestId('side-cart-toggle'));
    fireEvent.click(screen.getByRole('button', { name: CART_MSG.settleInCart }));
    expect(location.history.at(-1)).toBe('/shopCart');
    expect(screen.queryByTestId('side-cart')).toBeNull();
  });

  it('lists a combination with its products and the sets', () => {
    const combo = line(5, { ty_name: '换季感冒组合', combination_id: 2, product_dw: '套', amount: 3, price: '40.00', product_list: [line(1, { ty_name: '连花清瘟胶囊', amount: 2 }), line(2, { ty_name: '板蓝根颗粒', amount: 1 })] });
    const cart = cartOf({ combination: [combo] });
    fakeCartServer(cart);
    resetCartState(cart);
    toolbar();
    fireEvent.click(screen.getByTestId('side-cart-toggle'));
    const row = within(screen.getByTestId('side-cart')).getByTestId('cart-line');
    expect(row.textContent).toContain('换季感冒组合');
    expect(row.textContent).toContain('连花清瘟胶囊×2、板蓝根颗粒×1');
    expect(within(row).getByRole('textbox', { name: '换季感冒组合 购买数量' })).toHaveProperty('value', '3');
    expect(within(row).getByTestId('cart-line-subtotal').textContent).toBe('¥120.00');
  });

  it('shows the empty text for an empty cart', () => {
    fakeCartServer(cartOf({}));
    resetCartState(cartOf({}));
    toolbar();
    fireEvent.click(screen.getByTestId('side-cart-toggle'));
    expect(within(screen.getByTestId('side-cart')).getByText(MSG.emptyCart)).toBeTruthy();
    expect(screen.getByRole('button', { name: CART_MSG.settleInCart })).toHaveProperty('disabled', true);
  });

  it('remembers a closed toolbar in the sidebarStatus cookie', () => {
    fakeCartServer(cartOf({}));
    resetCartState(cartOf({}));
    toolbar();
    fireEvent.click(screen.getByRole('button', { name: '收起侧边栏' }));
    expect(document.cookie).toContain('sidebarStatus=0');
    cleanup();
    toolbar();
    expect(screen.queryByTestId('side-cart-toggle')).toBeNull();
    fireEvent.click(screen.getByTestId('side-toolbar-open'));
    expect(document.cookie).toContain('sidebarStatus=1');
    expect(screen.getByTestId('side-cart-toggle')).toBeTruthy();
  });

  it('scrolls to the top in a 500 ms animation', () => {
    fakeCartServer(cartOf({}));
    resetCartState(cartOf({}));
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as never;
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    toolbar();
    const t0 = performance.now();
    fireEvent.click(screen.getByTestId('scroll-top'));
    const frame = (at: number) => frames.shift()!(t0 + at);
    frame(250);
    const [, midway] = scrollTo.mock.lastCall as [number, number];
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(800);
    frame(490);
    expect((scrollTo.mock.lastCall as [number, number])[1]).toBeGreaterThan(0);
    frame(600);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(frames).toHaveLength(0);
    raf.mockRestore();
  });
});

describe('AddedTip', () => {
  function tip(onClose = vi.fn()) {
    const navigate = vi.fn();
    const env: HostEnv = { kind: 'site', navigate, requireLogin: () => {} };
    render(
      <HostEnvContext.Provider value={env}>
        <button type="button">elsewhere</button>
        <AddedTip added={{ count: 12 }} onClose={onClose} />
      </HostEnvContext.Provider>,
    );
    return { onClose, navigate };
  }
  it('says 成功加入采购计划 with the count; Escape and an outside press close it', () => {
    const { onClose } = tip();
    const el = screen.getByTestId('added-tip');
    expect(el.textContent).toContain(MSG.addedToCart);
    expect(screen.getByTestId('added-count').textContent).toBe('12');
    fireEvent.mouseDown(within(el).getByText(MSG.addedToCart));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(screen.getByRole('button', { name: 'elsewhere' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
  it('goes to the cart or keeps shopping', () => {
    const { onClose, navigate } = tip();
    fireEvent.click(screen.getByRole('button', { name: MSG.continueShopping }));
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: MSG.goCart }));
    expect(navigate).toHaveBeenCalledWith('/shopCart');
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('<yc-cart> in a shadow root', () => {
  function mountInShadow() {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    render(
      <StyleTarget.Provider value={shadow}>
        {/* r2wc passes the shadow root as `container`, which YcCart's props type as an HTMLElement. */}
        <YcCart container={shadow as unknown as HTMLElement} />
      </StyleTarget.Provider>,
      { container: mount },
    );
    return { host, ui: within(mount) };
  }

  it('badge 99 at 120 kinds; a press inside the shadow root keeps the panel, outside or Escape closes it', () => {
    const server = fakeCartServer(manyKinds(120));
    resetCartState(server.state.cart);
    const { ui } = mountInShadow();
    expect(ui.getByTestId('cart-count').textContent).toBe('99');
    fireEvent.click(ui.getByRole('button', { name: /购物车/ }));
    fireEvent.mouseDown(ui.getAllByTestId('cart-line')[5]!);
    expect(ui.getByTestId('side-cart')).toBeTruthy();
    fireEvent.mouseDown(document.body);
    expect(ui.queryByTestId('side-cart')).toBeNull();
    fireEvent.click(ui.getByRole('button', { name: /购物车/ }));
    fireEvent.keyDown(ui.getByTestId('side-cart'), { key: 'Escape' });
    expect(ui.queryByTestId('side-cart')).toBeNull();
  });

  it('changes a quantity with the cart page\'s stepper and rule: + by the pack, a typed 3 snapped to 10 with why', async () => {
    const server = fakeCartServer(cartOf({ product: [line(1, { amount: 10, zhongbaozhuang_num: 10, stock: 500 })] }));
    resetCartState(server.state.cart);
    const { host, ui } = mountInShadow();
    fireEvent.click(ui.getByRole('button', { name: /购物车/ }));
    const row = () => ui.getByTestId('cart-line');
    await waitFor(() => expect(server.of('/w1/MyShoppingtrolley').length).toBeGreaterThan(0));
    fireEvent.click(within(row()).getByRole('button', { name: '增加' }));
    await waitFor(() => expect(server.of('/w1/setShoppingtrolley').at(-1)?.body).toMatchObject({ id: 1, amount: 20 }));
    await waitFor(() => expect(within(row()).getByTestId('cart-line-subtotal').textContent).toBe('¥200.00'));
    const box = within(row()).getByRole('textbox', { name: '商品1 购买数量' });
    fireEvent.change(box, { target: { value: '3' } });
    fireEvent.blur(box);
    expect(within(row()).getByRole('alert').textContent).toBe('最少购买10');
    await waitFor(() => expect(server.of('/w1/setShoppingtrolley').at(-1)?.body).toMatchObject({ id: 1, amount: 10 }));
    expect(within(row()).getByRole('textbox', { name: '商品1 购买数量' })).toHaveProperty('value', '10');
    host.remove();
  });

  it('去结算 sends the checked lines in a cancelable yc:checkout-request; a host that cancels keeps the buyer', () => {
    const server = fakeCartServer(cartOf({ product: [line(1, { amount: 3 }), line(2, { checked: 0 })] }));
    resetCartState(server.state.cart);
    const { host, ui } = mountInShadow();
    const seen: CustomEvent[] = [];
    const veto = (e: Event) => {
      seen.push(e as CustomEvent);
      e.preventDefault();
    };
    document.addEventListener('yc:checkout-request', veto);
    const navigated = vi.fn();
    document.addEventListener('yc:navigate', navigated);
    fireEvent.click(ui.getByRole('button', { name: /购物车/ }));
    fireEvent.click(ui.getByRole('button', { name: CART_MSG.checkout }));
    document.removeEventListener('yc:checkout-request', veto);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.composed && seen[0]!.bubbles && seen[0]!.cancelable).toBe(true);
    expect(seen[0]!.detail).toMatchObject({ lines: [{ product_id: 1, amount: 3, name: '商品1', unit: '盒', price: '10.00' }], kinds: 2 });
    expect(navigated).not.toHaveBeenCalled();
    host.remove();
  });

  it('without a veto: yc:navigate to /submitOrder; when the host does not take it either, checkout opens inside', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inside = vi.fn();
    const taken = (e: Event) => e.preventDefault();
    document.addEventListener('yc:navigate', taken, { once: true });
    expect(requestCheckout(host, { lines: [], kinds: 0 }, inside)).toBe('navigate');
    expect(inside).not.toHaveBeenCalled();
    const nav = vi.fn();
    document.addEventListener('yc:navigate', nav, { once: true });
    expect(requestCheckout(host, { lines: [], kinds: 0 }, inside)).toBe('inside');
    expect((nav.mock.calls[0]![0] as CustomEvent).detail).toEqual({ to: '/submitOrder' });
    expect(inside).toHaveBeenCalledOnce();
    const veto = (e: Event) => e.preventDefault();
    document.addEventListener('yc:checkout-request', veto, { once: true });
    expect(requestCheckout(host, { lines: [], kinds: 0 }, inside)).toBe('host');
    expect(inside).toHaveBeenCalledOnce();
    host.remove();
  });
});
