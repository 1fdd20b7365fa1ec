import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { CategoryMenu, useCategoryMenuShown } from '../../features/home';
import { $publicHeader } from '../../stores/public-header';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { media } from '../../ui/breakpoints';

/** The "全部商品分类" dropdown (hidden for other-province accounts) and the nav links; below the desktop width both are in the header's drawer. */
export function NavBar() {
  const css = useCss();
  const header = useStore($publicHeader);
  const showCategories = useCategoryMenuShown();
  const cls = css`
    background: ${t.primary}; color: #fff;
    .in { max-width: 1200px; margin: 0 auto; padding: 0 16px; display: flex; align-items: stretch; height: 40px; box-sizing: border-box; }
    .links { display: flex; gap: 4px; margin-left: 12px; }
    .links a { color: #fff; text-decoration: none; padding: 0 14px; display: flex; align-items: center; }
    .links a:hover, .links a:focus-visible { background: rgba(255,255,255,.12); }
    ${media.narrow} { display: none; }
  `;
  return (
    <div className={cls}>
      <nav className="in" aria-label="主导航">
        {showCategories && <CategoryMenu variant="dropdown" classes={header?.classList ?? []} />}
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
