import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** A home section's heading: title, optional subtitle, and the "更多" link to the full list. */
export function SectionHeading({ id, title, subtitle, more }: { id: string; title: ReactNode; subtitle?: string; more?: string }) {
  const css = useCss();
  return (
    <div
      className={css`
        display: flex; align-items: baseline; gap: 12px; margin: 0 0 12px;
        h2 { margin: 0; font-size: 18px; color: ${t.text}; }
        .sub { color: ${t.muted}; font-size: 13px; }
        .more { margin-left: auto; color: ${t.muted}; text-decoration: none; font-size: 13px; white-space: nowrap; }
        .more:hover, .more:focus-visible { color: ${t.primary}; }
      `}
    >
      <h2 id={id}>{title}</h2>
      {subtitle && <span className="sub">{subtitle}</span>}
      {more && (
        <Link href={more} className="more" aria-label={`更多${typeof title === 'string' ? title : ''}`}>
          更多 ›
        </Link>
      )}
    </div>
  );
}
