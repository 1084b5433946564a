import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { stubApi } from '../../../testing/test-utils';
import { AppShell } from './app-shell';
import SandboxBadge from './sandbox-badge';

const meta = {
  title: '공지사항',
  headerClose: false,
  hideFooter: false,
  hideHeader: false,
  headerBackBtn: false,
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(stubApi({ '/sandbox/api/status': { sandbox: true } }));
  vi.stubGlobal('fetch', fetchMock);
});

function renderBadge() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SandboxBadge />
    </QueryClientProvider>,
  );
}

const badgeName = '샌드박스 모드: 테스트용 로그인과 본인인증';

describe('the sandbox badge', () => {
  it('shows SANDBOX when the server runs in sandbox mode', async () => {
    renderBadge();
    const badge = await screen.findByRole('note', { name: badgeName });
    expect(badge.textContent).toBe('SANDBOX');
    expect(fetchMock.mock.calls[0]![0]).toBe('/sandbox/api/status');
  });

  it.each([
    ['a 404 (sandbox off)', async () => stubApi({})('/sandbox/api/status')],
    ['sandbox false', async () => stubApi({ '/sandbox/api/status': { sandbox: false } })('/x')],
    ['an HTML page', async () => new Response('<!doctype html><title>app</title>')],
    [
      'a network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('stays hidden on %s', async (_case, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(answer as typeof fetch);
    renderBadge();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('note', { name: badgeName })).toBeNull();
    vi.mocked(console.warn).mockRestore();
  });
});

describe('the shell and the sandbox badge', () => {
  let idleCallbacks: (() => void)[] = [];

  beforeEach(() => {
    idleCallbacks = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => {});
  });

  afterEach(() => {
    idleCallbacks = [];
  });

  it('asks about sandbox mode only once the page is idle, then shows the badge', async () => {
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
    expect(fetchMock.mock.calls.some(([url]) => url === '/sandbox/api/status')).toBe(false);
    expect(screen.queryByRole('note', { name: badgeName })).toBeNull();

    for (const callback of idleCallbacks) callback();
    expect(await screen.findByRole('note', { name: badgeName })).toBeTruthy();
  });
});
