import type { ReactNode } from 'react';
import { Empty } from '../../ui/States';
import { useCss } from '../../ui/styled';

export interface PhaseSection<T> {
  id: string;
  title: string;
  has: (item: T) => boolean;
  /** Shown when the section has nothing; without it an empty section is left out. */
  empty?: string;
}

/**
 * An activity list split by phase (正在抢购 / 即将开始 / 已结束…): a titled grid of cards per section, in the order
 * given. Sections are labelled by their heading (`{prefix}-{id}`), which is also their test id.
 */
export function PhaseSections<T>({ items, sections, prefix, accent, card }: { items: T[]; sections: PhaseSection<T>[]; prefix: string; accent: string; card: (item: T) => ReactNode }) {
  const css = useCss();
  const cls = css`
    display: grid; gap: 24px;
    h2 { margin: 0 0 10px; font-size: 18px; border-left: 4px solid ${accent}; padding-left: 10px; }
    .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 14px; }
  `;
  return (
    <div className={cls}>
      {sections.map((s) => {
        const shown = items.filter(s.has);
        if (shown.length === 0 && !s.empty) return null;
        return (
          <section key={s.id} aria-labelledby={`${prefix}-${s.id}`} data-testid={`${prefix}-${s.id}`}>
            <h2 id={`${prefix}-${s.id}`}>{s.title}</h2>
            {shown.length === 0 ? <Empty>{s.empty}</Empty> : <div className="grid">{shown.map(card)}</div>}
          </section>
        );
      })}
    </div>
  );
}
