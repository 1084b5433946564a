import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffTour } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { editorOperator, programPage, staffFloor, staffZone } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const tour: StaffTour = {
  tourIdx: 1,
  tourTitle: '처음 오셨나요?',
  tourIntro: '<p>한 바퀴</p>',
  savePath: null,
  checklist: ['편한 신발'],
  displayYn: 'Y',
  stopList: [
    {
      tourStopIdx: 11,
      floorIdx: 5,
      zoneIdx: 9,
      programIdx: null,
      label: '1',
      title: '라운지에서 시작',
      minutes: 10,
      text: '쉬어 가요.',
      tips: [],
    },
  ],
};

describe('/staff/tour', () => {
  it('adds a stop linked to a program, puts it first and saves the stops in that order', async () => {
    const api = serveStaff({
      '/api/staff/me': () => ok(editorOperator),
      '/api/staff/tours': () =>
        ok([{ tourIdx: 1, tourTitle: tour.tourTitle, displayYn: 'Y', stopCount: 1, modDate: '' }]),
      '/api/staff/tours/detail': () => ok(tour),
      '/api/staff/tours/save': () => ok({ tourIdx: 1 }),
      '/api/staff/floors': () => ok([staffFloor()]),
      '/api/staff/zones': () => ok([staffZone()]),
      '/api/staff/programs/list': () =>
        ok(programPage([{ programIdx: 12, programName: '향수 클래스' }])),
    });
    renderConsole('/staff/tour');
    const user = userEvent.setup();
    // The first tour opens with the page.
    const form = await screen.findByRole('form', { name: '투어 수정' });
    expect((within(form).getByLabelText('정류장 1 제목') as HTMLInputElement).value).toBe(
      '라운지에서 시작',
    );
    await user.click(within(form).getByRole('button', { name: '정류장 추가' }));
    await user.type(within(form).getByLabelText('정류장 2 제목'), '향수 만들기');
    await user.type(within(form).getByLabelText('정류장 2 설명'), '향을 골라요.');
    await user.type(within(form).getByLabelText('정류장 2 팁 (한 줄에 하나씩)'), '예약 필수');
    await user.selectOptions(within(form).getByLabelText('정류장 2 프로그램'), '12');
    await user.click(within(form).getByRole('button', { name: '정류장 2 위로' }));
    await user.click(within(form).getByRole('button', { name: '투어 저장' }));
    expect(await screen.findByText('투어를 저장했어요. 방문자 화면에 바로 반영돼요.')).toBeTruthy();
    const body = api.callsTo('/api/staff/tours/save')[0]?.body as { stopList: unknown[] };
    expect(body.stopList).toEqual(
      [
        {
          floorIdx: null,
          zoneIdx: null,
          programIdx: 12,
          label: '2',
          title: '향수 만들기',
          minutes: 10,
          text: '향을 골라요.',
          tips: ['예약 필수'],
        },
        { ...tour.stopList[0], tourStopIdx: undefined },
      ].map(({ tourStopIdx: _drop, ...stop }: Record<string, unknown>) => stop),
    );
    expect(body).toMatchObject({
      tourIdx: 1,
      tourTitle: '처음 오셨나요?',
      checklist: ['편한 신발'],
    });
  });

  it('makes a new tour only with a title, and keeps it open to add its stops', async () => {
    let saved = false;
    const api = serveStaff({
      '/api/staff/me': () => ok(editorOperator),
      '/api/staff/tours': () =>
        ok(
          saved
            ? [{ tourIdx: 2, tourTitle: '야간 투어', displayYn: 'Y', stopCount: 0, modDate: '' }]
            : [],
        ),
      '/api/staff/tours/detail': () =>
        ok({ ...tour, tourIdx: 2, tourTitle: '야간 투어', stopList: [] }),
      '/api/staff/tours/save': () => {
        saved = true;
        return ok({ tourIdx: 2 });
      },
      '/api/staff/floors': () => ok([staffFloor()]),
      '/api/staff/zones': () => ok([staffZone()]),
      '/api/staff/programs/list': () => ok(programPage([])),
    });
    renderConsole('/staff/tour');
    const user = userEvent.setup();
    expect(await screen.findByText('아직 투어가 없어요. 새 투어를 만들어 주세요.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '새 투어 만들기' }));
    const form = screen.getByRole('form', { name: '새 투어' });
    await user.click(within(form).getByRole('button', { name: '투어 만들기' }));
    // Refused before it is sent, and the form's alert line says so (the error may be far up).
    expect(await within(form).findByText('입력한 내용을 확인해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/tours/save')).toHaveLength(0);
    await user.type(within(form).getByLabelText('투어 제목'), '야간 투어');
    await user.click(within(form).getByRole('button', { name: '투어 만들기' }));
    expect(await screen.findByText('투어를 저장했어요. 방문자 화면에 바로 반영돼요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/tours/save')[0]?.body).toMatchObject({
      tourTitle: '야간 투어',
      stopList: [],
    });
    expect(await screen.findByRole('form', { name: '투어 수정' })).toBeTruthy();
  });
});
