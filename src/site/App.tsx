import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { Route, Router, useLocation, useSearch } from 'wouter';
import { MSG } from '../model/messages';
import { decide } from '../model/guard-rules';
import { $isLogin, $isSalesmanLogin, $session } from '../stores/session';
import { ensureToken, loadSalesmanInfo, loadUserInfo } from '../stores/auth';
import { $cartLoaded, loadCart } from '../stores/cart';
import { loadPublicHeader } from '../stores/public-header';
import { persistence, LOCAL_KEYS } from '../stores/persistence';
import { Overlays } from '../ui/Overlays';
import { AccountOverlays } from '../features/account';
import { Skeleton } from '../ui/States';
import { toast, confirmDialog } from '../ui/overlay-store';
import { HostEnvContext, type HostEnv } from '../ui/host-env';
import { SiteLayout } from './layout/SiteLayout';
import { UpgradeNotice } from './layout/UpgradeNotice';
import { ComingSoonPage, ServerErrorPage } from './pages/ErrorPages';
import { preloadLikelyScreens, SCREENS } from './screens';
import { useTitle } from './useTitle';
import { useTabSync } from './useTabSync';

const UPGRADE_FLAG = import.meta.env.VITE_UPGRADE_NOTICE === 'true';

/** Crashes in a screen show the 500 page instead of a blank window. */
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ServerErrorPage /> : this.props.children;
  }
}

function Shell() {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const session = useStore($session);
  const cartLoaded = useStore($cartLoaded);
  const [tokenReady, setTokenReady] = useState(false);
  useTabSync();

  // Guard rule 1: a web token before anything else.
  useEffect(() => {
    ensureToken()
      .catch(() => undefined)
      .finally(() => setTokenReady(true));
    void loadPublicHeader();
  }, []);

  const fullPath = search ? `${path}?${search}` : path;
  const decision = decide(fullPath, { isLogin, isSalesmanLogin: isSalesman });

  // A page that loses its login (logout, expiry, another tab) sends to /login without saving itself as the
  // target: the next person to log in on this browser starts at home, not on the last user's page.
  const wasLoggedIn = useRef(isLogin || isSalesman);
  useEffect(() => {
    if (decision.action !== 'redirect') return;
    if (decision.saveTarget && !wasLoggedIn.current) persistence().local.set(LOCAL_KEYS.redirectRoute, decision.saveTarget);
    if (decision.message === 'salesmanNeedsClient') toast(MSG.salesmanMustActForClient, 'warning');
    navigate(decision.to, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per redirect (action and target); decision is a new object each render
  }, [decision.action, decision.action === 'redirect' ? decision.to : '', navigate]);

  useEffect(() => {
    wasLoggedIn.current = isLogin || isSalesman;
  }, [isLogin, isSalesman]);

  // Guard rule 6: user info and cart for a client, salesman info for a salesman.
  useEffect(() => {
    if (!tokenReady) return;
    if (isLogin && !session.userLoaded) void loadUserInfo().catch(() => undefined);
    if (isLogin && !cartLoaded) void loadCart();
    if (isSalesman && !session.salesman_name) void loadSalesmanInfo().catch(() => undefined);
  }, [tokenReady, isLogin, isSalesman, session.userLoaded, cartLoaded, session.salesman_name]);

  const route = decision.action === 'allow' ? decision.route : undefined;
  useTitle(route?.flags.title ?? '药采');
  if (!tokenReady || !route) return <Skeleton rows={3} />;
  const Screen = SCREENS[route.path];
  return (
    <SiteLayout flags={route.flags}>
      <ErrorBoundary key={route.path}>
        <Suspense fallback={<Skeleton rows={3} />}>
          <Route path={route.path}>{Screen ? <Screen /> : <ComingSoonPage title={route.flags.title} />}</Route>
        </Suspense>
      </ErrorBoundary>
    </SiteLayout>
  );
}

export function SiteApp() {
  const [, navigate] = useLocation();
  useEffect(preloadLikelyScreens, []);
  const env: HostEnv = {
    kind: 'site',
    navigate: (to) => navigate(to),
    requireLogin: () => {
      void confirmDialog({ title: MSG.loginFirstTitle, message: MSG.loginFirst, confirmText: MSG.goLogin, cancelText: MSG.cancel }).then(
        (ok) => {
          if (!ok) return;
          persistence().local.set(LOCAL_KEYS.redirectRoute, location.pathname + location.search);
          navigate('/login');
        },
      );
    },
  };
  return (
    <HostEnvContext.Provider value={env}>
      <Router>
        <Shell />
      </Router>
      <Overlays />
      <AccountOverlays />
      <UpgradeNotice enabled={UPGRADE_FLAG} />
    </HostEnvContext.Provider>
  );
}
