import { useEffect, useState } from 'react';
import { chinaDay } from '../../model/date-range';
import { reportRangeProblem, type ReportGranularity } from '../../model/salesman-report';
import { presetOf, presetRange, REPORT_PRESETS, type ReportPeriodChoice } from '../../model/salesman-ui-rules';
import { Button } from '../../ui/Button';
import { useCss } from '../../ui/styled';
import { t } from '../../ui/theme';

/**
 * The report and ranking period: shortcuts (最近7天 … 今年), or two days and 按日/按月, checked with the same rule the
 * server applies (no future day, start ≤ end, at most 92 days by day or 36 months by month).
 */
export function PeriodPicker({ value, onChange, granularity = true }: { value: ReportPeriodChoice; onChange: (p: ReportPeriodChoice) => void; granularity?: boolean }) {
  const css = useCss();
  const [draft, setDraft] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the parent passes a new object each render: reset the draft when its fields change
  useEffect(() => setDraft(value), [value.start, value.end, value.granularity]);
  const today = chinaDay(new Date());
  const active = presetOf(value);
  const apply = () => {
    // Rankings have no granularity: only the longest (monthly) bound applies.
    const p = reportRangeProblem(draft.start, draft.end, granularity ? draft.granularity : 'month');
    setProblem(p);
    if (!p) onChange(draft);
  };
  return (
    <div
      className={css`
        display: grid; gap: 8px; margin-bottom: 14px;
        .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
        .row button[aria-pressed='true'] { border-color: ${t.primary}; color: ${t.primary}; background: ${t.primarySoft}; }
        input, select { height: 30px; border: 1px solid ${t.border}; border-radius: 4px; padding: 0 6px; font: inherit; background: ${t.surface}; color: ${t.text}; }
        label { display: inline-flex; gap: 6px; align-items: center; font-size: 13px; }
        [role='alert'] { color: ${t.danger}; font-size: 13px; margin: 0; }
      `}
    >
      <div className="row" role="group" aria-label="快捷时间段">
        {REPORT_PRESETS.map((p) => (
          <Button
            key={p.key}
            size="sm"
            aria-pressed={active === p.key}
            onClick={() => {
              setProblem(null);
              onChange(presetRange(p.key));
            }}
          >
            {p.label}
          </Button>
        ))}
      </div>
      <form
        className="row"
        // Our own Chinese message for every refusal, not the browser's bubble for a day past max.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <label>
          开始日期
          <input type="date" max={today} value={draft.start} onChange={(e) => setDraft({ ...draft, start: e.target.value })} />
        </label>
        <label>
          结束日期
          <input type="date" max={today} value={draft.end} onChange={(e) => setDraft({ ...draft, end: e.target.value })} />
        </label>
        {granularity && (
          <label>
            统计方式
            <select value={draft.granularity} onChange={(e) => setDraft({ ...draft, granularity: e.target.value as ReportGranularity })}>
              <option value="day">按日</option>
              <option value="month">按月</option>
            </select>
          </label>
        )}
        <Button type="submit" size="sm" variant="primary">
          查询
        </Button>
      </form>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
}
