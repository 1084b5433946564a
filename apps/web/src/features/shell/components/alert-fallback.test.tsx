import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { clearAlerts, getAlerts, showAlert } from '../../../stores/alert-store';
import { AppShell } from './app-shell';

// The alert's code cannot be loaded: the network dropped, which is what many alerts are about.
vi.mock('../../../components/ui/alert-modal', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  clearAlerts();
  vi.restoreAllMocks();
});

const meta = {
  title: '공지사항',
  headerClose: false,
  hideFooter: false,
  hideHeader: false,
  headerBackBtn: false,
};

it('says the alert with the browser’s own dialog when the alert modal cannot be loaded', async () => {
  const nativeAlert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/notice']}>
        <AppShell meta={meta}>
          <p>본문</p>
        </AppShell>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(screen.getByText('본문')).toBeTruthy();
  const confirmed = vi.fn();
  showAlert({
    title: '네트워크 연결을 확인해 주세요.',
    subtitle: '잠시 후 <b>다시</b> 시도해 주세요.',
    onConfirm: confirmed,
  });
  await waitFor(() => expect(nativeAlert).toHaveBeenCalledTimes(1));
  expect(nativeAlert).toHaveBeenCalledWith(
    '네트워크 연결을 확인해 주세요.\n잠시 후 다시 시도해 주세요.',
  );
  // Confirmed, as the modal's button would: the queue moves on and the page is usable again.
  expect(confirmed).toHaveBeenCalledTimes(1);
  expect(getAlerts()).toEqual([]);
});
