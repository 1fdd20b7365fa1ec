/** The countdown (SPEC §4): ticks each second, follows the server clock skew, shows done and fires finish once at zero. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Countdown } from '../../src/ui/Countdown';

const T0 = 1_764_000_000_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Countdown', () => {
  it('ticks each second and fires finish exactly once at zero', () => {
    const onFinish = vi.fn();
    render(<Countdown endMs={T0 + 3_000} label="距结束 " doneText="已结束" onFinish={onFinish} />);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('距结束 00:00:03');
    act(() => void vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('距结束 00:00:02');
    act(() => void vi.advanceTimersByTime(2_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByTestId('countdown').textContent).toBe('已结束');
    expect(screen.getByTestId('countdown').getAttribute('data-done')).toBe('1');
    act(() => void vi.advanceTimersByTime(5_000));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('shows days, and counts from the server clock when this one is off', () => {
    // The server is 1 hour ahead: 2 days 1 hour on our clock is 2 days left.
    render(<Countdown endMs={T0 + 49 * 3_600_000} skewMs={3_600_000} label="距结束 " doneText="已结束" />);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('距结束 2天 00:00:00');
  });

  it('an end already passed is done at once (finish fired)', () => {
    const onFinish = vi.fn();
    render(<Countdown endMs={T0 - 1} label="距结束 " doneText="已结束" onFinish={onFinish} />);
    expect(screen.getByTestId('countdown').textContent).toBe('已结束');
    expect(onFinish).toHaveBeenCalledTimes(1);
  });
});
