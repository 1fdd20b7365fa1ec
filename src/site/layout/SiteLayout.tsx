import { Suspense, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { RouteFlags } from '../../model/route-table';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { SIDEBAR_WIDTH } from '../../model/constants';
import { media } from '../../ui/breakpoints';
import { TopBar } from './TopBar';
import { Header } from './Header';
import { SalesmanHeader } from './SalesmanHeader';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { SideToolbar } from './SideToolbar';
import { PullDownHeader } from './PullDownHeader';
import { BackBar } from './BackBar';
import { NARROW_PAGES_CSS } from './narrow-pages';
import { $isLogin } from '../../stores/session';
import { lazyScreen } from '../lazy-screen';

/** The licence reminder loads with the compliance pages' chunk, only for a logged-in client. */
const LicenceReminder = lazyScreen(() => import('../../features/compliance'), (m) => m.LicenceReminder);

/**
 * Page chrome chosen by the route's flags (SPEC §2.1). On a phone (src/ui/breakpoints.ts) no side toolbar; the
 * tablet and phone layout of the pages and the touch targets come with it (narrow-pages.ts, site-level so the
 * widgets' bundles do not carry them).
 */
export function SiteLayout({ flags, children }: { flags: RouteFlags; children: ReactNode }) {
  const css = useCss();
  const isClient = useStore($isLogin);
  return (
    <div
      className={css`
        min-height: 100vh; display: flex; flex-direction: column; background: ${flags.background ?? t.bg};
        &[data-side='true'] { padding-right: ${SIDEBAR_WIDTH}px; }
        ${media.phone} { &[data-side='true'] { padding-right: 0; } }
      `}
      data-side={!flags.hideSideCart}
    >
      <style>{NARROW_PAGES_CSS}</style>
      {/* One banner landmark for the greeting, the menu, the logo and the search (the salesman's header on his pages). */}
      <header>
        <TopBar />
        {flags.salesmanOnly ? <SalesmanHeader /> : <Header />}
      </header>
      {isClient && !flags.salesmanOnly && (
        <Suspense fallback={null}>
          <LicenceReminder />
        </Suspense>
      )}
      {!flags.hideNav && <NavBar />}
      {flags.pullDown && <PullDownHeader />}
      <main className={css`flex: 1; width: 100%; max-width: 1200px; margin: 0 auto; padding: 16px; box-sizing: border-box; min-width: 0; ${media.phone} { padding: 12px 10px; }`}>
        {flags.back && <BackBar to={flags.back} title={flags.title} h1={flags.titleIsH1} />}
        {children}
      </main>
      {!flags.hideFooter && <Footer />}
      {!flags.hideSideCart && <SideToolbar />}
    </div>
  );
}
