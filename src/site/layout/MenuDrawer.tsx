import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Link } from 'wouter';
import { HOTLINE } from '../../model/constants';
import { useCategoryMenuShown } from '../../features/home';
import { $publicHeader } from '../../stores/public-header';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { $unreadMessages } from '../../stores/messages';
import { Drawer } from '../../ui/Drawer';
import { media, TOUCH_TARGET } from '../../ui/breakpoints';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { CLIENT_MENU, SALESMAN_MENU_TOP } from './site-menu';

/**
 * Below the desktop width the top bar's menu and the green nav bar fold into this drawer, opened by the 菜单 button
 * in the header (hidden on the desktop layout): the nav bar's entries (and 全部商品分类), then the top menu.
 */
export function MenuDrawer() {
  const css = useCss();
  const [open, setOpen] = useState(false);
  const id = useId();
  const header = useStore($publicHeader);
  const showCategories = useCategoryMenuShown();
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const unread = useStore($unreadMessages);
  const nav = header?.navList ?? [{ name: '首页', url: '/home' }];
  const menu = (isSalesman ? SALESMAN_MENU_TOP : CLIENT_MENU).filter((m) => !nav.some((n) => n.url === m.to));
  const close = () => setOpen(false);
  const button = css`
    display: none;
    ${media.narrow} {
      display: inline-flex; flex: none; align-items: center; justify-content: center; gap: 4px; min-width: ${TOUCH_TARGET}px; min-height: ${TOUCH_TARGET}px;
      border: 1px solid ${t.border}; border-radius: ${t.radius}; background: ${t.surface}; color: ${t.text}; font: inherit; cursor: pointer; padding: 0 10px;
    }
    svg { display: block; }
  `;
  const list = css`
    h2 { margin: 12px 16px 4px; font-size: 12px; font-weight: 400; color: ${t.muted}; }
    ul { list-style: none; margin: 0; padding: 0; }
    a { display: flex; align-items: center; min-height: ${TOUCH_TARGET}px; padding: 0 16px; color: ${t.text}; text-decoration: none; font-size: 15px; }
    a:hover, a:focus-visible { background: ${t.primarySoft}; color: ${t.primaryDark}; }
    .hot { color: ${t.price}; }
  `;
  const item = (key: string, to: string, label: string) => (
    <li key={key}>
      <Link href={to} onClick={close}>
        {label}
      </Link>
    </li>
  );
  return (
    <>
      <button type="button" className={button} aria-expanded={open} aria-controls={id} onClick={() => setOpen(true)} data-testid="menu-button">
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        菜单
      </button>
      <Drawer open={open} title="菜单" onClose={close} id={id} testId="menu-drawer">
        <nav className={list} aria-label="菜单">
          <h2>商城</h2>
          <ul>
            {showCategories && item('category', '/category', '全部商品分类')}
            {nav.map((n) => item(n.url, n.url, n.name))}
          </ul>
          <h2>{isSalesman ? '业务员' : '我的'}</h2>
          <ul>
            {menu.map((m) => item(m.to, m.to, m.label))}
            {isLogin && item('messages', '/announcementList?tab=mine', unread > 0 ? `消息（${unread > 99 ? '99+' : unread}条未读）` : '消息')}
          </ul>
          <h2>客服</h2>
          <ul>
            <li>
              <a className="hot" href={`tel:${HOTLINE.replace(/[^\d]/g, '')}`}>
                客服热线：{HOTLINE}
              </a>
            </li>
          </ul>
        </nav>
      </Drawer>
    </>
  );
}
