import { describe, expect, it, beforeEach } from 'vitest';
import { render, screen, fireEvent, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { UpgradeNotice } from '../../src/site/layout/UpgradeNotice';
import { QuantityStepper } from '../../src/ui/QuantityStepper';
import { ProductCard } from '../../src/features/catalog/ProductCard';
import { $session } from '../../src/stores/session';
import type { Product } from '../../src/contract/catalog';
import { useState } from 'react';

afterEach(cleanup);

const product: Product = {
  product_id: 7, product_code: 'P7', ty_name: '阿莫西林胶囊', manufacturer: '华北制药', product_standard: '0.25g*24粒',
  product_dw: '盒', thumb: '/img/drug-7.svg', tag: [{ name: '热销' }], medicare_code: 'XJ01CAA040E001', business_scope: 0,
  drug_type: 0, approval_number: '国药准字H13020599', brand: '华北', supplier: '华北制药', class_id: 2, validity: '2027-12-31',
  switch: 1, stock: 100, is_failure: 0, is_zhengjian: 0, zhongbaozhuang_num: 10, near_expiration_date: 0,
};

describe('UpgradeNotice', () => {
  it('shows the upgrade window only when the flag is set', () => {
    const { unmount } = render(<UpgradeNotice enabled={false} />);
    expect(screen.queryByText(/1月1日至1月3日/)).toBeNull();
    unmount();
    render(<UpgradeNotice enabled />);
    expect(screen.getByText(/2022年1月1日至1月3日/).textContent).toContain('1月4日起恢复正常服务');
  });
});

describe('QuantityStepper', () => {
  function Harness() {
    const [n, setN] = useState(10);
    return (
      <>
        <QuantityStepper value={n} rule={{ step: 10, min: 10, max: 50 }} onChange={setN} />
        <output data-testid="value">{n}</output>
      </>
    );
  }
  it('steps by the packing size and snaps typed values with a reason', () => {
    render(<Harness />);
    fireEvent.click(screen.getByLabelText('增加'));
    expect(screen.getByTestId('value').textContent).toBe('20');
    const input = screen.getByLabelText('购买数量') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '33' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('40');
    expect(screen.getByRole('alert').textContent).toBe('购买数量须为10的倍数');
    fireEvent.change(input, { target: { value: '999' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('value').textContent).toBe('50');
    expect(screen.getByLabelText('增加')).toHaveProperty('disabled', true);
  });
});

describe('ProductCard', () => {
  beforeEach(() => $session.set({ ...$session.get(), client_id: undefined, company_id: undefined }));
  it('hides prices from visitors', () => {
    render(<ProductCard product={product} onAdd={() => {}} />);
    expect(screen.getByTestId('price-hidden').textContent).toBe('登录后可见价格');
    expect(screen.queryByTestId('price')).toBeNull();
  });
  it('shows the price to a logged-in client and disables buying an awaiting-restock item', () => {
    $session.set({ ...$session.get(), client_id: 1, company_id: 1 });
    render(<ProductCard product={{ ...product, price: '12.50', stock: 0 }} onAdd={() => {}} />);
    expect(screen.getByTestId('price').textContent).toBe('¥12.50');
    expect(screen.getByText('待补货')).toBeTruthy();
    expect(screen.getByRole('button', { name: '加入购物车' })).toHaveProperty('disabled', true);
  });
});
