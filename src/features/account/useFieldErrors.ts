import { useCallback, useState } from 'react';
import type { Validator } from '../../model/validators';

/**
 * Values with their validators: `blur(field)` shows the field's message (SPEC §5: validation on blur),
 * `validateAll()` shows every message and says whether the form may be sent.
 */
export function useFieldErrors<F extends string>(rules: Partial<Record<F, Validator>>, initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string | null>>>({});
  const set = useCallback((field: F, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A field already showing a message re-checks while typing, so the message leaves as soon as it is fixed.
    setErrors((e) => (e[field] ? { ...e, [field]: rules[field]?.(value) ?? null } : e));
  }, [rules]);
  const blur = useCallback(
    (field: F, value?: string) => {
      setErrors((e) => ({ ...e, [field]: rules[field]?.(value ?? values[field]) ?? null }));
    },
    [rules, values],
  );
  const setError = useCallback((field: F, message: string | null) => setErrors((e) => ({ ...e, [field]: message })), []);
  const validateAll = useCallback((): boolean => {
    const next: Partial<Record<F, string | null>> = {};
    for (const field of Object.keys(values) as F[]) next[field] = rules[field]?.(values[field]) ?? null;
    setErrors(next);
    return Object.values(next).every((m) => !m);
  }, [rules, values]);
  return { values, setValues, errors, set, blur, setError, validateAll };
}
