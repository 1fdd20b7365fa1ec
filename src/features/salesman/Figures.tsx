import type { ReactNode } from 'react';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** A row of labelled figures (home, credit totals, report totals). */
export function Figures({ items, label }: { items: { label: string; value: ReactNode; tone?: 'price' | 'warn' }[]; label: string }) {
  const css = useCss();
  return (
    <dl
      aria-label={label}
      className={css`
        display: grid; grid-template-columns: repeat(auto-fill, minmax(140px, 1fr)); gap: 10px; margin: 0 0 16px;
        div { background: ${t.bg}; border-radius: 6px; padding: 10px 14px; }
        dt { font-size: 12px; color: ${t.muted}; }
        dd { margin: 4px 0 0; font-size: 20px; font-weight: 700; color: ${t.text}; white-space: nowrap; }
        dd[data-tone='price'] { color: ${t.price}; }
        dd[data-tone='warn'] { color: ${t.warn}; }
      `}
    >
      {items.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd data-tone={f.tone}>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
