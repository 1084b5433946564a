import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('the SMS countdown', () => {
  it('counts 180 seconds down to 0, once a second, and stops there', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T03:00:00Z') });
    const deadline = Date.now() + 180_000;
    const { result } = renderHook(() => useCountdown(deadline));
    expect(result.current).toBe(180);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(179);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toBe(120);
    act(() => vi.advanceTimersByTime(125_000));
    expect(result.current).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('starts again at 180 on a new deadline (a resend) and stops without one (verified)', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T03:00:00Z') });
    const { result, rerender } = renderHook(({ deadline }) => useCountdown(deadline), {
      initialProps: { deadline: (Date.now() + 180_000) as number | null },
    });
    act(() => vi.advanceTimersByTime(100_000));
    expect(result.current).toBe(80);
    rerender({ deadline: Date.now() + 180_000 });
    expect(result.current).toBe(180);
    rerender({ deadline: null });
    expect(result.current).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reads the clock instead of counting ticks, so a throttled timer cannot slow it', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T03:00:00Z') });
    const deadline = Date.now() + 180_000;
    const { result } = renderHook(() => useCountdown(deadline));
    act(() => {
      vi.setSystemTime(Date.now() + 90_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(89);
  });
});
