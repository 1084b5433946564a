import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientEffects } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';
import { useProgramYears, widenYearRange, yearRangeOf } from './get-years';

// Thursday 26 November 2026 in Seoul.
const now = new Date('2026-11-26T10:00:00+09:00');
const YEARS = '/api/getyears';
const failure: FakeAnswer = {
  error: { status: 500, errorCode: 'INTERNAL', message: '알 수 없는 오류가 발생했습니다.' },
};

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(apiClientEffects, 'alert').mockImplementation(() => {});
});
afterEach(() => alertSpy.mockRestore());

function renderYears(at: Date = now) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useProgramYears({ now: at }), { wrapper });
}

describe('the years of the venue (POST /api/getyears, spec 000 §7)', () => {
  it('spans the earliest through the latest year the server answers', async () => {
    const api = fakeApi({ [YEARS]: () => ok([2024, 2026, 2028]) });
    const { result } = renderYears();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.range).toEqual({ first: 2024, last: 2028 });
    expect(api.callsTo(YEARS).map((call) => [call.method, call.body])).toEqual([['POST', {}]]);
  });

  it('falls back to 2023 through this year, silently, when the call fails', async () => {
    fakeApi({ [YEARS]: () => failure });
    const { result } = renderYears();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.range).toEqual({ first: 2023, last: 2026 });
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('falls back to 2023 through this year when the server knows no year', async () => {
    fakeApi({ [YEARS]: () => ok([]) });
    const { result } = renderYears();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.range).toEqual({ first: 2023, last: 2026 });
  });

  it("counts this year in Seoul: New Year's night in Seoul is already the new year", async () => {
    fakeApi({ [YEARS]: () => failure });
    // 1 January 2027, 01:00 in Seoul; still 31 December 2026 in UTC and westwards.
    const { result } = renderYears(new Date('2026-12-31T16:00:00Z'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.range).toEqual({ first: 2023, last: 2027 });
  });

  it('offers the fallback while the answer is on its way', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    fakeApi({ [YEARS]: () => new Promise<FakeAnswer>((resolve) => (answer = resolve)) });
    const { result } = renderYears();
    expect(result.current.isPending).toBe(true);
    expect(result.current.range).toEqual({ first: 2023, last: 2026 });
    answer(ok([2025]));
    await waitFor(() => expect(result.current.range).toEqual({ first: 2025, last: 2025 }));
  });
});

describe('year ranges', () => {
  it.each([
    [undefined, 2026, { first: 2023, last: 2026 }],
    [[], 2026, { first: 2023, last: 2026 }],
    [[2027], 2026, { first: 2027, last: 2027 }],
    [[2021, 2022, 2030], 2026, { first: 2021, last: 2030 }],
    // A clock before 2023 still gives a range that does not end before it starts.
    [[], 2020, { first: 2023, last: 2023 }],
  ])('years %j in %i give %j', (years, currentYear, expected) => {
    expect(yearRangeOf(years, currentYear)).toEqual(expected);
  });

  it('widens to include a year on either side and keeps one already inside', () => {
    const range = { first: 2023, last: 2026 };
    expect(widenYearRange(range, 2030)).toEqual({ first: 2023, last: 2030 });
    expect(widenYearRange(range, 2019)).toEqual({ first: 2019, last: 2026 });
    expect(widenYearRange(range, 2024)).toEqual(range);
  });
});
