import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, refusal } from '../../../testing/fake-api';
import { adminOperator } from '../../../testing/fixtures';
import { serveStaff } from '../../../testing/staff-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { StaffLogin } from './staff-login';

function renderLogin(path = '/staff/login') {
  const locations: Location[] = [];
  renderWithProviders(
    <>
      <StaffLogin />
      <LocationProbe onChange={(location) => locations.push(location)} />
    </>,
    { path },
  );
  return { where: () => locations.at(-1) };
}

async function logIn(id: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('아이디'), id);
  await user.type(screen.getByLabelText('비밀번호'), password);
  await user.click(screen.getByRole('button', { name: '로그인' }));
}

describe('/staff/login', () => {
  it('names the venue of its settings above the heading, else 운영 콘솔', async () => {
    serveStaff({ '/api/venue/info': () => ok({ venueName: '하늘 정원' }) });
    const first = renderWithProviders(<StaffLogin />, { path: '/staff/login' });
    expect(await screen.findByText('하늘 정원')).toBeTruthy();
    first.unmount();

    serveStaff();
    renderLogin();
    expect(await screen.findByText('운영 콘솔')).toBeTruthy();
    expect(screen.queryByText(/시그널 하우스/)).toBeNull();
  });

  it('labels its fields for password managers', () => {
    serveStaff();
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: '스태프 콘솔' })).toBeTruthy();
    expect(screen.getByLabelText('아이디').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('비밀번호').getAttribute('autocomplete')).toBe('current-password');
  });

  it("a wrong password shows the server's message under the form and keeps the id", async () => {
    const api = serveStaff({
      '/api/staff/login': () =>
        refusal(401, 'STAFF_LOGIN_FAILED', '아이디 또는 비밀번호가 올바르지 않아요.'),
    });
    const { where } = renderLogin();
    await logIn('door-admin', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '아이디 또는 비밀번호가 올바르지 않아요.',
    );
    expect((screen.getByLabelText('아이디') as HTMLInputElement).value).toBe('door-admin');
    expect((screen.getByLabelText('비밀번호') as HTMLInputElement).value).toBe('');
    expect(api.callsTo('/api/staff/login')[0]?.body).toEqual({
      loginId: 'door-admin',
      password: 'wrong-password',
    });
    expect(where()?.pathname).toBe('/staff/login');
  });

  it('too many tries shows the rate-limit message', async () => {
    serveStaff({
      '/api/staff/login': () =>
        refusal(429, 'RATE_LIMITED', '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'),
    });
    renderLogin();
    await logIn('door-admin', 'whatever-123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    );
  });

  it('asks for the id and the password before sending anything', async () => {
    const api = serveStaff();
    renderLogin();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alert').textContent).toBe('아이디를 입력해 주세요.');
    await user.type(screen.getByLabelText('아이디'), 'door-admin');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alert').textContent).toBe('비밀번호를 입력해 주세요.');
    expect(api.callsTo('/api/staff/login')).toEqual([]);
  });

  it('goes back to the console page it was sent from', async () => {
    serveStaff({ '/api/staff/login': () => ok(adminOperator) });
    const { where } = renderLogin('/staff/login?redirect=%2Fstaff%2Foperators');
    await logIn('door-admin', 'correct-horse');
    await waitFor(() => expect(where()?.pathname).toBe('/staff/operators'));
  });

  it('goes to 오늘 when the redirect is not a console page', async () => {
    serveStaff({ '/api/staff/login': () => ok(adminOperator) });
    const { where } = renderLogin('/staff/login?redirect=%2Fprogram%2F3');
    await logIn('door-admin', 'correct-horse');
    await waitFor(() => expect(where()?.pathname).toBe('/staff/today'));
  });

  it('lands on 오늘 without a return address, and on the scanner when it is the return address', async () => {
    serveStaff({ '/api/staff/login': () => ok(adminOperator) });
    const home = renderLogin();
    await logIn('door-admin', 'correct-horse');
    await waitFor(() => expect(home.where()?.pathname).toBe('/staff/today'));
  });

  it('goes back to the scanner when the scanner sent the operator to log in', async () => {
    serveStaff({ '/api/staff/login': () => ok(adminOperator) });
    const { where } = renderLogin('/staff/login?redirect=%2Fstaff');
    await logIn('door-admin', 'correct-horse');
    await waitFor(() => expect(where()?.pathname).toBe('/staff'));
  });

  it('asks an account with 2단계 인증 for the app code, then logs in', async () => {
    const api = serveStaff({
      '/api/staff/login': () => ok({ totpRequired: true, challenge: 'challenge-1' }),
      '/api/staff/login/totp': () => ok(adminOperator),
    });
    const { where } = renderLogin('/staff/login?redirect=%2Fstaff%2Foperators');
    await logIn('door-admin', 'correct-horse');
    const code = await screen.findByLabelText('인증 앱의 6자리 코드');
    expect(screen.getByRole('form', { name: '2단계 인증' })).toBeTruthy();
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(where()?.pathname).toBe('/staff/login');

    const user = userEvent.setup();
    // The apps show the code as "123 456": only the digits are kept.
    await user.type(code, '123 4567');
    expect((code as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(where()?.pathname).toBe('/staff/operators'));
    expect(api.callsTo('/api/staff/login/totp')[0]?.body).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
  });

  it('a wrong code shows on the field and may be tried again; too short is checked first', async () => {
    let answer = refusal(
      401,
      'STAFF_LOGIN_FAILED',
      '인증 코드가 맞지 않거나 이미 사용한 코드예요. 인증 앱의 새 코드를 입력해 주세요.',
    );
    const api = serveStaff({
      '/api/staff/login': () => ok({ totpRequired: true, challenge: 'challenge-1' }),
      '/api/staff/login/totp': () => answer,
    });
    const { where } = renderLogin();
    await logIn('door-admin', 'correct-horse');
    const user = userEvent.setup();
    const code = await screen.findByLabelText('인증 앱의 6자리 코드');
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(await screen.findByText('인증 앱의 6자리 숫자를 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/login/totp')).toEqual([]);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect(
      await screen.findByText(
        '인증 코드가 맞지 않거나 이미 사용한 코드예요. 인증 앱의 새 코드를 입력해 주세요.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect((code as HTMLInputElement).value).toBe('');

    answer = ok(adminOperator);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: '확인' }));
    await waitFor(() => expect(where()?.pathname).toBe('/staff/today'));
  });

  it('an old challenge starts over at the password, with the reason', async () => {
    serveStaff({
      '/api/staff/login': () => ok({ totpRequired: true, challenge: 'challenge-1' }),
      '/api/staff/login/totp': () =>
        refusal(
          401,
          'STAFF_LOGIN_EXPIRED',
          '로그인 확인 시간이 지났어요. 아이디와 비밀번호부터 다시 입력해 주세요.',
        ),
    });
    renderLogin();
    await logIn('door-admin', 'correct-horse');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('인증 앱의 6자리 코드'), '123456');
    await user.click(screen.getByRole('button', { name: '확인' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '로그인 확인 시간이 지났어요. 아이디와 비밀번호부터 다시 입력해 주세요.',
    );
    expect((screen.getByLabelText('아이디') as HTMLInputElement).value).toBe('door-admin');
    expect(screen.queryByLabelText('인증 앱의 6자리 코드')).toBeNull();

    // 처음부터 다시 로그인 goes back too, without a message.
    await user.type(screen.getByLabelText('비밀번호'), 'correct-horse');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await user.click(await screen.findByRole('button', { name: '처음부터 다시 로그인' }));
    expect(await screen.findByLabelText('비밀번호')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it("never sends a member's token, and leaves it in place", async () => {
    window.localStorage.setItem('jwt', 'member-token');
    const api = serveStaff({
      '/api/staff/login': () =>
        refusal(401, 'STAFF_LOGIN_FAILED', '아이디 또는 비밀번호가 올바르지 않아요.'),
    });
    renderLogin();
    await logIn('door-admin', 'wrong-password');
    await screen.findByText('아이디 또는 비밀번호가 올바르지 않아요.');
    expect(api.callsTo('/api/staff/login')[0]?.headers['x-access-token']).toBeUndefined();
    expect(window.localStorage.getItem('jwt')).toBe('member-token');
  });
});
