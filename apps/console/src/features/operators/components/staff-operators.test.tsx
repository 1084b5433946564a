import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Operator, OperatorAccount } from '@venue/contract';
import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ok, refusal } from '../../../testing/fake-api';
import { account, adminOperator, staffOperator, unlocked } from '../../../testing/fixtures';
import { serveStaff, staffUnauthorized } from '../../../testing/staff-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { StaffGuard } from '../../auth/components/staff-guard';
import { StaffOperators } from './staff-operators';

function renderOperators() {
  const locations: Location[] = [];
  const probe = <LocationProbe onChange={(location) => locations.push(location)} />;
  renderWithProviders(
    <>
      <StaffGuard>{(operator) => <StaffOperators operator={operator} />}</StaffGuard>
      {probe}
    </>,
    {
      path: '/staff/operators',
      routePath: '/staff/operators',
      extraRoutes: [{ path: '/staff/login', element: probe }],
    },
  );
  return { where: () => locations.at(-1) };
}

function serveOperators(
  initial: OperatorAccount[] = [account(adminOperator), account(staffOperator)],
) {
  let list = [...initial];
  return serveStaff({
    '/api/staff/operators': () => ok(list),
    '/api/staff/operators/create': (body) => {
      const created = account({
        operatorIdx: list.length + 1,
        loginId: String(body.loginId),
        name: String(body.name),
        role: body.role as Operator['role'],
        activeYn: 'Y',
        mustChangePasswordYn: 'N',
      });
      list = [...list, created];
      return ok(created);
    },
    '/api/staff/operators/update': (body) => {
      list = list.map((item) =>
        item.operatorIdx === body.operatorIdx
          ? {
              ...item,
              activeYn: (body.activeYn as 'Y' | 'N' | undefined) ?? item.activeYn,
              role: (body.role as Operator['role'] | undefined) ?? item.role,
            }
          : item,
      );
      return ok(list.find((item) => item.operatorIdx === body.operatorIdx));
    },
    '/api/staff/operators/reset-password': (body) => {
      list = list.map((item) =>
        item.operatorIdx === body.operatorIdx ? { ...item, mustChangePasswordYn: 'Y' } : item,
      );
      return ok({
        operator: list.find((item) => item.operatorIdx === body.operatorIdx),
        temporaryPassword: 'Kx7mPq2WzR9a',
      });
    },
    '/api/staff/operators/reset-totp': (body) => {
      list = list.map((item) =>
        item.operatorIdx === body.operatorIdx ? { ...item, totpEnabledYn: 'N' } : item,
      );
      return ok(list.find((item) => item.operatorIdx === body.operatorIdx));
    },
    '/api/staff/operators/unlock': (body) => {
      list = list.map((item) =>
        item.operatorIdx === body.operatorIdx ? { ...item, loginLock: unlocked } : item,
      );
      return ok(list.find((item) => item.operatorIdx === body.operatorIdx));
    },
  });
}

describe('/staff/operators', () => {
  it('lists the operators for an ADMIN, without a toggle on their own account', async () => {
    serveOperators();
    renderOperators();
    const list = await screen.findByRole('region', { name: '운영자 계정' });
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      '문지기 (나)',
      '김스태프',
    ]);
    expect(items[1]?.textContent).toContain('door-staff · 스태프 · 사용 중');
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('turns an account off and on again', async () => {
    const api = serveOperators();
    renderOperators();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '김스태프 사용 중지' }));
    expect(await screen.findByText('door-staff · 스태프 · 사용 중지됨')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '김스태프 다시 사용' }));
    expect(await screen.findByText('door-staff · 스태프 · 사용 중')).toBeTruthy();
    expect(api.callsTo('/api/staff/operators/update').map((c) => c.body)).toEqual([
      { operatorIdx: 2, activeYn: 'N' },
      { operatorIdx: 2, activeYn: 'Y' },
    ]);
  });

  it("changes another operator's role from its row", async () => {
    const api = serveOperators();
    renderOperators();
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: '김스태프 역할' }),
      'EDITOR',
    );
    expect(await screen.findByText('김스태프 님의 역할을 편집자(으)로 바꿨어요.')).toBeTruthy();
    expect(await screen.findByText('door-staff · 편집자 · 사용 중')).toBeTruthy();
    expect(api.callsTo('/api/staff/operators/update').map((c) => c.body)).toEqual([
      { operatorIdx: 2, role: 'EDITOR' },
    ]);
    expect(screen.queryByRole('combobox', { name: '문지기 역할' })).toBeNull();
  });

  it('resets a password only after the confirmation, and shows the temporary one once', async () => {
    const api = serveOperators();
    renderOperators();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '김스태프 비밀번호 초기화' }));
    const dialog = await screen.findByRole('dialog', {
      name: '김스태프 님의 비밀번호를 초기화할까요?',
    });
    expect(dialog.textContent).toContain('로그인 중인 화면은 모두 로그아웃돼요.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.callsTo('/api/staff/operators/reset-password')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '김스태프 비밀번호 초기화' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '초기화' }),
    );
    const issued = await screen.findByRole('status', { name: '임시 비밀번호' });
    expect(issued.textContent).toContain('Kx7mPq2WzR9a');
    expect(api.callsTo('/api/staff/operators/reset-password')[0]?.body).toEqual({
      operatorIdx: 2,
    });
    await user.click(within(issued).getByRole('button', { name: '확인했어요' }));
    expect(screen.queryByText('Kx7mPq2WzR9a')).toBeNull();
  });

  it("resets another operator's 2단계 인증 only after the confirmation (a lost phone)", async () => {
    const api = serveOperators([
      account(adminOperator, unlocked, 'Y'),
      account(staffOperator, unlocked, 'Y'),
      account({ ...staffOperator, operatorIdx: 3, loginId: 'door-3', name: '박문지기' }),
    ]);
    renderOperators();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: '김스태프 2단계 인증 초기화' });
    expect(screen.getByText(/door-staff · 스태프 · 사용 중 · 2단계 인증 사용/)).toBeTruthy();
    // Not for one's own account (that is the 2단계 인증 page, with the password), nor when off.
    expect(screen.queryByRole('button', { name: '문지기 2단계 인증 초기화' })).toBeNull();
    expect(screen.queryByRole('button', { name: '박문지기 2단계 인증 초기화' })).toBeNull();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', {
      name: '김스태프 님의 2단계 인증을 초기화할까요?',
    });
    expect(dialog.textContent).toContain('휴대폰을 잃어버렸을 때 쓰는 기능이에요.');
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(api.callsTo('/api/staff/operators/reset-totp')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '김스태프 2단계 인증 초기화' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '초기화' }),
    );
    expect(
      await screen.findByText(
        '김스태프 님의 2단계 인증을 초기화했어요. 이제 비밀번호만으로 로그인해요.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/operators/reset-totp')[0]?.body).toEqual({ operatorIdx: 2 });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '김스태프 2단계 인증 초기화' })).toBeNull(),
    );
  });

  it('shows which operators are locked, and 잠금 해제 unlocks one', async () => {
    const api = serveOperators([
      account(adminOperator),
      account(staffOperator, {
        lockedYn: 'Y',
        lockedAddressCount: 2,
        recentFailureCount: 12,
        pausedUntil: '2026-05-05T10:03:30+09:00',
      }),
      account({ ...staffOperator, operatorIdx: 3, loginId: 'door-3', name: '박문지기' }),
    ]);
    renderOperators();
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: '운영자 계정' });
    expect(await within(list).findByText('로그인이 잠긴 운영자가 1명 있어요.')).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items[1]?.textContent).toContain(
      '로그인 잠김: 접속 2곳 차단, 10:03까지 잠시 멈춤 (최근 실패 12회)',
    );
    // Only the locked account has the button.
    expect(within(list).getAllByRole('button', { name: /로그인 잠금 해제$/ })).toHaveLength(1);
    expect(items[2]?.textContent).not.toContain('로그인 잠김');

    await user.click(screen.getByRole('button', { name: '김스태프 로그인 잠금 해제' }));
    expect(await screen.findByText('김스태프 님의 로그인 잠금을 풀었어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/operators/unlock').map((c) => c.body)).toEqual([
      { operatorIdx: 2 },
    ]);
    // The list is asked again and shows no lock any more.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: '김스태프 로그인 잠금 해제' })).toBeNull(),
    );
    expect(screen.queryByText('로그인이 잠긴 운영자가 1명 있어요.')).toBeNull();
    expect(screen.queryByText(/로그인 잠김:/)).toBeNull();
  });

  it('shows the server refusal of an unlock', async () => {
    serveStaff({
      '/api/staff/operators': () =>
        ok([
          account(adminOperator),
          account(staffOperator, { ...unlocked, lockedYn: 'Y', lockedAddressCount: 1 }),
        ]),
      '/api/staff/operators/unlock': () =>
        refusal(404, 'NOT_FOUND', '운영자 계정을 찾을 수 없어요.'),
    });
    renderOperators();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '김스태프 로그인 잠금 해제' }));
    expect(await screen.findByText('운영자 계정을 찾을 수 없어요.')).toBeTruthy();
  });

  it("shows the contract's rules on the create form before sending", async () => {
    const api = serveOperators();
    renderOperators();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '운영자 추가' });
    await user.type(within(form).getByLabelText('아이디'), 'ab');
    await user.type(within(form).getByLabelText('비밀번호'), 'short');
    await user.click(within(form).getByRole('button', { name: '계정 만들기' }));
    expect(within(form).getByText('아이디는 3자 이상이에요.')).toBeTruthy();
    expect(within(form).getByText('이름을 입력해 주세요.')).toBeTruthy();
    expect(within(form).getByText('비밀번호는 10자 이상이에요.')).toBeTruthy();
    expect(within(form).getByLabelText('아이디').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/staff/operators/create')).toEqual([]);
  });

  it('creates an account and shows it in the list', async () => {
    const api = serveOperators();
    renderOperators();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '운영자 추가' });
    await user.type(within(form).getByLabelText('아이디'), 'door-3');
    await user.type(within(form).getByLabelText('이름'), '박문지기');
    await user.type(within(form).getByLabelText('비밀번호'), 'correct-horse');
    await user.click(within(form).getByRole('radio', { name: '관리자' }));
    await user.click(within(form).getByRole('button', { name: '계정 만들기' }));
    expect(await within(form).findByText('박문지기 님의 계정(door-3)을 만들었어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/operators/create')[0]?.body).toEqual({
      loginId: 'door-3',
      name: '박문지기',
      password: 'correct-horse',
      role: 'ADMIN',
    });
    expect(await screen.findByText('door-3 · 관리자 · 사용 중')).toBeTruthy();
    expect((within(form).getByLabelText('아이디') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal of a new account under the form", async () => {
    serveStaff({
      '/api/staff/operators': () => ok([account(adminOperator)]),
      '/api/staff/operators/create': () => refusal(409, 'CONFLICT', '이미 쓰고 있는 아이디예요.'),
    });
    renderOperators();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: '운영자 추가' });
    await user.type(within(form).getByLabelText('아이디'), 'door-admin');
    await user.type(within(form).getByLabelText('이름'), '문지기');
    await user.type(within(form).getByLabelText('비밀번호'), 'correct-horse');
    await user.click(within(form).getByRole('button', { name: '계정 만들기' }));
    expect(await within(form).findByText('이미 쓰고 있는 아이디예요.')).toBeTruthy();
    expect((within(form).getByLabelText('아이디') as HTMLInputElement).value).toBe('door-admin');
  });

  it('sends a visitor without a staff session to the login, to come back here', async () => {
    serveStaff({ '/api/staff/me': () => staffUnauthorized });
    const { where } = renderOperators();
    await waitFor(() => expect(where()?.pathname).toBe('/staff/login'));
    expect(where()?.search).toBe('?redirect=%2Fstaff%2Foperators');
  });
});
