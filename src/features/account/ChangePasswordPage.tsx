import { useState } from 'react';
import { ACCOUNT_MSG, MSG } from '../../model/messages';
import { confirmPasswordProblem } from '../../model/register-rules';
import { validatePassword, type Validator } from '../../model/validators';
import { updateClientPass, errorText } from '../../api';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/overlay-store';
import { Field, TextField, useFormCss } from './FormField';
import { PersonalLayout } from './PersonalLayout';
import { useFieldErrors } from './useFieldErrors';

type PwField = 'old_password' | 'password' | 'confirm_password';
const BLANK: Record<PwField, string> = { old_password: '', password: '', confirm_password: '' };

/** /personal/changePsd: old, new and confirmation, the 6-12 character rule (SPEC §5). */
export function ChangePasswordPage() {
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
      await updateClientPass(f.values, { quiet: true });
      toast(ACCOUNT_MSG.passwordChanged, 'success');
      f.setValues(BLANK);
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
    <PersonalLayout title="修改密码">
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
    </PersonalLayout>
  );
}
