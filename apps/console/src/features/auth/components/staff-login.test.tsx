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

  it('goes to the scanner when the redirect is not a console page', async () => {
    serveStaff({ '/api/staff/login': () => ok(adminOperator) });
    const { where } = renderLogin('/staff/login?redirect=%2Fprogram%2F3');
    await logIn('door-admin', 'correct-horse');
    await waitFor(() => expect(where()?.pathname).toBe('/staff'));
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
