import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { Redirect, Route, Switch } from 'wouter';
import { errorText } from '../../api';
import { MSG } from '../../model/messages';
import { SALESMAN_PAGES, salesmanPath } from '../../model/salesman-ui-menu';
import { login } from '../../stores/auth';
import { emit } from '../../stores/events';
import { startActing } from '../../stores/acting';
import { $isLogin, $isSalesmanLogin, $session } from '../../stores/session';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { SALESMAN_SCREENS } from './pages';

/**
 * The whole console inside a host page (`<yc-salesman-console>`): the same pages and paths as the site's
 * /salesman/*, on the element's memory router. `customerId` starts acting for that customer once the salesman is
 * logged in. Without a salesman session it asks him to log in (and tells the host: `yc:auth-required`); a buyer who
 * is logged in is told the console is for salesmen, and the host hears nothing (he needs no login).
 */
export function SalesmanConsole({ customerId }: { customerId?: number }) {
  const isSalesman = useStore($isSalesmanLogin);
  const isBuyer = useStore($isLogin);
  const clientId = useStore($session).client_id;
  const tried = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!isSalesman || !customerId || clientId === customerId || tried.current === customerId) return;
    tried.current = customerId;
    startActing(customerId).catch((e: unknown) => toast(errorText(e, MSG.httpDefault), 'error'));
  }, [isSalesman, customerId, clientId]);
  if (!isSalesman && isBuyer) return <ForSalesmenOnly />;
  if (!isSalesman) return <SalesmanLogin />;
  return (
    <Switch>
      {SALESMAN_PAGES.map((page) => {
        const Screen = SALESMAN_SCREENS[page];
        return (
          <Route key={page} path={salesmanPath(page)}>
            <Screen />
          </Route>
        );
      })}
      <Route>
        <Redirect to={salesmanPath('index')} replace />
      </Route>
    </Switch>
  );
}

/** Said to a buyer in `<yc-salesman-console>` (here, not in model/messages: only this lazy chunk needs it). */
const SALESMAN_ONLY = '业务员工作台仅供业务员使用。您当前登录的是采购客户账号，如需使用请退出后以业务员账号登录。';

/** A buyer's session: the console is not his, and no login is asked for (the host would show its login). */
function ForSalesmenOnly() {
  const css = useCss();
  return (
    <div
      role="note"
      data-testid="salesman-only"
      className={css`max-width: 360px; margin: 24px auto; padding: 20px 24px; border: 1px solid ${t.border}; border-radius: 8px; background: ${t.surface}; h2 { margin: 0 0 8px; font-size: 16px; } p { margin: 0; color: ${t.muted}; font-size: 13px; }`}
    >
      <h2>业务员工作台</h2>
      <p>{SALESMAN_ONLY}</p>
    </div>
  );
}

/** The login prompt of the element: a salesman's account and password (a client account is told it cannot use the console). */
function SalesmanLogin() {
  const css = useCss();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => emit('yc:auth-required', { reason: 'salesman-login-required' }), []);
  const submit = async () => {
    if (!username || !password) return setProblem('请输入账号和密码');
    setBusy(true);
    setProblem(null);
    try {
      const r = await login(username, password);
      if (!r.salesman_id) setProblem('业务员工作台需要业务员账号登录');
    } catch (e) {
      setProblem(errorText(e, MSG.httpDefault));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      data-testid="salesman-login"
      className={css`
        max-width: 360px; margin: 24px auto; padding: 20px 24px; border: 1px solid ${t.border}; border-radius: 8px; background: ${t.surface}; display: grid; gap: 12px;
        h2 { margin: 0; font-size: 16px; }
        label { display: grid; gap: 4px; font-size: 13px; }
        input { height: 34px; border: 1px solid ${t.border}; border-radius: 4px; padding: 0 8px; font: inherit; }
        [role='alert'] { color: ${t.danger}; margin: 0; font-size: 13px; }
      `}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>业务员工作台</h2>
      <p className={css`margin: 0; color: ${t.muted}; font-size: 13px;`}>请使用业务员账号登录</p>
      <label>
        账号
        <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
      </label>
      <label>
        密码
        <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      {problem && <p role="alert">{problem}</p>}
      <Button type="submit" variant="primary" disabled={busy}>
        {busy ? '登录中…' : '登录'}
      </Button>
    </form>
  );
}
