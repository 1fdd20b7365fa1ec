import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { CART_BADGE_MAX, SCROLL_TOP_DURATION_MS, SIDEBAR_WIDTH } from '../../model/constants';
import { badgeText } from '../../model/cart-rules';
import { $cartCount } from '../../stores/cart';
import { persistence, LOCAL_KEYS } from '../../stores/persistence';
import { CartLists } from '../../features/cart';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

function scrollToTop(duration = SCROLL_TOP_DURATION_MS) {
  const start = window.scrollY;
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / duration);
    window.scrollTo(0, start * (1 - p));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Side toolbar (personal, cart with badge, top, open/close — its open state persists) and the side cart. */
export function SideToolbar() {
  const css = useCss();
  const count = useStore($cartCount);
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(() => persistence().local.get(LOCAL_KEYS.sideToolbarOpen) !== '0');
  const [cartOpen, setCartOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => persistence().local.set(LOCAL_KEYS.sideToolbarOpen, open ? '1' : '0'), [open]);
  useEffect(() => {
    if (!cartOpen) return;
    const close = (e: MouseEvent) => {
      if (ref.current && !e.composedPath().includes(ref.current)) setCartOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [cartOpen]);
  const cls = css`
    position: fixed; right: 0; top: 0; bottom: 0; z-index: 40; display: flex; pointer-events: none;
    .bar { pointer-events: auto; width: ${SIDEBAR_WIDTH}px; background: #2b2f36; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px; }
    .bar button { width: ${SIDEBAR_WIDTH}px; border: none; background: none; color: #fff; cursor: pointer; padding: 10px 0; font-size: 12px; writing-mode: vertical-rl; position: relative; }
    .bar button:hover { background: ${t.primary}; }
    .bar b { writing-mode: horizontal-tb; display: block; margin: 4px auto 0; background: ${t.price}; border-radius: 8px; padding: 0 4px; font-size: 11px; }
    .panel { pointer-events: auto; width: 320px; background: #fff; box-shadow: -6px 0 20px rgba(0,0,0,.12); display: flex; flex-direction: column; }
    .panel h3 { margin: 0; padding: 14px 16px; border-bottom: 1px solid ${t.border}; font-size: 16px; }
    .panel .body { flex: 1; overflow: auto; padding: 0 16px; }
    .panel .foot { padding: 12px 16px; border-top: 1px solid ${t.border}; }
    .panel .foot button { width: 100%; }
    .toggle { pointer-events: auto; position: absolute; right: ${SIDEBAR_WIDTH}px; bottom: 24px; border: none; background: #2b2f36; color: #fff; cursor: pointer; padding: 6px 4px; border-radius: 4px 0 0 4px; }
  `;
  if (!open) {
    return (
      <div className={cls}>
        <button type="button" className="toggle" style={{ right: 0 }} aria-label="展开侧边栏" onClick={() => setOpen(true)}>
          ‹
        </button>
      </div>
    );
  }
  return (
    <div className={cls} ref={ref}>
      {cartOpen && (
        <aside className="panel" aria-label="结算窗口" data-testid="side-cart">
          <h3>结算窗口</h3>
          <div className="body">
            <CartLists compact />
          </div>
          <div className="foot">
            <Button variant="primary" onClick={() => { setCartOpen(false); navigate('/shopCart'); }}>
              去购物车结算
            </Button>
          </div>
        </aside>
      )}
      <div className="bar">
        <button type="button" onClick={() => navigate('/personal/userCenter')}>个人中心</button>
        <button type="button" onClick={() => setCartOpen((o) => !o)} aria-expanded={cartOpen} data-testid="side-cart-toggle">
          购物车<b>{badgeText(count, CART_BADGE_MAX)}</b>
        </button>
        <button type="button" onClick={() => scrollToTop()}>顶部</button>
        <button type="button" onClick={() => { setCartOpen(false); setOpen(false); }} aria-label="收起侧边栏">收起</button>
      </div>
    </div>
  );
}
