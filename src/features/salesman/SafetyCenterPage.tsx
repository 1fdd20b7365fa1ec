import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { getSalesmanBase, saveSalesmanPass, signOutOtherSessions } from '../../api/salesman';
import { MSG } from '../../model/messages';
import { SALESMAN_MSG } from '../../model/salesman-report';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { confirmDialog, toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { useRemote } from '../../ui/useRemote';
import { PasswordForm } from '../account';
import { Remote } from './Remote';
import { SalesmanLayout } from './SalesmanLayout';

/** 安全中心: change the password (ends his other logins) and sign out the other devices. */
export function SafetyCenterPage() {
  const css = useCss();
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getSalesmanBase({ quiet: true }), viewer);
  const [busy, setBusy] = useState(false);
  const signOut = async () => {
    const ok = await confirmDialog({ title: '退出其他设备', message: '确定要退出其他设备上的登录吗？本机的登录保留。', confirmText: MSG.confirm, cancelText: MSG.cancel });
    if (!ok) return;
    setBusy(true);
    try {
      const r = await signOutOtherSessions();
      toast(SALESMAN_MSG.signedOut(r.signed_out), 'success');
      retry();
    } catch (e) {
      toast(errorText(e, MSG.httpDefault), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <SalesmanLayout title="安全中心">
      <section aria-labelledby="sessions-h" className={css`margin-bottom: 24px;`}>
        <h2 id="sessions-h" className={css`font-size: 15px; margin: 0 0 10px;`}>
          登录设备
        </h2>
        <Remote state={state} retry={retry} rows={1} height={40}>
          {(d) => (
            <p className={css`display: flex; gap: 12px; align-items: center; flex-wrap: wrap; margin: 0;`}>
              <span data-testid="other-sessions">
                {d.other_sessions > 0 ? `另有 ${d.other_sessions} 处登录` : '只有本机登录'}
                {d.last_login_at && `，上次登录 ${d.last_login_at}`}
              </span>
              <Button size="sm" disabled={busy || d.other_sessions === 0} onClick={() => void signOut()}>
                退出其他设备
              </Button>
            </p>
          )}
        </Remote>
      </section>
      <section aria-labelledby="password-h">
        <h2 id="password-h" className={css`font-size: 15px; margin: 0 0 10px;`}>
          修改密码
        </h2>
        <PasswordForm
          save={saveSalesmanPass}
          onSaved={(r) => {
            toast(SALESMAN_MSG.signedOut(r.signed_out), 'info');
            retry();
          }}
        />
      </section>
    </SalesmanLayout>
  );
}
