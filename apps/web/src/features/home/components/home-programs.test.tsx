import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_PROGRAM_LIST_MESSAGE } from '@venue/contract/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClientEffects } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/test-utils';
import { fakeApi, ok, program, serverError } from '../testing/fake-api';
import { HomePrograms } from './home-programs';

// Thursday 26 November 2026 in Seoul: the strip runs Monday 16 November to Sunday 6 December.
const now = new Date('2026-11-26T10:00:00+09:00');
const LIST = '/api/program/list';

const byDay: Record<string, ReturnType<typeof program>[]> = {
  '2026-11-26': [1, 2, 3, 4].map((id) => program({ programIdx: id, programName: `목요일 ${id}` })),
  '2026-11-28': [5, 6].map((id) => program({ programIdx: id, programName: `토요일 ${id}` })),
  '2026-11-29': [7, 8, 9].map((id) => program({ programIdx: id, programName: `일요일 ${id}` })),
};

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(apiClientEffects, 'alert').mockImplementation(() => {});
});
afterEach(() => {
  alertSpy.mockRestore();
});

function serveByDay() {
  return fakeApi({ [LIST]: (body) => ok(byDay[String(body.startDate)] ?? []) });
}

const section = () => screen.getByRole('region', { name: 'Programs' });
const programNames = () =>
  within(section())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
/** A day button by its full date, the end of its name ("토 28, 11월 28일 토요일"). */
const day = (name: RegExp | string) =>
  screen.getByRole('button', { name: typeof name === 'string' ? new RegExp(`, ${name}$`) : name });

describe('the home Programs section', () => {
  it("shows the first 3 of today's programs and a More link to the date tab when there are 4", async () => {
    const api = serveByDay();
    renderWithProviders(<HomePrograms now={now} />);
    await waitFor(() => expect(programNames()).toEqual(['목요일 1', '목요일 2', '목요일 3']));
    expect(api.callsTo(LIST).map((call) => call.body)).toEqual([{ startDate: '2026-11-26' }]);
    const more = screen.getByRole('link', { name: /More/ });
    expect(more.getAttribute('href')).toBe('/program?tab=date&startDate=2026-11-26');
    expect(more.textContent).toContain('11월 26일 프로그램 전체 보기');
    expect(day(/^오늘 26, 11월 26일 목요일$/).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the programs of another day when it is chosen, without More for 3 or fewer', async () => {
    const api = serveByDay();
    renderWithProviders(<HomePrograms now={now} />);
    await waitFor(() => expect(programNames()).toHaveLength(3));

    await userEvent.click(day('11월 28일 토요일'));
    await waitFor(() => expect(programNames()).toEqual(['토요일 5', '토요일 6']));
    expect(api.callsTo(LIST).at(-1)?.body).toEqual({ startDate: '2026-11-28' });
    expect(day('11월 28일 토요일').getAttribute('aria-pressed')).toBe('true');
    expect(day(/, 11월 26일 목요일$/).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('link', { name: /More/ })).toBeNull();

    await userEvent.click(day('11월 29일 일요일'));
    await waitFor(() => expect(programNames()).toEqual(['일요일 7', '일요일 8', '일요일 9']));
    expect(screen.queryByRole('link', { name: /More/ })).toBeNull();
  });

  it('shows the first 3 in the order the server lists them (its instances first)', async () => {
    fakeApi({
      [LIST]: () =>
        ok([
          program({ programIdx: 4, programName: '오전 클래스', dotExecTime: '11:00' }),
          program({ programIdx: 3, programName: '저녁 공연', dotExecTime: '19:00' }),
          program({ programIdx: 1, programName: '상시 전시', dotExecTime: '' }),
          program({ programIdx: 2, programName: '상시 라운지', dotExecTime: '' }),
        ]),
    });
    renderWithProviders(<HomePrograms now={now} />);
    await waitFor(() => expect(programNames()).toEqual(['오전 클래스', '저녁 공연', '상시 전시']));
  });

  it('says the spec empty message on a day without programs', async () => {
    serveByDay();
    renderWithProviders(<HomePrograms now={now} />);
    await waitFor(() => expect(programNames()).toHaveLength(3));
    await userEvent.click(day('11월 27일 금요일'));
    expect(await screen.findByText(EMPTY_PROGRAM_LIST_MESSAGE)).toBeTruthy();
    expect(programNames()).toEqual([]);
  });

  it('shows the empty message, not a broken section, when the list fails (after the alert)', async () => {
    fakeApi({ [LIST]: () => serverError });
    renderWithProviders(<HomePrograms now={now} />);
    expect(await screen.findByText(EMPTY_PROGRAM_LIST_MESSAGE)).toBeTruthy();
    expect(alertSpy).toHaveBeenCalledWith('잠시 후 다시 시도해주세요.');
  });
});

describe('the week strip', () => {
  it('pages a week at a time, with previous and next disabled at the ends', async () => {
    serveByDay();
    renderWithProviders(<HomePrograms now={now} />);
    const prev = screen.getByRole('button', { name: '이전 주' });
    const next = screen.getByRole('button', { name: '다음 주' });
    const month = () => screen.getByText(/^2026년/);
    expect(month().textContent).toBe('2026년 11월');
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getAllByRole('button', { pressed: false }).length + 1).toBe(21);

    await userEvent.click(prev);
    expect(prev).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', false);
    await userEvent.click(next);
    await userEvent.click(next);
    expect(next).toHaveProperty('disabled', true);
    expect(prev).toHaveProperty('disabled', false);
    expect(month().textContent).toBe('2026년 11월 – 12월');
  });

  it('labels the days with Korean weekdays, Monday first, and marks today', () => {
    serveByDay();
    renderWithProviders(<HomePrograms now={now} />);
    const thisWeek = screen.getByRole('group', { name: '11월 23일 – 11월 29일' });
    expect(
      within(thisWeek)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['월 23', '화 24', '수 25', '오늘 26', '금 27', '토 28', '일 29']);
  });

  it('turns the page on a swipe of 50 px or more, springs back from a shorter one, and a drag never picks a day', async () => {
    const api = serveByDay();
    renderWithProviders(<HomePrograms now={now} />);
    await waitFor(() => expect(programNames()).toHaveLength(3));
    const prev = screen.getByRole('button', { name: '이전 주' });
    const next = screen.getByRole('button', { name: '다음 주' });
    const target = day('11월 27일 금요일');
    const drag = (from: number, to: number) => {
      act(() => {
        fireEvent.pointerDown(target, { pointerId: 1, clientX: from, clientY: 100, button: 0 });
        fireEvent.pointerMove(target, { pointerId: 1, clientX: (from + to) / 2, clientY: 100 });
        fireEvent.pointerMove(target, { pointerId: 1, clientX: to, clientY: 100 });
        fireEvent.pointerUp(target, { pointerId: 1, clientX: to, clientY: 100 });
        fireEvent.click(target);
      });
    };

    drag(200, 170); // 30 px: springs back
    expect(prev).toHaveProperty('disabled', false);
    expect(next).toHaveProperty('disabled', false);

    drag(200, 140); // 60 px to the left: next week
    expect(next).toHaveProperty('disabled', true);

    drag(100, 300); // back to this week
    drag(100, 300); // and to last week
    expect(prev).toHaveProperty('disabled', true);
    drag(100, 300); // past the first week: it stays
    expect(prev).toHaveProperty('disabled', true);

    // None of those drags selected the day they started on.
    expect(target.getAttribute('aria-pressed')).toBe('false');
    expect(api.callsTo(LIST)).toHaveLength(1);
  });

  it('brings a week into view when keyboard focus reaches one of its days', async () => {
    serveByDay();
    renderWithProviders(<HomePrograms now={now} />);
    const next = screen.getByRole('button', { name: '다음 주' });
    act(() => day('12월 1일 화요일').focus());
    expect(next).toHaveProperty('disabled', true);
    expect(screen.getByText(/^2026년/).textContent).toBe('2026년 11월 – 12월');
  });
});
