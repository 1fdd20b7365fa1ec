/** The issue-18 behaviours of the catalogue screens: maker combobox, quantity hint, pack shot, card facts. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MakerFilter } from '../../src/features/catalog/MakerFilter';
import type { MakerOption } from '../../src/features/catalog/maker-match';
import { QuantityStepper, HINT_MS } from '../../src/ui/QuantityStepper';
import { ProductThumb } from '../../src/ui/ProductThumb';
import { quantityRule } from '../../src/model/product-rules';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const MAKERS: MakerOption[] = [
  { name: '石药集团欧意药业有限公司', count: 30, initials: 'syjtoyyyyxgs', full: 'shiyaojituanouyiyaoyeyouxiangongsi' },
  { name: '石家庄以岭药业股份有限公司', count: 20, initials: 'sjzylyygfyxgs', full: 'shijiazhuangyilingyaoyegufenyouxiangongsi' },
  { name: '华润三九医药股份有限公司', count: 10, initials: 'hrsjyygfyxgs', full: 'huarunsanjiuyiyaogufenyouxiangongsi' },
];

describe('MakerFilter', () => {
  it('narrows the makers by pinyin as the buyer types; ↓ Enter picks', () => {
    const onPick = vi.fn();
    render(<MakerFilter makers={MAKERS} value={undefined} onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: '生产厂家' });
    fireEvent.focus(box);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(4); // 全部厂家 + 3
    fireEvent.change(box, { target: { value: 'hrsj' } });
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['全部厂家', '华润三九医药股份有限公司10个商品']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith('华润三九医药股份有限公司');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Enter on typed text picks the best match; Esc keeps the current choice; × clears it', () => {
    const onPick = vi.fn();
    render(<MakerFilter makers={MAKERS} value="石药集团欧意药业有限公司" onPick={onPick} />);
    const box = screen.getByRole('combobox', { name: '生产厂家' }) as HTMLInputElement;
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '以岭' } });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('石药集团欧意药业有限公司');
    expect(onPick).not.toHaveBeenCalled();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'yiling' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onPick).toHaveBeenLastCalledWith('石家庄以岭药业股份有限公司');
    fireEvent.click(screen.getByRole('button', { name: '清除生产厂家' }));
    expect(onPick).toHaveBeenLastCalledWith(undefined);
  });

  it('says when nothing matches', () => {
    render(<MakerFilter makers={MAKERS} value={undefined} onPick={vi.fn()} />);
    const box = screen.getByRole('combobox', { name: '生产厂家' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '不存在的厂' } });
    expect(screen.getByText('没有匹配的厂家')).toBeTruthy();
  });
});

describe('QuantityStepper hint', () => {
  const rule = quantityRule({ stock: 100, zhongbaozhuang_num: 10 });

  it('shows why a typed quantity was corrected, and drops it at the next edit', () => {
    render(<QuantityStepper value={10} rule={rule} onChange={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: '购买数量' });
    fireEvent.change(input, { target: { value: '15' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).not.toBe('');
    fireEvent.change(input, { target: { value: '2' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops the hint by itself after a few seconds', () => {
    vi.useFakeTimers();
    render(<QuantityStepper value={10} rule={rule} onChange={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: '购买数量' });
    fireEvent.change(input, { target: { value: '15' } });
    fireEvent.blur(input);
    expect(screen.queryByRole('alert')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(HINT_MS + 10);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ProductThumb', () => {
  it('draws a box with the product particulars when there is no photo (once its lazy drawing has loaded)', async () => {
    render(
      <ProductThumb name="阿莫西林胶囊" thumb="" pack={{ spec: '0.25g*24粒', manufacturer: '石药集团欧意药业有限公司', businessScope: 0, drugType: 0 }} />,
    );
    const img = await screen.findByRole('img', { name: '阿莫西林胶囊，0.25g*24粒，石药集团欧意药业有限公司，处方药' });
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img.textContent).toContain('Rx');
    expect(img.textContent).toContain('0.25g*24粒');
  });

  it('shows the real picture when the product has one', () => {
    render(<ProductThumb name="电子血压计" thumb="https://img.example/bp.jpg" />);
    expect(screen.getByRole('img', { name: '电子血压计' }).tagName.toLowerCase()).toBe('img');
  });
});

describe('ProductCard', () => {
  it('shows approval number, expiry and stock state to everyone; retail price and margin only after login', async () => {
    const { ProductCard } = await import('../../src/features/catalog/ProductCard');
    const { makeProduct } = await import('./catalog-fixtures');
    const { $session } = await import('../../src/stores/session');
    const product = makeProduct({ stock: 40, tag: [{ name: '特价' }], price: '12.00', retail_price: '18.00', margin: '33.33' });
    render(<ProductCard product={product} onAdd={vi.fn()} />);
    const card = screen.getByTestId('product-card');
    expect(within(card).getByTestId('approval-number').textContent).toBe('国药准字Z44021940');
    expect(within(card).getByTestId('validity').textContent).toBe('效期：2028-11-12');
    expect(within(card).getByTestId('stock-level').textContent).toBe('库存：紧张');
    expect(within(card).getAllByTestId('promotion-tag').map((t) => t.textContent)).toEqual(['特价']);
    expect(within(card).queryByTestId('retail')).toBeNull();
    act(() => $session.set({ ...$session.get(), client_id: 7, company_id: 1 }));
    expect(within(card).getByTestId('retail').textContent).toBe('零售价 ¥18.00毛利率 33.33%');
    act(() => $session.set({ ...$session.get(), client_id: undefined, company_id: undefined }));
  });
});
