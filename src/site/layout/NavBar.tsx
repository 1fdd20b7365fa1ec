import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { $publicHeader } from '../../stores/public-header';
import { $isOtherProvinces } from '../../stores/session';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** Two-level category menu (hidden for other-province accounts) and the nav links. */
export function NavBar() {
  const css = useCss();
  const header = useStore($publicHeader);
  const otherProvince = useStore($isOtherProvinces);
  const [open, setOpen] = useState(false);
  const cls = css`
    background: ${t.primary}; color: #fff;
    .in { max-width: 1200px; margin: 0 auto; padding: 0 16px; display: flex; align-items: stretch; height: 40px; position: relative; }
    .cat { width: 200px; background: ${t.primaryDark}; border: none; color: #fff; font: inherit; font-weight: 600; cursor: pointer; text-align: left; padding: 0 16px; }
    .links { display: flex; gap: 4px; margin-left: 12px; }
    .links a { color: #fff; text-decoration: none; padding: 0 14px; display: flex; align-items: center; }
    .links a:hover { background: rgba(255,255,255,.12); }
    .menu { position: absolute; top: 40px; left: 16px; width: 200px; background: #fff; color: ${t.text}; z-index: 30; box-shadow: 0 8px 24px rgba(0,0,0,.12); margin: 0; padding: 6px 0; list-style: none; }
    .menu > li { position: relative; padding: 8px 16px; }
    .menu > li:hover { background: ${t.primarySoft}; }
    .menu > li > a { color: ${t.text}; text-decoration: none; font-weight: 600; }
    .sub { display: none; position: absolute; left: 200px; top: 0; min-width: 360px; background: #fff; box-shadow: 0 8px 24px rgba(0,0,0,.12); padding: 12px 16px; flex-wrap: wrap; gap: 8px 16px; }
    .menu > li:hover .sub, .menu > li:focus-within .sub { display: flex; }
    .sub a { color: ${t.muted}; text-decoration: none; }
    .sub a:hover { color: ${t.primary}; }
  `;
  return (
    <div className={cls}>
      <nav className="in" aria-label="主导航" onMouseLeave={() => setOpen(false)}>
        {!otherProvince && (
          <button type="button" className="cat" data-testid="category-menu" aria-expanded={open} onClick={() => setOpen((o) => !o)} onMouseEnter={() => setOpen(true)}>
            ☰ 全部商品分类
          </button>
        )}
        {!otherProvince && open && header && (
          <ul className="menu">
            {header.classList.map((c) => (
              <li key={c.class_id}>
                <Link href={`/category?ClassID=${c.class_id}`} onClick={() => setOpen(false)}>
                  {c.class_name}
                </Link>
                {c.children.length > 0 && (
                  <div className="sub">
                    {c.children.map((s) => (
                      <Link key={s.class_id} href={`/category?ClassID=${s.class_id}`} onClick={() => setOpen(false)}>
                        {s.class_name}
                      </Link>
                    ))}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
        <div className="links">
          {(header?.navList ?? [{ name: '首页', url: '/home' }]).map((n) => (
            <Link key={n.url} href={n.url}>
              {n.name}
            </Link>
          ))}
        </div>
      </nav>
    </div>
  );
}
