import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TEXT, OfflineBanner } from './offline-banner';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offline notice', () => {
  it('says nothing while online, in a live region that is already there', () => {
    const { container } = render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    const region = container.querySelector('[aria-live="polite"]');
    expect(region?.textContent).toBe('');
  });

  it('says the phone is offline and what still opens, and goes when the network is back', () => {
    render(<OfflineBanner />);
    goOffline(true);
    expect(screen.getByRole('status').textContent).toBe(
      '오프라인 상태예요. 저장된 My QR, 오늘 예약과 지도를 볼 수 있어요.',
    );
    expect(OFFLINE_TEXT).toBe(screen.getByRole('status').textContent);
    goOffline(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows at once when the app starts without a network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_TEXT);
  });
});
