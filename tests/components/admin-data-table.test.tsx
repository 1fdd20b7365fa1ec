/** The back office's DataTable (TanStack Table in manual mode): rows as given, sortable headers as buttons with aria-sort, a click asks for the next sort. */
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type Sort } from '../../src/admin/DataTable';

afterEach(cleanup);

type Row = { id: number; name: string; total: string };
const rows: Row[] = [
  { id: 2, name: '乙', total: '9.00' },
  { id: 1, name: '甲', total: '12.50' },
];
const columns = [
  { title: '名称', cell: (r: Row) => r.name },
  { title: '金额', sort: 'total', num: true, cell: (r: Row) => r.total },
];

it('renders the rows in the order the server sent, numbers right-aligned; only sortable columns get a button', () => {
  render(<DataTable<Row> caption="订单" rows={rows} rowKey={(r) => r.id} columns={columns} sort={{ by: 'total', dir: 'desc' }} onSort={() => undefined} />);
  const table = screen.getByRole('table', { name: '订单' });
  expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['乙9.00', '甲12.50']);
  expect(within(table).getByRole('columnheader', { name: /金额/ }).getAttribute('aria-sort')).toBe('descending');
  expect(within(table).getByRole('columnheader', { name: '名称' }).getAttribute('aria-sort')).toBeNull();
  expect(within(table).getAllByRole('button').map((b) => b.textContent)).toEqual(['金额▼']);
  expect(within(table).getAllByRole('cell')[1]!.className).toContain('num');
});

it('a click on the sorted header asks for the other direction; on another sortable column, for that column', () => {
  const onSort = vi.fn<(s: Sort) => void>();
  const cols = [{ title: '时间', sort: 'created_at', cell: (r: Row) => r.id }, ...columns];
  const { rerender } = render(<DataTable<Row> caption="订单" rows={rows} rowKey={(r) => r.id} columns={cols} sort={{ by: 'total', dir: 'desc' }} onSort={onSort} />);
  fireEvent.click(screen.getByRole('button', { name: /金额/ }));
  expect(onSort).toHaveBeenLastCalledWith({ by: 'total', dir: 'asc' });
  fireEvent.click(screen.getByRole('button', { name: /时间/ }));
  expect(onSort).toHaveBeenLastCalledWith({ by: 'created_at', dir: 'desc' });
  rerender(<DataTable<Row> caption="订单" rows={rows} rowKey={(r) => r.id} columns={cols} />);
  expect(screen.queryAllByRole('button')).toHaveLength(0);
});
