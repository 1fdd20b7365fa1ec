import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import type { StaffMe } from '../contract/admin';
import { STAFF_ROLES } from '../model/staff';
import { Button } from '../ui/Button';
import { useCss } from '../ui/styled';
import { t } from '../ui/theme';
import { MENU, pageOf } from './menu';
import { mayUse, signOut } from './session';

/** Header (who is signed in, 退出), the sidebar of the pages this staff member may open, and the page. */
export function AdminLayout({ me, children }: { me: StaffMe; children: ReactNode }) {
  const css = useCss();
  const [path] = useLocation();
  const current = pageOf(path);
  const cls = css`
    display: grid;
    grid-template-columns: 200px 1fr;
    grid-template-rows: 56px 1fr;
    min-height: 100vh;
    > header {
      grid-column: 1 / 3; display: flex; align-items: center; justify-content: space-between; gap: 16px;
      padding: 0 24px; background: ${t.primaryDark}; color: #fff;
    }
    > header strong { font-size: 18px; }
    > header .who { display: flex; align-items: center; gap: 12px; }
    > nav { background: ${t.surface}; border-right: 1px solid ${t.border}; padding: 12px 0; }
    > nav ul { list-style: none; margin: 0; padding: 0; }
    > nav a { display: block; padding: 10px 24px; color: ${t.text}; text-decoration: none; }
    > nav a:hover { background: ${t.primarySoft}; }
    > nav a[aria-current='page'] { background: ${t.primarySoft}; color: ${t.primaryDark}; font-weight: 600; border-right: 3px solid ${t.primary}; }
    > main { padding: 24px; min-width: 0; }
  `;
  return (
    <div className={cls}>
      <header>
        <strong>药采管理后台</strong>
        <div className="who">
          <span data-testid="staff-who">
            {me.name}（{me.roles.map((r) => STAFF_ROLES[r]).join('、')}）
          </span>
          <Button size="sm" onClick={() => void signOut()}>
            退出
          </Button>
        </div>
      </header>
      <nav aria-label="后台菜单">
        <ul>
          {MENU.filter((p) => mayUse(me, p.roles)).map((p) => (
            <li key={p.path}>
              <Link href={p.path} aria-current={current === p ? 'page' : undefined}>
                {p.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main>{children}</main>
    </div>
  );
}
