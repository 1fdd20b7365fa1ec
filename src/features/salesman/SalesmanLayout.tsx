import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useLocation } from 'wouter';
import { SALESMAN_MENU, salesmanPath } from '../../model/salesman-ui-menu';
import { $session } from '../../stores/session';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/**
 * The console's frame (SPEC §2.9): the sidebar (home; 客户管理; 设置) beside the page with its h1. The same frame
 * on the site (/salesman/*) and inside `<yc-salesman-console>` (the element's memory router uses the same paths).
 */
export function SalesmanLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const css = useCss();
  const [path] = useLocation();
  const { salesman_name } = useStore($session);
  const cls = css`
    display: grid; grid-template-columns: 180px minmax(0, 1fr); gap: 16px; align-items: start;
    nav { background: ${t.surface}; border-radius: 8px; padding: 12px 0; }
    nav .who { padding: 4px 20px 12px; border-bottom: 1px solid ${t.border}; margin-bottom: 4px; font-weight: 600; }
    nav .group { margin: 10px 0 2px; padding: 0 20px; font-size: 12px; font-weight: 400; color: ${t.muted}; }
    nav ul { list-style: none; margin: 0; padding: 0; }
    nav a { display: block; padding: 8px 20px; color: ${t.text}; text-decoration: none; border-left: 3px solid transparent; }
    nav a:hover { color: ${t.primary}; }
    nav a[aria-current='page'] { color: ${t.primary}; background: ${t.primarySoft}; border-left-color: ${t.primary}; font-weight: 600; }
    > section { background: ${t.surface}; border-radius: 8px; padding: 20px 24px; min-height: 420px; min-width: 0; }
    > section > .head { display: flex; align-items: center; justify-content: space-between; gap: 12px; flex-wrap: wrap; margin: 0 0 16px; padding-bottom: 12px; border-bottom: 1px solid ${t.border}; }
    > section > .head h1 { margin: 0; font-size: 18px; }
    @media (max-width: 760px) { grid-template-columns: 1fr; }
  `;
  return (
    <div className={cls} data-testid="salesman-layout">
      <nav aria-label="业务员菜单" data-testid="salesman-menu">
        <div className="who">{salesman_name ?? '业务员'}</div>
        {SALESMAN_MENU.map((g, i) => (
          <div key={g.title ?? i}>
            {g.title && (
              <div className="group" aria-hidden="true">
                {g.title}
              </div>
            )}
            <ul aria-label={g.title ?? '首页'}>
              {g.items.map((m) => {
                const to = salesmanPath(m.page);
                return (
                  <li key={m.page}>
                    <Link href={to} aria-current={path === to ? 'page' : undefined}>
                      {m.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <section>
        <div className="head">
          <h1>{title}</h1>
          {actions}
        </div>
        {children}
      </section>
    </div>
  );
}
