import { act, screen } from '@testing-library/react';
import type { Location } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LocationProbe, renderWithProviders } from '../../testing/test-utils';
import { ArrivalNotice } from './arrival-notice';

describe('ArrivalNotice', () => {
  it('shows the notice handed over once, as a status, and clears it from the history entry', async () => {
    vi.useFakeTimers();
    let location: Location | undefined;
    renderWithProviders(
      <>
        <ArrivalNotice duration={1000} />
        <LocationProbe onChange={(l) => (location = l)} />
      </>,
      { path: '/res-entry/detail/reservation/88', state: { notice: '예약이 완료되었어요' } },
    );
    expect(screen.getByRole('status').textContent).toBe('예약이 완료되었어요');
    // A reload or Back to this entry does not say it again.
    expect(location?.state).toBeNull();
    expect(location?.pathname).toBe('/res-entry/detail/reservation/88');
    await act(() => vi.advanceTimersByTimeAsync(1300));
    expect(screen.getByRole('status').textContent).toBe('');
    vi.useRealTimers();
  });

  it('says nothing without a notice', () => {
    renderWithProviders(<ArrivalNotice />, { path: '/res-entry/detail/88' });
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
