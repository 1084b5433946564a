import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReagreeTerms, Terms } from '@venue/contract';
import { reserveEntryInsert } from '@venue/contract/endpoints';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, apiClientEffects } from '../../lib/api-client';
import { getAccessToken, removeAccessToken, setAccessToken } from '../../stores/session-store';
import { fakeApi, ok } from '../../testing/fake-api';
import { aMember } from '../../testing/member-fixture';
import { renderWithProviders } from '../../testing/test-utils';
import { SessionWatcher } from '../session/components/session-watcher';
import { ReagreeGate } from './reagree-gate';

const tos001: ReagreeTerms = {
  termsIdx: 7,
  termsCode: 'TOS001',
  version: 2,
  termsName: '서비스 이용약관',
};
const tos001Text: Terms = {
  ...tos001,
  requiredYn: 'Y',
  termsDescription: '<h3>제1조 (목적)</h3><p>개정된 약관입니다.</p><img src=x onerror="alert(1)">',
};

let alertSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  alertSpy = vi.spyOn(apiClientEffects, 'alert').mockImplementation(() => {});
  setAccessToken('member-jwt');
});
afterEach(() => {
  alertSpy.mockRestore();
  removeAccessToken();
  window.sessionStorage.clear();
});

/** The member info says `pending`; agreeing empties it, as the server does. */
function serve(pending: ReagreeTerms[]) {
  let list = pending;
  return fakeApi({
    '/api/getuserinfo': () => ok(aMember({ reagreeTermsList: list })),
    '/api/terms/list': () => ok([tos001Text]),
    '/api/terms/agree': () => {
      list = [];
      return ok({ reagreeTermsList: [] });
    },
    '/api/auth/logout': () => ok(null),
    '/api/reserveentry/insert': () => ({
      error: {
        status: 403,
        errorCode: 'TERMS_REAGREE_REQUIRED',
        message: '변경된 필수 약관에 동의하신 후 예약·응모할 수 있어요.',
      },
    }),
  });
}

/** Stands in for the reservation flow's submit: a mutation the server refuses. */
function ReserveButton() {
  const reserve = useMutation({
    mutationFn: () => api.call(reserveEntryInsert, {} as never, { alert: false }),
  });
  return (
    <button type="button" onClick={() => reserve.mutate()}>
      예약하기
    </button>
  );
}

function renderApp() {
  return renderWithProviders(
    <>
      <p>홈 화면</p>
      <ReserveButton />
      <SessionWatcher />
      <ReagreeGate />
    </>,
  );
}

describe('the re-consent sheet (decision 028)', () => {
  it('asks a member with a new required version, shows its text, and closes once they agree', async () => {
    const fake = serve([tos001]);
    renderApp();

    const sheet = await screen.findByRole('dialog', { name: '약관이 변경되었어요' });
    expect(sheet.textContent).toContain('(필수) 서비스 이용약관');
    await userEvent.click(screen.getByRole('button', { name: '내용 보기' }));
    expect(await screen.findByText('개정된 약관입니다.')).toBeTruthy();
    expect(sheet.querySelector('img[onerror]')).toBeNull();
    expect(fake.callsTo('/api/terms/list')[0]?.body).toEqual({ termsCodeList: ['TOS001'] });

    await userEvent.click(screen.getByRole('button', { name: '동의하고 계속하기' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.callsTo('/api/terms/agree').map((call) => call.body)).toEqual([
      { termsIdxList: [7] },
    ]);
    expect(screen.getByText('홈 화면')).toBeTruthy();
  });

  it('asks nothing of a member without pending terms, and nothing of a guest', async () => {
    const fake = serve([]);
    const { unmount } = renderApp();
    await waitFor(() => expect(fake.callsTo('/api/getuserinfo')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    removeAccessToken();
    const guest = serve([tos001]);
    renderApp();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(guest.callsTo('/api/getuserinfo')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the member leave for later, and opens again when a reservation is refused', async () => {
    const fake = serve([tos001]);
    const { unmount } = renderApp();
    await screen.findByRole('dialog', { name: '약관이 변경되었어요' });

    await userEvent.click(screen.getByRole('button', { name: '나중에 하기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.callsTo('/api/terms/agree')).toHaveLength(0);
    // For the rest of the visit: a reload of the app does not ask again.
    unmount();
    renderApp();
    await waitFor(() => expect(fake.callsTo('/api/getuserinfo').length).toBeGreaterThan(1));
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '예약하기' }));
    expect(await screen.findByRole('dialog', { name: '약관이 변경되었어요' })).toBeTruthy();
  });

  it('lets the member log out instead', async () => {
    const fake = serve([tos001]);
    renderApp();
    await screen.findByRole('dialog', { name: '약관이 변경되었어요' });

    await userEvent.click(screen.getByRole('button', { name: '로그아웃' }));

    await waitFor(() => expect(fake.callsTo('/api/auth/logout')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(getAccessToken()).toBeNull();
  });
});
