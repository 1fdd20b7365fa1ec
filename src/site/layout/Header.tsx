import { useLocation, useSearch, Link } from 'wouter';
import { SearchBox } from '../../features/search';
import { CartBadge } from '../../features/cart';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { media, TOUCH_TARGET } from '../../ui/breakpoints';
import { MenuDrawer } from './MenuDrawer';

export function Logo() {
  const css = useCss();
  return (
    <Link href="/home" className={css`display: flex; align-items: baseline; gap: 6px; text-decoration: none; color: ${t.primary}; font-weight: 800; font-size: 28px; white-space: nowrap; small { font-size: 12px; color: ${t.muted}; font-weight: 400; } ${media.narrow} { font-size: 24px; small { display: none; } }`}>
      药采<small>医药批发采购平台</small>
    </Link>
  );
}

/**
 * Navigation bar with logo, search and the cart. On /category the box fills from the keyword query. Below the desktop
 * width it starts with the 菜单 button (the menus in a drawer); on a phone the search takes a row of its own, first
 * thing under the logo.
 */
export function Header({ compact = false }: { compact?: boolean }) {
  const css = useCss();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const keyword = path === '/category' ? new URLSearchParams(search).get('keyword') ?? '' : '';
  return (
    <div
      className={css`
        background: ${t.surface};
        .in { max-width: 1200px; margin: 0 auto; padding: ${compact ? '8px' : '18px'} 16px; display: flex; align-items: center; gap: clamp(12px, 2.5vw, 32px); }
        .cart { display: contents; }
        ${media.narrow} {
          .in { gap: 10px; padding: ${compact ? '6px' : '10px'} 12px; }
          .cart > button { min-height: ${TOUCH_TARGET}px; }
        }
        ${media.phone} {
          .in { flex-wrap: wrap; }
          .cart > button { margin-left: auto; }
          .in > form { order: 1; flex: 1 1 100%; max-width: none; }
          .in > form .go { padding: 0 14px; }
        }
      `}
    >
      <div className="in">
        <MenuDrawer />
        <Logo />
        <SearchBox initial={keyword} onSearch={(k) => navigate(`/category?keyword=${encodeURIComponent(k)}`)} />
        <div className="cart">
          <CartBadge onClick={() => navigate('/shopCart')} />
        </div>
      </div>
    </div>
  );
}
