import { describe, expect, it } from 'vitest';
import { flooredTbtRatio } from './lighthouse';

describe('flooredTbtRatio', () => {
  it('divides by 50 ms when the bare page blocks less than that (TBT counts only beyond 50 ms)', () => {
    expect(flooredTbtRatio(75, 1)).toBe(1.5);
    expect(flooredTbtRatio(75, 38)).toBe(1.5);
    expect(flooredTbtRatio(0, 0)).toBe(0);
  });

  it('divides by the bare page’s TBT once that is above the floor', () => {
    expect(flooredTbtRatio(150, 100)).toBe(1.5);
  });
});
