import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VisitAnswerState } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { Component as VisitAnswerRoute } from '../../../app/routes/visit-answer';
import { fakeApi, ok } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/test-utils';

const READ = '/api/visit-answer/read';
const SUBMIT = '/api/visit-answer/submit';
const TOKEN = '42-1764550800-AbCdEfGhIjKlMnOpQrStUv';

function state(
  answer: VisitAnswerState['answer'],
  entry: Partial<VisitAnswerState['entry']> = {},
  open = true,
): VisitAnswerState {
  return {
    answer,
    open,
    entry: {
      reserveEntryIdx: 42,
      programName: '티타임 클래스',
      when: '12월 1일 (화) 14:00',
      place: '2층 라운지',
      participantCnt: 2,
      active: true,
      cancelled: false,
      visitAnswer: null,
      ...entry,
    },
  };
}

const open = () =>
  renderWithProviders(<VisitAnswerRoute />, {
    path: `/visit-answer/${TOKEN}`,
    routePath: '/visit-answer/:token',
  });

describe('/visit-answer/{token}', () => {
  it('갈게요 records the answer as the page opens, once, and thanks the member', async () => {
    const api = fakeApi({
      [READ]: () => ok(state('COMING')),
      [SUBMIT]: () => ok(state('COMING', { visitAnswer: 'COMING' })),
    });
    open();
    expect(await screen.findByRole('heading', { name: '갈게요로 답했어요' })).toBeTruthy();
    expect(screen.getByText('티타임 클래스')).toBeTruthy();
    expect(screen.getByText('12월 1일 (화) 14:00')).toBeTruthy();
    expect(api.callsTo(SUBMIT).map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(api.callsTo(READ)[0]?.token).toBeUndefined();
  });

  it('못 가요 asks first, cancels on the button, and then says it is cancelled', async () => {
    const api = fakeApi({
      [READ]: () => ok(state('NOT_COMING')),
      [SUBMIT]: () =>
        ok(state('NOT_COMING', { active: false, cancelled: true, visitAnswer: 'NOT_COMING' })),
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: '못 가시나요?' })).toBeTruthy();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
    expect(screen.getByRole('link', { name: '취소하지 않기' }).getAttribute('href')).toBe(
      '/res-entry',
    );
    await user.click(screen.getByRole('button', { name: '예약 취소하기' }));
    expect(await screen.findByRole('heading', { name: '예약을 취소했어요' })).toBeTruthy();
    expect(api.callsTo(SUBMIT)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '예약 취소하기' })).toBeNull();
  });

  it('opened again after an answer, shows the booking as it stands and sends nothing', async () => {
    const api = fakeApi({
      [READ]: () =>
        ok(state('COMING', { active: false, cancelled: true, visitAnswer: 'NOT_COMING' })),
    });
    open();
    expect(await screen.findByRole('heading', { name: '예약을 취소했어요' })).toBeTruthy();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
  });

  it('after the visit began, only shows it', async () => {
    const api = fakeApi({ [READ]: () => ok(state('NOT_COMING', {}, false)) });
    open();
    expect(await screen.findByRole('heading', { name: '방문 시간이 지났어요' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '예약 취소하기' })).toBeNull();
    expect(api.callsTo(SUBMIT)).toHaveLength(0);
  });

  it('says so when the link is not one of ours, and when a cancel is refused', async () => {
    fakeApi({
      [READ]: () => ({
        error: { status: 404, errorCode: 'LINK_INVALID', message: '링크를 확인할 수 없어요.' },
      }),
    });
    const first = open();
    expect(await screen.findByRole('heading', { name: '링크를 확인할 수 없어요.' })).toBeTruthy();
    first.unmount();

    fakeApi({
      [READ]: () => ok(state('NOT_COMING')),
      [SUBMIT]: () => ({
        error: {
          status: 409,
          errorCode: 'LINK_EXPIRED',
          message: '방문 시간이 지나 더 이상 답할 수 없어요.',
        },
      }),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: '예약 취소하기' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        '방문 시간이 지나 더 이상 답할 수 없어요.',
      ),
    );
  });
});
