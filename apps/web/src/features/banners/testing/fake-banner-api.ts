import type { BannerListItem, MainBanner, UserInfo } from '@venue/contract';
import { type FakeAnswer, type FakeCall, fakeApi } from '../../../testing/fake-api';
import { aMember } from '../../../testing/member-fixture';

export type { FakeAnswer };
export type BannerCall = Pick<FakeCall, 'path' | 'body' | 'token'>;

/**
 * The shared fake (testing/fake-api.ts) with the calls as the banner tests compare them: path,
 * JSON body and x-access-token.
 */
export function fakeBannerApi(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  const project = ({ path, body, token }: FakeCall): BannerCall => ({ path, body, token });
  return {
    fetch: api.fetch,
    get calls() {
      return api.calls.map(project);
    },
    callsTo: (path: string) => api.callsTo(path).map(project),
  };
}

/** A promise with its resolver, to hold a fake answer until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A jwt-shaped token whose subject is `userIdx` (the client only reads it to key caches). */
export function fakeJwt(userIdx: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: String(userIdx), lt: 'kakao' })}.signature`;
}

export function mainBanner(
  overrides: Partial<MainBanner> & Pick<MainBanner, 'slotCode'>,
): MainBanner {
  const idx = overrides.mainBannerIdx ?? 1;
  return {
    mainBannerIdx: idx,
    savePath: `/media/main-square/tile-${idx}.svg`,
    linkUrl: null,
    mainBannerName: `타일 ${idx}`,
    actionType: 'LINK',
    programIdx: null,
    alt: `타일 ${idx} 보기`,
    ...overrides,
  };
}

export function listBanner(
  overrides: Partial<BannerListItem> & Pick<BannerListItem, 'bannerIdx' | 'bannerType'>,
): BannerListItem {
  return {
    bannerName: `배너 ${overrides.bannerIdx}`,
    savePath: `/media/banner/banner-${overrides.bannerIdx}.svg`,
    alt: `배너 ${overrides.bannerIdx} 보기`,
    bannerLink: '/',
    popupDescription: null,
    ...overrides,
  };
}

export function member(overrides: Partial<UserInfo> = {}): UserInfo {
  return aMember({ kakaoSubId: 'k-1', marketingAgreementYn: 'Y', ...overrides });
}
