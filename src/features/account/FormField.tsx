import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/** The look shared by the account and register forms: label left, control, message under it. */
export function useFormCss() {
  const css = useCss();
  return css`
    .row { display: grid; grid-template-columns: 120px 1fr; gap: 4px 12px; align-items: start; margin-bottom: 10px; }
    .row > label { padding-top: 8px; text-align: right; color: ${t.muted}; font-size: 13px; }
    .row > label .req { color: ${t.danger}; margin-right: 2px; }
    .ctl { display: flex; flex-direction: column; gap: 2px; min-width: 0; }
    .ctl .line { display: flex; gap: 8px; align-items: center; }
    .ctl > button { align-self: flex-start; }
    input[type='text'], input[type='password'], input[type='tel'], select {
      width: 100%; max-width: 340px; box-sizing: border-box; padding: 8px 10px; border: 1px solid ${t.border}; border-radius: 6px;
      font: inherit; color: ${t.text}; background: ${t.surface};
    }
    input:focus, select:focus { border-color: ${t.primary}; outline: 2px solid ${t.focus}; outline-offset: 1px; }
    input[aria-invalid='true'], select[aria-invalid='true'] { border-color: ${t.danger}; }
    select:disabled { background: #f3f4f6; color: ${t.muted}; cursor: not-allowed; }
    .msg { color: ${t.danger}; font-size: 12px; min-height: 18px; }
    .hint { color: ${t.muted}; font-size: 12px; }
  `;
}

/** A labelled row; `error` is shown under the control and marks it invalid for assistive tech. */
export function Field({
  label,
  required,
  error,
  hint,
  children,
  htmlFor,
}: {
  label: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
  htmlFor?: string;
}) {
  return (
    <div className="row">
      <label htmlFor={htmlFor}>
        {required && (
          <span className="req" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      <div className="ctl">
        {children}
        {hint && !error && <span className="hint">{hint}</span>}
        <span className="msg" role={error ? 'alert' : undefined}>
          {error ?? ''}
        </span>
      </div>
    </div>
  );
}

/** A text input row wired to a value, a change and a blur (where validation happens). */
export function TextField({
  label,
  required,
  error,
  hint,
  value,
  onValue,
  onBlur,
  type = 'text',
  after,
  ...rest
}: {
  label: string;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  value: string;
  onValue: (v: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'password' | 'tel';
  after?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur' | 'type'>) {
  const id = useId();
  return (
    <Field label={label} required={required} error={error} hint={hint} htmlFor={id}>
      <div className="line">
        <input
          id={id}
          type={type}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          onChange={(e) => onValue(e.target.value)}
          onBlur={onBlur}
          {...rest}
        />
        {after}
      </div>
    </Field>
  );
}
