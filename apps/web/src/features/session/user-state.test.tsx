import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { seoulToday } from '@venue/contract/domain';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { syncSessionFromStorage } from '../../stores/session-store';
import { aMember } from '../../testing/member-fixture';
import { stubApi } from '../../testing/test-utils';
import { isCheckinFlagSet, useUserState } from './user-state';

const member = (qrAuthYn: 'Y' | 'N') =>
  aMember({
    name: '김성수',
    birthYmd: '1990-01-01',
    gender: 'M',
    telco: '01',
    telecomCode: '01',
    qrAuthYn,
  });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(stubApi({ '/api/getuserinfo': member('N') }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  window.localStorage.clear();
  syncSessionFromStorage();
});

function renderUserState() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useUserState(), { wrapper });
}

function logIn() {
  window.localStorage.setItem('jwt', 'token');
  syncSessionFromStorage();
}

describe('the user state (spec 000 §4)', () => {
  it('is notLoggedIn without a jwt, even with a check-in flag, and asks the server nothing', () => {
    window.localStorage.setItem('checkin', 'Y');
    const { result } = renderUserState();
    expect(result.current).toBe('notLoggedIn');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is loggedIn with a jwt and qrAuthYn N', async () => {
    logIn();
    const { result } = renderUserState();
    expect(result.current).toBe('loggedIn');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/getuserinfo');
    expect(result.current).toBe('loggedIn');
  });

  it('is checkedIn once the server says qrAuthYn Y', async () => {
    fetchMock.mockImplementation(stubApi({ '/api/getuserinfo': member('Y') }));
    logIn();
    const { result } = renderUserState();
    await waitFor(() => expect(result.current).toBe('checkedIn'));
  });

  it('is checkedIn with a check-in flag written today', () => {
    logIn();
    window.localStorage.setItem('checkin', seoulToday(new Date()));
    const { result } = renderUserState();
    expect(result.current).toBe('checkedIn');
  });

  it('is loggedIn with a check-in flag of an earlier day', async () => {
    logIn();
    window.localStorage.setItem('checkin', seoulToday(new Date(Date.now() - 2 * 24 * 3600 * 1000)));
    const { result } = renderUserState();
    expect(result.current).toBe('loggedIn');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});

describe('the checkin flag counts on the Seoul day it was written only', () => {
  // 23:30 on 22 Nov 2026 in Seoul is 14:30 UTC: the Seoul day is the 22nd.
  const lateEvening = new Date('2026-11-22T14:30:00Z');
  // 00:10 on 23 Nov in Seoul is still the 22nd in UTC.
  const justAfterMidnight = new Date('2026-11-22T15:10:00Z');

  it.each([
    [null, lateEvening, false],
    ['', lateEvening, false],
    ['2026-11-22', lateEvening, true],
    [' 2026-11-22 ', lateEvening, true],
    ['2026-11-22', justAfterMidnight, false],
    ['2026-11-23', justAfterMidnight, true],
    ['2026-11-21', lateEvening, false],
    // values that do not name a day never count (decision in user-state.ts)
    ['Y', lateEvening, false],
    ['true', lateEvening, false],
    ['N', lateEvening, false],
    ['1795000000000', lateEvening, false],
  ])('%j at %s counts: %s', (value, now, expected) => {
    expect(isCheckinFlagSet(value, now)).toBe(expected);
  });
});
