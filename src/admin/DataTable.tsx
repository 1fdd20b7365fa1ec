/**
 * The back office's lists: a TanStack Table (headless, @tanstack/react-table) in manual mode — the server pages,
 * sorts and filters, the table renders the page it was given and turns a click on a sortable header into the next
 * sort for the caller to ask the server for. Rendering and classes are ui/Table's, so the buyer's and the back
 * office's tables look alike; the headers carry aria-sort and a button for the keyboard.
 */
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState, type Updater } from '@tanstack/react-table';
import { useCss } from '../ui/styled';
import { cellClass, useTableClasses, type Column } from '../ui/Table';
import { t } from '../ui/theme';

export interface DataColumn<T> extends Column<T> {
  /** The server's sort key when the column can be sorted by it. */
  sort?: string;
}

export interface Sort<K extends string = string> {
  by: K;
  dir: 'asc' | 'desc';
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  rowData,
  testId,
  sort,
  onSort,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: DataColumn<T>[];
  rows: T[];
  rowKey: (r: T) => string | number;
  rowData?: (r: T) => Record<`data-${string}`, string | number>;
  testId?: string;
  /** The sort the server applied, and what to do with a new one (both or neither). */
  sort?: Sort;
  onSort?: (next: Sort) => void;
}) {
  const css = useCss();
  const { wrap, table, hidden } = useTableClasses();
  const sorting: SortingState = sort ? [{ id: sort.by, desc: sort.dir === 'desc' }] : [];
  const defs: ColumnDef<T>[] = columns.map((c) => ({
    id: c.sort ?? c.title,
    // TanStack sorts only accessor columns; the server sorts, so the value itself is never read.
    accessorFn: () => null,
    header: c.title,
    cell: (ctx) => c.cell(ctx.row.original),
    enableSorting: Boolean(c.sort && onSort),
    meta: c,
  }));
  const onSortingChange = (u: Updater<SortingState>) => {
    const [next] = typeof u === 'function' ? u(sorting) : u;
    if (next && onSort) onSort({ by: next.id, dir: next.desc ? 'desc' : 'asc' });
  };
  const grid = useReactTable<T>({
    data: rows,
    columns: defs,
    state: { sorting },
    onSortingChange,
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    sortDescFirst: true,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (r) => String(rowKey(r)),
  });
  const sortButton = css`
    border: none; background: none; padding: 0; font: inherit; color: inherit; cursor: pointer; display: inline-flex; gap: 4px; align-items: center;
    &:focus-visible { outline: 2px solid ${t.primary}; outline-offset: 2px; }
  `;
  return (
    <div className={wrap}>
      <table data-testid={testId} className={table}>
        <caption className={captionHidden ? hidden : undefined}>{caption}</caption>
        <thead>
          {grid.getHeaderGroups().map((g) => (
            <tr key={g.id}>
              {g.headers.map((h) => {
                const c = h.column.columnDef.meta as DataColumn<T>;
                const dir = h.column.getIsSorted();
                return (
                  <th key={h.id} scope="col" className={c.num ? 'num' : undefined} aria-sort={dir ? ARIA_SORT[dir] : undefined}>
                    {h.column.getCanSort() ? (
                      <button type="button" className={sortButton} onClick={h.column.getToggleSortingHandler()}>
                        {c.title}
                        <span aria-hidden="true">{dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      flexRender(h.column.columnDef.header, h.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {grid.getRowModel().rows.map((row) => (
            <tr key={row.id} {...rowData?.(row.original)}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={cellClass(cell.column.columnDef.meta as DataColumn<T>, row.original)}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
