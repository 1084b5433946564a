import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAlerts, getAlerts } from '../../../stores/alert-store';
import { clearAuthState, getAuthState } from '../../../stores/auth-store';
import { getAccessToken, syncSessionFromStorage } from '../../../stores/session-store';
import { failResponse, loginResult, okResponse, renderRoute, sentBody } from '../login-test-utils';
import { VipEntrance } from './vip-entrance';
import { VipRedirect } from './vip-redirect';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  syncSessionFromStorage();
  clearAuthState();
});

afterEach(() => {
  clearAlerts();
  clearAuthState();
  window.localStorage.clear();
  syncSessionFromStorage();
  vi.mocked(console.warn).mockRestore();
});

const vip = (path: string) => renderRoute(path, '/vip', <VipEntrance />);
const vipRedirect = (path: string) => renderRoute(path, '/vipredirect', <VipRedirect />);

describe('the VIP entrance', () => {
  it('fills the key from the hash and removes it from the address at once', async () => {
    const { current } = vip('/vip#accessToken=20261122');
    expect(screen.getByRole('heading', { level: 1, name: 'VIP 입장' })).toBeTruthy();
    const input = screen.getByLabelText('VIP 입장 키') as HTMLInputElement;
    expect(input.value).toBe('20261122');
    expect(input.inputMode).toBe('numeric');
    await waitFor(() => expect(current.location?.hash).toBe(''));
    expect(current.location?.pathname).toBe('/vip');
    expect(current.location?.search).toBe('');
    // The field keeps the key after the clean-up.
    expect(input.value).toBe('20261122');
  });

  it('tells an invited guest the way in: key, identity check once, My QR at the door', () => {
    vip('/vip');
    const steps = screen
      .getByRole('region', { name: '입장은 이렇게 진행돼요' })
      .querySelectorAll('ol > li > strong');
    expect([...steps].map((step) => step.textContent)).toEqual([
      '입장 키 확인',
      '본인 인증',
      'My QR로 입장',
    ]);
  });

  it('takes the key from the query too, and keeps unrelated parameters', async () => {
    const { current } = vip('/vip?utm_source=sms&accessToken=777');
    expect((screen.getByLabelText('VIP 입장 키') as HTMLInputElement).value).toBe('777');
    await waitFor(() => expect(current.location?.search).toBe('?utm_source=sms'));
  });

  it('ignores a key that is not digits only, but still removes it', async () => {
    const { current } = vip('/vip?accessToken=12ab');
    expect((screen.getByLabelText('VIP 입장 키') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(current.location?.search).toBe(''));
  });

  it('accepts digits only while typing and enters through /vipredirect', async () => {
    const user = userEvent.setup();
    const { current } = vip('/vip');
    const input = screen.getByLabelText('VIP 입장 키');
    await user.type(input, '12-34 ab56');
    expect((input as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: '입장하기' }));
    await waitFor(() => expect(current.location?.pathname).toBe('/vipredirect'));
    expect(current.location?.search).toBe('?code=123456');
  });

  it('asks for the key when 입장하기 is pressed with an empty field', async () => {
    const user = userEvent.setup();
    const { current } = vip('/vip');
    await user.click(screen.getByRole('button', { name: '입장하기' }));
    const input = screen.getByLabelText('VIP 입장 키');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('VIP 입장 키를 입력해 주세요.').id).toBe(
      input.getAttribute('aria-describedby'),
    );
    expect(current.location?.pathname).toBe('/vip');
  });
});

describe('the VIP redirect route', () => {
  it('logs an existing member in and goes home (or to the saved target)', async () => {
    fetchMock.mockResolvedValue(
      okResponse({
        ...loginResult({ existYn: 'Y', jwt: 'vip-jwt', userIdx: 3 }),
        vipAccesskey: '1',
      }),
    );
    const { current } = vipRedirect('/vipredirect?code=123456');
    expect(screen.getByRole('status').textContent).toContain('로그인 중입니다…');
    await waitFor(() => expect(current.location?.pathname).toBe('/'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/login/vip');
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ code: '123456' });
    expect(getAccessToken()).toBe('vip-jwt');
  });

  it('starts a VIP signup for a new visitor', async () => {
    window.sessionStorage.setItem('loginRedirect', '/program/2');
    fetchMock.mockResolvedValue(
      okResponse({ ...loginResult({ loginTicket: 'vip-ticket' }), vipAccesskey: '123456' }),
    );
    const { current } = vipRedirect('/vipredirect?code=123456');
    await waitFor(() => expect(current.location?.pathname).toBe('/identification'));
    expect(getAuthState()).toMatchObject({
      authType: 'vip',
      authId: '123456',
      authSubsId: null,
      loginTicket: 'vip-ticket',
      vipAccessKey: '123456',
    });
    // The target waits for the end of signup.
    expect(window.sessionStorage.getItem('loginRedirect')).toBe('/program/2');
  });

  it("shows the server's message for an expired key and returns to /vip", async () => {
    const expired =
      'Your exclusive access key has expired. VIP 입장 키의 유효기간이 만료되었습니다. 현장 직원에게 문의해 주세요.';
    fetchMock.mockResolvedValue(failResponse(403, 'VIP_KEY_EXPIRED', expired));
    const { current } = vipRedirect('/vipredirect?code=123456');
    await waitFor(() => expect(current.location?.pathname).toBe('/vip'));
    expect(getAlerts().map((a) => a.title)).toEqual([expired]);
    expect(getAccessToken()).toBeNull();
  });

  it('asks the server again when the same key is typed again after a failure', async () => {
    fetchMock.mockResolvedValue(failResponse(429, 'RATE_LIMITED', '잠시 후 다시 시도해 주세요.'));
    const first = vipRedirect('/vipredirect?code=42');
    await waitFor(() => expect(first.current.location?.pathname).toBe('/vip'));
    first.unmount();
    const second = vipRedirect('/vipredirect?code=42');
    await waitFor(() => expect(second.current.location?.pathname).toBe('/vip'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('goes back to /vip without a usable code', async () => {
    const { current } = vipRedirect('/vipredirect?code=abc');
    await waitFor(() => expect(current.location?.pathname).toBe('/vip'));
    expect(getAlerts().map((a) => a.title)).toEqual(['인증 코드가 없습니다.']);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
