import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ProductCard } from '../../src/features/catalog';
import { brandColour } from '../../src/features/brands/brand-colour';
import { $session } from '../../src/stores/session';
import type { Product } from '../../src/contract/catalog';

afterEach(cleanup);

const special: Product = {
  product_id: 9, product_code: 'P9', ty_name: '独一味胶囊', manufacturer: '云南白药集团股份有限公司', product_standard: '0.3g*12粒',
  product_dw: '盒', thumb: '', tag: [], medicare_code: '', business_scope: 1, drug_type: 0, approval_number: '国药准字Z20025464',
  brand: '云南白药', supplier: '云南白药', class_id: 2, validity: '2027-12-31', switch: 1, stock: 100, is_failure: 0,
  is_zhengjian: 0, zhongbaozhuang_num: 1, near_expiration_date: 0, price: '18.80', original_price: '23.50',
};

describe('special-price card', () => {
  beforeEach(() => $session.set({ ...$session.get(), client_id: 1, company_id: 1 }));
  afterEach(() => $session.set({ ...$session.get(), client_id: undefined, company_id: undefined }));

  it('shows the price before the markdown struck through beside the price', () => {
    render(<ProductCard product={special} onAdd={() => {}} />);
    expect(screen.getByTestId('price').textContent).toBe('¥18.80');
    const was = screen.getByTestId('original-price');
    expect(was.tagName).toBe('DEL');
    expect(was.textContent).toBe('¥23.50');
  });

  it('shows no original price on an ordinary product', () => {
    render(<ProductCard product={{ ...special, original_price: undefined }} onAdd={() => {}} />);
    expect(screen.queryByTestId('original-price')).toBeNull();
  });
});

describe('brand colour', () => {
  it('passes plain hex colours and replaces anything else', () => {
    expect(brandColour('#c8102e')).toBe('#c8102e');
    expect(brandColour('#abc')).toBe('#abc');
    expect(brandColour('red; background: url(x)')).toBe('#0f7b6c');
    expect(brandColour('')).toBe('#0f7b6c');
    expect(brandColour('#12345g', '#000')).toBe('#000');
  });
});
