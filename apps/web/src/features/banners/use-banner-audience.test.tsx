import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { syncSessionFromStorage } from '../../stores/session-store';
import { useBannerList } from './api/get-banner-list';
import { type FakeAnswer, fakeBannerApi, fakeJwt, member } from './testing/fake-banner-api';
import { useBannerAudience } from './use-banner-audience';

afterEach(() => {
  window.localStorage.clear();
  syncSessionFromStorage();
});

function logIn(userIdx = 7) {
  window.localStorage.setItem('jwt', fakeJwt(userIdx));
  syncSessionFromStorage();
}

function setUp(
  user: ReturnType<typeof member>,
  nService: FakeAnswer = { data: { content: { isN: false, isNSvc: false } } },
) {
  return fakeBannerApi({
    '/api/getuserinfo': () => ({ data: user }),
    '/api/checkNService': () => nService,
    '/api/banner/list': () => ({ data: [] }),
    '/api/login/banner/list': () => ({ data: [] }),
  });
}

function renderAudience(queryClient = createQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return {
    ...renderHook(
      () => {
        useBannerAudience();
        return useBannerList();
      },
      { wrapper },
    ),
    queryClient,
  };
}

describe('storing the banner audience (telecomCode, nServiceCheckYn)', () => {
  it('removes both for a guest', async () => {
    setUp(member());
    window.localStorage.setItem('telecomCode', '02');
    window.localStorage.setItem('nServiceCheckYn', 'Y');
    renderAudience();
    await waitFor(() => expect(window.localStorage.getItem('telecomCode')).toBeNull());
    expect(window.localStorage.getItem('nServiceCheckYn')).toBeNull();
  });

  it('stores a member’s carrier and checks the N service once with their own line', async () => {
    const api = setUp(member({ telecomCode: '01', phoneNumber: '01055556666' }), {
      data: { content: { isN: true, isNSvc: true, isVenuePromotionPointAwarded: false } },
    });
    logIn();
    const first = renderAudience();
    await waitFor(() => expect(window.localStorage.getItem('nServiceCheckYn')).toBe('Y'));
    expect(window.localStorage.getItem('telecomCode')).toBe('01');
    expect(api.callsTo('/api/checkNService')).toEqual([
      {
        path: '/api/checkNService',
        body: { phoneNumber: '01055556666', telecomCode: '01', marketingAgreementYn: 'Y' },
        token: fakeJwt(7),
      },
    ]);

    // Another page load of the same login: already checked.
    first.unmount();
    const again = renderAudience();
    await waitFor(() => expect(again.result.current.isSuccess).toBe(true));
    expect(api.callsTo('/api/checkNService')).toHaveLength(1);
  });

  it.each([
    [{ isN: true, isNSvc: false }, 'Y'],
    [{ isN: false, isNSvc: true }, 'Y'],
    [{ isN: false, isNSvc: false }, 'N'],
  ])('stores nServiceCheckYn for %o as %s', async (content, expected) => {
    setUp(member(), { data: { content } });
    logIn();
    renderAudience();
    await waitFor(() => expect(window.localStorage.getItem('nServiceCheckYn')).toBe(expected));
  });

  it('stores nothing when the check fails, silently', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = setUp(member(), {
      error: { status: 503, errorCode: 'SERVICE_UNAVAILABLE', message: '확인할 수 없습니다.' },
    });
    logIn();
    const { result } = renderAudience();
    await waitFor(() => expect(api.callsTo('/api/checkNService')).toHaveLength(1));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(window.localStorage.getItem('nServiceCheckYn')).toBeNull();
    expect(window.localStorage.getItem('telecomCode')).toBe('02');
  });

  it('reloads the banner list when a stale stored carrier was on the other side of 01', async () => {
    // Left behind by someone else: 01 (guest list), but this member is on 02 (member list).
    window.localStorage.setItem('telecomCode', '01');
    const api = setUp(member({ telecomCode: '02' }));
    logIn();
    renderAudience();
    await waitFor(() => expect(api.callsTo('/api/login/banner/list')).toHaveLength(1));
    expect(window.localStorage.getItem('telecomCode')).toBe('02');
    expect(api.callsTo('/api/banner/list')).toHaveLength(1);
  });

  it('does not reload the list when nothing was stored (the list waited for the user info)', async () => {
    const api = setUp(member({ telecomCode: '01' }));
    logIn();
    const { result } = renderAudience();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await waitFor(() => expect(window.localStorage.getItem('nServiceCheckYn')).toBe('N'));
    expect(api.callsTo('/api/banner/list')).toHaveLength(1);
    expect(api.callsTo('/api/login/banner/list')).toHaveLength(0);
  });
});
