import type { ReactNode } from 'react';
import type { RouteFlags } from '../../model/route-table';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { SIDEBAR_WIDTH } from '../../model/constants';
import { TopBar } from './TopBar';
import { Header } from './Header';
import { SalesmanHeader } from './SalesmanHeader';
import { NavBar } from './NavBar';
import { Footer } from './Footer';
import { SideToolbar } from './SideToolbar';
import { PullDownHeader } from './PullDownHeader';
import { BackBar } from './BackBar';

/** Page chrome chosen by the route's flags (SPEC §2.1). */
export function SiteLayout({ flags, children }: { flags: RouteFlags; children: ReactNode }) {
  const css = useCss();
  return (
    <div
      className={css`min-height: 100vh; display: flex; flex-direction: column; background: ${flags.background ?? t.bg}; &[data-side='true'] { padding-right: ${SIDEBAR_WIDTH}px; }`}
      data-side={!flags.hideSideCart}
    >
      {/* One banner landmark for the greeting, the menu, the logo and the search (the salesman's header on his pages). */}
      <header>
        <TopBar />
        {flags.salesmanOnly ? <SalesmanHeader /> : <Header />}
      </header>
      {!flags.hideNav && <NavBar />}
      {flags.pullDown && <PullDownHeader />}
      <main className={css`flex: 1; width: 100%; max-width: 1200px; margin: 0 auto; padding: 16px; box-sizing: border-box;`}>
        {flags.back && <BackBar to={flags.back} title={flags.title} h1={flags.titleIsH1} />}
        {children}
      </main>
      {!flags.hideFooter && <Footer />}
      {!flags.hideSideCart && <SideToolbar />}
    </div>
  );
}
