import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { CART_BADGE_MAX, SCROLL_TOP_DURATION_MS, SIDEBAR_WIDTH } from '../../model/constants';
import { badgeText } from '../../model/cart-rules';
import { $cartCount } from '../../stores/cart';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { persistence, COOKIE_KEYS } from '../../stores/persistence';
import { SideCartPanel, useDismiss, useSideCartOpen } from '../../features/cart';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { media } from '../../ui/breakpoints';

function scrollToTop(duration = SCROLL_TOP_DURATION_MS) {
  const start = window.scrollY;
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / duration);
    const eased = 1 - (1 - p) ** 3;
    window.scrollTo(0, start * (1 - eased));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** SPEC §9: the toolbar's open state lives in the sidebarStatus cookie ('1' open, '0' closed). */
const readToolbarOpen = () => persistence().cookie.get(COOKIE_KEYS.sidebar) !== '0';
const saveToolbarOpen = (open: boolean) => persistence().cookie.set(COOKIE_KEYS.sidebar, open ? '1' : '0', 365);

/** Side toolbar (SPEC §2.11): personal centre, cart with badge and the side cart, back to top, close/open. Not on a phone. */
export function SideToolbar() {
  const css = useCss();
  const count = useStore($cartCount);
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const [, navigate] = useLocation();
  const [open, setOpenState] = useState(readToolbarOpen);
  const [cartOpen, setCartOpen] = useSideCartOpen();
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, cartOpen, () => setCartOpen(false));

  const setOpen = (next: boolean) => {
    setOpenState(next);
    saveToolbarOpen(next);
    if (!next) setCartOpen(false);
  };
  // A phone has no width to spare: the header's cart button and menu drawer carry its entries.
  const cls = css`
    position: fixed; right: 0; top: 0; bottom: 0; z-index: 40; display: flex; pointer-events: none;
    .bar { pointer-events: auto; width: ${SIDEBAR_WIDTH}px; background: #2b2f36; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 4px; }
    .bar button { width: ${SIDEBAR_WIDTH}px; border: none; background: none; color: #fff; cursor: pointer; padding: 10px 0; font: 12px/1.25 ${t.font}; display: flex; flex-direction: column; align-items: center; gap: 6px; }
    .bar button:hover, .bar button[aria-expanded='true'] { background: ${t.primary}; }
    .bar button:focus-visible { outline: 2px solid #fff; outline-offset: -3px; }
    /* One character per line: vertical text without writing-mode, whose button sizing differs between browsers. */
    .bar span { display: block; width: 1em; word-break: break-all; text-align: center; }
    .bar b { min-width: 18px; box-sizing: border-box; background: ${t.price}; border-radius: 9px; padding: 0 4px; font-size: 11px; line-height: 18px; text-align: center; }
    .panel { pointer-events: auto; width: 340px; box-shadow: -6px 0 20px rgba(0,0,0,.12); }
    .toggle { pointer-events: auto; position: absolute; right: 0; bottom: 24px; border: none; background: #2b2f36; color: #fff; cursor: pointer; padding: 8px 6px; border-radius: 4px 0 0 4px; }
    ${media.phone} { display: none; }
  `;
  if (!open) {
    return (
      <div className={cls}>
        <button type="button" className="toggle" aria-label="展开侧边栏" data-testid="side-toolbar-open" onClick={() => setOpen(true)}>
          ‹
        </button>
      </div>
    );
  }
  return (
    <div className={cls} ref={ref} data-testid="side-toolbar">
      {cartOpen && (
        <div className="panel">
          <SideCartPanel
            onClose={() => setCartOpen(false)}
            onCheckout={() => {
              setCartOpen(false);
              navigate('/shopCart');
            }}
          />
        </div>
      )}
      <div className="bar">
        <button type="button" onClick={() => navigate(isSalesman && !isLogin ? '/salesman/index' : '/personal/userCenter')}>
          <span>个人中心</span>
        </button>
        <button
          type="button"
          onClick={() => setCartOpen(!cartOpen)}
          aria-expanded={cartOpen}
          aria-label={`购物车，${count}种商品`}
          data-testid="side-cart-toggle"
        >
          <span>购物车</span>
          <b data-testid="side-cart-count">{badgeText(count, CART_BADGE_MAX)}</b>
        </button>
        <button type="button" onClick={() => scrollToTop()} data-testid="scroll-top">
          <span>顶部</span>
        </button>
        <button type="button" onClick={() => setOpen(false)} aria-label="收起侧边栏">
          <span>收起</span>
        </button>
      </div>
    </div>
  );
}
