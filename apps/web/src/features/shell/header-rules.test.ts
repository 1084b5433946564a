import { describe, expect, it } from 'vitest';
import {
  backFallbackPath,
  headerLeftButton,
  headerLinks,
  isHeaderInverted,
  showMyQrButton,
} from './header-rules';

describe('the header left button', () => {
  it.each([
    // path, headerBackBtn flag, expected
    ['/', false, 'none'],
    ['/notice', false, 'none'],
    ['/FAQ', false, 'none'],
    ['/program', false, 'none'],
    ['/setting', false, 'none'],
    ['/setting/', false, 'back'],
    ['/setting/info', false, 'back'],
    ['/setting/withdraw/complete', false, 'back'],
    ['/schedule/12', false, 'back'],
    ['/reserventry/detail/3', false, 'back'],
    ['/res-entry/detail/reservation/3', false, 'back'],
    ['/res-entry', false, 'none'],
    ['/program/7', false, 'back'],
    ['/notice/12', false, 'back'],
    ['/FAQ/4', false, 'back'],
    ['/seongsu', false, 'none'],
    ['/inquiry', false, 'menu'],
    ['/inquiry/form', false, 'menu'],
    ['/inquiry/list', true, 'menu'],
    ['/inquiry/15', false, 'menu'],
    ['/inquiryx', false, 'none'],
    ['/errorProgram', true, 'back'],
    ['/seongsu/3', true, 'back'],
  ] as const)('%s (headerBackBtn %s) shows %s', (path, headerBackBtn, expected) => {
    expect(headerLeftButton(path, { headerBackBtn })).toBe(expected);
  });
});

describe('the header links', () => {
  it.each([
    ['/', false, { login: true, home: true, gift: false }],
    ['/notice', false, { login: true, home: true, gift: false }],
    ['/login', false, { login: false, home: true, gift: false }],
    ['/identification', false, { login: false, home: true, gift: false }],
    ['/tos', false, { login: false, home: true, gift: false }],
    ['/complet', true, { login: false, home: true, gift: true }],
    ['/', true, { login: false, home: false, gift: true }],
    ['/notice', true, { login: false, home: true, gift: true }],
  ] as const)('on %s, logged in %s: %o', (path, loggedIn, expected) => {
    expect(headerLinks(path, loggedIn)).toEqual(expected);
  });
});

describe('the inverted header', () => {
  it.each([
    ['/program/3', 0, true],
    ['/program/3', 15, true],
    ['/program/3', 16, false],
    ['/seongsu/2', 10, true],
    ['/seongsu', 0, false],
    ['/program', 0, false],
    ['/notice/3', 0, false],
  ] as const)('%s scrolled %i px is inverted: %s', (path, scrollY, expected) => {
    expect(isHeaderInverted(path, scrollY)).toBe(expected);
  });
});

describe('the back fallback and the My QR button', () => {
  it.each([
    ['/notice/3', '/notice'],
    ['/FAQ/4/', '/FAQ'],
    ['/setting/withdraw/complete', '/setting/withdraw'],
    ['/program', '/'],
  ])('back from %s without history goes to %s', (path, expected) => {
    expect(backFallbackPath(path)).toBe(expected);
  });

  it.each([
    ['/', true, true],
    ['/notice', true, true],
    ['/qr', true, false],
    ['/qrComplet', true, false],
    ['/program', true, true],
    ['/program/3', true, false],
    ['/schedule/3', true, false],
    ['/infocomfirm', true, false],
    ['/participy', true, false],
    ['/programComplete', true, false],
    // Signup's completion has its own My QR 발급하기 at the bottom.
    ['/complet', true, false],
    ['/', false, false],
  ] as const)('on %s, logged in %s, the My QR button shows: %s', (path, loggedIn, expected) => {
    expect(showMyQrButton(path, loggedIn)).toBe(expected);
  });
});
