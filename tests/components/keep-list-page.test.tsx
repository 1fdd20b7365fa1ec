/**
 * /personal/keepList against a stubbed server: the history of each item, items that cannot be bought flagged with
 * why, one-click add with the last amount snapped to a valid quantity, remove after asking, the keyword and page in
 * the URL, and 全部加入购物车 over the whole list in one add with the refused items reported.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { KeepListPage } from '../../src/features/keep-list';
import { resetApi } from '../../src/api';
import type { Product } from '../../src/contract/catalog';
import type { OftenBuyItem } from '../../src/contract/quick-order';
import { productRefusal } from '../../src/model/purchase-rules';
import { $session } from '../../src/stores/session';
import { installNotifier } from '../../src/ui/notifier';
import { Overlays } from '../../src/ui/Overlays';
import { $toasts } from '../../src/ui/overlay-store';
import { makeProduct } from './catalog-fixtures';
import { resetCartState } from './cart-fixtures';
import { P, quickServer } from './quick-order-fixtures';

// Debounced search and several awaited requests: allow for a busy machine.

const item = (product: Product, times: number, last_amount: number): OftenBuyItem => ({
  product,
  times,
  last_amount,
  last_bought_at: '2026-11-02',
  refusal: productRefusal(product, Math.max(1, last_amount)),
});

function open(path = '/personal/keepList') {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <KeepListPage />
      <Overlays />
    </Router>,
  );
  return location;
}
const itemOf = (name: string) => screen.getAllByTestId('keep-item').find((el) => el.textContent!.includes(name))!;
const confirm = async (answer: '确定' | '取消') => {
  const dialog = await screen.findByTestId('confirm-dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: answer }));
};

beforeEach(() => {
  installNotifier();
  $toasts.set([]);
  resetCartState(null);
  $session.set({ ...$session.get(), client_id: 7, company_id: 1, salesman_id: undefined });
});
afterEach(() => {
  cleanup();
  resetApi();
});

describe('KeepListPage', () => {
  it('shows what was bought and how often, flags items that cannot be bought, adds one with its last amount snapped', async () => {
    const server = quickServer({ oftenBuy: [item(P.banlangen, 6, 33), item(P.lianhua, 2, 5), item(P.amox, 1, 2)] });
    open();
    await screen.findByTestId('keep-list');
    const banlangen = itemOf('板蓝根颗粒');
    expect(banlangen.textContent).toContain('买过6次');
    expect(banlangen.textContent).toContain('上次2026-11-02买33盒');
    expect((within(banlangen).getByLabelText('板蓝根颗粒 购买数量') as HTMLInputElement).value).toBe('40');
    const lianhua = itemOf('连花清瘟胶囊');
    expect(within(lianhua).getByTestId('keep-refusal').textContent).toBe('连花清瘟胶囊已售罄（选购其他商品）');
    expect(within(lianhua).getByRole('button', { name: '加入购物车' })).toHaveProperty('disabled', true);

    fireEvent.click(within(banlangen).getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(server.of('/w1/addShoppingtrolley')[0]?.body.list).toEqual([{ product_id: 4, amount: 40 }]));
    expect(await screen.findByTestId('added-tip')).toBeTruthy();
  });

  it('removes an item only after asking', async () => {
    const server = quickServer({ oftenBuy: [item(P.banlangen, 6, 30), item(P.amox, 1, 2)] });
    open();
    await screen.findByTestId('keep-list');
    fireEvent.click(screen.getByRole('button', { name: '移除阿莫西林胶囊' }));
    await confirm('取消');
    expect(server.of('/w1/DelOftenbuy')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '移除阿莫西林胶囊' }));
    await confirm('确定');
    await waitFor(() => expect(server.of('/w1/DelOftenbuy')[0]?.query.product_id).toBe('1'));
    await waitFor(() => expect(screen.getAllByTestId('keep-item')).toHaveLength(1));
    expect($toasts.get().map((t) => t.text)).toContain('已移出常购清单');
  });

  it('keeps the keyword and the page in the URL', async () => {
    const many = Array.from({ length: 25 }, (_, i) => item(makeProduct({ product_id: 100 + i, ty_name: `常购药${i + 1}`, price: '1.00' }), 1, 1));
    const server = quickServer({ oftenBuy: many });
    const location = open();
    await screen.findByTestId('keep-list');
    expect(screen.getAllByTestId('keep-item')).toHaveLength(20);
    // Role queries over a page of 20 items are slow in jsdom: look inside the pager only.
    const pager = document.querySelector<HTMLElement>('nav[aria-label="分页"]')!;
    fireEvent.click(within(pager).getByRole('button', { name: '2' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/personal/keepList?page=2'));
    await waitFor(() => expect(screen.getAllByTestId('keep-item')).toHaveLength(5));
    const search = screen.getByPlaceholderText('在常购清单中搜索');
    fireEvent.change(search, { target: { value: '常购药2' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() => expect(location.history?.at(-1)).toBe(`/personal/keepList?keyword=${encodeURIComponent('常购药2')}`));
    await waitFor(() => expect(server.of('/w1/Myoftenbuy').at(-1)?.query).toMatchObject({ keyword: '常购药2', page: '1' }));
  });

  it('全部加入购物车 reorders the whole list in one add and reports the items left out', async () => {
    const many = Array.from({ length: 24 }, (_, i) => item(makeProduct({ product_id: 100 + i, ty_name: `常购药${i + 1}`, price: '1.00' }), 1, 2));
    const server = quickServer({ oftenBuy: [...many, item(P.lianhua, 2, 5), item(P.scopeless, 1, 1)] });
    open();
    await screen.findByTestId('keep-list');
    fireEvent.click(screen.getByText('全部加入购物车'));
    await waitFor(() => expect(server.of('/w1/addShoppingtrolley')).toHaveLength(1));
    const added = server.of('/w1/addShoppingtrolley')[0]!.body.list;
    expect(added).toHaveLength(24);
    expect(added[0]).toEqual({ product_id: 100, amount: 2 });
    expect(server.of('/w1/Myoftenbuy').at(-1)?.query.size).toBe('100');
    const outcome = await screen.findByTestId('keep-outcome');
    expect(outcome.textContent).toContain('已加入24种商品，2种未加入');
    expect(outcome.textContent).toContain('连花清瘟胶囊已售罄');
    expect(outcome.textContent).toContain('头孢呋辛酯片不在您的经营范围内');
  });

  it('says so when the list is empty, and offers a retry when it fails to load', async () => {
    quickServer();
    open();
    expect((await screen.findByTestId('empty')).textContent).toContain('常购清单是空的');
    cleanup();
    quickServer({ refuse: { '/w1/Myoftenbuy': '服务器繁忙' } });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('常购清单加载失败');
  });
});
