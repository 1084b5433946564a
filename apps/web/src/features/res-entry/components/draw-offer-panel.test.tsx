import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  errorMessages,
  type ReserveEntryDetailWithCalendar,
  reserveEntryDetailWithCalendar,
} from '@venue/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Component as DetailRoute } from '../../../app/routes/res-entry/res-entry-detail';
import { Component as ListRoute } from '../../../app/routes/res-entry/res-entry-list';
import { deadlineText } from '../../../components/offer-deadline/offer-deadline-rules';
import buttonStyles from '../../../components/ui/button.module.css';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { removeAccessToken, setAccessToken } from '../../../stores/session-store';
import { type FakeAnswer, fakeApi, ok } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/test-utils';
import {
  DRAW_ACCEPTED_NOTICE,
  DRAW_DECLINE_CONFIRM_TITLE,
  DRAW_DECLINED_NOTICE,
  DRAW_OFFER_TITLE,
} from './draw-offer-panel';

const DETAIL = '/api/reserveentry/detail';
const LIST = '/api/reserveentry/list';
const ACCEPT = '/api/draws/offer/accept';
const DECLINE = '/api/draws/offer/decline';

const calendar = {
  icsUrl: 'https://venue.example/api/calendar/12.0.abcdefghijklmnopqrstuv.ics',
  googleUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE&text=x',
};

/** `minutes` from now (a deadline 80 minutes ahead by default), as the server writes it. */
const inMinutes = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 - 5_000).toISOString();

/**
 * A draw entry that lost (미당첨) and was then offered a cancelled win, as POST
 * /api/reserveentry/detail answers it, checked against the contract.
 */
function lostEntry(
  overrides: Partial<ReserveEntryDetailWithCalendar> = {},
): ReserveEntryDetailWithCalendar {
  return reserveEntryDetailWithCalendar.parse({
    reserveEntryIdx: 12,
    reserveEntryId: 'A261201100000ABCD1234',
    programIdx: 29,
    programType: 'APPLICATION',
    status: 'LOSE',
    savePath: '',
    programCategoryName: '드로우',
    programName: '오늘의 럭키 드로우',
    execDate: '2026-12-03',
    execTime: '18:00 – 18:40',
    winnerAnnouncementDate: '2026-12-01T12:00:00+09:00',
    floorName: '2F',
    zoneName: 'Flex Hall',
    participantCnt: 2,
    name: '김하늘',
    phoneNumber: '01012345678',
    email: null,
    regDate: '2026-11-28T10:00:00+09:00',
    statusLabel: '미당첨',
    cancelableYn: 'N',
    cancelReason: null,
    drawOffer: { state: 'OFFERED', deadline: inMinutes(80) },
    calendar: null,
    ...overrides,
  });
}

const won = (entry: ReserveEntryDetailWithCalendar): ReserveEntryDetailWithCalendar => ({
  ...entry,
  status: 'WIN',
  statusLabel: '당첨',
  drawOffer: entry.drawOffer ? { ...entry.drawOffer, state: 'ACCEPTED' } : null,
  calendar,
});

const refusal = (code: 'DRAW_OFFER_EXPIRED' | 'DRAW_OFFER_NOT_OPEN'): FakeAnswer => ({
  error: { status: 409, errorCode: code, message: errorMessages[code] },
});

/** The server: the entry as it stands, changed by accept and decline (or refusing them). */
function serve(
  first: ReserveEntryDetailWithCalendar,
  answers: { accept?: () => FakeAnswer; decline?: () => FakeAnswer } = {},
) {
  let current = first;
  const api = fakeApi({
    [DETAIL]: () => ok(current),
    [LIST]: () => ok({ data: [current] }),
    [ACCEPT]: () => {
      if (answers.accept) return answers.accept();
      current = won(current);
      return ok(current);
    },
    [DECLINE]: () => {
      if (answers.decline) return answers.decline();
      current = { ...current, drawOffer: { state: 'DECLINED', deadline: null } };
      return ok(null);
    },
  });
  return { ...api, set: (next: ReserveEntryDetailWithCalendar) => (current = next) };
}

/** The page the 알림톡's 당첨 받기 opens: /res-entry/detail/{id}. */
const openDetail = () =>
  renderWithProviders(<DetailRoute />, {
    path: '/res-entry/detail/12',
    routePath: '/res-entry/detail/:reserveEntryIdx',
  });

/** What the page's live regions say (the entry's own, and the route's arrival notice). */
const announced = () => screen.getAllByRole('status').map((region) => region.textContent);

const offerPanel = () => screen.getByRole('region', { name: DRAW_OFFER_TITLE });

beforeEach(() => setAccessToken('member-jwt'));
afterEach(() => {
  removeAccessToken();
  clearAlerts();
});

describe('an open 당첨 기회 on the entry’s page', () => {
  it('comes first: what happened, the session, and until when to take it', async () => {
    const entry = lostEntry();
    serve(entry);
    openDetail();
    const panel = await screen.findByRole('region', { name: DRAW_OFFER_TITLE });
    // At the top of the page, before the entry's own heading.
    const programHeading = screen.getByRole('heading', { name: '오늘의 럭키 드로우' });
    expect(
      panel.compareDocumentPosition(programHeading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(panel.textContent).toContain('당첨이 취소된 자리가 다음 순번인 회원님께 왔어요.');
    const session = Object.fromEntries(
      [...panel.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextSibling?.textContent]),
    );
    expect(session).toEqual({
      일시: '26.12.03 (목) 18:00 – 18:40',
      장소: '2F · Flex Hall',
      인원: '2명',
    });
    // The waiting list's wording: "12월 3일 (목) 18:00까지 받아 주세요", with the minutes left.
    expect(panel.textContent).toContain(
      `${deadlineText(entry.drawOffer?.deadline ?? '')} 받아 주세요`,
    );
    expect(panel.textContent).toContain('1시간 20분 남았어요');
    // A calm countdown: nothing in the panel announces itself as time passes.
    expect(panel.closest('[aria-live]')).toBeNull();
    expect(within(panel).getByRole('button', { name: '당첨 받기' }).className).toContain(
      buttonStyles.primary,
    );
    expect(within(panel).getByRole('button', { name: '양보하기' }).className).toContain(
      buttonStyles.secondary,
    );
  });

  it('당첨 받기 makes the entry 당첨 with its calendar links, says so and moves focus to it', async () => {
    const api = serve(lostEntry());
    const user = userEvent.setup();
    openDetail();
    await user.click(await screen.findByRole('button', { name: '당첨 받기' }));

    const heading = await screen.findByRole('heading', { name: '당첨을 받았어요' });
    expect(api.callsTo(ACCEPT).map((c) => c.body)).toEqual([{ reserveEntryIdx: 12 }]);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(announced()).toContain(DRAW_ACCEPTED_NOTICE);
    expect(screen.getByText('당첨', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByText('미당첨')).toBeNull();
    expect(screen.getByRole('group', { name: '내 캘린더에 일정 추가' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '당첨 받기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '양보하기' })).toBeNull();
    expect(getAlerts()).toEqual([]);
  });

  it('양보하기 asks first, and 돌아가기 keeps the chance', async () => {
    const api = serve(lostEntry());
    const user = userEvent.setup();
    openDetail();
    const give = await screen.findByRole('button', { name: '양보하기' });
    await user.click(give);
    const sheet = screen.getByRole('dialog', { name: DRAW_DECLINE_CONFIRM_TITLE });
    expect(sheet.textContent).toContain('되돌릴 수 없어요.');
    // Giving it up reads as giving something up, not as the way forward.
    expect(within(sheet).getByRole('button', { name: '넘기기' }).className).toContain(
      buttonStyles.danger,
    );
    await user.click(within(sheet).getByRole('button', { name: '돌아가기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(DECLINE)).toEqual([]);
    // Focus goes back to what opened the question.
    await waitFor(() => expect(document.activeElement).toBe(give));
    expect(within(offerPanel()).getByRole('button', { name: '당첨 받기' })).toBeTruthy();
  });

  it('넘기기 gives it to the next candidate: the panel says so, with focus on it', async () => {
    const api = serve(lostEntry());
    const user = userEvent.setup();
    openDetail();
    await user.click(await screen.findByRole('button', { name: '양보하기' }));
    await user.click(
      within(screen.getByRole('dialog', { name: DRAW_DECLINE_CONFIRM_TITLE })).getByRole('button', {
        name: '넘기기',
      }),
    );
    const heading = await screen.findByRole('heading', { name: '당첨 기회를 양보했어요' });
    expect(api.callsTo(DECLINE).map((c) => c.body)).toEqual([{ reserveEntryIdx: 12 }]);
    const panel = screen.getByRole('region', { name: '당첨 기회를 양보했어요' });
    expect(panel.textContent).toContain('다음 순번에게 넘겼어요.');
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(announced()).toContain(DRAW_DECLINED_NOTICE);
    expect(screen.queryByRole('button', { name: '당첨 받기' })).toBeNull();
    // The entry stays 미당첨.
    expect(screen.getByText('미당첨')).toBeTruthy();
  });
});

describe('a 당첨 기회 that is no longer open', () => {
  it.each([
    [
      'whose deadline has passed',
      lostEntry({ drawOffer: { state: 'OFFERED', deadline: inMinutes(-1) } }),
    ],
    [
      'the server expired',
      lostEntry({ drawOffer: { state: 'EXPIRED', deadline: inMinutes(-30) } }),
    ],
  ])('says the deadline passed, with nothing to press, for one %s', async (_, entry) => {
    serve(entry);
    openDetail();
    const panel = await screen.findByRole('region', { name: '당첨 기회의 마감 시각이 지났어요' });
    expect(panel.textContent).toContain('기회 만료');
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    expect(screen.queryByRole('button', { name: '당첨 받기' })).toBeNull();
  });

  it('says the member gave it on (DECLINED), with nothing to press', async () => {
    serve(lostEntry({ drawOffer: { state: 'DECLINED', deadline: null } }));
    openDetail();
    const panel = await screen.findByRole('region', { name: '당첨 기회를 양보했어요' });
    expect(within(panel).queryAllByRole('button')).toEqual([]);
    // Nothing moves focus on a page merely opened.
    expect(document.activeElement).toBe(document.body);
  });

  it('shows nothing for an entry never offered one', async () => {
    serve(lostEntry({ drawOffer: null }));
    openDetail();
    await screen.findByRole('heading', { name: '오늘의 럭키 드로우' });
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText(/당첨 기회/)).toBeNull();
  });
});

describe('an answer the server refuses', () => {
  it('says in place, with the server’s sentence and no alert, that the window passed (DRAW_OFFER_EXPIRED)', async () => {
    const api = serve(lostEntry(), { accept: () => refusal('DRAW_OFFER_EXPIRED') });
    const user = userEvent.setup();
    openDetail();
    const accept = await screen.findByRole('button', { name: '당첨 받기' });
    api.set(lostEntry({ drawOffer: { state: 'EXPIRED', deadline: inMinutes(-1) } }));
    await user.click(accept);
    const heading = await screen.findByRole('heading', {
      name: '당첨 기회의 마감 시각이 지났어요',
    });
    expect(screen.getByText(errorMessages.DRAW_OFFER_EXPIRED)).toBeTruthy();
    expect(errorMessages.DRAW_OFFER_EXPIRED).toBe(
      '당첨 기회의 마감 시각이 지나 다음 순번에게 넘어갔어요.',
    );
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(getAlerts()).toEqual([]);
    expect(screen.queryByRole('button', { name: '당첨 받기' })).toBeNull();
  });

  it('says there is no chance to take when none is open (DRAW_OFFER_NOT_OPEN)', async () => {
    serve(lostEntry(), { decline: () => refusal('DRAW_OFFER_NOT_OPEN') });
    const user = userEvent.setup();
    openDetail();
    await user.click(await screen.findByRole('button', { name: '양보하기' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '넘기기' }));
    const heading = await screen.findByRole('heading', { name: '받을 수 있는 당첨 기회가 없어요' });
    expect(screen.getByText('지금 받을 수 있는 당첨 기회가 없어요.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(getAlerts()).toEqual([]);
  });

  it('alerts with the server’s sentence for any other failure, and keeps the chance open', async () => {
    serve(lostEntry(), {
      accept: () => ({
        error: {
          status: 503,
          errorCode: 'DATABASE_UNAVAILABLE',
          message: '잠시 후 다시 시도해 주세요.',
        },
      }),
    });
    const user = userEvent.setup();
    openDetail();
    await user.click(await screen.findByRole('button', { name: '당첨 받기' }));
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual(['잠시 후 다시 시도해 주세요.']),
    );
    expect(within(offerPanel()).getByRole('button', { name: '당첨 받기' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});

describe('the 예약·응모 내역 list', () => {
  it('marks an entry with an open 당첨 기회 and its deadline, leading to the entry', async () => {
    const open = lostEntry();
    fakeApi({
      [LIST]: () =>
        ok({
          data: [
            open,
            lostEntry({
              reserveEntryIdx: 13,
              programName: '지난 드로우',
              drawOffer: { state: 'EXPIRED', deadline: inMinutes(-5) },
            }),
            lostEntry({ reserveEntryIdx: 14, programName: '다른 드로우', drawOffer: null }),
          ],
        }),
      '/api/waitlist/list': () => ok({ list: [], limit: 3 }),
    });
    renderWithProviders(<ListRoute />, { path: '/res-entry', routePath: '/res-entry' });
    const link = await screen.findByRole('link', { name: /오늘의 럭키 드로우/ });
    expect(link.getAttribute('href')).toBe('/res-entry/detail/application/12');
    // 당첨 기회 beside 미당첨, and until when under the session.
    expect(within(link).getByText('당첨 기회')).toBeTruthy();
    expect(within(link).getByText(deadlineText(open.drawOffer?.deadline ?? ''))).toBeTruthy();
    expect(screen.getByRole('link', { name: /지난 드로우/ }).textContent).not.toContain(
      '당첨 기회',
    );
    expect(screen.getByRole('link', { name: /다른 드로우/ }).textContent).not.toContain(
      '당첨 기회',
    );
  });
});
