import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ProductDetailPage } from '../../src/features/product';
import { getProductDetail } from '../../src/api';
import { getCombinationList } from '../../src/api/specials';
import type { Combination } from '../../src/contract/specials';
import { addLines } from '../../src/stores/cart';
import { $session } from '../../src/stores/session';
import { makeDetail, makeProduct } from './catalog-fixtures';

vi.mock('../../src/api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api')>()),
  getProductDetail: vi.fn(),
}));
vi.mock('../../src/api/specials', () => ({ getCombinationList: vi.fn() }));
vi.mock('../../src/stores/cart', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/stores/cart')>()),
  addLines: vi.fn(async () => 3),
}));

const combo = (id: number, over: Partial<Combination> = {}): Combination => ({
  combination_id: id,
  name: `组合${id}`,
  combination_price: '30.00',
  client_total_price: '36.50',
  phase: 'running',
  end_time: Date.now() + 3_600_000,
  max_sets: 5,
  product_list: [
    { ...makeProduct({ product_id: 4, ty_name: '板蓝根颗粒' }), num: 2 },
    { ...makeProduct({ product_id: 9, ty_name: '医用外科口罩' }), num: 1 },
  ],
  ...over,
});

function open() {
  const { hook, searchHook } = memoryLocation({ path: '/productDetail/4' });
  return render(
    <Router hook={hook} searchHook={searchHook}>
      <Route path="/productDetail/:productId">
        <ProductDetailPage />
      </Route>
    </Router>,
  );
}

beforeEach(() => {
  // A whole logged-in session, token included: without one the first call fetches an anonymous token, which changes
  // the viewer key and reloads the slider (its cards mount again with 1 set) at a moment that depends on the load.
  $session.set({ ...$session.get(), token: 'test-token', client_id: 7, company_id: 1, salesman_id: undefined });
  vi.mocked(getProductDetail).mockReset();
  vi.mocked(getCombinationList).mockReset();
  vi.mocked(addLines).mockClear();
});
afterEach(cleanup);

describe('the combination slider on the detail page', () => {
  it('three cards at a time, slid by the arrows and the arrow keys, the others inert', async () => {
    vi.mocked(getProductDetail).mockResolvedValue(makeDetail({ combination_id: 1, combination_total: 4 }));
    vi.mocked(getCombinationList).mockResolvedValue([1, 2, 3, 4].map((id) => combo(id)));
    open();
    const slider = await screen.findByTestId('combination-slider', {}, { timeout: 5000 });
    const cards = within(slider).getAllByTestId('combination-card');
    expect(cards.map((c) => c.getAttribute('aria-hidden'))).toEqual(['false', 'false', 'false', 'true']);
    const prev = within(slider).getByRole('button', { name: '上一组套餐' });
    const next = within(slider).getByRole('button', { name: '下一组套餐' });
    expect(prev).toHaveProperty('disabled', true);
    fireEvent.keyDown(within(slider).getByRole('region'), { key: 'ArrowRight' });
    expect(cards.map((c) => c.getAttribute('aria-hidden'))).toEqual(['true', 'false', 'false', 'false']);
    expect(next).toHaveProperty('disabled', true);
    fireEvent.click(prev);
    expect(cards[0]!.getAttribute('aria-hidden')).toBe('false');
    expect(getCombinationList).toHaveBeenCalledWith(4);
  });

  it('each card: its products ×per set, 原价合计 and 套餐价; 加入购物车 sends the sets with combination_id', async () => {
    vi.mocked(getProductDetail).mockResolvedValue(makeDetail({ combination_id: 1, combination_total: 1 }));
    vi.mocked(getCombinationList).mockResolvedValue([combo(1), combo(2, { max_sets: 0 })]);
    open();
    const [card, soldOut] = await screen.findAllByTestId('combination-card', {}, { timeout: 5000 });
    expect(card!.textContent).toContain('×2');
    expect(within(card!).getByTestId('combination-total').textContent).toBe('原价合计¥36.50');
    expect(within(card!).getByTestId('combination-price').textContent).toBe('¥30.00');
    const sets = within(card!).getByLabelText('组合1 购买套数');
    fireEvent.change(sets, { target: { value: '2' } });
    fireEvent.blur(sets);
    fireEvent.click(within(card!).getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(addLines).toHaveBeenCalledWith([{ product_id: 4, amount: 2, combination_id: 1 }]));
    expect(within(soldOut!).getByRole('button', { name: '套餐已售罄' })).toHaveProperty('disabled', true);
  });

  it('no combination: no slider and no call', async () => {
    vi.mocked(getProductDetail).mockResolvedValue(makeDetail({}));
    open();
    await screen.findByRole('heading', { name: '板蓝根颗粒', level: 1 });
    expect(screen.queryByTestId('combination-slider')).toBeNull();
    expect(getCombinationList).not.toHaveBeenCalled();
  });
});

describe('a special price on the detail page', () => {
  it('shows 特价 with the usual price struck, and adds the line with special_id', async () => {
    vi.mocked(getProductDetail).mockResolvedValue(makeDetail({ price: '12.00', special_id: 6, discount_price: { price: '9.60' } }));
    open();
    const main = await screen.findByRole('region', { name: '板蓝根颗粒' });
    expect(within(main).getByTestId('special-price').textContent).toBe('¥9.60');
    expect(within(main).getAllByTestId('promotion-tag')[0]!.textContent).toBe('特价');
    fireEvent.click(within(main).getByRole('button', { name: '加入购物车' }));
    await waitFor(() => expect(addLines).toHaveBeenCalledWith([expect.objectContaining({ product_id: 4, special_id: 6 })]));
  });
});
