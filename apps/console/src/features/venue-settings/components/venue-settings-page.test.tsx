import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffVenueSettings } from '@venue/contract';
import { DEFAULT_NOSHOW_RULES, WAITLIST_MAX_PER_MEMBER } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { type FakeHandler, ok, refusal } from '../../../testing/fake-api';
import { editorOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { ClosedDayBookings } from './closed-day-bookings';

const settings: StaffVenueSettings = {
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
  messages: { disabledKinds: [], reminderHour: 10 },
  noShowRules: DEFAULT_NOSHOW_RULES,
  waitlist: { maxPerMember: WAITLIST_MAX_PER_MEMBER },
};

/**
 * /staff/venue-settings on what `loaded` answers (these settings unless told), its save answered:
 * the form, the user at it and the fake server.
 */
async function openSettings(loaded: FakeHandler = () => ok(settings)) {
  const api = serveStaff({
    '/api/staff/venue/settings': loaded,
    '/api/staff/venue/settings/save': () => ok(null),
  });
  renderConsole('/staff/venue-settings');
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: '운영 설정' });
  return { api, user, form };
}

/** 운영 설정 저장, saved as the page says: the body the server was sent. */
async function saveAndSend(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  api: ReturnType<typeof serveStaff>,
) {
  await user.click(within(form).getByRole('button', { name: '운영 설정 저장' }));
  expect(
    await screen.findByText('운영 설정을 저장했어요. 방문자 화면에 바로 반영돼요.'),
  ).toBeTruthy();
  return api.callsTo('/api/staff/venue/settings/save')[0]?.body;
}

describe('/staff/venue-settings', () => {
  it('saves the whole document with a closed weekday and a maintenance window, warning what visitors see', async () => {
    const { api, user, form } = await openSettings();
    expect((within(form).getByLabelText('공간 이름') as HTMLInputElement).value).toBe(
      '시그널 하우스',
    );
    expect(within(form).getByText(/점검 안내\(\/inspection\)로 이동/)).toBeTruthy();
    // The door keeps working, and the page says so.
    expect(
      within(form).getByText('My QR과 입구의 QR 확인(입장)은 점검 중에도 그대로 돼요.'),
    ).toBeTruthy();
    await user.click(within(form).getByRole('checkbox', { name: '화요일' }));
    await user.click(within(form).getByRole('checkbox', { name: '점검 시간 예약' }));
    await user.type(within(form).getByLabelText('시작 (서울 시각)'), '2026-06-01T02:00');
    await user.type(within(form).getByLabelText('끝 (서울 시각)'), '2026-06-01T05:30');
    await user.type(within(form).getByLabelText('점검 안내 문구 (선택)'), '시스템 점검 중이에요.');
    expect(await saveAndSend(user, form, api)).toEqual({
      ...settings,
      closedDays: { ...settings.closedDays, weekdays: [2] },
      maintenance: {
        startAt: '2026-06-01T02:00:00+09:00',
        endAt: '2026-06-01T05:30:00+09:00',
        message: '시스템 점검 중이에요.',
      },
    });
  });

  it('lists the bookings left on closed days, each linked to its roster to cancel with a reason', async () => {
    serveStaff({
      '/api/staff/venue/settings': () => ok(settings),
      '/api/staff/venue/closed-day-bookings': () =>
        ok({
          list: [
            {
              programIdx: 12,
              programName: '향수 클래스',
              programInstanceIdx: 70,
              execDate: '2026-09-25',
              startTime: '14:00',
              endTime: '15:00',
              entryCount: 3,
            },
          ],
        }),
    });
    renderWithProviders(<ClosedDayBookings />, { path: '/staff/venue-settings' });
    const section = await screen.findByRole('region', { name: '휴관일에 남은 예약' });
    expect(within(section).getByText(/휴관일에는 새 예약을 받지 않아요/)).toBeTruthy();
    const link = await within(section).findByRole('link', {
      name: '향수 클래스 2026-09-25 14:00–15:00 예약 3건 명단에서 취소하기',
    });
    expect(link.getAttribute('href')).toBe('/staff/roster?program=12&date=2026-09-25&instance=70');
  });

  it('edits the brand story and the directions the visitor app shows', async () => {
    const { api, user, form } = await openSettings();
    const brand = within(form).getByRole('region', { name: '브랜드 소개' });
    await user.type(within(brand).getByLabelText('브랜드 소개 제목 (선택)'), '하늘과 가까운 곳,');
    await user.type(
      within(brand).getByLabelText('브랜드 이야기 (선택)'),
      '첫 문단이에요.{Enter}둘째 문단이에요.',
    );
    await user.type(within(brand).getByLabelText('맺음말 (선택)'), '또 만나요.');
    await user.type(within(brand).getByLabelText('브랜드 이미지 (선택)'), '/media/brand.jpg');
    await user.click(within(brand).getByRole('button', { name: '층 소개 추가' }));
    const floor = within(brand).getByRole('group', { name: '층 소개 1' });
    await user.type(within(floor).getByLabelText('층 표시'), '1F');
    await user.type(within(floor).getByLabelText('제목'), '빛으로 맞이하는 층');
    await user.type(within(floor).getByLabelText('공간 (선택)'), 'Main Hall');
    await user.click(within(brand).getByRole('button', { name: '이용 약속 추가' }));
    const rule = within(brand).getByRole('group', { name: '이용 약속 1' });
    await user.type(within(rule).getByLabelText('제목'), '천천히');
    await user.type(within(rule).getByLabelText('내용'), '순서는 없어요.');

    const directions = within(form).getByRole('region', { name: '찾아오는 길' });
    await user.type(
      within(directions).getByLabelText('한 줄 안내 (선택)'),
      '망원역 2번 출구에서 도보 3분',
    );
    await user.click(within(directions).getByRole('button', { name: '걷는 길 단계 추가' }));
    const step = within(directions).getByRole('group', { name: '걷는 길 1단계' });
    await user.type(within(step).getByLabelText('제목'), '2번 출구');
    await user.type(within(step).getByLabelText('설명'), '출구로 나와 직진해요.');
    await user.type(within(directions).getByLabelText('약도 이미지 (선택)'), '/media/map.png');

    expect(await saveAndSend(user, form, api)).toEqual({
      ...settings,
      brand: {
        title: '하늘과 가까운 곳,',
        story: ['첫 문단이에요.', '둘째 문단이에요.'],
        quote: '또 만나요.',
        imagePath: '/media/brand.jpg',
        floors: [
          { badge: '1F', word: '', title: '빛으로 맞이하는 층', text: '', zones: 'Main Hall' },
        ],
        rules: [{ title: '천천히', text: '순서는 없어요.' }],
      },
      directions: {
        summary: '망원역 2번 출구에서 도보 3분',
        steps: [{ title: '2번 출구', text: '출구로 나와 직진해요.' }],
        mapImagePath: '/media/map.png',
      },
    });
  });

  it("shows the contract's messages and sends nothing while a field is wrong", async () => {
    const { api, user, form } = await openSettings(() =>
      refusal(404, 'NOT_FOUND', '운영 설정이 없어요.'),
    );
    expect(within(form).getByText(/아직 운영 설정이 없어요/)).toBeTruthy();
    await user.type(within(form).getByLabelText('대표 전화번호'), '1234');
    await user.click(within(form).getByRole('button', { name: '운영 설정 저장' }));
    expect(
      await within(form).findByText('전화번호는 02-1599-2641 형식으로 입력해 주세요.'),
    ).toBeTruthy();
    expect(within(form).getByText('입력한 내용을 확인해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/venue/settings/save')).toEqual([]);
  });

  it('edits the no-show rules, says them in one line, and saves them with the document', async () => {
    const { api, user, form } = await openSettings();
    const section = within(form).getByRole('region', { name: '불참 관리' });
    const summary = () => section.querySelector('#venue-noshow-summary')?.textContent;
    expect(summary()).toBe(
      '요약 최근 90일 동안 불참 1회: 불참 안내 · 2회: 14일 제한 · 3회: 60일 제한 · 시작 3시간 이내 취소는 0.5회',
    );
    const steps = within(section).getByRole('group', { name: '예약·응모 제한 단계' });
    expect(
      (within(steps).getByLabelText('2단계: 제한 기간 (일 동안)') as HTMLInputElement).value,
    ).toBe('60');

    await user.clear(within(section).getByLabelText('집계 기간 (일)'));
    await user.type(within(section).getByLabelText('집계 기간 (일)'), '60');
    await user.clear(within(section).getByLabelText('늦은 취소 기준 (시간)'));
    await user.type(within(section).getByLabelText('늦은 취소 기준 (시간)'), '6');
    await user.click(within(steps).getByRole('button', { name: '1단계 빼기' }));
    await user.click(within(steps).getByRole('button', { name: '제한 단계 추가' }));
    // The new step comes after the last: one more no-show, twice the days.
    expect((within(steps).getByLabelText('2단계: 불참 (회부터)') as HTMLInputElement).value).toBe(
      '4',
    );
    await user.clear(within(steps).getByLabelText('2단계: 제한 기간 (일 동안)'));
    await user.type(within(steps).getByLabelText('2단계: 제한 기간 (일 동안)'), '90');
    expect(summary()).toBe(
      '요약 최근 60일 동안 불참 1회: 불참 안내 · 3회: 60일 제한 · 4회: 90일 제한 · 시작 6시간 이내 취소는 0.5회',
    );

    expect(await saveAndSend(user, form, api)).toEqual({
      ...settings,
      noShowRules: {
        windowDays: 60,
        lateCancelHours: 6,
        warnAt: 1,
        steps: [
          { count: 3, days: 60 },
          { count: 4, days: 90 },
        ],
      },
    });
  });

  it('refuses no-show rules the contract refuses, in its words, and stops at five steps', async () => {
    const { api, user, form } = await openSettings();
    const section = within(form).getByRole('region', { name: '불참 관리' });
    const steps = within(section).getByRole('group', { name: '예약·응모 제한 단계' });
    const add = within(steps).getByRole('button', { name: '제한 단계 추가' });
    for (let i = 0; i < 3; i += 1) await user.click(add);
    expect(within(steps).getAllByRole('button', { name: /단계 빼기$/ })).toHaveLength(5);
    expect((add as HTMLButtonElement).disabled).toBe(true);

    await user.clear(within(section).getByLabelText('집계 기간 (일)'));
    await user.type(within(section).getByLabelText('집계 기간 (일)'), '3');
    await user.clear(within(steps).getByLabelText('2단계: 불참 (회부터)'));
    await user.type(within(steps).getByLabelText('2단계: 불참 (회부터)'), '2');
    expect(section.querySelector('#venue-noshow-summary')?.textContent).toBe(
      '요약 입력한 값을 고치면 요약이 보여요.',
    );
    await user.click(within(form).getByRole('button', { name: '운영 설정 저장' }));
    expect(await within(section).findByText('집계 기간은 7 이상이어야 해요.')).toBeTruthy();
    expect(within(section).getByText('제한 단계의 횟수는 단계마다 커져야 해요.')).toBeTruthy();
    expect(within(form).getByText('입력한 내용을 확인해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/venue/settings/save')).toEqual([]);
  });

  it('edits how many sessions a member may wait for at once, refusing 0 and 11 in the contract’s words', async () => {
    const { api, user, form } = await openSettings(() =>
      ok({ ...settings, waitlist: { maxPerMember: 4 } }),
    );
    const section = within(form).getByRole('region', { name: '대기 신청' });
    const field = within(section).getByLabelText(
      '한 회원이 동시에 대기할 수 있는 회차 수',
    ) as HTMLInputElement;
    const note = () => document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(field.value).toBe('4');
    expect(note()?.textContent).toBe('1–10개 (기본 3개). 새로 대기 신청할 때부터 적용돼요.');
    const save = within(form).getByRole('button', { name: '운영 설정 저장' });

    await user.clear(field);
    await user.type(field, '0');
    await user.click(save);
    expect(
      await within(section).findByText(
        '한 회원이 동시에 대기할 수 있는 회차 수는 1 이상이어야 해요.',
      ),
    ).toBeTruthy();
    // The error takes the hint's place and is read with the field.
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(note()?.textContent).toBe(
      '한 회원이 동시에 대기할 수 있는 회차 수는 1 이상이어야 해요.',
    );
    expect(within(form).getByText('입력한 내용을 확인해 주세요.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '11');
    await user.click(save);
    expect(
      await within(section).findByText(
        '한 회원이 동시에 대기할 수 있는 회차 수는 10 이하여야 해요.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/venue/settings/save')).toEqual([]);

    await user.clear(field);
    await user.type(field, '5');
    await user.click(save);
    expect(
      await screen.findByText('운영 설정을 저장했어요. 방문자 화면에 바로 반영돼요.'),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(api.callsTo('/api/staff/venue/settings/save')[0]?.body).toEqual({
      ...settings,
      waitlist: { maxPerMember: 5 },
    });
  });

  it('is for ADMINs only', async () => {
    serveStaff({ '/api/staff/me': () => ok(editorOperator) });
    renderConsole('/staff/venue-settings');
    expect(await screen.findByRole('heading', { name: '권한이 없어요' })).toBeTruthy();
  });
});
