import { Link } from 'wouter';
import type { ZoneEntry } from '../../contract/content';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

const COLOURS = ['#0f7b6c', '#d0252b', '#1d4ed8', '#b45309', '#7c3aed', '#0e7490'];

/**
 * Entries to the zones (clinic, special price, brands, …). The badge shows the zone's first character rather
 * than the emoji the server suggests: clinic PCs often have no emoji font.
 */
export function ZoneEntries({ zones }: { zones: ZoneEntry[] }) {
  const css = useCss();
  if (zones.length === 0) return null;
  return (
    <nav
      aria-label="专区入口"
      data-testid="zone-entries"
      className={css`
        display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
        a { display: flex; align-items: center; gap: 12px; padding: 14px 16px; border-radius: 8px; background: ${t.surface}; border: 1px solid ${t.border}; text-decoration: none; color: ${t.text}; transition: box-shadow .15s, border-color .15s; }
        a:hover, a:focus-visible { border-color: var(--c); box-shadow: 0 4px 14px rgba(0,0,0,.08); }
        a:focus-visible { outline: 2px solid ${t.focus}; outline-offset: 2px; }
        .badge { flex: none; width: 40px; height: 40px; border-radius: 50%; display: flex; align-items: center; justify-content: center; color: #fff; background: var(--c); font-weight: 700; font-size: 18px; }
        strong { display: block; font-size: 15px; }
        small { color: ${t.muted}; font-size: 12px; }
      `}
    >
      {zones.map((z, i) => (
        <Link key={z.url} href={z.url} style={{ ['--c' as string]: COLOURS[i % COLOURS.length] }}>
          <span className="badge" aria-hidden="true">
            {[...z.name][0]}
          </span>
          <span>
            <strong>{z.name}</strong>
            <small>{z.desc}</small>
          </span>
        </Link>
      ))}
    </nav>
  );
}
