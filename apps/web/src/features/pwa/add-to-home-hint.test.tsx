import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddToHomeHint, isIosSafariInBrowser } from './add-to-home-hint';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('who is told to add the app to the home screen', () => {
  const touch = { maxTouchPoints: 5, standalone: false };
  it('Safari on an iPhone or an iPad, in the browser', () => {
    expect(isIosSafariInBrowser(IPHONE_SAFARI, touch)).toBe(true);
    expect(isIosSafariInBrowser(IPAD_SAFARI, touch)).toBe(true);
  });
  it('not the app opened from the home screen, another browser, a Mac or Android', () => {
    expect(isIosSafariInBrowser(IPHONE_SAFARI, { ...touch, standalone: true })).toBe(false);
    expect(isIosSafariInBrowser(IPHONE_CHROME, touch)).toBe(false);
    expect(isIosSafariInBrowser(IPAD_SAFARI, { ...touch, maxTouchPoints: 0 })).toBe(false);
    expect(isIosSafariInBrowser(ANDROID_CHROME, touch)).toBe(false);
  });
});

describe('the 홈 화면에 추가 hint on My QR', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('tells an iPhone Safari user how, and stays closed once closed', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const { unmount } = render(<AddToHomeHint />);
    const hint = screen.getByRole('complementary', { name: '홈 화면에 추가해 두세요' });
    expect(hint.textContent).toContain('공유 버튼');
    expect(hint.textContent).toContain('홈 화면에 추가');
    await userEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    unmount();
    render(<AddToHomeHint />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows nothing on Android', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_CHROME);
    render(<AddToHomeHint />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
