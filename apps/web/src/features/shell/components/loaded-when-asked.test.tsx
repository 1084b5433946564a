import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { clearAlerts, showAlert } from '../../../stores/alert-store';
import { stubApi } from '../../../testing/test-utils';
import { AppShell } from './app-shell';

// Which lazy modules of the shell have been imported (decision 010, "Loaded when asked for").
const imported = vi.hoisted(() => new Set<string>());
vi.mock('./side-menu', async (original) => {
  imported.add('side menu');
  return original();
});
vi.mock('../../../components/ui/alert-modal', async (original) => {
  imported.add('alert modal');
  return original();
});
vi.mock('./sandbox-badge', async (original) => {
  imported.add('sandbox badge');
  return original();
});

const meta = {
  title: '공지사항',
  headerClose: false,
  hideFooter: false,
  hideHeader: false,
  headerBackBtn: false,
};

let idleCallbacks: (() => void)[] = [];
beforeEach(() => {
  imported.clear();
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  // Production: no sandbox (404), and empty menu data.
  vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/zone/list': [], '/api/banner/list': [] })));
});

afterEach(() => {
  clearAlerts();
});

function renderShell() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/notice']}>
        <AppShell meta={meta}>
          <p>본문</p>
        </AppShell>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('loads nothing on idle but data: the menu, the alert and the sandbox badge wait to be asked for', async () => {
  renderShell();
  for (const callback of idleCallbacks) callback();
  await waitFor(() =>
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain(
      '/sandbox/api/status',
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect([...imported]).toEqual([]);

  // Reaching for the menu button loads the menu's code, before the tap.
  fireEvent.pointerEnter(screen.getByRole('button', { name: '메뉴 열기' }));
  await waitFor(() => expect(imported.has('side menu')).toBe(true));

  // The first alert loads the alert's code, and shows.
  expect(imported.has('alert modal')).toBe(false);
  showAlert({ title: '잠시 후 다시 시도해 주세요.' });
  expect(
    await screen.findByRole('alertdialog', { name: '잠시 후 다시 시도해 주세요.' }),
  ).toBeTruthy();
  expect(imported.has('alert modal')).toBe(true);
  expect(imported.has('sandbox badge')).toBe(false);
});
