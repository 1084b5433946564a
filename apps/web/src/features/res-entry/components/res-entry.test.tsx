import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReserveEntryDetail } from '@venue/contract';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as DetailRoute } from '../../../app/routes/res-entry/res-entry-detail';
import { Component as ListRoute } from '../../../app/routes/res-entry/res-entry-list';
import buttonStyles from '../../../components/ui/button.module.css';
import { apiClientEffects } from '../../../lib/api-client';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { removeAccessToken, setAccessToken } from '../../../stores/session-store';
import { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';
import { aMember } from '../../../testing/member-fixture';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { ResEntryDetail } from './res-entry-detail';
import { RES_ENTRY_EMPTY_TEXT } from './res-entry-list';

const LIST = '/api/reserveentry/list';
const DETAIL = '/api/reserveentry/detail';
const CANCEL = '/api/reserveentry/cancel';

const statusLabels: Record<string, string> = {
  CONFIRM: '예약 완료',
  CANCEL: '예약 취소',
  WIN: '당첨',
  ATTEND: '응모 완료',
};

function entry(
  reserveEntryIdx: number,
  overrides: Partial<ReserveEntryDetail> = {},
): ReserveEntryDetail {
  return {
    reserveEntryIdx,
    reserveEntryId: `R261126100000ABCD${reserveEntryIdx}`,
    programIdx: 100 + reserveEntryIdx,
    programType: 'RESERVATION',
    status: 'CONFIRM',
    savePath: '',
    programCategoryName: '클래스',
    programName: `프로그램 ${reserveEntryIdx}`,
    execDate: '2026-11-28',
    execTime: '14:00–15:00',
    winnerAnnouncementDate: null,
    floorName: '2F',
    zoneName: 'Flex Hall',
    participantCnt: 2,
    name: '김하늘',
    phoneNumber: '01012345678',
    email: null,
    regDate: '2026-11-20T10:00:00+09:00',
    statusLabel: statusLabels[overrides.status ?? 'CONFIRM'] ?? '-',
    cancelableYn: (overrides.status ?? 'CONFIRM') === 'CONFIRM' ? 'Y' : 'N',
    cancelReason: null,
    ...overrides,
  };
}

const notFound: FakeAnswer = {
  error: { status: 404, errorCode: 'NOT_FOUND', message: '내역을 찾을 수 없습니다.' },
};

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(apiClientEffects, 'alert').mockImplementation(() => {});
  setAccessToken('member-jwt');
});
afterEach(() => {
  alertSpy.mockRestore();
  removeAccessToken();
  clearAlerts();
});

let location: Location | undefined;
const probe = <LocationProbe onChange={(l) => (location = l)} />;
const loginPage = {
  path: '/login',
  element: (
    <>
      <p>로그인 화면</p>
      {probe}
    </>
  ),
};

const entries = [
  entry(1),
  entry(2, { status: 'CANCEL' }),
  entry(3, { programType: 'APPLICATION', status: 'WIN', reserveEntryId: 'A1' }),
  entry(4, { programType: 'APPLICATION', status: 'ATTEND', reserveEntryId: 'A2' }),
];
const names = () =>
  within(screen.getByRole('list', { name: '내역' }))
    .getAllByRole('link')
    .map((link) => link.textContent?.match(/프로그램 \d/)?.[0]);

describe('/res-entry', () => {
  it('sends a guest to log in, with a way back', async () => {
    removeAccessToken();
    const api = fakeApi({ [LIST]: () => ok({ data: entries }) });
    renderWithProviders(
      <>
        <ListRoute />
        {probe}
      </>,
      { path: '/res-entry?type=enter', routePath: '/res-entry', extraRoutes: [loginPage] },
    );
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
    expect(new URLSearchParams(location?.search).get('redirect')).toBe('/res-entry?type=enter');
    expect(api.callsTo(LIST)).toHaveLength(0);
  });

  it("lists the member's entries with their status and a link to each detail", async () => {
    const api = fakeApi({ [LIST]: () => ok({ data: entries }) });
    renderWithProviders(<ListRoute />, { path: '/res-entry', routePath: '/res-entry' });
    await waitFor(() =>
      expect(names()).toEqual(['프로그램 1', '프로그램 2', '프로그램 3', '프로그램 4']),
    );
    expect(api.callsTo(LIST)[0]?.token).toBe('member-jwt');
    const first = screen.getByRole('link', { name: /프로그램 1/ });
    expect(first.getAttribute('href')).toBe('/res-entry/detail/reservation/1');
    expect(first.textContent).toContain('예약 완료');
    expect(screen.getByRole('link', { name: /프로그램 3/ }).textContent).toContain('당첨');
  });

  it('says when a no-show restriction is in force, until when, and where to ask', async () => {
    fakeApi({
      [LIST]: () => ok({ data: entries }),
      '/api/getuserinfo': () =>
        ok(
          aMember({
            bookingRestriction: {
              until: '2026-12-15T10:00:00+09:00',
              reason: '최근 90일 불참 2회',
            },
          }),
        ),
    });
    renderWithProviders(<ListRoute />, { path: '/res-entry', routePath: '/res-entry' });
    const notice = await screen.findByRole('region', {
      name: '12월 15일 (화)까지 예약·응모를 할 수 없어요',
    });
    expect(notice.textContent).toContain(
      '최근 90일 불참 2회로 새 예약과 응모가 잠시 제한되었어요.',
    );
    expect(
      within(notice).getByRole('link', { name: '1:1 문의로 이의 신청하기' }).getAttribute('href'),
    ).toBe('/inquiry');
  });

  it('filters by type and status group, and disables groups the type cannot have', async () => {
    fakeApi({ [LIST]: () => ok({ data: entries }) });
    renderWithProviders(
      <>
        <ListRoute />
        {probe}
      </>,
      { path: '/res-entry', routePath: '/res-entry' },
    );
    await waitFor(() => expect(names()).toHaveLength(4));
    const status = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

    await userEvent.click(status('당첨'));
    expect(names()).toEqual(['프로그램 3']);
    expect(location?.search).toBe('?status=WIN');

    // Reservations have no draw results: 당첨 and 미당첨 are disabled, and the choice is dropped.
    await userEvent.click(screen.getByRole('radio', { name: '예약' }));
    expect(status('당첨').disabled).toBe(true);
    expect(status('미당첨').disabled).toBe(true);
    expect(status('완료').disabled).toBe(false);
    expect(status('전체 상태').getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual(['프로그램 1', '프로그램 2']);

    await userEvent.click(status('취소'));
    expect(names()).toEqual(['프로그램 2']);

    await userEvent.click(screen.getByRole('radio', { name: '응모' }));
    expect(status('당첨').disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(RES_ENTRY_EMPTY_TEXT);
    await userEvent.click(status('완료'));
    expect(names()).toEqual(['프로그램 4']);
  });

  it('shows 예약·응모 내역이 없어요 :) for a member without entries, and when the load fails', async () => {
    fakeApi({ [LIST]: () => ok({ data: [] }) });
    const first = renderWithProviders(<ListRoute />, {
      path: '/res-entry',
      routePath: '/res-entry',
    });
    expect((await screen.findByRole('status')).textContent).toBe('예약·응모 내역이 없어요 :)');
    first.unmount();

    fakeApi({
      [LIST]: () => ({ error: { status: 500, errorCode: 'INTERNAL', message: '오류' } }),
    });
    renderWithProviders(<ListRoute />, { path: '/res-entry', routePath: '/res-entry' });
    expect((await screen.findByRole('status')).textContent).toBe(RES_ENTRY_EMPTY_TEXT);
    // Spec 001 §8: a failed history load is an empty list, not an alert.
    expect(alertSpy).not.toHaveBeenCalled();
  });
});

describe('/res-entry/detail', () => {
  const detailRoutes = (path: string) =>
    renderWithProviders(
      <>
        <DetailRoute />
        {probe}
      </>,
      {
        path,
        routePath: '/res-entry/detail/:programType/:reserveEntryIdx',
        extraRoutes: [loginPage],
      },
    );

  it('sends a guest to log in, with a way back', async () => {
    removeAccessToken();
    fakeApi({ [DETAIL]: () => ok(entry(1)) });
    renderWithProviders(
      <>
        <DetailRoute />
        {probe}
      </>,
      {
        path: '/res-entry/detail/reservation/1',
        routePath: '/res-entry/detail/:programType/:reserveEntryIdx',
        extraRoutes: [loginPage],
      },
    );
    expect(await screen.findByText('로그인 화면')).toBeTruthy();
    expect(new URLSearchParams(location?.search).get('redirect')).toBe(
      '/res-entry/detail/reservation/1',
    );
  });

  it('shows the entry, asking with the type of the route', async () => {
    const api = fakeApi({ [DETAIL]: () => ok(entry(1)) });
    renderWithProviders(<DetailRoute />, {
      path: '/res-entry/detail/reservation/1',
      routePath: '/res-entry/detail/:programType/:reserveEntryIdx',
    });
    expect(await screen.findByRole('heading', { name: '프로그램 1' })).toBeTruthy();
    expect(api.callsTo(DETAIL)[0]?.body).toEqual({
      reserveEntryIdx: 1,
      programType: 'RESERVATION',
    });
    const fields = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
      ]),
    );
    expect(fields).toMatchObject({
      '예약 번호': 'R261126100000ABCD1',
      일시: '26.11.28 (토) 14:00–15:00',
      장소: '2F · Flex Hall',
      인원: '2명',
      이름: '김하늘',
      연락처: '010-1234-5678',
    });
    expect(fields).not.toHaveProperty('이메일');
    expect(screen.getByRole('link', { name: '프로그램 보기' }).getAttribute('href')).toBe(
      '/program/101',
    );
  });

  it('shows 예약취소 with the venue’s reason when an operator cancelled it', async () => {
    fakeApi({
      [DETAIL]: () =>
        ok(
          entry(3, {
            status: 'CANCEL',
            statusLabel: '예약취소',
            cancelableYn: 'N',
            cancelReason: '회원 요청(전화)',
          }),
        ),
    });
    renderWithProviders(<DetailRoute />, {
      path: '/res-entry/detail/reservation/3',
      routePath: '/res-entry/detail/:programType/:reserveEntryIdx',
    });
    await screen.findByRole('heading', { name: '프로그램 3' });
    expect(screen.getByText('예약취소')).toBeTruthy();
    const reason = [...document.querySelectorAll('dt')].find(
      (dt) => dt.textContent === '취소 사유',
    );
    expect(reason?.nextElementSibling?.textContent).toBe('회원 요청(전화)');
    expect(screen.queryByRole('button', { name: '예약 취소하기' })).toBeNull();
  });

  it('asks without a type on /res-entry/detail/{id}', async () => {
    const api = fakeApi({ [DETAIL]: () => ok(entry(5)) });
    renderWithProviders(<DetailRoute />, {
      path: '/res-entry/detail/5',
      routePath: '/res-entry/detail/:reserveEntryIdx',
    });
    await screen.findByRole('heading', { name: '프로그램 5' });
    expect(api.callsTo(DETAIL)[0]?.body).toEqual({ reserveEntryIdx: 5 });
  });

  it('shows the not-found screen for an entry the server does not show this member', async () => {
    fakeApi({ [DETAIL]: () => notFound });
    renderWithProviders(<DetailRoute />, {
      path: '/res-entry/detail/999',
      routePath: '/res-entry/detail/:reserveEntryIdx',
    });
    expect(
      await screen.findByRole('heading', { name: '요청하신 페이지를 찾을 수 없어요 :(' }),
    ).toBeTruthy();
    expect(getAlerts()).toHaveLength(0);
  });

  it('shows the not-found screen for a malformed id or type, without asking', async () => {
    const api = fakeApi({ [DETAIL]: () => ok(entry(1)) });
    detailRoutes('/res-entry/detail/coupon/1');
    expect(
      await screen.findByRole('heading', { name: '요청하신 페이지를 찾을 수 없어요 :(' }),
    ).toBeTruthy();
    expect(api.callsTo(DETAIL)).toHaveLength(0);
  });

  it("alerts with the spec's text when the detail fails to load", async () => {
    fakeApi({
      [DETAIL]: () => ({ error: { status: 500, errorCode: 'INTERNAL', message: '오류' } }),
    });
    renderWithProviders(<DetailRoute />, {
      path: '/res-entry/detail/1',
      routePath: '/res-entry/detail/:reserveEntryIdx',
    });
    expect(await screen.findByRole('heading', { name: '내역을 불러오지 못했어요.' })).toBeTruthy();
    expect(getAlerts().map((a) => a.title)).toEqual([
      'api를 불러오는데 실패했습니다. 잠시 후 다시 시도해주세요.',
    ]);
  });
});

describe('cancelling a reservation from its detail', () => {
  it('confirms first, then cancels, refetches and says so', async () => {
    let current = entry(1);
    const api = fakeApi({
      [DETAIL]: () => ok(current),
      [CANCEL]: () => {
        current = { ...current, status: 'CANCEL', statusLabel: '예약 취소', cancelableYn: 'N' };
        return ok(current);
      },
    });
    renderWithProviders(
      <ResEntryDetail reserveEntryIdx={1} programType={undefined} notFound={null} />,
    );
    const cancelButton = await screen.findByRole('button', { name: '예약 취소하기' });
    // Destructive, not the purple way forward.
    expect(cancelButton.className).toContain(buttonStyles.danger);
    await userEvent.click(cancelButton);

    const sheet = screen.getByRole('dialog', { name: '예약을 취소할까요?' });
    expect(within(sheet).getByRole('button', { name: '예약 취소' }).className).toContain(
      buttonStyles.danger,
    );
    await userEvent.click(within(sheet).getByRole('button', { name: '취소하지 않기' }));
    expect(api.callsTo(CANCEL)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '예약 취소하기' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: '예약 취소' }),
    );
    await waitFor(() =>
      expect(api.callsTo(CANCEL).map((c) => c.body)).toEqual([{ reserveEntryIdx: 1 }]),
    );
    await waitFor(() => expect(screen.getByText('예약을 취소했어요.')).toBeTruthy());
    expect(api.callsTo(DETAIL)).toHaveLength(2);
    expect(screen.getByText('예약 취소')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '예약 취소하기' })).toBeNull();
  });

  it('offers 캘린더에 추가 and Google 캘린더 for a visit to come, and nothing without', async () => {
    const calendar = {
      icsUrl: 'https://venue.example/api/calendar/1.0.abcdefghijklmnopqrstuv.ics',
      googleUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=x',
    };
    fakeApi({
      [DETAIL]: (body) =>
        ok(
          body.reserveEntryIdx === 1
            ? { ...entry(1), calendar }
            : { ...entry(2, { status: 'CANCEL' }), calendar: null },
        ),
    });
    const first = renderWithProviders(
      <ResEntryDetail reserveEntryIdx={1} programType={undefined} notFound={null} />,
    );
    const group = await screen.findByRole('group', { name: '내 캘린더에 일정 추가' });
    expect(
      within(group)
        .getByRole('link', { name: /^캘린더에 추가/ })
        .getAttribute('href'),
    ).toBe(calendar.icsUrl);
    const google = within(group).getByRole('link', { name: /^Google 캘린더/ });
    expect(google.getAttribute('href')).toBe(calendar.googleUrl);
    expect(google.getAttribute('target')).toBe('_blank');
    expect(google.getAttribute('rel')).toContain('noopener');
    first.unmount();
    renderWithProviders(
      <ResEntryDetail reserveEntryIdx={2} programType={undefined} notFound={null} />,
    );
    await screen.findByRole('heading', { name: '프로그램 2' });
    expect(screen.queryByRole('group', { name: '내 캘린더에 일정 추가' })).toBeNull();
    expect(screen.queryByRole('link', { name: /캘린더/ })).toBeNull();
  });

  it('offers no cancel when the server says it would refuse (started, or a draw entry)', async () => {
    fakeApi({
      [DETAIL]: (body) =>
        ok(
          body.reserveEntryIdx === 1
            ? entry(1, { cancelableYn: 'N' })
            : entry(2, { programType: 'APPLICATION', status: 'ATTEND' }),
        ),
    });
    const first = renderWithProviders(
      <ResEntryDetail reserveEntryIdx={1} programType={undefined} notFound={null} />,
    );
    await screen.findByRole('heading', { name: '프로그램 1' });
    expect(screen.queryByRole('button', { name: '예약 취소하기' })).toBeNull();
    first.unmount();
    renderWithProviders(
      <ResEntryDetail reserveEntryIdx={2} programType={undefined} notFound={null} />,
    );
    await screen.findByRole('heading', { name: '프로그램 2' });
    expect(screen.getByText('응모 번호')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '예약 취소하기' })).toBeNull();
  });

  it('keeps the entry as it was when the server refuses, and the client alerts', async () => {
    const api = fakeApi({
      [DETAIL]: () => ok(entry(1)),
      [CANCEL]: () => ({
        error: {
          status: 409,
          errorCode: 'ENTRY_STARTED',
          message: '이미 시작된 프로그램은 취소할 수 없어요.',
        },
      }),
    });
    renderWithProviders(
      <ResEntryDetail reserveEntryIdx={1} programType={undefined} notFound={null} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: '예약 취소하기' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: '예약 취소' }),
    );
    await waitFor(() =>
      expect(alertSpy).toHaveBeenCalledWith('이미 시작된 프로그램은 취소할 수 없어요.'),
    );
    expect(api.callsTo(CANCEL)).toHaveLength(1);
    expect(screen.queryByText('예약을 취소했어요.')).toBeNull();
    expect(screen.getByText('예약 완료')).toBeTruthy();
  });
});
