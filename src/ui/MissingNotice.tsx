import { Link } from 'wouter';
import { useCss } from './styled';
import { t } from './theme';

/** A page's "this thing does not exist" state (unknown brand, withdrawn announcement) with ways onward. */
export function MissingNotice({ title, message, links }: { title: string; message: string; links: { href: string; label: string }[] }) {
  const css = useCss();
  const cls = css`
    text-align: center; padding: 64px 16px; background: ${t.surface}; border-radius: 10px; border: 1px solid ${t.border};
    h1 { font-size: 20px; margin: 0 0 8px; }
    p { color: ${t.muted}; margin: 0 0 18px; }
    a { color: ${t.primary}; margin: 0 10px; }
  `;
  return (
    <div role="alert" className={cls} data-testid="missing">
      <h1>{title}</h1>
      <p>{message}</p>
      {links.map((l) => (
        <Link key={l.href} href={l.href}>
          {l.label}
        </Link>
      ))}
    </div>
  );
}
