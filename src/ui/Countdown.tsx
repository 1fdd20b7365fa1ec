import { useEffect, useRef, useState } from 'react';
import { countdownParts, countdownText, msToNextTick } from '../model/countdown';
import { useCss } from './styled';
import { t } from './theme';

/**
 * Countdown to `endMs` (a 13-digit millisecond timestamp) showing days, hours, minutes, seconds (SPEC §2.11, §4).
 * It ticks on each second boundary of the time left, corrected by `skewMs` (server clock − this clock), and calls
 * `onFinish` once when it reaches zero; then it shows `doneText`. Screen readers get the label, not every tick.
 */
export function Countdown({
  endMs,
  skewMs = 0,
  label,
  doneText,
  onFinish,
}: {
  endMs: number;
  skewMs?: number;
  label: string;
  doneText: string;
  onFinish?: () => void;
}) {
  const css = useCss();
  const now = () => Date.now() + skewMs;
  const [nowMs, setNowMs] = useState(now);
  const finished = useRef(false);
  const finish = useRef(onFinish);
  finish.current = onFinish;
  const parts = countdownParts(endMs, nowMs);

  useEffect(() => {
    finished.current = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = now();
      setNowMs(at);
      if (countdownParts(endMs, at).done) {
        if (!finished.current) {
          finished.current = true;
          finish.current?.();
        }
        return;
      }
      timer = setTimeout(tick, msToNextTick(endMs, at));
    };
    tick();
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `now` is a fresh closure over skewMs (listed): restart on end or skew only
  }, [endMs, skewMs]);

  const cls = css`
    display: inline-flex; align-items: center; gap: 4px; font-size: 13px; color: ${t.text};
    .n { display: inline-block; min-width: 24px; padding: 1px 4px; border-radius: 4px; background: ${t.text}; color: ${t.surface}; text-align: center; font-variant-numeric: tabular-nums; font-weight: 600; }
    .done { color: ${t.muted}; font-weight: 600; }
  `;
  if (parts.done) {
    return (
      <span className={cls} data-testid="countdown" data-done="1">
        <span className="done">{doneText}</span>
      </span>
    );
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    <span className={cls} role="timer" aria-label={`${label}${countdownText(parts)}`} data-testid="countdown" data-done="0">
      <span aria-hidden="true">{label}</span>
      {parts.days > 0 && (
        <>
          <span className="n" aria-hidden="true">{parts.days}</span>
          <span aria-hidden="true">天</span>
        </>
      )}
      <span className="n" aria-hidden="true">{pad(parts.hours)}</span>
      <span aria-hidden="true">:</span>
      <span className="n" aria-hidden="true">{pad(parts.minutes)}</span>
      <span aria-hidden="true">:</span>
      <span className="n" aria-hidden="true">{pad(parts.seconds)}</span>
    </span>
  );
}
