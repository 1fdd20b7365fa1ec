import type { ReactNode } from 'react';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

export interface Column<T> {
  title: string;
  cell: (row: T) => ReactNode;
  num?: boolean;
  /** Keep on one line (dates, codes). */
  nowrap?: boolean;
}

/** The console's tables (region clients, credit, report rows, rankings): a caption for screen readers, numbers right-aligned. */
export function Table<T>({ caption, columns, rows, rowKey, testId }: { caption: string; columns: Column<T>[]; rows: T[]; rowKey: (r: T) => string | number; testId?: string }) {
  const css = useCss();
  return (
    <div className={css`overflow-x: auto;`}>
      <table
        data-testid={testId}
        className={css`
          width: 100%; border-collapse: collapse; font-size: 13px;
          caption { text-align: left; font-weight: 600; padding: 4px 0 8px; }
          th, td { border-bottom: 1px solid ${t.border}; padding: 7px 8px; text-align: left; vertical-align: middle; }
          th { background: ${t.bg}; font-weight: 600; white-space: nowrap; }
          .num { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
          .nowrap { white-space: nowrap; }
        `}
      >
        <caption>{caption}</caption>
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
            <tr key={rowKey(r)}>
              {columns.map((c) => (
                <td key={c.title} className={c.num ? 'num' : c.nowrap ? 'nowrap' : undefined}>
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
