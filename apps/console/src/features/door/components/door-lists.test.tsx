import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DoorList } from '@venue/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, refusal } from '../../../testing/fake-api';
import { editorOperator, places } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const zone = places.zones[0];
const program = places.programs[0];
if (!zone || !program) throw new Error('the fixture places need a zone and a program');

const gate: DoorList = {
  doorListIdx: 3,
  name: '2층 게이트',
  zoneIdxs: [zone.zoneIdx],
  programIdxs: [program.programIdx],
  activeYn: 'Y',
  regDate: '2026-11-30T10:00:00+09:00',
  modDate: '2026-11-30T10:00:00+09:00',
};

afterEach(() => {
  window.sessionStorage.clear();
});

describe('named check-in lists', () => {
  it('an EDITOR names a list with its zones and programs; a list admitting nothing is refused first', async () => {
    const saved: DoorList[] = [];
    const api = serveStaff({
      '/api/staff/me': () => ok(editorOperator),
      '/api/staff/door-lists/list': () => ok(saved),
      '/api/staff/door-lists/save': (body) => {
        const list = { ...gate, ...(body as object), doorListIdx: 3 } as DoorList;
        saved.push(list);
        return ok(list);
      },
    });
    renderConsole('/staff/door-lists');
    expect(await screen.findByText('아직 명단이 없어요.')).toBeTruthy();
    const form = screen.getByRole('form', { name: '새 명단' });
    await userEvent.type(within(form).getByLabelText('명단 이름'), '2층 게이트');
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    expect(
      await within(form).findByText('입장시킬 존이나 프로그램을 하나 이상 골라 주세요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/door-lists/save')).toHaveLength(0);

    const zones = within(form).getByRole('group', { name: '입장시킬 존 (누구나)' });
    await userEvent.click(within(zones).getAllByRole('checkbox')[0] as HTMLElement);
    const programs = within(form).getByRole('group', { name: '입장시킬 프로그램 (오늘 예약자만)' });
    await userEvent.click(within(programs).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(within(form).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(api.callsTo('/api/staff/door-lists/save')[0]?.body).toEqual({
        name: '2층 게이트',
        zoneIdxs: [zone.zoneIdx],
        programIdxs: [program.programIdx],
        activeYn: 'Y',
      }),
    );
    expect(await screen.findByText('‘2층 게이트’ 명단을 저장했어요.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '2층 게이트 편집' })).toBeTruthy();
  });

  it('the scanner sends the chosen list with each scan and shows a refusal in Korean', async () => {
    const api = serveStaff({
      '/api/staff/door-lists/list': () => ok([gate]),
      '/api/staff/checkin': () =>
        refusal(
          409,
          'DOOR_LIST_REFUSED',
          '‘2층 게이트’ 명단의 프로그램에 오늘 예약이 없는 회원이에요.',
        ),
    });
    renderConsole('/staff');
    const select = await screen.findByLabelText('입장 명단');
    await screen.findByRole('option', { name: '2층 게이트' });
    await userEvent.selectOptions(select, '3');
    expect(window.sessionStorage.getItem('staffDoorList')).toBe('3');
    const code = await screen.findByLabelText('입장 코드');
    await userEvent.type(code, 'ZZZZ-ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: '확인' }));
    expect((await screen.findAllByText('이 명단으로는 입장할 수 없어요')).length).toBeGreaterThan(
      0,
    );
    expect(
      screen.getAllByText('‘2층 게이트’ 명단의 프로그램에 오늘 예약이 없는 회원이에요.').length,
    ).toBeGreaterThan(0);
    expect(api.callsTo('/api/staff/checkin')[0]?.body).toMatchObject({ doorListIdx: 3 });
  });
});
