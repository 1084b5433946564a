import { describe, expect, it } from 'vitest';
import { bannerTarget, listBannerTarget, mainBannerTarget } from './banner-target';

const origin = 'https://venue.example';

describe('where a banner link goes', () => {
  it.each([
    ['/program/3', { kind: 'internal', to: '/program/3' }],
    ['/seongsu?tab=space', { kind: 'internal', to: '/seongsu?tab=space' }],
    ['/', { kind: 'internal', to: '/' }],
    ['/?c=spring', { kind: 'internal', to: '/?c=spring' }],
    ['https://venue.example/notice/2#top', { kind: 'internal', to: '/notice/2#top' }],
    ['https://brand.example/sale', { kind: 'external', href: 'https://brand.example/sale' }],
    ['HTTP://brand.example', { kind: 'external', href: 'http://brand.example/' }],
    ['', { kind: 'none' }],
    ['   ', { kind: 'none' }],
    ['//evil.example/x', { kind: 'none' }],
    ['/\\evil.example', { kind: 'none' }],
    ['javascript:alert(1)', { kind: 'none' }],
    ['mailto:hello@venue.example', { kind: 'none' }],
    ['program/3', { kind: 'none' }],
  ])('%s', (link, expected) => {
    expect(bannerTarget(link, origin)).toEqual(expected);
  });

  it('treats a missing link as nowhere', () => {
    expect(bannerTarget(null, origin)).toEqual({ kind: 'none' });
    expect(bannerTarget(undefined, origin)).toEqual({ kind: 'none' });
  });

  it('sends a list banner without a link home (bannerLink defaults to /)', () => {
    expect(listBannerTarget('', origin)).toEqual({ kind: 'internal', to: '/' });
    expect(listBannerTarget('/login', origin)).toEqual({ kind: 'internal', to: '/login' });
  });
});

describe('what a main-banner tile does (spec 000 §3, §5)', () => {
  const tile = { mainBannerIdx: 4, linkUrl: null, programIdx: null } as const;

  it('LINK goes to its linkUrl', () => {
    expect(mainBannerTarget({ ...tile, actionType: 'LINK', linkUrl: '/FAQ' }, origin)).toEqual({
      target: { kind: 'internal', to: '/FAQ' },
    });
  });

  it('LINK without a linkUrl does nothing, without a warning', () => {
    expect(mainBannerTarget({ ...tile, actionType: 'LINK' }, origin)).toEqual({
      target: { kind: 'none' },
    });
  });

  it('PROGRAM opens the program page', () => {
    expect(mainBannerTarget({ ...tile, actionType: 'PROGRAM', programIdx: 12 }, origin)).toEqual({
      target: { kind: 'internal', to: '/program/12' },
    });
  });

  it('PROGRAM without a programIdx does nothing and warns', () => {
    const result = mainBannerTarget({ ...tile, actionType: 'PROGRAM' }, origin);
    expect(result.target).toEqual({ kind: 'none' });
    expect(result.warning).toMatch(/PROGRAM without a programIdx/);
  });

  it('an unknown actionType does nothing and only warns', () => {
    const result = mainBannerTarget(
      { ...tile, actionType: 'POPUP' as 'LINK', linkUrl: '/notice' },
      origin,
    );
    expect(result.target).toEqual({ kind: 'none' });
    expect(result.warning).toMatch(/unknown actionType POPUP/);
  });
});
