import { screen, within } from '@testing-library/react';
import type { ProviderStatus } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const provider = (overrides: Partial<ProviderStatus>): ProviderStatus => ({
  key: 'kakao',
  label: '카카오 로그인',
  mode: 'REAL',
  detail: '카카오 OpenID Connect (kauth.kakao.com)',
  lastSuccessAt: '2026-11-30T10:00:00+09:00',
  lastFailureAt: null,
  successCount: 12,
  failureCount: 0,
  recentFailures: [],
  ...overrides,
});

describe('/staff/providers', () => {
  it('shows each provider with its setup, last answer and recent failures', async () => {
    serveStaff({
      '/api/staff/providers': () =>
        ok({
          since: '2026-11-30T09:00:00+09:00',
          providers: [
            provider({}),
            provider({
              key: 'messaging',
              label: '알림톡·문자 (SOLAPI)',
              mode: 'SANDBOX',
              detail: '샌드박스 SOLAPI',
              lastFailureAt: '2026-11-30T11:00:00+09:00',
              failureCount: 1,
              recentFailures: [
                {
                  at: '2026-11-30T11:00:00+09:00',
                  operation: '발송',
                  reason: 'ProviderUnavailableError: HTTP 503',
                },
              ],
            }),
            provider({
              key: 'identity',
              label: '본인확인 (휴대폰 인증)',
              mode: 'OFF',
              detail: '휴대폰 인증을 할 수 없어요.',
              lastSuccessAt: null,
              successCount: 0,
            }),
          ],
        }),
    });
    renderConsole('/staff/providers');
    const kakao = await screen.findByRole('region', { name: '카카오 로그인' });
    expect(kakao.textContent).toContain('실제 연결');
    expect(kakao.textContent).toContain('성공 12회 · 실패 0회');
    expect(kakao.textContent).toContain('없어요.');
    const messaging = screen.getByRole('region', { name: '알림톡·문자 (SOLAPI)' });
    expect(messaging.textContent).toContain('샌드박스');
    expect(within(messaging).getByRole('status').textContent).toContain('마지막 호출이 실패했어요');
    const failures = within(messaging).getByRole('table');
    expect(failures.textContent).toContain('발송ProviderUnavailableError: HTTP 503');
    const identity = screen.getByRole('region', { name: '본인확인 (휴대폰 인증)' });
    expect(identity.textContent).toContain('꺼짐');
    expect(identity.textContent).toContain('아직 없음');
  });

  it('is not in the menu of a STAFF operator', async () => {
    serveStaff({ '/api/staff/me': () => ok(staffOperator) });
    renderConsole('/staff/today');
    const menu = await screen.findByRole('navigation', { name: '콘솔 메뉴' });
    expect(within(menu).queryByRole('link', { name: '연동 상태' })).toBeNull();
    expect(within(menu).getByRole('link', { name: '회원 목록' })).toBeTruthy();
  });
});
