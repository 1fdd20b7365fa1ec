import { afterEach, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { ProductTags, promotionTags } from '../../src/features/catalog/ProductTags';
import { makeProduct } from './catalog-fixtures';

afterEach(cleanup);

const actName = [
  { kind: 'seckill' as const, id: 3, act_type: 1 as const, name: '周三秒杀' },
  { kind: 'presale' as const, id: 8, act_type: 1 as const, name: '冬季预售' },
  { kind: 'coupon' as const, id: 5, act_type: 2 as const, name: '本品满50减5' },
];

it('a product in activities shows their tags and 优惠活动 n; the dialog pictures each with a link to where it is bought', () => {
  const product = makeProduct({ product_id: 42, ty_name: '连花清瘟胶囊', actName });
  expect(promotionTags(product)).toEqual(['秒杀', '预售']);
  render(<ProductTags product={product} />);
  fireEvent.click(screen.getByRole('button', { name: '优惠活动 3' }));
  const dialog = screen.getByTestId('activity-tip-dialog');
  expect(within(dialog).getByText('连花清瘟胶囊 · 优惠活动')).toBeTruthy();
  expect(within(dialog).getAllByTestId('activity-poster')).toHaveLength(3);
  const links = within(dialog).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
  expect(links).toEqual([
    ['去看看 ›', '/seckillPage'],
    ['去看看 ›', '/promotion/8'],
    ['去领券 ›', '/couponList'],
  ]);
  expect(within(dialog).getByText('本品满50减5')).toBeTruthy();
});

it('a product in no activity has no 优惠活动 button', () => {
  render(<ProductTags product={makeProduct({ product_id: 7 })} />);
  expect(screen.queryByTestId('activity-tip')).toBeNull();
});
