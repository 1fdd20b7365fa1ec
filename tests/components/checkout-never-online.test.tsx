/**
 * A drug that may never be sold online (never_online from the server) on the product card and the detail buy box:
 * the reason is shown and every buy button is disabled, for a logged-in client, whatever its stock or scope.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ProductCard } from '../../src/features/catalog/ProductCard';
import { BuyBox } from '../../src/features/product/BuyBox';
import { $session } from '../../src/stores/session';
import { HostEnvContext } from '../../src/ui/host-env';
import { makeProduct } from './catalog-fixtures';

const vaccine = makeProduct({ product_id: 401, ty_name: '冻干人用狂犬病疫苗(Vero细胞)', price: '268.00', stock: 500, never_online: 1, warnTip: '禁止网上销售' });

beforeEach(() => $session.set({ ...$session.get(), client_id: 7, company_id: 1, salesman_id: undefined }));
afterEach(cleanup);

describe('never sold online in the browser', () => {
  it('the card says 禁止网上销售 and cannot add to the cart', () => {
    render(<ProductCard product={vaccine} onAdd={() => {}} onBuyNow={() => {}} />);
    expect(screen.getByText('禁止网上销售')).toBeTruthy();
    for (const b of screen.getAllByRole('button').filter((x) => /加入购物车|立即购买/.test(x.textContent ?? ''))) {
      expect(b).toHaveProperty('disabled', true);
    }
  });

  it('the detail buy box disables add-to-cart and buy now', () => {
    render(
      <HostEnvContext.Provider value={{ kind: 'site', navigate: vi.fn(), requireLogin: vi.fn() }}>
        <BuyBox product={vaccine} />
      </HostEnvContext.Provider>,
    );
    expect(screen.getByText('禁止网上销售')).toBeTruthy();
    expect(screen.getByRole('button', { name: '加入购物车' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '立即购买' })).toHaveProperty('disabled', true);
  });
});
