import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('/staff/audit', () => {
  it("downloads the page's filters as CSV and XLSX", async () => {
    const api = serveStaff({
      '/api/staff/operators': () => ok([]),
      '/api/staff/audit/list': () => ok({ list: [], page: 2, pageSize: 50, totalCount: 0 }),
    });
    const jsonFetch = api.fetch.getMockImplementation();
    const files: { path: string; body: unknown }[] = [];
    api.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://test').pathname;
      if (path !== '/api/staff/audit/export') return jsonFetch?.(input, init) as Promise<Response>;
      files.push({ path, body: JSON.parse(String(init?.body)) });
      return new Response('\uFEFF번호\r\n', {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="x.csv"; filename*=UTF-8''${encodeURIComponent('감사 로그.csv')}`,
        },
      });
    });
    renderConsole('/staff/audit?action=notice.&from=2026-11-01&page=2');
    await screen.findByText('조건에 맞는 기록이 없어요.');
    await userEvent.click(screen.getByRole('button', { name: 'CSV로 받기' }));
    await userEvent.click(screen.getByRole('button', { name: 'XLSX로 받기' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files.map((file) => file.body)).toEqual([
      { action: 'notice.', from: '2026-11-01', format: 'csv' },
      { action: 'notice.', from: '2026-11-01', format: 'xlsx' },
    ]);
  });
});
