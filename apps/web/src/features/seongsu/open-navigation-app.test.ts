import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_OPEN_TIMEOUT_MS,
  isHandheld,
  navigationEffects,
  openAppWithWebFallback,
} from './open-navigation-app';

const APP = 'kakaomap://route?ep=37.5,127.0&by=PUBLICTRANSIT';
const WEB = 'https://map.kakao.com/link/to/x,37.5,127.0';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('opening the map app with a web fallback', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    assign = vi.spyOn(navigationEffects, 'assign').mockImplementation(() => {});
  });
  afterEach(() => {
    assign.mockRestore();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('tries the app first, then opens the web directions when nothing took over in 1.5 s', () => {
    openAppWithWebFallback(APP, WEB);
    expect(assign.mock.calls).toEqual([[APP]]);
    vi.advanceTimersByTime(APP_OPEN_TIMEOUT_MS - 1);
    expect(assign).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(assign.mock.calls).toEqual([[APP], [WEB]]);
  });

  it('stays put when the app opened (the page went to the background)', () => {
    openAppWithWebFallback(APP, WEB);
    setVisibility('hidden');
    vi.advanceTimersByTime(APP_OPEN_TIMEOUT_MS * 2);
    setVisibility('visible');
    vi.advanceTimersByTime(APP_OPEN_TIMEOUT_MS * 2);
    expect(assign.mock.calls).toEqual([[APP]]);
  });

  it('does not navigate later once cancelled (the visitor left the page)', () => {
    const cancel = openAppWithWebFallback(APP, WEB);
    cancel();
    vi.advanceTimersByTime(APP_OPEN_TIMEOUT_MS * 2);
    expect(assign.mock.calls).toEqual([[APP]]);
  });
});

describe('telling phones from desktops', () => {
  it.each([
    ['an Android phone', 'Mozilla/5.0 (Linux; Android 14; SM-S921N) Mobile Safari/537.36', 5, true],
    ['an iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148', 5, true],
    ['an iPad in desktop mode', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5, true],
    ['a Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0, false],
    ['a Linux desktop', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36', 1, false],
  ])('%s', (_name, userAgent, maxTouchPoints, expected) => {
    expect(isHandheld({ userAgent, maxTouchPoints })).toBe(expected);
  });
});
