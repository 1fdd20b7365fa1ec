import { PAGE_SIZES, PAGER_COUNT } from '../model/constants';
import { useCss } from './styled';
import { t } from './theme';

/** Page numbers to show: `count` slots, first and last always, ellipses (null) where pages are skipped. */
export function pagerItems(page: number, pages: number, count = PAGER_COUNT): (number | null)[] {
  if (pages <= count) return Array.from({ length: pages }, (_, i) => i + 1);
  const inner = count - 2;
  const start = Math.min(Math.max(2, page - Math.floor((inner - 1) / 2)), pages - inner);
  const mid: (number | null)[] = Array.from({ length: inner }, (_, i) => start + i);
  if (start > 2) mid[0] = null;
  if (start + inner - 1 < pages - 1) mid[inner - 1] = null;
  return [1, ...mid, pages];
}

export function Pager({
  page,
  size,
  total,
  onChange,
}: {
  page: number;
  size: number;
  total: number;
  onChange: (page: number, size: number) => void;
}) {
  const css = useCss();
  const pages = Math.max(1, Math.ceil(total / size));
  const cls = css`
    display: flex; align-items: center; gap: 6px; justify-content: center; margin: 20px 0; flex-wrap: wrap;
    button { min-width: 32px; height: 32px; border: 1px solid ${t.border}; background: ${t.surface}; border-radius: 4px; cursor: pointer; font: inherit; color: ${t.text}; }
    button[aria-current='page'] { background: ${t.primary}; border-color: ${t.primary}; color: #fff; }
    button:disabled { opacity: .45; cursor: not-allowed; }
    select { height: 32px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
    span { color: ${t.muted}; }
  `;
  return (
    <nav className={cls} aria-label="分页">
      <span>共 {total} 条</span>
      <select aria-label="每页条数" value={size} onChange={(e) => onChange(1, Number(e.target.value))}>
        {PAGE_SIZES.map((s) => (
          <option key={s} value={s}>
            {s}条/页
          </option>
        ))}
      </select>
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1, size)} aria-label="上一页">
        ‹
      </button>
      {pagerItems(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap${i}`}>…</span>
        ) : (
          <button key={n} type="button" aria-current={n === page ? 'page' : undefined} onClick={() => onChange(n, size)}>
            {n}
          </button>
        ),
      )}
      <button type="button" disabled={page >= pages} onClick={() => onChange(page + 1, size)} aria-label="下一页">
        ›
      </button>
    </nav>
  );
}
