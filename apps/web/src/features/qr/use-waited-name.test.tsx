import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWaitedName } from './use-waited-name';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useWaitedName (spec 000 §4: 2000 ms, polling every 50 ms, default 고객)', () => {
  it('answers at once when the name is already there', () => {
    const { result } = renderHook(() => useWaitedName(() => '김하늘'));
    expect(result.current).toBe('김하늘');
  });

  it('waits, then takes the name at the first poll that finds it', () => {
    let name: string | undefined;
    const read = vi.fn(() => name);
    const { result } = renderHook(() => useWaitedName(read));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(result.current).toBeNull();
    name = '김하늘';
    act(() => vi.advanceTimersByTime(49));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('김하늘');
    const calls = read.mock.calls.length;
    act(() => vi.advanceTimersByTime(1000));
    expect(read.mock.calls.length).toBe(calls);
  });

  it('says 고객 after 2000 ms without a name, and not a poll earlier', () => {
    const { result } = renderHook(() => useWaitedName(() => '  '));
    act(() => vi.advanceTimersByTime(1950));
    expect(result.current).toBeNull();
    act(() => vi.advanceTimersByTime(50));
    expect(result.current).toBe('고객');
  });
});
