import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ListingFilters } from '../../src/features/catalog/ListingFilters';
import type { ProductSearchParams } from '../../src/api';

afterEach(cleanup);

function setup(params: ProductSearchParams) {
  const onChange = vi.fn();
  render(<ListingFilters params={params} onChange={onChange} />);
  return onChange;
}

describe('ListingFilters', () => {
  it('marks the chosen chips and hands back page 1 with the new choice', () => {
    const onChange = setup({ keyword: '片', page: 3, size: 30, drug_type: 1 });
    const types = screen.getByRole('group', { name: '药品类型' });
    expect(within(types).getByRole('button', { name: '注射剂' }).getAttribute('aria-pressed')).toBe('true');
    expect(within(types).getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(screen.getByRole('group', { name: '经营范围' })).getByRole('button', { name: '处方药' }));
    expect(onChange).toHaveBeenLastCalledWith({ keyword: '片', page: 1, size: 30, drug_type: 1, business_scope: 0 });
    fireEvent.click(within(types).getByRole('button', { name: '全部' }));
    expect(onChange).toHaveBeenLastCalledWith({ keyword: '片', page: 1, size: 30 });
  });

  it('does not let a visitor sort by a price they are not shown', () => {
    setup({ page: 1, size: 20 });
    const sort = screen.getByRole('group', { name: '排序' });
    expect((within(sort).getByRole('button', { name: '价格从低到高' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(sort).getByRole('button', { name: '销量' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers 清除筛选 only when a narrowing filter is set', () => {
    setup({ keyword: 'x', page: 1, size: 20, sort: 'sales' });
    expect(screen.queryByRole('button', { name: '清除筛选' })).toBeNull();
    cleanup();
    const onChange = setup({ keyword: 'x', page: 2, size: 20, in_stock: 1 });
    fireEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(onChange).toHaveBeenLastCalledWith({ keyword: 'x', page: 1, size: 20 });
  });
});
