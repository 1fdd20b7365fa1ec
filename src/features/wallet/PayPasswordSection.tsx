import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { errorText } from '../../api';
import { getPayPasswordState, savePayPassword, sendPayPasswordCode } from '../../api/wallet';
import { MSG } from '../../model/messages';
import { PAY_PASSWORD_TEXT, payPasswordProblem } from '../../model/pay-password';
import { $viewerKey } from '../../stores/viewer';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';
import { useRemote } from '../../ui/useRemote';
import { TextField, useFormCss } from '../account';
import { useCountdown } from '../register';

/**
 * 支付密码 on /personal/cash: whether it is set (or locked, for how long), and setting or resetting it with a code
 * sent to the registered phone (the demo shows the code, as registration does). Balance and credit payments ask
 * for it (features/payment/PayPasswordDialog.tsx).
 */
export function PayPasswordSection() {
  const css = useCss();
  const form = useFormCss();
  const viewer = useStore($viewerKey);
  const { state, retry } = useRemote(() => getPayPasswordState({ silent: true }), viewer);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [wait, startWait] = useCountdown();
  const s = state.data;
  const cls = css`
    display: grid; gap: 10px; padding: 16px; border: 1px solid ${t.border}; border-radius: 8px;
    h2 { margin: 0; font-size: 16px; }
    .state { margin: 0; color: ${t.muted}; font-size: 13px; }
    .state[data-locked='true'] { color: ${t.danger}; }
    .err { color: ${t.danger}; font-size: 13px; margin: 0; }
  `;

  async function send() {
    setBusy(true);
    try {
      const r = await sendPayPasswordCode({ silent: true });
      startWait(r.cooldown);
      setDemoCode(r.code ?? null);
      setSentTo(r.phone);
    } catch (e) {
      setProblem(errorText(e, MSG.networkError));
    } finally {
      setBusy(false);
    }
  }

  async function save(e: FormEvent) {
    e.preventDefault();
    const p = payPasswordProblem(password, again) ?? (/^\d{6}$/.test(code) ? null : PAY_PASSWORD_TEXT.codeBad);
    if (p) return setProblem(p);
    setProblem('');
    setBusy(true);
    try {
      await savePayPassword({ code, pay_password: password }, { silent: true });
      toast(PAY_PASSWORD_TEXT.saved, 'success');
      setCode('');
      setPassword('');
      setAgain('');
      setDemoCode(null);
      retry();
    } catch (err) {
      setProblem(errorText(err, MSG.networkError));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={cls} aria-labelledby="yc-pay-password-title" data-testid="pay-password">
      <h2 id="yc-pay-password-title">{PAY_PASSWORD_TEXT.title}</h2>
      {s && (
        <p className="state" data-locked={s.locked_minutes > 0} data-testid="pay-password-state">
          {s.locked_minutes > 0 ? PAY_PASSWORD_TEXT.locked(s.locked_minutes) : s.is_set ? PAY_PASSWORD_TEXT.isSet : PAY_PASSWORD_TEXT.notSet}
        </p>
      )}
      <form className={form} onSubmit={save} noValidate>
        <TextField
          label={PAY_PASSWORD_TEXT.codeLabel}
          value={code}
          onValue={(v) => setCode(v.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          hint={demoCode ? `演示环境短信验证码：${demoCode}` : sentTo ? PAY_PASSWORD_TEXT.sentTo(sentTo) : undefined}
          after={
            <Button onClick={() => void send()} disabled={busy || wait > 0}>
              {wait > 0 ? `${wait}秒后重发` : PAY_PASSWORD_TEXT.sendCode}
            </Button>
          }
        />
        <TextField label={PAY_PASSWORD_TEXT.label} type="password" value={password} onValue={(v) => setPassword(v.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="new-password" maxLength={6} />
        <TextField label={PAY_PASSWORD_TEXT.confirmLabel} type="password" value={again} onValue={(v) => setAgain(v.replace(/\D/g, '').slice(0, 6))} inputMode="numeric" autoComplete="new-password" maxLength={6} />
        {problem && (
          <p className="err" role="alert">
            {problem}
          </p>
        )}
        <div>
          <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
            {PAY_PASSWORD_TEXT.save}
          </Button>
        </div>
      </form>
    </section>
  );
}
