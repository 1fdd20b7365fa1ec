import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PAY_PASSWORD_TEXT, payPasswordProblem } from '../../model/pay-password';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/**
 * Asks the 支付密码 before a balance or credit payment: a native modal dialog (focus trapped, Escape closes), the
 * field focused on open, Enter confirms; the server's refusal (wrong, locked for N minutes) is shown in the dialog.
 */
export function PayPasswordDialog({
  open,
  amount,
  error,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  amount: string;
  error: string;
  busy: boolean;
  onConfirm: (password: string) => void;
  onClose: () => void;
}) {
  const css = useCss();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!open) return;
    setValue('');
    setProblem('');
    const id = setTimeout(() => input.current?.focus(), 0);
    return () => clearTimeout(id);
  }, [open]);
  useEffect(() => {
    if (error) {
      setValue('');
      input.current?.focus();
    }
  }, [error]);
  const cls = css`
    display: grid; gap: 10px;
    label { display: grid; gap: 6px; }
    input { font: inherit; font-size: 20px; letter-spacing: 8px; padding: 8px 10px; border: 1px solid ${t.border}; border-radius: ${t.radius}; }
    .err { color: ${t.danger}; font-size: 13px; margin: 0; }
    .acts { display: flex; justify-content: flex-end; gap: 8px; }
  `;
  function submit(e: FormEvent) {
    e.preventDefault();
    const p = payPasswordProblem(value);
    if (p) return setProblem(p);
    setProblem('');
    onConfirm(value);
  }
  const shown = problem || error;
  return (
    <Dialog open={open} title={PAY_PASSWORD_TEXT.dialogTitle} onClose={onClose} testId="pay-password-dialog">
      <form className={cls} onSubmit={submit} noValidate>
        <p>应付金额 ¥{amount}</p>
        <label>
          {PAY_PASSWORD_TEXT.label}
          <input
            ref={input}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            value={value}
            aria-invalid={shown ? true : undefined}
            aria-describedby={shown ? 'yc-pay-password-error' : undefined}
            onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
          />
        </label>
        {shown && (
          <p className="err" id="yc-pay-password-error" role="alert">
            {shown}
          </p>
        )}
        <div className="acts">
          <Button onClick={onClose}>{PAY_PASSWORD_TEXT.cancel}</Button>
          <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
            {PAY_PASSWORD_TEXT.confirmPay}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
