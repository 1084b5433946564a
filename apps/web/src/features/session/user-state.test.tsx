import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { syncSessionFromStorage } from '../../stores/session-store';
import { stubApi } from '../../testing/test-utils';
import { isCheckinFlagSet, useUserState } from './user-state';

const member = (qrAuthYn: 'Y' | 'N') => ({
  userIdx: 7,
  name: '김성수',
  birthYmd: '1990-01-01',
  gender: 'M',
  foreignerYn: 'N',
  userType: 'kakao',
  loginType: 'kakao',
  beforeUserType: null,
  kakaoSubId: 'k',
  kakaoSubsId: null,
  tidSubId: null,
  tidSubsId: null,
  telco: '01',
  telecomCode: '01',
  phoneNumber: '01012345678',
  email: null,
  qrAuthYn,
  qrUuid: null,
  lastQrIssuedDate: null,
  userInfoAgreementYn: 'Y',
  adInfoAgreementYn: 'N',
  marketingAgreementYn: 'N',
  checkInCount: 0,
  visitCount: 0,
  participationPossibleYn: 'Y',
  regDate: '2026-01-01T10:00:00+09:00',
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

  it('is checkedIn with the localStorage checkin flag', () => {
    logIn();
    window.localStorage.setItem('checkin', 'Y');
    const { result } = renderUserState();
    expect(result.current).toBe('checkedIn');
  });
});

describe('the checkin flag', () => {
  it.each([
    [null, false],
    ['', false],
    ['N', false],
    ['false', false],
    ['0', false],
    ['Y', true],
    ['true', true],
    ['2026-11-22', true],
  ])('%j counts as checked in: %s', (value, expected) => {
    expect(isCheckinFlagSet(value)).toBe(expected);
  });
});
