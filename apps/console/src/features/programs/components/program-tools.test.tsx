import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffProgram } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { programPage, staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';
import { emptyProgram } from '../program-form';

// The editor's own starting values (program-form.ts), with what a saved program adds.
const program = (overrides: Partial<StaffProgram> = {}): StaffProgram => ({
  ...emptyProgram(),
  programIdx: 9,
  programCategoryIdx: 1,
  programName: '봄 향수 클래스',
  savePath: '/media/uploads/perfume.png',
  programEditor: '<p>향</p>',
  status: 'OPEN',
  closedReason: null,
  publishState: 'DRAFT',
  publishedAt: null,
  publishAt: null,
  publishScheduledByName: null,
  regDate: '2030-11-01T10:00:00+09:00',
  modDate: '2030-11-01T10:00:00+09:00',
  ...overrides,
});

function serveProgram(
  initial: StaffProgram,
  handlers: Parameters<typeof serveStaff>[0] = {},
  instances = [{ execDate: '2030-11-20' }],
) {
  let current = initial;
  return serveStaff({
    '/api/staff/programs/detail': (body) =>
      ok(
        body.programIdx === current.programIdx
          ? current
          : // The copy the server made.
            program({
              programIdx: Number(body.programIdx),
              programName: `${current.programName} (복사본)`,
            }),
      ),
    '/api/staff/programs/categories/list': () =>
      ok([
        { programCategoryIdx: 1, programCategoryName: '클래스', sortIndex: 10, programCount: 1 },
      ]),
    '/api/staff/zones': () => ok([]),
    '/api/staff/programs/list': () => ok({ list: [], page: 1, pageSize: 20, totalCount: 0 }),
    '/api/staff/programs/instances/list': () =>
      ok({
        list: instances.map((instance, index) => ({
          programInstanceIdx: index + 1,
          startTime: '14:00',
          endTime: '15:00',
          capacity: 8,
          reservedCount: 0,
          activeEntryCount: 0,
          cancelledYn: 'N',
          cancelledAt: null,
          ...instance,
        })),
        page: 1,
        pageSize: 100,
        totalCount: instances.length,
      }),
    '/api/staff/programs/schedule-publish': (body) => {
      current = {
        ...current,
        publishAt: (body.publishAt as string | null) ?? null,
        publishScheduledByName: body.publishAt ? '문지기' : null,
      };
      return ok({
        programIdx: current.programIdx,
        publishAt: current.publishAt,
        publishState: 'DRAFT',
      });
    },
    ...handlers,
  });
}

describe('예약 게시 on the program editor', () => {
  it('sets a Seoul time, shows it with who set it, and cancels it', async () => {
    const api = serveProgram(program());
    renderConsole('/staff/programs/9');
    const form = await screen.findByRole('form', { name: '예약 게시' });
    expect(within(form).getByText(/예약된 게시가 없어요/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('게시할 날짜와 시각 (서울)'), {
      target: { value: '2030-12-03T10:00' },
    });
    await userEvent.click(within(form).getByRole('button', { name: '예약 게시' }));

    expect(
      await within(form).findByText('예약했어요. 12월 3일 10:00에 저절로 게시돼요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/schedule-publish')[0]?.body).toEqual({
      programIdx: 9,
      publishAt: '2030-12-03T10:00:00+09:00',
    });
    // The state above says it too, once the program is read again.
    const state = screen.getByRole('region', { name: '봄 향수 클래스' });
    await waitFor(() => expect(state.textContent).toContain('초안 · 예약 게시: 12월 3일 10:00'));
    expect(within(form).getByText(/문지기 님이 예약했어요/)).toBeTruthy();

    await userEvent.click(within(form).getByRole('button', { name: '예약 게시 취소' }));
    expect(await within(form).findByText('예약 게시를 취소했어요. 초안 그대로예요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/schedule-publish')[1]?.body).toEqual({
      programIdx: 9,
      publishAt: null,
    });
    await waitFor(() => expect(within(form).getByText(/예약된 게시가 없어요/)).toBeTruthy());
  });

  it("asks for a time before sending, and puts the server's refusal on the field", async () => {
    const api = serveProgram(program(), {
      '/api/staff/programs/schedule-publish': () => ({
        error: {
          status: 400,
          errorCode: 'INVALID_INPUT',
          message: '입력값을 확인해 주세요.',
          fields: [{ path: 'publishAt', message: '지금보다 뒤의 시각을 골라 주세요.' }],
        },
      }),
    });
    renderConsole('/staff/programs/9');
    const form = await screen.findByRole('form', { name: '예약 게시' });
    await userEvent.click(within(form).getByRole('button', { name: '예약 게시' }));
    expect(await within(form).findByText('게시할 날짜와 시각을 골라 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/schedule-publish')).toHaveLength(0);

    const field = within(form).getByLabelText('게시할 날짜와 시각 (서울)');
    fireEvent.change(field, { target: { value: '2020-01-01T10:00' } });
    await userEvent.click(within(form).getByRole('button', { name: '예약 게시' }));
    expect(await within(form).findByText('지금보다 뒤의 시각을 골라 주세요.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('is not offered for a program already published', async () => {
    serveProgram(program({ publishState: 'PUBLISHED', publishedAt: '2030-11-02T10:00:00+09:00' }));
    renderConsole('/staff/programs/9');
    await screen.findByRole('button', { name: '게시 취소' });
    expect(screen.queryByRole('form', { name: '예약 게시' })).toBeNull();
    expect(screen.getByRole('button', { name: '복제' })).toBeTruthy();
  });
});

describe('복제 on the program editor', () => {
  it('asks for the first date, then opens the copy saying what was made and skipped', async () => {
    const api = serveProgram(program(), {
      '/api/staff/programs/duplicate': () =>
        ok({
          programIdx: 77,
          sourceProgramIdx: 9,
          dayOffset: 14,
          instanceCount: 3,
          skippedClosedDays: ['2030-12-16'],
        }),
    });
    const { where } = renderConsole('/staff/programs/9');
    await userEvent.click(await screen.findByRole('button', { name: '복제' }));
    const form = screen.getByRole('form', { name: '복제' });
    const date = within(form).getByLabelText('첫 회차 날짜');
    expect(document.activeElement).toBe(date);
    expect(await within(form).findByText(/지금 첫 회차는 30\.11\.20 \(수\)이에요/)).toBeTruthy();

    await userEvent.click(within(form).getByRole('button', { name: '복제하고 열기' }));
    expect(await within(form).findByText('날짜 형식이 올바르지 않습니다.')).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/duplicate')).toHaveLength(0);

    fireEvent.change(date, { target: { value: '2030-12-04' } });
    await userEvent.click(within(form).getByRole('button', { name: '복제하고 열기' }));
    await waitFor(() => expect(where()?.pathname).toBe('/staff/programs/77'));
    expect(
      await screen.findByText(
        /이름에 ‘\(복사본\)’이 남아 있어요\. 게시하면 방문자에게 그대로 보이니/,
      ),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/duplicate')[0]?.body).toEqual({
      programIdx: 9,
      firstDate: '2030-12-04',
    });
    expect(
      await screen.findByText(
        '복제했어요. 아직 게시되지 않은 초안이에요. 회차 3개를 새 날짜로 만들었어요. 휴관일이라 건너뛴 날: 30.12.16 (월).',
      ),
    ).toBeTruthy();
  });
});

describe('who sees the tools', () => {
  it('a STAFF operator gets no program page, so neither 복제 nor 예약 게시', async () => {
    serveProgram(program(), { '/api/staff/me': () => ok(staffOperator) });
    renderConsole('/staff/programs/9');
    expect(await screen.findByText(/편집자와 관리자만/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '복제' })).toBeNull();
    expect(screen.queryByRole('form', { name: '예약 게시' })).toBeNull();
  });
});

describe('the program list', () => {
  it('says when a draft is scheduled to be published', async () => {
    const page = programPage([{ programIdx: 9, programName: '봄 향수 클래스' }]);
    serveStaff({
      '/api/staff/programs/list': () =>
        ok({
          ...page,
          list: page.list.map((item) => ({
            ...item,
            publishState: 'DRAFT',
            publishAt: '2030-12-03T10:00:00+09:00',
            modDate: '2030-11-01T10:00:00+09:00',
          })),
        }),
      '/api/staff/programs/categories/list': () => ok([]),
    });
    renderConsole('/staff/programs');
    const row = (await screen.findByRole('link', { name: '봄 향수 클래스' })).closest('tr')!;
    expect(row.textContent).toContain('초안예약 게시: 12월 3일 10:00');
  });
});
