import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffTotpStatus } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const OFF: StaffTotpStatus = { enabledYn: 'N', enabledAt: null };
const ON: StaffTotpStatus = { enabledYn: 'Y', enabledAt: '2026-11-26T13:05:00+09:00' };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';

const fieldError = (path: string, message: string) => ({
  error: { status: 400, errorCode: 'VALIDATION_FAILED', message, fields: [{ path, message }] },
});

function serveTwoFactor(initial: StaffTotpStatus) {
  let status = initial;
  return serveStaff({
    '/api/staff/totp/status': () => ok(status),
    '/api/staff/totp/setup': () =>
      ok({
        otpauthUri: `otpauth://totp/x:door-admin?secret=${SECRET}`,
        secret: SECRET,
        qrSvgDataUrl: QR,
      }),
    '/api/staff/totp/enable': (body) => {
      if (body.code !== '654321') {
        return fieldError(
          'code',
          '코드가 맞지 않아요. 인증 앱에 지금 보이는 6자리 코드를 입력해 주세요.',
        );
      }
      status = ON;
      return ok(status);
    },
    '/api/staff/totp/disable': (body) => {
      if (body.password !== 'door-pass-123') {
        return fieldError('password', '비밀번호가 맞지 않아요.');
      }
      status = OFF;
      return ok(status);
    },
  });
}

describe('/staff/two-factor', () => {
  it('an ADMIN finds it under 내 계정 and turns it on: QR, the key to type, then the code', async () => {
    const api = serveTwoFactor(OFF);
    renderConsole('/staff/two-factor');
    expect(await screen.findByRole('heading', { level: 1, name: '2단계 인증' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2단계 인증' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '2단계 인증 켜기' }));

    const qr = await screen.findByRole('img', { name: 'door-admin 계정의 2단계 인증 QR 코드' });
    expect(qr.getAttribute('src')).toBe(QR);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    const code = screen.getByLabelText('인증 앱의 6자리 코드');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');

    // The contract checks the code before sending; the server's refusal lands on the field.
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: '확인하고 켜기' }));
    expect(await screen.findByText('인증 앱의 6자리 숫자를 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/totp/enable')).toEqual([]);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: '확인하고 켜기' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('two-factor-code-error')?.textContent).toBe(
      '코드가 맞지 않아요. 인증 앱에 지금 보이는 6자리 코드를 입력해 주세요.',
    );

    await user.clear(code);
    await user.type(code, '654 321');
    await user.click(screen.getByRole('button', { name: '확인하고 켜기' }));
    expect(
      await screen.findByText('2단계 인증을 켰어요. 다음 로그인부터 인증 앱의 코드를 입력해요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/totp/enable').at(-1)?.body).toEqual({ code: '654321' });
    expect(screen.getByRole('heading', { name: '2단계 인증을 쓰고 있어요' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('turns it off with the current password, a wrong one on its field', async () => {
    const api = serveTwoFactor(ON);
    renderConsole('/staff/two-factor');
    expect(await screen.findByRole('heading', { name: '2단계 인증을 쓰고 있어요' })).toBeTruthy();
    expect(screen.getByText(/켠 때: 2026/)).toBeTruthy();
    const user = userEvent.setup();
    const password = screen.getByLabelText('비밀번호');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await user.click(screen.getByRole('button', { name: '2단계 인증 끄기' }));
    expect(await screen.findByText('비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/totp/disable')).toEqual([]);

    await user.type(password, 'wrong-pass-1');
    await user.click(screen.getByRole('button', { name: '2단계 인증 끄기' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('two-factor-password-error')?.textContent).toBe(
      '비밀번호가 맞지 않아요.',
    );
    await user.clear(password);
    await user.type(password, 'door-pass-123');
    await user.click(screen.getByRole('button', { name: '2단계 인증 끄기' }));
    expect(
      await screen.findByText('2단계 인증을 껐어요. 이제 비밀번호만으로 로그인해요.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: '2단계 인증 켜기' })).toBeTruthy();
  });
});
