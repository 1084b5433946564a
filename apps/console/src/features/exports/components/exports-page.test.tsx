import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { staffDashboard, staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

/** The fetch fake answers JSON; an export answers a file, so its path is served here. */
function serveExports(operator = staffOperator) {
  const api = serveStaff({
    '/api/staff/me': () => ok(operator),
    '/api/staff/dashboard': () => ok(staffDashboard()),
    '/api/staff/surveys': () => ok({ surveyList: [] }),
    '/api/staff/exports/programs': () =>
      ok({
        list: [
          { programIdx: 2, programName: '향수 클래스', programType: 'RESERVATION' },
          { programIdx: 7, programName: '럭키 드로우', programType: 'APPLICATION' },
        ],
      }),
    '/api/staff/exports/instances': (body) =>
      ok({
        instances:
          (body as { programIdx: number }).programIdx === 2
            ? [
                {
                  programInstanceIdx: 9,
                  execDate: '2026-11-30',
                  startTime: '11:00',
                  endTime: '12:00',
                  cancelledYn: 'N',
                },
                {
                  programInstanceIdx: 5,
                  execDate: '2026-11-26',
                  startTime: '14:00',
                  endTime: '15:00',
                  cancelledYn: 'N',
                },
                {
                  programInstanceIdx: 6,
                  execDate: '2026-11-26',
                  startTime: '16:00',
                  endTime: '17:00',
                  cancelledYn: 'Y',
                },
              ]
            : [],
      }),
  });
  const jsonFetch = api.fetch.getMockImplementation();
  const files: { path: string; body: unknown }[] = [];
  api.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://test').pathname;
    if (
      !path.startsWith('/api/staff/exports/') ||
      !/(entries|checkins|inquiries|responses)$/.test(path)
    )
      return jsonFetch?.(input, init) as Promise<Response>;
    const body = JSON.parse(String(init?.body));
    files.push({ path, body });
    const name = body.format === 'csv' ? '향수 클래스 예약.csv' : '향수 클래스 예약.xlsx';
    return new Response('\uFEFF예약번호\r\n', {
      headers: {
        'content-type':
          body.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/octet-stream',
        'content-disposition': `attachment; filename="export"; filename*=UTF-8''${encodeURIComponent(name)}`,
      },
    });
  });
  return { api, files };
}

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

describe('/staff/exports', () => {
  it('a STAFF operator is told the files are masked, and picks a program, its day and an instance by name', async () => {
    const { files } = serveExports();
    renderConsole('/staff/exports');
    const notice = await screen.findByText(/모든 내보내기는 감사/);
    expect(notice.textContent).toContain('가려서(김*늘, 010-****-5678) 내려받아요.');
    const card = screen.getByRole('form', { name: '예약·응모' });
    // No number to type: programs by name, then the program's instance days and times.
    expect(within(card).queryByLabelText('프로그램 번호')).toBeNull();
    expect(within(card).queryByLabelText('회차 번호')).toBeNull();
    await userEvent.selectOptions(
      await within(card).findByLabelText('프로그램'),
      await within(card).findByRole('option', { name: '향수 클래스 · 예약' }),
    );
    const day = within(card).getByLabelText('날짜');
    await within(card).findByRole('option', { name: '2026년 11월 26일 (목)' });
    expect(
      within(day as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['모든 날짜', '2026년 11월 30일 (월)', '2026년 11월 26일 (목)']);
    await userEvent.selectOptions(day, '2026-11-26');
    const instance = within(card).getByLabelText('회차');
    expect(
      within(instance as HTMLElement)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['하루 전체', '14:00–15:00', '16:00–17:00 (취소된 회차)']);
    await userEvent.selectOptions(instance, '14:00–15:00');
    await userEvent.click(within(card).getByRole('button', { name: 'CSV 내려받기' }));
    expect(await within(card).findByText('향수 클래스 예약.csv 파일을 내려받았어요.')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'XLSX 내려받기' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files).toEqual([
      {
        path: '/api/staff/exports/entries',
        body: { format: 'csv', programIdx: 2, execDate: '2026-11-26', programInstanceIdx: 5 },
      },
      {
        path: '/api/staff/exports/entries',
        body: { format: 'xlsx', programIdx: 2, execDate: '2026-11-26', programInstanceIdx: 5 },
      },
    ]);
  });

  it('asks for a program or an instance before asking the server', async () => {
    const { files } = serveExports();
    renderConsole('/staff/exports');
    const card = await screen.findByRole('form', { name: '예약·응모' });
    await userEvent.click(within(card).getByRole('button', { name: 'CSV 내려받기' }));
    expect(await within(card).findByText('프로그램이나 회차를 골라 주세요.')).toBeTruthy();
    expect(files).toHaveLength(0);
  });

  it("downloads the day's check-ins for the chosen day", async () => {
    const { files } = serveExports();
    renderConsole('/staff/exports');
    const card = await screen.findByRole('form', { name: '체크인' });
    const date = within(card).getByLabelText('날짜');
    await userEvent.clear(date);
    await userEvent.type(date, '2026-11-25');
    await userEvent.click(within(card).getByRole('button', { name: 'XLSX 내려받기' }));
    await waitFor(() =>
      expect(files).toEqual([
        { path: '/api/staff/exports/checkins', body: { format: 'xlsx', date: '2026-11-25' } },
      ]),
    );
  });
});

it("exports a program's whole day, or every day of it, without an instance", async () => {
  const { files } = serveExports();
  renderConsole('/staff/exports');
  const card = await screen.findByRole('form', { name: '예약·응모' });
  await userEvent.selectOptions(
    await within(card).findByLabelText('프로그램'),
    await within(card).findByRole('option', { name: '향수 클래스 · 예약' }),
  );
  await within(card).findByRole('option', { name: '2026년 11월 30일 (월)' });
  await userEvent.click(within(card).getByRole('button', { name: 'CSV 내려받기' }));
  await userEvent.selectOptions(within(card).getByLabelText('날짜'), '2026-11-30');
  await userEvent.click(within(card).getByRole('button', { name: 'CSV 내려받기' }));
  await waitFor(() =>
    expect(files).toEqual([
      { path: '/api/staff/exports/entries', body: { format: 'csv', programIdx: 2 } },
      {
        path: '/api/staff/exports/entries',
        body: { format: 'csv', programIdx: 2, execDate: '2026-11-30' },
      },
    ]),
  );
});
