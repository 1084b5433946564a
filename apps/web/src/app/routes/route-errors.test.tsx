import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './route-errors';

function Broken(): never {
  throw new Error('render bug');
}

function renderAt(resetKey: string, child: ReactNode) {
  return (
    <MemoryRouter>
      <PageErrorBoundary resetKey={resetKey}>{child}</PageErrorBoundary>
    </MemoryRouter>
  );
}

describe('the page error boundary', () => {
  it('shows the 500 screen for a page that fails, and the next page once the visitor moves on', () => {
    // React reports the caught error on console.error; here it is expected.
    vi.mocked(console.error).mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    const { rerender } = render(renderAt('a', <Broken />));
    expect(screen.getByRole('heading', { name: '일시적인 오류가 발생했어요.' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('[route] page error', expect.any(Error), expect.anything());

    rerender(renderAt('b', <p>다음 페이지</p>));
    expect(screen.getByText('다음 페이지')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: '일시적인 오류가 발생했어요.' })).toBeNull();
    warn.mockRestore();
  });
});
