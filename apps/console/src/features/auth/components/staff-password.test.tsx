import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Operator } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const mustChange = { ...staffOperator, mustChangePasswordYn: 'Y' as const };

describe('/staff/password', () => {
  it('after a reset, every console page leads here first, and once changed the console opens', async () => {
    let me: Operator = mustChange;
    const api = serveStaff({
      '/api/staff/me': () => ok(me),
      '/api/staff/password': () => {
        me = { ...me, mustChangePasswordYn: 'N' };
        return ok(me);
      },
      '/api/staff/places': () => ok({ zones: [], programs: [] }),
    });
    renderConsole('/staff/inquiries');
    expect(await screen.findByRole('heading', { level: 1, name: '비밀번호 변경' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('관리자가 비밀번호를 초기화했어요.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('임시 비밀번호'), 'Kx7mPq2WzR9a');
    await user.type(screen.getByLabelText('새 비밀번호'), 'my-own-door-pass');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'my-own-door-pass');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(
      await screen.findByText('비밀번호를 바꿨어요. 다른 기기의 로그인은 모두 끝났어요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/password')[0]?.body).toEqual({
      currentPassword: 'Kx7mPq2WzR9a',
      newPassword: 'my-own-door-pass',
    });
    expect(screen.queryByRole('note')).toBeNull();
    await user.click(screen.getByRole('link', { name: '콘솔로 가기' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 1, name: '비밀번호 변경' })).toBeNull(),
    );
  });

  it('checks the new password twice before sending, and puts a wrong current one on its field', async () => {
    const api = serveStaff({
      '/api/staff/password': () => ({
        error: {
          status: 400,
          errorCode: 'VALIDATION_FAILED',
          message: '지금 비밀번호가 맞지 않아요.',
          fields: [{ path: 'currentPassword', message: '지금 비밀번호가 맞지 않아요.' }],
        },
      }),
    });
    renderConsole('/staff/password');
    const user = userEvent.setup();
    const current = await screen.findByLabelText('지금 비밀번호');
    await user.type(current, 'first-door-pass');
    await user.type(screen.getByLabelText('새 비밀번호'), 'second-door-pass');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'second-door-pas');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    expect(
      await screen.findByText('새 비밀번호가 서로 달라요. 같은 비밀번호를 두 번 입력해 주세요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/password')).toHaveLength(0);

    await user.type(screen.getByLabelText('새 비밀번호 확인'), 's');
    await user.click(screen.getByRole('button', { name: '비밀번호 바꾸기' }));
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('password-current-error')?.textContent).toBe(
      '지금 비밀번호가 맞지 않아요.',
    );
  });
});
