/**
 * Countdown maths for seckill and group purchase (SPEC §4): the end is a millisecond timestamp of at least 13
 * digits; a 10-digit second timestamp is read as seconds, so a server that sends either is shown right. The timer
 * ticks on the second boundary and reports done exactly once when it reaches zero (the finish event).
 */

const SECOND = 1000;
/** The smallest 13-digit number: a timestamp below it is in seconds. */
const MS_FLOOR = 1_000_000_000_000;

/** A timestamp in milliseconds: 13+ digits kept, 10-digit seconds × 1000; nonsense (NaN, ≤ 0) → null. */
export function toMs(ts: number | string | null | undefined): number | null {
  const n = typeof ts === 'string' ? Number(ts.trim()) : ts;
  if (n === null || n === undefined || !Number.isFinite(n) || n <= 0) return null;
  return Math.floor(n < MS_FLOOR ? n * SECOND : n);
}

export interface CountdownParts {
  /** Whole milliseconds left, 0 when done. */
  leftMs: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  done: boolean;
}

/** What is left until `endMs` at `nowMs`, in days, hours, minutes and whole seconds (rounded up: 0.2 s shows 1 s). */
export function countdownParts(endMs: number, nowMs: number): CountdownParts {
  const leftMs = Math.max(0, endMs - nowMs);
  let s = Math.ceil(leftMs / SECOND);
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { leftMs, days, hours, minutes, seconds: s - minutes * 60, done: leftMs === 0 };
}

/** Milliseconds until the shown second changes (the next tick); at least 1, so a timer never spins. */
export function msToNextTick(endMs: number, nowMs: number): number {
  const left = endMs - nowMs;
  if (left <= 0) return SECOND;
  return left % SECOND || SECOND;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "2天 03:04:05", or "03:04:05" under a day: what the countdown reads aloud and shows. */
export function countdownText(p: CountdownParts): string {
  const clock = `${pad(p.hours)}:${pad(p.minutes)}:${pad(p.seconds)}`;
  return p.days > 0 ? `${p.days}天 ${clock}` : clock;
}
