import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { BannerListItem } from '@venue/contract';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientEffects } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import {
  removeAccessToken,
  setAccessToken,
  syncSessionFromStorage,
} from '../../../stores/session-store';
import { useLnbBanners } from '../../shell/api/get-lnb-banners';
import { fakeBannerApi, fakeJwt, listBanner, member } from '../testing/fake-banner-api';
import { bannerAudienceOf, memberKeyOf, useBannerList } from './get-banner-list';

const guestList = [
  listBanner({ bannerIdx: 1, bannerType: 'BANNER' }),
  listBanner({ bannerIdx: 2, bannerType: 'LNB' }),
];
const memberList = [
  listBanner({ bannerIdx: 3, bannerType: 'BANNER', bannerName: '멤버 전용' }),
  listBanner({ bannerIdx: 2, bannerType: 'LNB' }),
];

let api: ReturnType<typeof fakeBannerApi>;

function setUp(telecomCode: string | null = '02') {
  api = fakeBannerApi({
    '/api/banner/list': () => ({ data: guestList }),
    '/api/login/banner/list': () => ({ data: memberList }),
    '/api/getuserinfo': () => ({ data: member({ telecomCode: telecomCode as '02' }) }),
  });
}

beforeEach(() => setUp());

afterEach(() => {
  window.localStorage.clear();
  syncSessionFromStorage();
});

function logIn(userIdx = 7) {
  window.localStorage.setItem('jwt', fakeJwt(userIdx));
  syncSessionFromStorage();
}

function renderList<T>(hook: () => T) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}

const names = (banners: BannerListItem[]) => banners.map((banner) => banner.bannerName);
const listCalls = () =>
  api.calls.filter(
    (call) => call.path === '/api/banner/list' || call.path === '/api/login/banner/list',
  );

describe('which banner list a visitor gets (spec 000 §6, §7)', () => {
  it('a guest gets POST /api/banner/list with the stored audience fields', async () => {
    window.localStorage.setItem('nServiceCheckYn', 'N');
    const { result } = renderList(() => useBannerList());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(names(result.current.data)).toEqual(names(guestList));
    expect(listCalls()).toEqual([
      { path: '/api/banner/list', body: { nServiceCheckYn: 'N' }, token: undefined },
    ]);
  });

  it('a member of another carrier gets the member list with telecomCode and nServiceCheckYn', async () => {
    logIn();
    window.localStorage.setItem('telecomCode', '02');
    window.localStorage.setItem('nServiceCheckYn', 'Y');
    const { result } = renderList(() => useBannerList());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(names(result.current.data)).toEqual(['멤버 전용', '배너 2']);
    expect(listCalls()).toEqual([
      {
        path: '/api/login/banner/list',
        body: { nServiceCheckYn: 'Y', telecomCode: '02' },
        token: fakeJwt(7),
      },
    ]);
  });

  it('a member of carrier 01 is treated like a guest', async () => {
    logIn();
    window.localStorage.setItem('telecomCode', '01');
    const { result } = renderList(() => useBannerList());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(listCalls().map((call) => [call.path, call.body])).toEqual([
      ['/api/banner/list', { telecomCode: '01' }],
    ]);
  });

  it.each([
    ['01', '/api/banner/list'],
    ['03', '/api/login/banner/list'],
  ])(
    'a member with no stored carrier waits for the user info (%s) and loads once',
    async (telecomCode, path) => {
      setUp(telecomCode);
      logIn();
      const { result } = renderList(() => useBannerList());
      await waitFor(() => expect(result.current.isSuccess).toBe(true));
      expect(api.callsTo('/api/getuserinfo')).toHaveLength(1);
      expect(listCalls().map((call) => [call.path, call.body])).toEqual([[path, { telecomCode }]]);
    },
  );
});

describe('loading the banner list once per login state (spec 000 §4)', () => {
  it('the home and the side menu share one load', async () => {
    const { result } = renderList(() => ({
      promotions: useBannerList({
        select: (list) => list.filter((b) => b.bannerType === 'BANNER'),
      }),
      lnb: useLnbBanners(),
    }));
    await waitFor(() => expect(result.current.lnb.isSuccess).toBe(true));
    expect(result.current.lnb.data?.map((banner) => banner.bannerIdx)).toEqual([2]);
    expect(result.current.promotions.data.map((banner) => banner.bannerIdx)).toEqual([1]);
    expect(listCalls()).toHaveLength(1);
  });

  it('does not load again when a component mounts later in the same login state', async () => {
    const first = renderList(() => useBannerList());
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={first.queryClient}>{children}</QueryClientProvider>
    );
    const second = renderHook(() => useBannerList(), { wrapper });
    expect(second.result.current.isSuccess).toBe(true);
    expect(listCalls()).toHaveLength(1);
  });

  it('reloads when the visitor logs in, out, and in as someone else', async () => {
    window.localStorage.setItem('telecomCode', '02');
    const { result } = renderList(() => useBannerList());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(listCalls().map((call) => call.path)).toEqual(['/api/banner/list']);

    act(() => setAccessToken(fakeJwt(7)));
    await waitFor(() => expect(names(result.current.data)).toContain('멤버 전용'));
    act(() => removeAccessToken());
    await waitFor(() => expect(names(result.current.data)).not.toContain('멤버 전용'));
    act(() => setAccessToken(fakeJwt(8)));
    await waitFor(() => expect(names(result.current.data)).toContain('멤버 전용'));

    // The guest list was dropped at login, so logging out loads it again.
    expect(listCalls().map((call) => [call.path, call.token])).toEqual([
      ['/api/banner/list', undefined],
      ['/api/login/banner/list', fakeJwt(7)],
      ['/api/banner/list', undefined],
      ['/api/login/banner/list', fakeJwt(8)],
    ]);
  });

  it('a failed load is an empty list, silently', async () => {
    const alert = vi.spyOn(apiClientEffects, 'alert').mockImplementation(() => {});
    api = fakeBannerApi({
      '/api/banner/list': () => ({
        error: { status: 500, errorCode: 'INTERNAL', message: '알 수 없는 오류가 발생했습니다.' },
      }),
    });
    const { result } = renderList(() => useBannerList());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.data).toEqual([]);
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('keying the list by member', () => {
  it('reads the member id from the jwt subject', () => {
    expect(memberKeyOf(fakeJwt(42))).toBe('42');
    expect(memberKeyOf('not-a-jwt')).toBe('unknown');
    expect(bannerAudienceOf(null)).toBe('guest');
    expect(bannerAudienceOf(fakeJwt(42))).toBe('member:42');
  });
});
