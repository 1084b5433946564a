import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { clearAuthState, getAuthState, updateAuthState } from '../../../stores/auth-store';
import { getAccessToken, removeAccessToken } from '../../../stores/session-store';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { type FakeAnswer, fakeApi } from '../testing/fake-api';
import { AccountIntegration, maskPhone } from './account-integration';

function renderIntegration(link: () => FakeAnswer) {
  const api = fakeApi({ '/api/auth/link/account': link });
  const locations: Location[] = [];
  renderWithProviders(<AccountIntegration />, {
    path: '/Integration',
    routePath: '/Integration',
    extraRoutes: [{ path: '*', element: <LocationProbe onChange={(l) => locations.push(l)} /> }],
  });
  const where = () => {
    const last = locations.at(-1);
    return last ? `${last.pathname}${last.search}` : '/Integration';
  };
  return { api, where };
}

beforeEach(() => {
  clearAuthState();
  updateAuthState({
    authId: 'tid-sub',
    authSubsId: 'tid-subs',
    authType: 'tid',
    loginTicket: 'ticket',
    userInfo: {
      seq: 'seq-1',
      name: '김하늘',
      birthYmd: '1990-05-05',
      gender: 'F',
      foreignerYn: 'N',
      telco: '02',
      phoneNumber: '01012345678',
      overlapYn: 'Y',
      under14Yn: 'N',
    },
  });
});

afterEach(() => {
  clearAlerts();
  clearAuthState();
  removeAccessToken();
});

describe('/Integration', () => {
  it('links this login to the existing account and continues to the saved redirect', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem('loginRedirect', '/program/3?tab=info');
    const { api, where } = renderIntegration(() => ({ data: { jwt: 'linked-jwt' } }));
    expect(screen.getByText('010-****-5678')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '기존 계정에 연결하기' }));
    await waitFor(() => expect(where()).toBe('/program/3?tab=info'));
    expect(api.callsTo('/api/auth/link/account')[0]?.body).toEqual({
      loginTicket: 'ticket',
      seq: 'seq-1',
      userType: 'tid',
      loginType: 'tid',
      tidSubId: 'tid-sub',
      tidSubsId: 'tid-subs',
    });
    expect(getAccessToken()).toBe('linked-jwt');
    expect(getAuthState().loginTicket).toBeNull();
    expect(window.sessionStorage.getItem('loginRedirect')).toBeNull();
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)'])(
    'goes home instead of to a hostile saved redirect %j',
    async (target) => {
      const user = userEvent.setup();
      window.sessionStorage.setItem('loginRedirect', target);
      const { where } = renderIntegration(() => ({ data: { jwt: 'linked-jwt' } }));
      await user.click(screen.getByRole('button', { name: '기존 계정에 연결하기' }));
      await waitFor(() => expect(where()).toBe('/'));
    },
  );

  it("shows the server's message when linking fails and stays", async () => {
    const user = userEvent.setup();
    const { where } = renderIntegration(() => ({
      error: {
        status: 401,
        errorCode: 'LOGIN_TICKET_EXPIRED',
        message: '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
      },
    }));
    await user.click(screen.getByRole('button', { name: '기존 계정에 연결하기' }));
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual([
        '로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
      ]),
    );
    expect(where()).toBe('/Integration');
    expect(getAccessToken()).toBeNull();
  });

  it('masks the middle of the phone number', () => {
    expect(maskPhone('01098765432')).toBe('010-****-5432');
    expect(maskPhone('0101234')).toBe('0101234');
  });
});
