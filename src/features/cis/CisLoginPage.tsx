import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { cisParamsOf } from '../../model/cis-link';
import { ACCOUNT_MSG, MSG } from '../../model/messages';
import { HOTLINE } from '../../model/constants';
import { errorText } from '../../api';
import { Skeleton } from '../../ui/States';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { cisHandshake } from './handshake';
import { useStore } from '@nanostores/react';
import { $isLogin, $isSalesmanLogin, $session } from '../../stores/session';

/**
 * /cisLogin?UserName=…&action=…&ts=…&nonce=…&sign=…: the server checks the link and binds the session; the page
 * goes where the server says. An expired, replayed or forged link gets a clear page, never the login form; a
 * refused link changes nothing, so whoever was logged in stays logged in and the page says who that is.
 */
export function CisLoginPage() {
  const css = useCss();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const session = useStore($session);
  const isClient = useStore($isLogin);
  const isSalesman = useStore($isSalesmanLogin);
  const loggedIn = isClient || isSalesman;
  const who = session.clinicName ?? session.salesman_name ?? session.username;

  useEffect(() => {
    if (started.current) return; // one link, one attempt: a second call would be a replay
    started.current = true;
    const params = cisParamsOf(search);
    if (!params.UserName || !params.action) {
      setError('链接缺少账号或跳转操作，请回到诊所系统重新打开药采');
      return;
    }
    cisHandshake(params).then(
      (r) => navigate(r.url, { replace: true }),
      (e: unknown) => setError(errorText(e, MSG.networkError)),
    );
  }, [search, navigate]);

  if (!error) {
    return (
      <div className={css`max-width: 480px; margin: 64px auto; text-align: center; color: ${t.muted};`} aria-live="polite">
        <p>正在从诊所系统登录药采…</p>
        <Skeleton rows={2} height={24} />
      </div>
    );
  }
  return (
    <div
      role="alert"
      data-testid="cis-error"
      className={css`max-width: 560px; margin: 64px auto; background: ${t.surface}; border-radius: 10px; padding: 36px 40px; text-align: center;
        h1 { font-size: 20px; color: ${t.danger}; margin: 0 0 12px; } p { color: ${t.text}; line-height: 1.8; margin: 6px 0; }
        .muted { color: ${t.muted}; font-size: 13px; } a { color: ${t.primary}; }`}
    >
      <h1>{ACCOUNT_MSG.cisFailedTitle}</h1>
      <p>{error}</p>
      <p className="muted">为保障账号安全，诊所系统的登录链接5分钟内有效且只能使用一次。请回到诊所系统重新点击“进入药采”。</p>
      <p className="muted">如仍无法进入，请联系客服热线 {HOTLINE}。</p>
      {loggedIn ? (
        <>
          <p data-testid="cis-still-logged-in">
            链接未被接受，您当前的登录未受影响{who ? `，仍以“${who}”的身份登录` : ''}。
          </p>
          <p>
            <a href="/home">继续使用当前账号</a>
          </p>
        </>
      ) : (
        <p>
          <a href="/home">以游客身份浏览药采</a>
        </p>
      )}
    </div>
  );
}
