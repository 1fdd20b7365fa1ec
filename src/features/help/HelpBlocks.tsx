import { useEffect } from 'react';
import { Link } from 'wouter';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { CertificateCard } from './CertificateCard';
import { CERTIFICATES, COMPANY_NAME } from './certificates';
import type { HelpBlock } from './help-content';
import { configuredCertificates, useSiteLicences } from './site-licences';

/** The certificates, numbered as configured; the footer's link to one (#cert-…) scrolls to it. */
function Certificates() {
  const css = useCss();
  const certs = configuredCertificates(CERTIFICATES, useSiteLicences());
  useEffect(() => {
    const id = typeof location === 'undefined' ? '' : decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div className={css`display: grid; gap: 20px; grid-template-columns: repeat(auto-fill, minmax(380px, 1fr));`} aria-label="资质证书">
      {certs.map((c) => (
        <CertificateCard key={c.name} cert={c} holder={COMPANY_NAME} anchor={c.anchor} />
      ))}
    </div>
  );
}

/** Draws one block of a help article. */
export function HelpBlockView({ block }: { block: HelpBlock }) {
  const css = useCss();
  switch (block.kind) {
    case 'text':
      return <p>{block.text}</p>;
    case 'note':
      return (
        <p role="note" className={css`background: #fff7e6; border: 1px solid #ffd591; color: #874d00; border-radius: 6px; padding: 8px 12px;`}>
          {block.text}
        </p>
      );
    case 'list':
      return (
        <ul className={css`padding-left: 20px; li { margin: 4px 0; }`}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <ol
          className={css`
            list-style: none; margin: 0; padding: 0; counter-reset: step; display: grid; gap: 12px;
            li { counter-increment: step; display: grid; grid-template-columns: 32px 1fr; gap: 2px 12px; }
            li::before { content: counter(step); grid-row: span 2; width: 28px; height: 28px; border-radius: 50%; background: ${t.primary}; color: #fff; display: flex; align-items: center; justify-content: center; font-weight: 700; }
            strong { font-size: 15px; }
            span { color: ${t.muted}; }
          `}
        >
          {block.items.map((s) => (
            <li key={s.title}>
              <strong>{s.title}</strong>
              <span>{s.text}</span>
            </li>
          ))}
        </ol>
      );
    case 'facts':
      return (
        <table className={css`border-collapse: collapse; width: 100%; th, td { border: 1px solid ${t.border}; padding: 10px 14px; text-align: left; vertical-align: top; } th { width: 180px; background: #f8f9fa; font-weight: 600; color: ${t.muted}; }`}>
          <tbody>
            {block.rows.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'links':
      return (
        <p className={css`display: flex; gap: 12px; flex-wrap: wrap; a { padding: 6px 16px; border-radius: 16px; border: 1px solid ${t.primary}; color: ${t.primary}; text-decoration: none; } a:hover, a:focus-visible { background: ${t.primarySoft}; }`}>
          {block.items.map((l) => (
            <Link key={l.href} href={l.href}>
              {l.label}
            </Link>
          ))}
        </p>
      );
    case 'certificates':
      return <Certificates />;
  }
}
