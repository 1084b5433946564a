import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VenueInfo } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok, refusal } from '../../../testing/fake-api';
import { editorOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const settings: VenueInfo = {
  venueName: '시그널 하우스',
  venueNameEn: 'SIGNAL HOUSE',
  phone: '02-1599-2641',
  roadAddress: '서울 성동구 연무장길 1',
  addressDetail: '',
  lat: 37.54,
  lng: 127.05,
  hours: { summary: '매일 11:00 – 20:00', note: '', weekly: [] },
  closedDays: {
    weekdays: [],
    monthlyWeekdays: [{ week: 3, weekday: 1 }],
    dates: ['2026-09-25'],
    notes: ['매월 셋째 주 월요일 휴관'],
  },
  transport: [],
  business: {
    companyName: '시그널',
    ceoName: '김대표',
    businessNumber: '123-45-67890',
    mailOrderNumber: '',
    address: '서울 성동구 연무장길 1',
    email: 'hello@example.com',
  },
  privacyPolicyUrl: null,
  copyright: '© SIGNAL HOUSE',
  brand: { title: '', story: [], quote: '', imagePath: null, floors: [], rules: [] },
  directions: { summary: '', steps: [], mapImagePath: null },
  maintenance: null,
};

describe('/staff/venue-settings', () => {
  it('saves the whole document with a closed weekday and a maintenance window, warning what visitors see', async () => {
    const api = serveStaff({
      '/api/staff/venue/settings': () => ok(settings),
      '/api/staff/venue/settings/save': () => ok(null),
    });
    renderConsole('/staff/venue-settings');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '운영 설정' });
    expect((within(form).getByLabelText('공간 이름') as HTMLInputElement).value).toBe(
      '시그널 하우스',
    );
    expect(within(form).getByText(/점검 안내\(\/inspection\)로 이동/)).toBeTruthy();
    await user.click(within(form).getByRole('checkbox', { name: '화요일' }));
    await user.click(within(form).getByRole('checkbox', { name: '점검 시간 예약' }));
    await user.type(within(form).getByLabelText('시작 (서울 시각)'), '2026-06-01T02:00');
    await user.type(within(form).getByLabelText('끝 (서울 시각)'), '2026-06-01T05:30');
    await user.type(within(form).getByLabelText('점검 안내 문구 (선택)'), '시스템 점검 중이에요.');
    await user.click(within(form).getByRole('button', { name: '운영 설정 저장' }));
    expect(
      await screen.findByText('운영 설정을 저장했어요. 방문자 화면에 바로 반영돼요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/venue/settings/save')[0]?.body).toEqual({
      ...settings,
      closedDays: { ...settings.closedDays, weekdays: [2] },
      maintenance: {
        startAt: '2026-06-01T02:00:00+09:00',
        endAt: '2026-06-01T05:30:00+09:00',
        message: '시스템 점검 중이에요.',
      },
    });
  });

  it("shows the contract's messages and sends nothing while a field is wrong", async () => {
    const api = serveStaff({
      '/api/staff/venue/settings': () => refusal(404, 'NOT_FOUND', '운영 설정이 없어요.'),
    });
    renderConsole('/staff/venue-settings');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '운영 설정' });
    expect(within(form).getByText(/아직 운영 설정이 없어요/)).toBeTruthy();
    await user.type(within(form).getByLabelText('대표 전화번호'), '1234');
    await user.click(within(form).getByRole('button', { name: '운영 설정 저장' }));
    expect(
      await within(form).findByText('전화번호는 02-1599-2641 형식으로 입력해 주세요.'),
    ).toBeTruthy();
    expect(within(form).getByText('입력한 내용을 확인해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/venue/settings/save')).toEqual([]);
  });

  it('is for ADMINs only', async () => {
    serveStaff({ '/api/staff/me': () => ok(editorOperator) });
    renderConsole('/staff/venue-settings');
    expect(await screen.findByRole('heading', { name: '권한이 없어요' })).toBeTruthy();
  });
});
