import { REGISTER_TEXT_RULES, confirmPasswordProblem, type RegisterField } from '../../model/register-rules';
import type { Validator } from '../../model/validators';
import { useFieldErrors } from '../account';

export type TextKey = Exclude<RegisterField, 'client_type' | 'province' | 'city' | 'area'>;

const BLANK: Record<TextKey, string> = {
  username: '',
  password: '',
  confirm_password: '',
  vencus_name: '',
  name: '',
  mobile: '',
  code: '',
  telephone: '',
  id_card: '',
  address: '',
};

const RULES: Partial<Record<TextKey, Validator>> = Object.fromEntries(REGISTER_TEXT_RULES) as Partial<Record<TextKey, Validator>>;

/** The text fields of the register form with the shared rules; the confirmation is checked against the password. */
export function useRegisterForm() {
  const f = useFieldErrors<TextKey>(RULES, BLANK);
  const blur = (field: TextKey) =>
    field === 'confirm_password' ? f.setError(field, confirmPasswordProblem(f.values.password, f.values.confirm_password)) : f.blur(field);
  const validateAll = () => {
    const ok = f.validateAll();
    const confirm = confirmPasswordProblem(f.values.password, f.values.confirm_password);
    f.setError('confirm_password', confirm);
    return ok && !confirm;
  };
  return { ...f, blur, validateAll };
}
export type RegisterForm = ReturnType<typeof useRegisterForm>;
