import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProgramDetail } from '@venue/contract';
import type { Location } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { clearSession, setAccessToken } from '../../../stores/session-store';
import { fakeApi, ok } from '../../../testing/fake-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { FLOW_STORAGE_KEY, syncFlowFromStorage } from '../../reserve-flow/flow-store';
import { useStartReserveFlow } from '../../reserve-flow/use-start-flow';
import { ProgramDetailActions } from './program-detail-actions';
import { programDetailFixture } from './program-detail-fixture';

/** The actions as the route module composes them: the main button starts the reservation flow. */
function ComposedActions({ program }: { program: ProgramDetail }) {
  return <ProgramDetailActions program={program} onStart={useStartReserveFlow()} />;
}

function renderActions(overrides: Partial<ProgramDetail> = {}, { member = false } = {}) {
  if (member) setAccessToken('jwt-member');
  let location: Location | undefined;
  renderWithProviders(
    <>
      <ComposedActions program={programDetailFixture(overrides)} />
      <LocationProbe onChange={(l) => (location = l)} />
    </>,
    { path: '/program/2' },
  );
  return { where: () => `${location?.pathname}${location?.search}` };
}

afterEach(() => {
  clearSession();
  clearAlerts();
  syncFlowFromStorage();
});

describe('the main button', () => {
  it('sends a guest to log in with a redirect back to the program', async () => {
    const page = renderActions();
    await userEvent.setup().click(screen.getByRole('button', { name: '예약하기' }));
    expect(page.where()).toBe('/login?redirect=%2Fprogram%2F2');
  });

  it('is hidden for an informational (DEFAULT) program', () => {
    renderActions({ programType: 'DEFAULT' });
    expect(screen.queryByRole('button', { name: /예약|응모/ })).toBeNull();
    expect(screen.getByRole('button', { name: '공유하기' })).toBeTruthy();
  });

  it.each([
    ['RESERVATION', '예약마감'],
    ['APPLICATION', '응모마감'],
  ] as const)('a member sees a closed %s program as %s, disabled', (programType, label) => {
    renderActions({ programType, closedYn: 'Y' }, { member: true });
    expect((screen.getByRole('button', { name: label }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ['a guest', false],
    ['a member', true],
  ])('tells %s why a program the venue closed inside its dates is closed', (_who, member) => {
    renderActions({ status: 'CLOSEDADMIN', closedYn: 'Y' }, { member });
    const button = screen.getByRole('button', { name: '운영 사정으로 마감' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('shows a restricted member the spec alert and stays on the page', async () => {
    const page = renderActions({ participationPossibleYn: 'N' }, { member: true });
    await userEvent.setup().click(screen.getByRole('button', { name: '예약하기' }));
    expect(getAlerts().map((a) => [a.title, a.subtitle])).toEqual([
      [
        '예약 신청 불가',
        '현재 회원님은 예약 신청이 제한되어 있습니다.<br>고객센터로 문의해 주세요.',
      ],
    ]);
    expect(page.where()).toBe('/program/2');
  });

  it('takes a member who already reserved to the entry detail (예약확인)', async () => {
    const page = renderActions({ attendCnt: 1, reserveEntryIdx: 41 }, { member: true });
    await userEvent.setup().click(screen.getByRole('button', { name: '예약확인' }));
    expect(page.where()).toBe('/res-entry/detail/reservation/41');
  });

  it.each([
    ['RESERVATION', '예약불참'],
    ['APPLICATION', '당첨불참'],
  ] as const)('shows a %s no-show as a status (%s), never a button', (programType, label) => {
    renderActions({ programType, attendStatus: 'NOSHOW', reserveEntryIdx: 7 }, { member: true });
    expect(screen.queryByRole('button', { name: label })).toBeNull();
    expect(screen.getByText(label)).toBeTruthy();
  });

  it('offers 예약하기 again after a cancelled reservation and starts a new booking', async () => {
    const page = renderActions(
      { attendStatus: 'CANCEL', attendCnt: 0, reserveEntryIdx: 7 },
      { member: true },
    );
    expect(screen.queryByRole('button', { name: '예약취소' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '예약하기' }));
    expect(page.where()).toBe('/schedule/2');
  });

  it.each([
    ['CANCEL', '당첨취소'],
    ['DONE', '참여완료'],
  ] as const)(
    'takes a member whose entry is %s (%s) to the entry detail',
    async (status, label) => {
      const page = renderActions(
        { programType: 'APPLICATION', attendStatus: status, reserveEntryIdx: 7 },
        { member: true },
      );
      await userEvent.setup().click(screen.getByRole('button', { name: label }));
      expect(page.where()).toBe('/res-entry/detail/application/7');
    },
  );

  it('starts the flow for a member and goes to /schedule/{id}', async () => {
    const page = renderActions({}, { member: true });
    await userEvent.setup().click(screen.getByRole('button', { name: '예약하기' }));
    expect(page.where()).toBe('/schedule/2');
    expect(JSON.parse(window.sessionStorage.getItem(FLOW_STORAGE_KEY) ?? '{}')).toMatchObject({
      programIdx: 2,
      programType: 'RESERVATION',
      programCategoryIdx: 1,
      personCount: 1,
      inProgress: true,
    });
  });
});

describe('the QR shortcut and sharing', () => {
  it('shows My QR to members only', () => {
    renderActions({}, { member: true });
    expect(screen.getByRole('link', { name: 'My QR' }).getAttribute('href')).toBe('/qr');
  });

  it('has no QR shortcut for guests', () => {
    renderActions();
    expect(screen.queryByRole('link', { name: 'My QR' })).toBeNull();
  });

  it('copies the URL without a Kakao key and says URL 복사 완료 for 600 ms', async () => {
    fakeApi({ '/api/app/config': () => ok({ kakaoJsKey: null, kakaoMapJsKey: null }) });
    renderActions();
    // after setup: user-event installs a clipboard stub of its own
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: '공유하기' }));
    const sheet = screen.getByRole('dialog', { name: '공유하기' });
    expect(within(sheet).queryByRole('button', { name: '카카오톡으로 공유' })).toBeNull();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(sheet).getByRole('button', { name: 'URL 복사' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('status').textContent).toBe('URL 복사 완료');
    await act(async () => {
      vi.advanceTimersByTime(900);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('offers KakaoTalk when the server has a Kakao key', async () => {
    fakeApi({ '/api/app/config': () => ok({ kakaoJsKey: 'js-key', kakaoMapJsKey: null }) });
    renderActions();
    await userEvent.setup().click(screen.getByRole('button', { name: '공유하기' }));
    expect(await screen.findByRole('button', { name: '카카오톡으로 공유' })).toBeTruthy();
  });
});
