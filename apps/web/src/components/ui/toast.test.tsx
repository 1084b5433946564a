import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_EXIT_MS, useToast } from './toast';

function Harness({
  text = '주소가 복사되었어요.',
  duration,
}: {
  text?: string;
  duration?: number;
}) {
  const { toast, showToast } = useToast(600);
  return (
    <>
      <button type="button" onClick={() => showToast(text, duration)}>
        보여 주기
      </button>
      {toast}
    </>
  );
}

describe('the toast', () => {
  it('keeps an empty polite status region in the page before any message', () => {
    render(<Harness />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
  });

  it('shows the message for its duration, fades, then empties the region', () => {
    vi.useFakeTimers();
    render(<Harness />);
    act(() => screen.getByRole('button').click());
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('주소가 복사되었어요.');
    act(() => {
      vi.advanceTimersByTime(599);
    });
    expect(status.querySelector('p')?.className).not.toMatch(/leaving/);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status.querySelector('p')?.className).toMatch(/leaving/);
    act(() => {
      vi.advanceTimersByTime(TOAST_EXIT_MS);
    });
    expect(status.textContent).toBe('');
  });

  it('takes a duration per message (2000 ms for settings toasts)', () => {
    vi.useFakeTimers();
    render(<Harness duration={2000} />);
    act(() => screen.getByRole('button').click());
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole('status').textContent).toBe('주소가 복사되었어요.');
    act(() => {
      vi.advanceTimersByTime(100 + TOAST_EXIT_MS);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('announces the same message again as a new element and restarts its time', () => {
    vi.useFakeTimers();
    render(<Harness />);
    act(() => screen.getByRole('button').click());
    const first = screen.getByText('주소가 복사되었어요.');
    act(() => {
      vi.advanceTimersByTime(500);
    });
    act(() => screen.getByRole('button').click());
    const second = screen.getByText('주소가 복사되었어요.');
    expect(second).not.toBe(first);
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByRole('status').textContent).toBe('주소가 복사되었어요.');
  });
});
