import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { $session, readStoredIdentity, hydrateSession } from '../stores/session';
import { logout } from '../stores/auth';
import { loadCart } from '../stores/cart';
import { onBroadcast } from '../stores/sync';
import { adoptStoredToken } from '../stores/session-sync';
import { toast } from '../ui/overlay-store';
import { onTabVisible } from './tab-rules';

/** SPEC §4 tab visibility rules, plus cart refresh when another tab changed it. */
export function useTabSync(): void {
  const [path, navigate] = useLocation();
  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      const d = onTabVisible($session.get(), readStoredIdentity(), location.pathname);
      if (d.action === 'vanished') {
        void logout({ remote: false }).then(() => {
          toast('登录状态已失效，请重新登录', 'warning');
          navigate('/login');
        });
      } else if (d.action === 'switched') {
        hydrateSession();
        location.assign(d.reloadTo);
      } else if (d.action === 'leaveLoginPage') {
        hydrateSession();
        location.assign(d.to);
      }
    };
    document.addEventListener('visibilitychange', check);
    const off = onBroadcast((msg) => {
      if (msg.type === 'cart') void loadCart();
      // A login or logout in a widget on this origin (or another tab) is applied like one seen on return to the tab;
      // the same user logging in again elsewhere only renews the token, which this tab takes.
      if (msg.type === 'session' && !adoptStoredToken()) check();
    });
    return () => {
      document.removeEventListener('visibilitychange', check);
      off();
    };
  }, [navigate, path]);
}
