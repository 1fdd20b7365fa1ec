/**
 * The tab strip (ui/Tabs.tsx) of the orders list, the coupons page and the sales report: one tab stop, arrow keys
 * select the previous or next tab and move focus there (wrapping), Home and End go to the ends.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TabList } from '../../src/ui/Tabs';

afterEach(cleanup);

const ITEMS = [
  { key: 0, label: '全部' },
  { key: 1, label: '待付款' },
  { key: 2, label: '待发货' },
  { key: 3, label: '已完成' },
] as const;

function Harness({ onSelect }: { onSelect?: (k: number) => void }) {
  const [tab, setTab] = useState<number>(1);
  return (
    <TabList
      label="订单状态"
      items={ITEMS}
      selected={tab}
      onSelect={(k) => {
        onSelect?.(k);
        setTab(k);
      }}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedName = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

describe('TabList', () => {
  it('has one tab stop: the selected tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: '订单状态' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
  });

  it('arrow keys select the next and previous tab, wrapping, and move focus with the selection', () => {
    const picked: number[] = [];
    render(<Harness onSelect={(k) => picked.push(k)} />);
    tab('待付款').focus();
    fireEvent.keyDown(tab('待付款'), { key: 'ArrowRight' });
    expect(selectedName()).toBe('待发货');
    expect(document.activeElement).toBe(tab('待发货'));
    fireEvent.keyDown(tab('待发货'), { key: 'ArrowRight' });
    fireEvent.keyDown(tab('已完成'), { key: 'ArrowRight' });
    expect(selectedName()).toBe('全部');
    fireEvent.keyDown(tab('全部'), { key: 'ArrowLeft' });
    expect(selectedName()).toBe('已完成');
    expect(document.activeElement).toBe(tab('已完成'));
    expect(picked).toEqual([2, 3, 0, 3]);
  });

  it('Home and End go to the first and last tab; other keys do nothing', () => {
    render(<Harness />);
    fireEvent.keyDown(tab('待付款'), { key: 'End' });
    expect(selectedName()).toBe('已完成');
    fireEvent.keyDown(tab('已完成'), { key: 'Home' });
    expect(selectedName()).toBe('全部');
    fireEvent.keyDown(tab('全部'), { key: 'a' });
    expect(selectedName()).toBe('全部');
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it('a click selects as before', () => {
    render(<Harness />);
    fireEvent.click(tab('已完成'));
    expect(selectedName()).toBe('已完成');
  });
});
