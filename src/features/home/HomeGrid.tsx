import type { ReactNode } from 'react';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** The home layout, shared by the page and its skeleton: menu | banners | announcements, then zones, then floors. */
export function HomeGrid({
  categories,
  banner,
  side,
  zones,
  floors,
}: {
  categories: ReactNode;
  banner: ReactNode;
  side: ReactNode;
  zones: ReactNode;
  floors: ReactNode;
}) {
  const css = useCss();
  return (
    <div
      className={css`
        display: grid; gap: 16px;
        .top { display: grid; grid-template-columns: ${categories ? '200px ' : ''}minmax(0, 1fr) 260px; height: 380px; gap: 0 12px; }
        .top > * { min-height: 0; }
        .side { background: ${t.surface}; border-radius: 8px; border: 1px solid ${t.border}; padding: 16px; overflow: hidden; }
        .floors { display: grid; gap: 16px; }
        @media (max-width: 900px) {
          .top { grid-template-columns: minmax(0, 1fr); height: auto; gap: 12px; }
          .top > nav { display: none; }
        }
      `}
    >
      <div className="top">
        {categories}
        <div>{banner}</div>
        <aside className="side">{side}</aside>
      </div>
      {zones}
      <div className="floors">{floors}</div>
    </div>
  );
}
