import { useEffect, useId, useState } from 'react';
import { DATE_SHORTCUTS, chinaDay, dateRangeProblem, dayRange, shortcutRange, type DateRange } from '../../model/date-range';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/**
 * The SPEC §5 date range picker: two day inputs (days after today disabled through `max`), times defaulting to
 * 00:00:00 and 23:59:59, shortcuts 最近一周 / 最近一个月 / 最近三个月, a clear button. The value is
 * `yyyy-MM-dd HH:mm:ss` strings or null for "no range"; a range the rules refuse shows its message and is not
 * applied. It lives with the orders (the only screen with a range so far) so it loads with them, not in the site's
 * first load (src/ui is bundled into the core chunk); exported through the feature's index for the next one.
 */
export function DateRangePicker({
  value,
  onChange,
  now = new Date(),
  label = '下单时间',
}: {
  value: DateRange | null;
  onChange: (range: DateRange | null) => void;
  now?: Date;
  label?: string;
}) {
  const css = useCss();
  const id = useId();
  const today = chinaDay(now);
  const [from, setFrom] = useState(value?.start.slice(0, 10) ?? '');
  const [to, setTo] = useState(value?.end.slice(0, 10) ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setFrom(value?.start.slice(0, 10) ?? '');
    setTo(value?.end.slice(0, 10) ?? '');
  }, [value?.start, value?.end]);

  const apply = (f: string, e: string) => {
    setFrom(f);
    setTo(e);
    if (!f || !e) {
      setProblem(null);
      if (!f && !e) onChange(null);
      return;
    }
    const range = dayRange(f, e);
    const p = dateRangeProblem(range.start, range.end, now);
    setProblem(p);
    if (!p) onChange(range);
  };
  const shortcut = (days: number) => {
    const r = shortcutRange(days, now);
    apply(r.start.slice(0, 10), r.end.slice(0, 10));
  };

  const cls = css`
    display: flex; flex-wrap: wrap; align-items: center; gap: 8px;
    label { color: ${t.muted}; font-size: 13px; }
    input[type='date'] { height: 32px; border: 1px solid ${t.border}; border-radius: 4px; padding: 0 8px; font: inherit; color: ${t.text}; }
    input[type='date']:focus-visible { outline: 2px solid ${t.primary}; outline-offset: 1px; }
    .sep { color: ${t.muted}; }
    .msg { color: ${t.danger}; font-size: 12px; width: 100%; }
  `;
  return (
    <div className={cls} role="group" aria-label={label} data-testid="date-range">
      <label htmlFor={`${id}-from`}>{label}</label>
      <input id={`${id}-from`} type="date" aria-label="开始日期" max={to && to < today ? to : today} value={from} onChange={(e) => apply(e.target.value, to)} />
      <span className="sep">至</span>
      <input id={`${id}-to`} type="date" aria-label="结束日期" min={from || undefined} max={today} value={to} onChange={(e) => apply(from, e.target.value)} />
      {DATE_SHORTCUTS.map((s) => (
        <Button key={s.days} size="sm" variant="text" onClick={() => shortcut(s.days)}>
          {s.label}
        </Button>
      ))}
      {(from || to) && (
        <Button size="sm" variant="text" onClick={() => apply('', '')}>
          清除
        </Button>
      )}
      {problem && (
        <span className="msg" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
