import { useState } from 'react';
import { useLocation } from 'wouter';
import { MSG } from '../../model/messages';
import { login } from '../../stores/auth';
import { persistence, LOCAL_KEYS } from '../../stores/persistence';
import { $isLogin, $isSalesmanLogin } from '../../stores/session';
import { afterLoginTarget } from '../../model/guard-rules';
import { errorText } from '../../api';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { focusOnMount } from '../../ui/focus-on-mount';
import { askCompany } from '../account';

/** Client and salesman login; afterwards the saved target (guard rule 4) is visited. */
export function LoginPage() {
  const css = useCss();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!username.trim()) return setError('请输入账号');
    if (!password) return setError('请输入密码');
    setBusy(true);
    setError(null);
    try {
      const result = await login(username.trim(), password);
      // Several selling companies: the choice is asked on the next page (the guard leaves /login at once).
      if (result.companyList && result.companyList.length > 1) askCompany(result.companyList);
      const store = persistence().local;
      const saved = store.get(LOCAL_KEYS.redirectRoute);
      store.remove(LOCAL_KEYS.redirectRoute);
      navigate(afterLoginTarget(saved, { isLogin: $isLogin.get(), isSalesmanLogin: $isSalesmanLogin.get() }), {
        replace: true,
      });
    } catch (e) {
      setError(errorText(e, MSG.networkError));
    } finally {
      setBusy(false);
    }
  };

  const cls = css`
    max-width: 380px; margin: 48px auto; background: ${t.surface}; border-radius: 10px; padding: 32px;
    box-shadow: 0 8px 30px rgba(0,0,0,.06);
    h1 { margin: 0 0 20px; font-size: 22px; text-align: center; color: ${t.primary}; }
    label { display: block; margin-bottom: 14px; color: ${t.muted}; font-size: 13px; }
    input { display: block; width: 100%; box-sizing: border-box; margin-top: 4px; padding: 10px 12px; border: 1px solid ${t.border}; border-radius: 6px; font: inherit; color: ${t.text}; }
    input:focus { border-color: ${t.primary}; outline: 2px solid ${t.focus}; outline-offset: 1px; }
    .err { color: ${t.danger}; min-height: 20px; font-size: 13px; margin-bottom: 8px; }
    button[type='submit'] { width: 100%; }
    .links { display: flex; justify-content: space-between; margin-top: 14px; font-size: 13px; }
    .links a { color: ${t.primary}; }
  `;
  return (
    <form
      className={cls}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h1>登录药采</h1>
      <label>
        账号
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the login page is there to take the account: focus starts in its first field */}
        <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} autoFocus ref={focusOnMount} />
      </label>
      <label>
        密码
        <input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      <div className="err" role="alert">
        {error}
      </div>
      <Button type="submit" variant="primary" size="lg" disabled={busy}>
        {busy ? '登录中…' : '登录'}
      </Button>
      <div className="links">
        <a href="/register">还没有账号？立即注册</a>
        <a href="/help?name=login">登录帮助</a>
      </div>
    </form>
  );
}
