import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { Link, useLocation, useSearch } from 'wouter';
import { decide } from '../src/model/guard-rules';
import { $cartCount } from '../src/stores/cart';
import { $isLogin, $isSalesmanLogin } from '../src/stores/session';
import { persistence, LOCAL_KEYS } from '../src/stores/persistence';
import { SearchBox } from '../src/features/search';
import { useCss } from '../src/ui/styled';
import { useHostEnv } from '../src/ui/host-env';
import { t } from '../src/ui/theme';
import { STORE_SCREENS, storeScreenOf } from './store/screens';
import { STORE_TEXT } from './texts';

/**
 * <yc-store path="/category?keyword=…">: the store in one element, on its own memory router (the host's URL
 * never changes): home, listing, detail, cart, quick order, checkout, my orders and login, with the store's own
 * navigation guard (a page that needs a login shows the login inside and comes back after it). Pages it does not
 * hold hand over through `yc:navigate`. Changing the `path` attribute (or `YaoCai.open(path)`) moves it.
 */
export function YcStore({ path: wanted }: { path?: string; container?: HTMLElement }) {
  const css = useCss();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const kinds = useStore($cartCount);
  const env = useHostEnv();

  useEffect(() => {
    if (wanted && wanted.startsWith('/')) navigate(wanted);
  }, [wanted, navigate]);

  const full = search ? `${path}?${search}` : path;
  const decision = decide(full, { isLogin, isSalesmanLogin: isSalesman });
  useEffect(() => {
    if (decision.action !== 'redirect') return;
    if (decision.saveTarget) persistence().local.set(LOCAL_KEYS.redirectRoute, decision.saveTarget);
    navigate(decision.to, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per redirect (action and target); decision is a new object each render
  }, [decision.action, decision.action === 'redirect' ? decision.to : '', navigate]);

  const pattern = decision.action === 'allow' ? storeScreenOf(decision.route.path) : undefined;
  const Screen = pattern ? STORE_SCREENS[pattern] : undefined;
  // A store page this element does not hold (a wouter link inside a screen went there): hand it over, stay here.
  const held = useRef('/home');
  useEffect(() => {
    if (decision.action !== 'allow') return;
    if (Screen) held.current = full;
    else {
      env.navigate(full);
      navigate(held.current, { replace: true });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- env is a new object on each render of WidgetRoot: hand over when the page changes only
  }, [decision.action, Screen, full]);
  const nav = css`
    display: flex; flex-wrap: wrap; align-items: center; gap: 4px 16px; padding: 10px 12px; margin-bottom: 12px;
    background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px;
    a { color: ${t.text}; text-decoration: none; padding: 4px 2px; }
    a[aria-current='page'] { color: ${t.primary}; font-weight: 600; }
    .search { flex: 1 1 320px; }
  `;
  const link = (to: string, label: string) => (
    <Link href={to} aria-current={path === to ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <div className={css`background: ${t.bg}; padding: 12px; min-height: 320px;`}>
      <nav className={nav} aria-label={STORE_TEXT.nav} part="nav">
        {link('/home', STORE_TEXT.home)}
        {link('/category', STORE_TEXT.all)}
        {link('/quickOrder', STORE_TEXT.quick)}
        <Link href="/shopCart" aria-current={path === '/shopCart' ? 'page' : undefined}>
          {STORE_TEXT.cart(kinds)}
        </Link>
        {link('/personal/myOrder', STORE_TEXT.orders)}
        <div className="search">
          <SearchBox initial="" showQuickOrder={false} onSearch={(k) => navigate(k ? `/category?keyword=${encodeURIComponent(k)}` : '/category')} />
        </div>
      </nav>
      <div part="page">{Screen && <Screen />}</div>
    </div>
  );
}
