import { useEffect, useState, type KeyboardEvent } from 'react';
import { QUICK_MSG } from '../../model/messages';
import { clampQuantity, quantityMessage, quantityProblem, type QuantityRule } from '../../model/product-rules';
import { correctQuantity } from '../../model/quantity-correction';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/**
 * A listed line's quantity: step-strict (SPEC §5). A quantity below the minimum, off the packing step or above the
 * maximum is corrected in the box itself to what is sent, with a short note why (最小起订量10盒，已调整为10: the
 * model's correctQuantity, the rule the server holds it to); one that is no quantity at all shows the rule's message
 * with a one-click fix. ↑↓ step by the packing size; Enter saves and moves on; leaving the cell saves a change.
 */
export function QtyCell({
  label,
  amount,
  rule,
  unit,
  onCommit,
  onNext,
  onDelete,
  inputRef,
}: {
  label: string;
  amount: number;
  rule: QuantityRule;
  unit: string;
  onCommit: (n: number) => void;
  onNext: () => void;
  onDelete: () => void;
  inputRef: (el: HTMLInputElement | null) => void;
}) {
  const css = useCss();
  const [text, setText] = useState(String(amount));
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    setText(String(amount));
    setProblem(null);
  }, [amount]);

  const n = Number(text || Number.NaN);
  const fix = problem ? clampQuantity(Number.isFinite(n) ? n : rule.min, rule) : null;

  /** True when the text is (or was corrected to) a valid quantity, sent if it changed. */
  const commit = (value = text): boolean => {
    let q = Number(value || Number.NaN);
    const corrected = correctQuantity(q, rule, unit);
    setNote(corrected?.note ?? null);
    if (corrected) {
      q = corrected.amount;
      setText(String(q));
    }
    const p = quantityProblem(q, rule);
    if (p) {
      setProblem(quantityMessage(p, rule));
      return false;
    }
    setProblem(null);
    if (q !== amount) onCommit(q);
    return true;
  };
  const step = (delta: 1 | -1) => {
    const base = quantityProblem(n, rule) ? amount : n;
    const next = clampQuantity(base + delta * rule.step, rule);
    if (next === null) return;
    setText(String(next));
    setProblem(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'Delete' || e.key === 'Backspace') && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      onDelete();
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (commit()) onNext();
    } else if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault();
      step(e.key === 'ArrowUp' ? 1 : -1);
    } else if (e.key === 'Escape') {
      setText(String(amount));
      setProblem(null);
    }
  };
  const cls = css`
    display: grid; gap: 2px;
    .box { display: flex; align-items: center; gap: 4px; }
    input { width: 72px; height: 32px; border: 1px solid ${t.border}; border-radius: 4px; text-align: center; font: inherit; color: ${t.text}; }
    input:focus { border-color: ${t.primary}; outline: 2px solid ${t.focus}; outline-offset: 1px; }
    input[aria-invalid='true'] { border-color: ${t.danger}; }
    .u { color: ${t.muted}; font-size: 12px; }
    .msg { font-size: 12px; color: ${t.danger}; display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
    .fixed { font-size: 12px; color: ${t.warn}; }
    .msg button { border: none; background: none; color: ${t.primary}; padding: 0; cursor: pointer; font: inherit; text-decoration: underline; }
  `;
  return (
    <div className={cls}>
      <span className="box">
        <input
          ref={inputRef}
          aria-label={label}
          inputMode="numeric"
          value={text}
          aria-invalid={problem !== null}
          onChange={(e) => {
            setText(e.target.value.replace(/[^\d]/g, ''));
            setProblem(null);
            setNote(null);
          }}
          onFocus={(e) => e.target.select()}
          onBlur={() => {
            if (text !== String(amount)) commit();
          }}
          onKeyDown={onKeyDown}
        />
        <span className="u">{unit}</span>
      </span>
      {note && !problem && (
        <span className="fixed" role="status" data-testid="qo-qty-note">
          {note}
        </span>
      )}
      {problem && (
        <span className="msg" role="alert">
          {problem}
          {fix !== null && fix !== n && (
            <button
              type="button"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setText(String(fix));
                commit(String(fix));
              }}
            >
              {QUICK_MSG.fixTo(fix)}
            </button>
          )}
        </span>
      )}
    </div>
  );
}
