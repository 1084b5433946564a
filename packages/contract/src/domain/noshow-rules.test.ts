import { describe, expect, it } from 'vitest';
import { DEFAULT_NOSHOW_RULES, noShowCountLabel, noShowLevel } from './noshow-rules';

describe('the no-show rules', () => {
  it('warn at the first, restrict 14 days at the second and 60 at the third', () => {
    expect(noShowLevel(0, DEFAULT_NOSHOW_RULES)).toEqual({ level: 0, restrictDays: null });
    expect(noShowLevel(0.5, DEFAULT_NOSHOW_RULES)).toEqual({ level: 0, restrictDays: null });
    expect(noShowLevel(1, DEFAULT_NOSHOW_RULES)).toEqual({ level: 1, restrictDays: null });
    expect(noShowLevel(1.5, DEFAULT_NOSHOW_RULES)).toEqual({ level: 1, restrictDays: null });
    expect(noShowLevel(2, DEFAULT_NOSHOW_RULES)).toEqual({ level: 2, restrictDays: 14 });
    expect(noShowLevel(3.5, DEFAULT_NOSHOW_RULES)).toEqual({ level: 3, restrictDays: 60 });
  });

  it('say the count as a member reads it', () => {
    expect(noShowCountLabel(2)).toBe('불참 2회');
    expect(noShowCountLabel(1.5)).toBe('불참 1.5회');
  });
});
