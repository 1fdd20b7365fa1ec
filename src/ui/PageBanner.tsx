import type { ReactNode } from 'react';
import { useCss } from './styled';

/** The coloured band at the top of a zone or brand page: title, one line about it, optional extra (a search box). */
export function PageBanner({ title, subtitle, from, to, children }: { title: string; subtitle: string; from: string; to: string; children?: ReactNode }) {
  const css = useCss();
  const cls = css`
    border-radius: 10px; padding: 22px 28px; color: #fff; margin-bottom: 16px;
    display: flex; align-items: center; justify-content: space-between; gap: 20px; flex-wrap: wrap;
    h1 { margin: 0 0 4px; font-size: 24px; }
    p { margin: 0; opacity: .92; }
  `;
  return (
    <section className={cls} style={{ background: `linear-gradient(120deg,${from},${to})` }}>
      <div>
        <h1>{title}</h1>
        <p>{subtitle}</p>
      </div>
      {children}
    </section>
  );
}
