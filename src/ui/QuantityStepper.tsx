import { useEffect, useRef, useState } from 'react';
import { clampQuantity, quantityMessage, quantityProblem, type QuantityRule } from '../model/product-rules';
import { useCss } from './styled';
import { t } from './theme';

/** How long the reason for a snapped quantity stays up (it also goes at the next edit). */
export const HINT_MS = 4000;

/**
 * Step-strict quantity input (SPEC §5): − and + move by the packing size within min..max; a typed value is
 * snapped to the nearest valid quantity on blur, with the reason shown in a bubble over the content below (so the
 * card does not grow) until the next edit or a few seconds later.
 */
export function QuantityStepper({
  value,
  rule,
  onChange,
  disabled,
  label = '购买数量',
}: {
  value: number;
  rule: QuantityRule;
  onChange: (n: number) => void;
  disabled?: boolean;
  label?: string;
}) {
  const css = useCss();
  const [text, setText] = useState(String(value));
  const [hint, setHint] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setText(String(value)), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const showHint = (next: string | null) => {
    clearTimeout(timer.current);
    setHint(next);
    if (next) timer.current = setTimeout(() => setHint(null), HINT_MS);
  };

  const commit = (raw: string) => {
    const n = Number(raw);
    const problem = quantityProblem(n, rule);
    const next = clampQuantity(n, rule);
    showHint(problem ? quantityMessage(problem, rule) : null);
    if (next !== null) {
      onChange(next);
      setText(String(next));
    }
  };
  const cls = css`
    display: inline-flex; flex-direction: column; gap: 2px; position: relative;
    .row { display: inline-flex; border: 1px solid ${t.border}; border-radius: 4px; overflow: hidden; }
    button { width: 28px; border: none; background: #f3f4f6; cursor: pointer; font-size: 16px; color: ${t.text}; }
    button:focus-visible, input:focus-visible { outline: 2px solid ${t.focus}; outline-offset: -2px; }
    button:disabled { cursor: not-allowed; opacity: .4; }
    input { width: 56px; border: none; text-align: center; font: inherit; padding: 4px 0; color: ${t.text}; }
    .hint {
      position: absolute; top: calc(100% + 4px); left: 0; z-index: 2; width: max-content; max-width: 220px;
      font-size: 12px; color: ${t.warn}; background: ${t.warnSoft}; border: 1px solid #fed7aa; border-radius: 4px;
      padding: 2px 8px; box-shadow: 0 2px 8px rgba(0,0,0,.08);
    }
  `;
  const atMin = value - rule.step < rule.min;
  const atMax = value + rule.step > rule.max;
  return (
    <span className={cls}>
      <span className="row">
        <button type="button" aria-label="减少" disabled={disabled || atMin} onClick={() => commit(String(value - rule.step))}>
          −
        </button>
        <input
          aria-label={label}
          inputMode="numeric"
          value={text}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value.replace(/[^\d]/g, ''));
            showHint(null);
          }}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit((e.target as HTMLInputElement).value);
            if (e.key === 'ArrowUp') commit(String(value + rule.step));
            if (e.key === 'ArrowDown') commit(String(value - rule.step));
          }}
        />
        <button type="button" aria-label="增加" disabled={disabled || atMax} onClick={() => commit(String(value + rule.step))}>
          +
        </button>
      </span>
      {hint && (
        <span className="hint" role="alert">
          {hint}
        </span>
      )}
    </span>
  );
}
