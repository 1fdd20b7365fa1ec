import { useState } from 'react';
import { ACCOUNT_MSG, MSG } from '../../model/messages';
import { confirmPasswordProblem } from '../../model/register-rules';
import { validatePassword, type Validator } from '../../model/validators';
import { errorText } from '../../api';
import type { PasswordChange } from '../../contract/personal';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Field, TextField, useFormCss } from './FormField';
import { useFieldErrors } from './useFieldErrors';

type PwField = 'old_password' | 'password' | 'confirm_password';
const BLANK: Record<PwField, string> = { old_password: '', password: '', confirm_password: '' };

/**
 * Old, new and confirmation with the 6-12 character rule (SPEC §5); `save` sends them (a client's or a salesman's
 * call) and `onSaved` hears its answer. A wrong old password is shown on its field.
 */
export function PasswordForm<R>({ save, onSaved }: { save: (values: PasswordChange) => Promise<R>; onSaved?: (result: R) => void }) {
  const formCss = useFormCss();
  const [busy, setBusy] = useState(false);
  const [rules] = useState(() => {
    const r: Record<PwField, Validator> = {
      old_password: (v) => (v ? null : '请输入原密码'),
      password: validatePassword,
      confirm_password: () => null, // checked against the new password below
    };
    return r;
  });
  const f = useFieldErrors<PwField>(rules, BLANK);
  const confirmError = () => confirmPasswordProblem(f.values.password, f.values.confirm_password);

  const submit = async () => {
    const ok = f.validateAll();
    const confirm = confirmError();
    f.setError('confirm_password', confirm);
    if (!ok || confirm) return;
    setBusy(true);
    try {
      const result = await save(f.values);
      toast(ACCOUNT_MSG.passwordChanged, 'success');
      f.setValues(BLANK);
      onSaved?.(result);
    } catch (e) {
      const msg = errorText(e, MSG.networkError);
      if (msg === ACCOUNT_MSG.oldPasswordWrong) f.setError('old_password', msg);
      else toast(msg, 'error');
    } finally {
      setBusy(false);
    }
  };

  const pw = (field: PwField, label: string, autoComplete: string, onBlur: () => void, hint?: string) => (
    <TextField
      type="password"
      label={label}
      required
      name={field}
      autoComplete={autoComplete}
      maxLength={12}
      hint={hint}
      value={f.values[field]}
      onValue={(v) => f.set(field, v)}
      onBlur={onBlur}
      error={f.errors[field]}
    />
  );

  return (
    <form
        className={formCss}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {pw('old_password', '原密码', 'current-password', () => f.blur('old_password'))}
        {pw('password', '新密码', 'new-password', () => f.blur('password'), '6-12位字母、数字或下划线')}
        {pw('confirm_password', '确认新密码', 'new-password', () => f.setError('confirm_password', confirmError()))}
        <Field label="">
          <Button type="submit" variant="primary" disabled={busy}>
            {busy ? '提交中…' : '确认修改'}
          </Button>
        </Field>
    </form>
  );
}
