import { Link } from 'wouter';
import { MSG, QUICK_MSG } from '../../model/messages';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { QuickOrderPanel } from './QuickOrderPanel';

/** /quickOrder: fill a large order by keyboard, paste or upload (issue 11). The route needs a client. */
export function QuickOrderPage() {
  const css = useCss();
  const cls = css`
    background: ${t.surface}; border-radius: 8px; padding: 6px 20px 0;
    nav { display: flex; gap: 16px; }
    nav a { color: ${t.primary}; font-size: 13px; }
  `;
  return (
    <section className={cls} aria-label={QUICK_MSG.pageTitle}>
      <QuickOrderPanel
        tools={
          <nav aria-label="相关页面">
            <Link href="/personal/keepList">{QUICK_MSG.keepTitle}</Link>
            <Link href="/shopCart">{MSG.goCart}</Link>
          </nav>
        }
      />
    </section>
  );
}
