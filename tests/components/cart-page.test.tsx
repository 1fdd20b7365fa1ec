/**
 * /shopCart against a stubbed store server: select-all skips disabled lines, the stepper only sends valid
 * quantities, totals move at once and roll back with the server's message, deletes ask first, 清除失效, the empty
 * state, and add-on lines below their threshold.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ShopCartPage } from '../../src/features/cart';
import type { CartList } from '../../src/contract/cart';
import { CART_MSG, MSG } from '../../src/model/messages';
import { resetApi } from '../../src/api';
import { $toasts } from '../../src/ui/overlay-store';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { asClient, asSalesman, cartOf, fakeCartServer, line, offer, resetCartState, soldOut } from './cart-fixtures';

function open(cart: CartList | null) {
  resetCartState(cart);
  const location = memoryLocation({ path: '/shopCart', record: true });
  render(
    <Router hook={location.hook}>
      <ShopCartPage />
      <Overlays />
    </Router>,
  );
  return location;
}

const total = () => screen.getByTestId('checked-total').textContent;
const row = (name: string) => screen.getAllByTestId('cart-row').find((r) => r.textContent!.includes(name))!;
const selectAll = () => screen.getAllByRole('checkbox', { name: '全选' })[0]!;
const confirm = async (answer: '确定' | '取消') => {
  const dialog = await screen.findByTestId('confirm-dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: answer }));
};

beforeEach(() => {
  installNotifier();
  $toasts.set([]);
  asClient();
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('ShopCartPage', () => {
  it('shows each non-empty group, and select-all skips the disabled line and keeps its reason', async () => {
    const server = fakeCartServer(cartOf({ product: [line(1, { checked: 0 }), line(2, { checked: 0 })], failure: [soldOut(3)] }));
    open(server.state.cart);
    await screen.findByTestId('group-product');
    expect(screen.getByTestId('group-failure')).toBeTruthy();
    expect(screen.queryByTestId('group-seckill')).toBeNull();
    expect(screen.queryByTestId('group-addPrice')).toBeNull();
    const disabled = within(row('商品3')).getByRole('checkbox');
    expect(disabled).toHaveProperty('disabled', true);
    expect(within(row('商品3')).getByTestId('warn-tip').textContent).toBe('已售罄');

    fireEvent.click(selectAll());
    // At once, before the server answers.
    expect(total()).toBe('¥20.00');
    await waitFor(() => expect(server.of('/w1/updateChecked')).toHaveLength(1));
    expect(server.of('/w1/updateChecked')[0]!.body).toMatchObject({ product: [1, 2], checked: 1 });
    expect(selectAll()).toHaveProperty('checked', true);
    expect(disabled).toHaveProperty('checked', false);
    expect(screen.getByTestId('checked-kinds').textContent).toBe('2');

    fireEvent.click(selectAll());
    expect(total()).toBe('¥0.00');
    expect(screen.getByRole('button', { name: CART_MSG.checkout })).toHaveProperty('disabled', true);
    expect(screen.getByText(CART_MSG.nothingChecked)).toBeTruthy();
  });

  it('the stepper corrects a typed quantity to a valid one with the reason, and never sends an invalid one', async () => {
    const server = fakeCartServer(cartOf({ product: [line(1, { amount: 10, zhongbaozhuang_num: 10, stock: 100, max_buy_num: 60 })] }));
    open(server.state.cart);
    const input = await screen.findByLabelText('商品1 购买数量');
    fireEvent.change(input, { target: { value: '33' } });
    fireEvent.blur(input);
    expect(within(row('商品1')).getByRole('alert').textContent).toBe('购买数量须为10的倍数');
    expect((input as HTMLInputElement).value).toBe('40');
    await waitFor(() => expect(server.of('/w1/setShoppingtrolley')).toHaveLength(1));
    expect(server.of('/w1/setShoppingtrolley')[0]!.body).toMatchObject({ id: 1, amount: 40 });

    fireEvent.change(input, { target: { value: '999' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(row('商品1')).getByRole('alert').textContent).toBe('最多购买60');
    await waitFor(() => expect(server.of('/w1/setShoppingtrolley')).toHaveLength(2));
    expect(server.of('/w1/setShoppingtrolley')[1]!.body).toMatchObject({ amount: 60 });
    expect(within(row('商品1')).getByRole('button', { name: '增加' })).toHaveProperty('disabled', true);

    // Retyping what is already there sends nothing.
    fireEvent.change(input, { target: { value: '60' } });
    fireEvent.blur(input);
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(server.of('/w1/setShoppingtrolley')).toHaveLength(2);
    expect(server.of('/w1/setShoppingtrolley').every((r) => r.body.amount % 10 === 0)).toBe(true);
  });

  it('moves the total at once and rolls it back with the server’s message when refused', async () => {
    const server = fakeCartServer(cartOf({ product: [line(1, { amount: 2, price: '12.50' })] }));
    open(server.state.cart);
    await screen.findByTestId('cart-summary');
    await waitFor(() => expect(server.of('/w1/MyShoppingtrolley').length).toBeGreaterThan(0));
    expect(total()).toBe('¥25.00');
    server.state.refuse.set('/w1/setShoppingtrolley', '库存不足，最多购买2盒');
    server.hold();
    fireEvent.click(within(row('商品1')).getByRole('button', { name: '增加' }));
    expect(total()).toBe('¥37.50');
    expect(screen.getByTestId('checked-pieces').textContent).toBe('3');
    server.release();
    await waitFor(() => expect(total()).toBe('¥25.00'));
    expect((await screen.findByTestId('toast')).textContent).toBe('库存不足，最多购买2盒');
    expect((screen.getByLabelText('商品1 购买数量') as HTMLInputElement).value).toBe('2');
  });

  it('deletes a line only after the buyer confirms', async () => {
    const server = fakeCartServer(cartOf({ product: [line(1), line(2)] }));
    open(server.state.cart);
    fireEvent.click(await screen.findByRole('button', { name: `${CART_MSG.remove}：商品2` }));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('确定要从购物车删除“商品2”吗？');
    await confirm('取消');
    expect(server.of('/w1/deleteShoppingtrolley')).toHaveLength(0);
    expect(screen.getAllByTestId('cart-row')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: `${CART_MSG.remove}：商品2` }));
    await confirm('确定');
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(1));
    expect(server.of('/w1/deleteShoppingtrolley')[0]!.body).toMatchObject({ product: [2] });

    // Delete selected asks with the count.
    fireEvent.click(screen.getByRole('button', { name: CART_MSG.deleteChecked }));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('确定要删除选中的1种商品吗？');
    await confirm('确定');
    await screen.findByText(MSG.emptyCart);
  });

  it('清除失效 asks first and empties the failure group', async () => {
    const server = fakeCartServer(cartOf({ product: [line(1)], failure: [soldOut(3), line(4, { is_failure: 3, disabledChecked: true, checked: 0, warnTip: '已过期' })] }));
    open(server.state.cart);
    const group = await screen.findByTestId('group-failure');
    fireEvent.click(within(group).getByRole('button', { name: CART_MSG.clearFailures }));
    expect((await screen.findByTestId('confirm-dialog')).textContent).toContain('确定要清除全部2种失效商品吗？');
    await confirm('确定');
    await waitFor(() => expect(screen.queryByTestId('group-failure')).toBeNull());
    expect(server.of('/w1/delFailure')).toHaveLength(1);
    expect(screen.getByTestId('group-product')).toBeTruthy();
  });

  it('shows the empty cart with a way to keep shopping, and a loading skeleton before', async () => {
    fakeCartServer(cartOf({}));
    const location = open(null);
    expect(screen.getByLabelText('加载中')).toBeTruthy();
    expect(await screen.findByText(MSG.emptyCart)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: MSG.continueShopping }));
    expect(location.history.at(-1)).toBe('/home');
  });

  it('keeps an add-on line unchecked with the threshold message until the main products reach it', async () => {
    const server = fakeCartServer(
      cartOf({ product: [line(1, { amount: 2, price: '30.00' })], addPrice: [line(50, { is_add_price: 1, price: '1.00', checked: 1 })] }),
      { offers: [offer(50, '100.00', [1])] },
    );
    open(server.state.cart);
    const note = await screen.findByTestId('add-price-tip');
    expect(note.textContent).toBe(`${MSG.addPriceTitle}${MSG.addPriceThreshold('100.00')}`);
    expect(within(row('商品50')).getByRole('checkbox')).toHaveProperty('disabled', true);
    await waitFor(() => expect(server.of('/w1/updateChecked').at(-1)?.body).toMatchObject({ product: [50], checked: 0 }));
    expect(total()).toBe('¥60.00');
    // Select-all leaves it out.
    fireEvent.click(selectAll());
    fireEvent.click(selectAll());
    await waitFor(() => expect(server.of('/w1/updateChecked').at(-1)?.body).toMatchObject({ product: [1], checked: 1 }));

    // Four boxes of the main product reach 120 yuan: the add-on can be checked.
    fireEvent.change(screen.getByLabelText('商品1 购买数量'), { target: { value: '4' } });
    fireEvent.blur(screen.getByLabelText('商品1 购买数量'));
    await waitFor(() => expect(screen.queryByTestId('add-price-tip')).toBeNull());
    const box = within(row('商品50')).getByRole('checkbox');
    expect(box).toHaveProperty('disabled', false);
    fireEvent.click(box);
    await waitFor(() => expect(total()).toBe('¥121.00'));
  });

  it('parks a line in 暂存清单 and brings it back', async () => {
    const server = fakeCartServer(cartOf({ product: [line(1), line(2)] }));
    open(server.state.cart);
    fireEvent.click(await screen.findByRole('button', { name: `${CART_MSG.moveToAdditional}：商品2` }));
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(1));
    const section = screen.getByTestId('additional');
    fireEvent.click(within(section).getByRole('button', { name: /暂存清单/ }));
    expect(within(section).getAllByTestId('additional-line')).toHaveLength(1);
    fireEvent.click(within(section).getByRole('button', { name: CART_MSG.moveToCart }));
    await waitFor(() => expect(screen.getAllByTestId('cart-row')).toHaveLength(2));
    expect(within(section).getByText(/暂存清单是空的/)).toBeTruthy();
  });

  it('tells a salesman who is not acting for a client to pick one first', () => {
    asSalesman();
    open(null);
    expect(screen.getByText(MSG.salesmanNeedsCustomer)).toBeTruthy();
  });
});
