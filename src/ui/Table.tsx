import type { ReactNode } from 'react';
import { useCss } from './styled';
import { t } from './theme';

export interface Column<T> {
  title: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned, tabular figures (amounts, counts). */
  num?: boolean;
  /** Keep on one line (dates, codes). */
  nowrap?: boolean;
  /** A class for the cell by its row (a credit shown in green, a debit in red). */
  tone?: (row: T) => string | undefined;
}

/** A cell's class: alignment by the column, tone by the row. */
export const cellClass = <T,>(c: Column<T>, r: T): string | undefined =>
  [c.num ? 'num' : c.nowrap ? 'nowrap' : '', c.tone?.(r) ?? ''].join(' ').trim() || undefined;

/** The classes of a data table (this one, and the back office's server-sorted DataTable). */
export function useTableClasses() {
  const css = useCss();
  return {
    wrap: css`overflow-x: auto;`,
    hidden: css`position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`,
    table: css`
      width: 100%; border-collapse: collapse; font-size: 13px;
      caption { text-align: left; font-weight: 600; padding: 4px 0 8px; }
      th, td { border-bottom: 1px solid ${t.border}; padding: 8px; text-align: left; vertical-align: middle; }
      th { background: ${t.bg}; color: ${t.muted}; font-weight: 600; white-space: nowrap; }
      .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
      .nowrap { white-space: nowrap; }
      .in { color: ${t.primary}; } .out { color: ${t.price}; } .danger { color: ${t.danger}; }
    `,
  };
}

/**
 * A data table: a caption for screen readers (shown, or only read when a heading above already says it), header
 * cells scoped to their columns, numbers right-aligned, scrolling sideways on a narrow screen. Used by the wallet
 * pages and the salesman console.
 */
export function Table<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  rowData,
  testId,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: Column<T>[];
  rows: T[];
  rowKey: (r: T) => string | number;
  /** data-* attributes of a row (data-testid, data-status…). */
  rowData?: (r: T) => Record<`data-${string}`, string | number>;
  testId?: string;
}) {
  const { wrap, table, hidden } = useTableClasses();
  return (
    <div className={wrap}>
      <table data-testid={testId} className={table}>
        <caption className={captionHidden ? hidden : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.title} scope="col" className={c.num ? 'num' : undefined}>
                {c.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} {...rowData?.(r)}>
              {columns.map((c) => (
                <td key={c.title} className={cellClass(c, r)}>
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
