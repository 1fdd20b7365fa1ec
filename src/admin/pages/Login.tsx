import { useEffect, useState, type FormEvent } from 'react';
import { login } from '../../api/admin/session';
import { errorText } from '../../api/errors';
import { Button } from '../../ui/Button';
import { focusOnMount } from '../../ui/focus-on-mount';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { loadMe, setToken } from '../session';
import { useTitle } from '../useTitle';

type Step = 'password' | 'totp' | 'enrol';

/** The enrolment QR of an otpauth URI (the encoder loads only here). */
function EnrolQr({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      // A CommonJS package: its functions may sit on the namespace or on its default export, depending on the bundler.
      .then((m: typeof import('qrcode') & { default?: typeof import('qrcode') }) => (m.default ?? m).toDataURL(uri, { width: 180, margin: 1 }))
      .then((url) => live && setSrc(url), () => undefined);
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? <img src={src} width={180} height={180} alt="动态口令绑定二维码" data-testid="totp-qr" /> : <div style={{ width: 180, height: 180 }} aria-busy="true" />;
}

export function LoginPage() {
  useTitle('登录');
  const css = useCss();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>('password');
  const [otpauth, setOtpauth] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError('');
    if (!username.trim() || !password) return setError('请输入用户名和密码');
    if (step !== 'password' && !/^\d{6}$/.test(code)) return setError('请输入6位动态口令');
    setBusy(true);
    try {
      const answer = await login({ username: username.trim(), password, ...(step !== 'password' ? { code } : {}) });
      if (answer.step === 'done' && answer.token) {
        setToken(answer.token);
        await loadMe();
        return;
      }
      setStep(answer.step === 'enrol' ? 'enrol' : 'totp');
      setOtpauth(answer.otpauth ?? '');
      setCode('');
    } catch (err) {
      setError(errorText(err, '登录失败，请稍后再试'));
    } finally {
      setBusy(false);
    }
  };

  const cls = css`
    max-width: 400px; margin: 10vh auto; padding: 32px; background: ${t.surface}; border: 1px solid ${t.border}; border-radius: 8px;
    h1 { margin: 0 0 24px; font-size: 22px; text-align: center; color: ${t.primaryDark}; }
    label { display: block; margin: 0 0 16px; }
    label span { display: block; margin-bottom: 6px; }
    input { width: 100%; height: 36px; padding: 0 10px; border: 1px solid ${t.border}; border-radius: 4px; font: inherit; }
    .hint { color: ${t.muted}; font-size: 13px; margin: 0 0 12px; }
    .error { color: ${t.danger}; margin: 0 0 12px; }
    .qr { display: flex; justify-content: center; margin-bottom: 12px; }
    button[type='submit'] { width: 100%; }
  `;
  return (
    <main className={cls}>
      <h1>药采管理后台</h1>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <label>
          <span>用户名</span>
          <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" disabled={step !== 'password'} ref={focusOnMount} />
        </label>
        <label>
          <span>密码</span>
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" disabled={step !== 'password'} />
        </label>
        {step === 'enrol' && (
          <>
            <p className="hint">首次登录须绑定动态口令：请用验证器（如 Google Authenticator、微软验证器）扫描下方二维码，再输入验证器显示的6位口令。</p>
            <div className="qr">
              <EnrolQr uri={otpauth} />
            </div>
          </>
        )}
        {step === 'totp' && <p className="hint">您的账号须使用动态口令登录，请输入验证器中的6位口令。</p>}
        {step !== 'password' && (
          <label>
            <span>动态口令</span>
            <input
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              inputMode="numeric"
              autoComplete="one-time-code"
              ref={focusOnMount}
            />
          </label>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <Button type="submit" variant="primary" disabled={busy}>
          {busy ? '登录中…' : step === 'password' ? '登录' : '验证并登录'}
        </Button>
      </form>
    </main>
  );
}
