import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $isLogin } from '../src/stores/session';
import { $unreadMessages } from '../src/stores/alerts-state';
import { useCss } from '../src/ui/styled';
import { t } from '../src/ui/theme';

export const MESSAGE_CENTRE_PATH = '/announcementList?tab=mine';

/** The pill's count: at most 99, then 99+ (as the header's badge). */
export const unreadText = (n: number): string => (n > 99 ? '99+' : String(n));

/**
 * 消息 N: the buyer's unread messages, for the widgets' headers (<yc-cart>, <yc-order-list>); hidden for a visitor
 * and at 0. One count for the page (stores/messages.ts: the site header's atom, one request for every badge),
 * loaded again when the page comes back into view. The loading code is the chunk `YaoCai.unreadMessages()` loads
 * too, fetched once a buyer is logged in. The link is a store path: inside a widget it is handed to the host
 * (`yc:navigate`) or opens the store's message centre at the store's origin.
 */
export function UnreadMessagesPill() {
  const css = useCss();
  const isLogin = useStore($isLogin);
  const unread = useStore($unreadMessages);
  useEffect(() => {
    if (!isLogin) return undefined;
    let live = true;
    let stop = () => {};
    void import('../src/stores/messages').then((m) => {
      if (!live) return;
      void m.ensureUnreadMessages();
      stop = m.watchUnreadMessages();
    });
    return () => {
      live = false;
      stop();
    };
  }, [isLogin]);
  if (!isLogin || unread <= 0) return null;
  const n = unreadText(unread);
  const cls = css`
    display: inline-flex; flex: none; align-items: center; gap: 6px; white-space: nowrap; border: 1px solid ${t.border}; background: #fff;
    border-radius: 18px; padding: 6px 14px; color: ${t.text}; text-decoration: none;
    &:hover { border-color: ${t.primary}; color: ${t.primary}; }
    b { min-width: 18px; height: 18px; padding: 0 5px; box-sizing: border-box; border-radius: 9px; background: ${t.danger}; color: #fff; font-size: 12px; line-height: 18px; text-align: center; }
  `;
  return (
    // The name starts with the visible text ("消息 3" → "消息 3条未读"): a label other than what is shown fails axe.
    <a href={MESSAGE_CENTRE_PATH} className={cls} part="messages" data-testid="widget-unread" aria-label={`消息 ${n}条未读`}>
      消息 <b>{n}</b>
    </a>
  );
}
