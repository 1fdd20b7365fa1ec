import { lazy, Suspense, useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation } from 'wouter';
import { HOTLINE } from '../../model/constants';
import { MSG } from '../../model/messages';
import { $isLogin, $isSalesmanLogin, $session } from '../../stores/session';
import { logout } from '../../stores/auth';
import { $actingFor } from '../../stores/acting';
import { $unreadMessages, ensureUnreadMessages, watchUnreadMessages } from '../../stores/messages';
import { salesmanTopName } from '../../model/salesman-ui-menu';
import { confirmDialog } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { media, TOUCH_TARGET } from '../../ui/breakpoints';
import { CLIENT_MENU, SALESMAN_MENU_TOP } from './site-menu';

// Shown only while a salesman acts for a customer: it comes with the salesman console's chunk, not the first load.
const EndActingButton = lazy(() => import('../../features/salesman').then((m) => ({ default: m.EndActingButton })));

export async function confirmLogout(navigate: (to: string) => void): Promise<void> {
  const ok = await confirmDialog({ title: MSG.logoutTitle, message: MSG.logoutConfirm, confirmText: MSG.confirm, cancelText: MSG.cancel });
  if (!ok) return;
  await logout();
  navigate('/login');
}

/** Greeting, login/register or logout, hotline, bookmark tip, the top menu. */
export function TopBar() {
  const css = useCss();
  const s = useStore($session);
  const isLogin = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const [, navigate] = useLocation();
  const actingFor = useStore($actingFor);
  const who = isSalesman ? salesmanTopName(s.salesman_name, actingFor) : s.clinicName ?? s.username;
  const menu = isSalesman ? SALESMAN_MENU_TOP : CLIENT_MENU;
  const unread = useStore($unreadMessages);
  useEffect(() => {
    if (!isLogin) return undefined;
    void ensureUnreadMessages();
    return watchUnreadMessages();
  }, [isLogin]);
  // Narrow screens: the menu moves into the header's drawer (MenuDrawer); the greeting and log in/out stay.
  const cls = css`
    background: ${t.topBar}; border-bottom: 1px solid ${t.border}; font-size: 12px; color: ${t.muted};
    .in { max-width: 1200px; margin: 0 auto; padding: 0 16px; height: 34px; display: flex; align-items: center; justify-content: space-between; gap: 16px; }
    a, button { color: ${t.muted}; text-decoration: none; background: none; border: none; font: inherit; cursor: pointer; padding: 0; }
    a:hover, button:hover { color: ${t.primary}; }
    .l, .r { display: flex; gap: 14px; align-items: center; flex-wrap: wrap; }
    .hot { color: ${t.price}; }
    ${media.narrow} { .r { display: none; } }
    ${media.phone} {
      .in { height: auto; min-height: ${TOUCH_TARGET}px; gap: 8px; }
      .l { gap: 4px 12px; }
      .l a, .l button { min-height: ${TOUCH_TARGET}px; display: inline-flex; align-items: center; padding: 0 4px; }
    }
    .badge { display: inline-block; min-width: 16px; margin-left: 2px; padding: 0 4px; border-radius: 8px; background: ${t.danger}; color: #fff; font-size: 11px; line-height: 16px; text-align: center; }
  `;
  return (
    <div className={cls}>
      <div className="in">
        <div className="l">
          <span data-testid="greeting">
            您好{who ? `，${who}` : ''}，欢迎来到药采！
          </span>
          {actingFor && (
            <Suspense fallback={null}>
              <EndActingButton compact />
            </Suspense>
          )}
          {isLogin || isSalesman ? (
            <button type="button" onClick={() => void confirmLogout(navigate)}>
              退出
            </button>
          ) : (
            <>
              <a href="/login">请登录</a>
              <a href="/register">免费注册</a>
            </>
          )}
        </div>
        <nav className="r" aria-label="顶部菜单">
          {menu.map((m) => (
            <a key={m.to} href={m.to}>
              {m.label}
            </a>
          ))}
          {isLogin && (
            <a href="/announcementList?tab=mine" data-testid="message-link">
              消息
              {unread > 0 && (
                <>
                  <span className="badge" data-testid="message-unread">
                    {unread > 99 ? '99+' : unread}
                  </span>
                  {/* The name read is the visible text and this ("消息3条未读"): a label other than what is shown fails axe. */}
                  <VisuallyHidden>条未读</VisuallyHidden>
                </>
              )}
            </a>
          )}
          <span className="hot">客服热线：{HOTLINE}</span>
          <button
            type="button"
            onClick={() => void confirmDialog({ title: MSG.bookmarkTitle, message: MSG.bookmark, confirmText: MSG.confirm })}
          >
            收藏本站
          </button>
        </nav>
      </div>
    </div>
  );
}
