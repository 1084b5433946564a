import { describe, expect, it } from 'vitest';
import { deadlineText, isBeforeDeadline, timeLeftText } from './offer-deadline-rules';

describe('how an offer’s deadline reads', () => {
  it('writes the deadline in Seoul as 12월 3일 (목) 14:20까지', () => {
    expect(deadlineText('2026-12-03T14:20:00+09:00')).toBe('12월 3일 (목) 14:20까지');
    // The same instant given in UTC is still Seoul's wall time.
    expect(deadlineText('2026-12-03T05:20:00Z')).toBe('12월 3일 (목) 14:20까지');
    expect(deadlineText('2026-01-09T09:05:00+09:00')).toBe('1월 9일 (금) 09:05까지');
  });

  it('counts the time left in whole minutes, rounded up, never seconds', () => {
    const deadline = '2026-12-03T14:20:00+09:00';
    const at = (iso: string) => new Date(iso);
    expect(timeLeftText(deadline, at('2026-12-03T13:00:00+09:00'))).toBe('1시간 20분 남았어요');
    expect(timeLeftText(deadline, at('2026-12-03T12:20:00+09:00'))).toBe('2시간 남았어요');
    expect(timeLeftText(deadline, at('2026-12-03T14:19:01+09:00'))).toBe('1분 남았어요');
    expect(timeLeftText(deadline, at('2026-12-03T14:00:30+09:00'))).toBe('20분 남았어요');
    expect(timeLeftText(deadline, at('2026-12-03T14:20:00+09:00'))).toBeNull();
  });

  it('is ahead only before the deadline, and a missing one never is', () => {
    const deadline = '2026-12-03T14:20:00+09:00';
    expect(isBeforeDeadline(deadline, new Date('2026-12-03T14:19:59+09:00'))).toBe(true);
    expect(isBeforeDeadline(deadline, new Date('2026-12-03T14:20:00+09:00'))).toBe(false);
    expect(isBeforeDeadline(null, new Date(0))).toBe(false);
  });
});
