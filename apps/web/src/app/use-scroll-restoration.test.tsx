import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollRestoration } from './use-scroll-restoration';

let navigate: NavigateFunction;

function Page() {
  useScrollRestoration();
  navigate = useNavigate();
  return null;
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

let scrollTo: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  scrollTo.mockRestore();
  scrollWindowTo(0);
});

describe('scroll restoration', () => {
  it('starts a newly opened page at the top, and returns to the old position on back', async () => {
    render(
      <MemoryRouter initialEntries={['/notice']}>
        <Page />
      </MemoryRouter>,
    );
    scrollWindowTo(640);

    await act(async () => navigate('/notice/3'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollWindowTo(120);

    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);

    await act(async () => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });
});
