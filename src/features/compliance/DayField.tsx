import { useId } from 'react';
import { Field } from '../account';

/** A labelled native date input (keyboard and picker), with its message. */
export function DayField({ label, value, onValue, error, min }: { label: string; value: string; onValue: (v: string) => void; error?: string; min?: string }) {
  const id = useId();
  return (
    <Field label={label} required error={error} htmlFor={id}>
      <input id={id} type="date" value={value} min={min} aria-invalid={error ? true : undefined} aria-required onChange={(e) => onValue(e.target.value)} />
    </Field>
  );
}
