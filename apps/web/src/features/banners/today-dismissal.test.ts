import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeForVisit,
  hiddenUntilValue,
  hideForToday,
  isDismissed,
  isHiddenForToday,
  readClosedForVisit,
  readHiddenForToday,
} from './today-dismissal';

afterEach(() => {
  vi.useRealTimers();
});

describe('hiding a banner for today (until the next midnight in Seoul)', () => {
  it.each([
    // [now (UTC), the expiry it stores]
    ['2026-11-22T01:00:00Z', '2026-11-23T00:00:00+09:00'], // 10:00 in Seoul
    ['2026-11-22T14:59:59Z', '2026-11-23T00:00:00+09:00'], // 23:59:59 in Seoul
    ['2026-11-22T15:00:00Z', '2026-11-24T00:00:00+09:00'], // midnight: already the 23rd
    ['2026-12-31T20:00:00Z', '2027-01-02T00:00:00+09:00'], // 05:00 on 1 January in Seoul
  ])('at %s it stores %s', (now, expected) => {
    expect(hiddenUntilValue(new Date(now))).toBe(expected);
  });

  it('keeps the banner hidden for the rest of the Seoul day and shows it after midnight', () => {
    const stored = hiddenUntilValue(new Date('2026-11-22T12:00:00Z')); // 21:00 in Seoul
    expect(isHiddenForToday(stored, new Date('2026-11-22T12:00:01Z'))).toBe(true);
    expect(isHiddenForToday(stored, new Date('2026-11-22T14:59:59Z'))).toBe(true);
    expect(isHiddenForToday(stored, new Date('2026-11-22T15:00:00Z'))).toBe(false);
    expect(isHiddenForToday(stored, new Date('2026-11-23T03:00:00Z'))).toBe(false);
  });

  it('shows the banner for nothing stored, unreadable values and expiries beyond tomorrow', () => {
    const now = new Date('2026-11-22T01:00:00Z');
    expect(isHiddenForToday(null, now)).toBe(false);
    expect(isHiddenForToday('', now)).toBe(false);
    expect(isHiddenForToday('true', now)).toBe(false);
    expect(isHiddenForToday('2026-11-22T00:00:00+09:00', now)).toBe(false);
    expect(isHiddenForToday('2099-01-01T00:00:00+09:00', now)).toBe(false);
  });

  it('persists the expiry in localStorage under the spec key, with a fixed clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T14:30:00Z')); // 23:30 in Seoul
    hideForToday('popupHidden', new Date());
    expect(window.localStorage.getItem('popupHidden')).toBe('2026-11-23T00:00:00+09:00');
    expect(readHiddenForToday('popupHidden', new Date())).toBe(true);
    expect(readHiddenForToday('bottomSheetHidden', new Date())).toBe(false);

    vi.setSystemTime(new Date('2026-11-22T15:00:00Z')); // the next day in Seoul
    expect(readHiddenForToday('popupHidden', new Date())).toBe(false);
  });

  it('also sets a cookie with the same value, so the server draws the first paint without it', () => {
    const writes: string[] = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
      writes.push(value);
    });
    hideForToday('bottomSheetHidden', new Date('2026-11-22T14:30:00Z'));
    spy.mockRestore();
    expect(writes).toEqual([
      `bottomSheetHidden=${encodeURIComponent('2026-11-23T00:00:00+09:00')}; expires=Sun, 22 Nov 2026 15:00:00 GMT; path=/; samesite=lax`,
    ]);
  });
});

describe('closing a banner for the visit ("닫기")', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: removing the flag the test wrote
    document.cookie = 'popupHidden=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it("writes this tab's flag and a session cookie (no expiry) holding the next Seoul midnight", () => {
    const writes: string[] = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value) => {
      writes.push(value);
    });
    closeForVisit('popupHidden', new Date('2026-11-22T01:00:00Z'));
    spy.mockRestore();
    expect(window.sessionStorage.getItem('popupClosed')).toBe('2026-11-23T00:00:00+09:00');
    expect(writes).toEqual([
      `popupHidden=${encodeURIComponent('2026-11-23T00:00:00+09:00')}; path=/; samesite=lax`,
    ]);
    expect(window.localStorage.getItem('popupHidden')).toBeNull();
  });

  it('keeps the banner hidden in this tab, and in another tab of the same visit (the cookie)', () => {
    const now = new Date('2026-11-22T01:00:00Z');
    closeForVisit('popupHidden', now);
    expect(isDismissed('popupHidden', now)).toBe(true);
    expect(isDismissed('bottomSheetHidden', now)).toBe(false);
    window.sessionStorage.clear(); // another tab
    expect(readClosedForVisit('popupHidden', now)).toBe(true);
    // The cookie never outlives the Seoul day.
    expect(readClosedForVisit('popupHidden', new Date('2026-11-22T15:00:00Z'))).toBe(false);
  });
});
