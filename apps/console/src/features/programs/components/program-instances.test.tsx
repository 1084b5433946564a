import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffInstance } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const instance = (overrides: Partial<StaffInstance> = {}): StaffInstance => ({
  programInstanceIdx: 71,
  execDate: '2026-05-02',
  startTime: '14:00',
  endTime: '15:00',
  capacity: 4,
  reservedCount: 3,
  activeEntryCount: 1,
  cancelledYn: 'N',
  cancelledAt: null,
  ...overrides,
});

const conflict = (errorCode: string, message: string) => ({
  error: { status: 409, errorCode, message },
});

function serveInstances(list: StaffInstance[] = [instance()]) {
  return serveStaff({
    '/api/staff/programs/detail': () =>
      ok({ programIdx: 9, programName: '봄 클래스', scheduleType: 'MULTI' }),
    '/api/staff/programs/instances/list': () =>
      ok({ list, page: 1, pageSize: 100, totalCount: list.length }),
    '/api/staff/programs/instances/save': (body) =>
      Number(body.capacity) < 3
        ? conflict('SEATS_BELOW_BOOKED', '이미 예약된 3석보다 적게 줄일 수 없어요.')
        : ok({ programInstanceIdx: 71 }),
    '/api/staff/programs/instances/cancel': (body) =>
      body.confirm
        ? ok({ programInstanceIdx: 71, cancelledEntryCount: 1, freedSeats: 3 })
        : conflict(
            'INSTANCE_HAS_ENTRIES',
            '예약 1건이 있는 회차예요. 취소하면 예약도 함께 취소돼요.',
          ),
    '/api/staff/programs/instances/series': () =>
      ok({
        createdCount: 5,
        skippedExistingCount: 1,
        skippedClosedDays: ['2026-05-18'],
        programInstanceIdxList: [1, 2, 3, 4, 5],
      }),
  });
}

describe('/staff/programs/:programIdx/instances', () => {
  it('lists the instances with booked seats against capacity', async () => {
    serveInstances();
    renderConsole('/staff/programs/9/instances');
    const row = (await screen.findByText('14:00 – 15:00')).closest('tr')!;
    expect(row.textContent).toContain('26.05.02 (토)');
    expect(row.textContent).toContain('3 / 4');
  });

  it("puts the server's refusal to go below the booked seats beside the capacity", async () => {
    const api = serveInstances();
    renderConsole('/staff/programs/9/instances');
    await userEvent.click(
      await screen.findByRole('button', { name: '26.05.02 (토) 14:00 회차 수정' }),
    );
    const form = screen.getByRole('form', { name: '회차 수정: 26.05.02 (토) 14:00' });
    const capacity = within(form).getByLabelText('정원');
    expect(within(form).getByLabelText('날짜')).toHaveProperty('readOnly', true);

    await userEvent.clear(capacity);
    await userEvent.type(capacity, '2');
    await userEvent.click(within(form).getByRole('button', { name: '회차 저장' }));
    expect(await within(form).findByText('이미 예약된 3석보다 적게 줄일 수 없어요.')).toBeTruthy();
    expect(capacity.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(capacity);
    await userEvent.type(capacity, '6');
    await userEvent.click(within(form).getByRole('button', { name: '회차 저장' }));
    expect(await within(form).findByText('회차를 저장했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/instances/save').at(-1)?.body).toEqual({
      programIdx: 9,
      programInstanceIdx: 71,
      execDate: '2026-05-02',
      startTime: '14:00',
      endTime: '15:00',
      capacity: 6,
    });
  });

  it('cancels a booked instance only after the operator confirms the count the server names', async () => {
    const api = serveInstances();
    renderConsole('/staff/programs/9/instances');
    await userEvent.click(
      await screen.findByRole('button', { name: '26.05.02 (토) 14:00 회차 취소' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '예약이 있는 회차를 취소할까요?' });
    expect(dialog.textContent).toContain('예약 1건이 있는 회차예요.');
    await userEvent.click(within(dialog).getByRole('button', { name: '예약과 함께 회차 취소' }));
    expect(await screen.findByText(/회차를 취소했어요\. 예약 1건도 취소했어요\./)).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/instances/cancel').map((call) => call.body)).toEqual([
      { programInstanceIdx: 71, confirm: false },
      { programInstanceIdx: 71, confirm: true },
    ]);
  });

  it('makes a series and reports what was made and skipped', async () => {
    const api = serveInstances([]);
    renderConsole('/staff/programs/9/instances');
    const form = await screen.findByRole('form', { name: '여러 회차 만들기' });
    await userEvent.click(within(form).getByRole('button', { name: '회차 만들기' }));
    expect(await within(form).findByText('요일을 하나 이상 골라 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/programs/instances/series')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('종료일'), '2026-12-31');
    await userEvent.click(within(form).getByRole('checkbox', { name: '월' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: '수' }));
    await userEvent.click(within(form).getByRole('button', { name: '회차 만들기' }));
    await waitFor(() => expect(within(form).getByText('회차 5개를 만들었어요.')).toBeTruthy());
    expect(form.textContent).toContain('이미 있어 건너뛴 회차: 1개');
    expect(form.textContent).toContain('휴관일이라 건너뛴 날: 26.05.18 (월)');
    expect(api.callsTo('/api/staff/programs/instances/series')[0]?.body).toMatchObject({
      programIdx: 9,
      to: '2026-12-31',
      weekdays: [1, 3],
      startTimes: ['10:00'],
      durationMinutes: 60,
      capacity: null,
    });
  });
});
