import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiTokenItem } from '@venue/contract';
import { addDays, seoulToday } from '@venue/contract/domain';
import { describe, expect, it } from 'vitest';
import { invalidInput, ok } from '../../../testing/fake-api';
import { staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const SECRET = 'vt_Zq3xk81sLw0pQh2vB7nYt5uR9eJcM4aDfG6iK0oP2s';

const token = (overrides: Partial<ApiTokenItem> = {}): ApiTokenItem => ({
  tokenIdx: 1,
  name: '예약 연동 (네이버)',
  role: 'STAFF',
  prefix: 'vt_Zq3xk8…',
  state: 'ACTIVE',
  stateLabel: '사용 중',
  expiresAt: '2027-02-28T23:59:59+09:00',
  createdAt: '2026-11-30T10:00:00+09:00',
  createdByName: '문지기',
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

function serveTokens(initial: ApiTokenItem[] = []) {
  let list = initial;
  return serveStaff({
    '/api/staff/api-tokens/list': () => ok({ list }),
    '/api/staff/api-tokens/issue': (body) => {
      const item = token({
        tokenIdx: list.length + 1,
        name: String(body.name),
        role: body.role as 'STAFF' | 'EDITOR',
        expiresAt: String(body.expiresAt),
      });
      list = [item, ...list];
      return ok({ token: SECRET, item });
    },
    '/api/staff/api-tokens/revoke': (body) => {
      list = list.map((item) =>
        item.tokenIdx === body.tokenIdx
          ? {
              ...item,
              state: 'REVOKED' as const,
              stateLabel: '폐기',
              revokedAt: '2026-11-30T11:00:00+09:00',
            }
          : item,
      );
      return ok(list.find((item) => item.tokenIdx === body.tokenIdx));
    },
    '/api/staff/webhooks/list': () => ok({ list: [] }),
  });
}

describe('/staff/integrations: API tokens', () => {
  it('an ADMIN issues a token, sees its secret once with how to use it, and the list shows it', async () => {
    const user = userEvent.setup();
    const api = serveTokens();
    renderConsole('/staff/integrations');
    const form = await screen.findByRole('form', { name: '새 토큰 발급' });
    expect(await screen.findByText('발급한 토큰이 없어요.')).toBeTruthy();
    // 90 days ahead by default, a year at most.
    const today = seoulToday(new Date());
    const expiry = within(form).getByLabelText('만료일');
    expect((expiry as HTMLInputElement).value).toBe(addDays(today, 90));
    expect(expiry.getAttribute('max')).toBe(addDays(today, 365));

    await user.click(within(form).getByRole('button', { name: '발급하기' }));
    expect(await within(form).findByText('토큰 이름을 입력해 주세요.')).toBeTruthy();
    expect(within(form).getByLabelText('이름').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('/api/staff/api-tokens/issue')).toHaveLength(0);

    await user.type(within(form).getByLabelText('이름'), 'CMS 동기화');
    await user.click(within(form).getByRole('radio', { name: /편집 \(EDITOR\)/ }));
    await user.clear(expiry);
    await user.type(expiry, addDays(today, 30));
    await user.click(within(form).getByRole('button', { name: '발급하기' }));

    const box = await screen.findByRole('region', { name: '‘CMS 동기화’ 토큰을 발급했어요' });
    expect(
      within(box).getByText('이 값은 지금 한 번만 보여요. 안전한 곳에 보관해 주세요.'),
    ).toBeTruthy();
    expect((within(box).getByLabelText('발급한 API 토큰') as HTMLInputElement).value).toBe(SECRET);
    expect(box.textContent).toContain(`Authorization: Bearer ${SECRET}`);
    // Focus goes to the box, so it is read and 복사 is the next stop.
    expect(document.activeElement).toBe(within(box).getByRole('heading'));
    await user.click(within(box).getByRole('button', { name: '발급한 API 토큰 복사' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(within(box).getByRole('status').textContent).toBe('복사했어요.');

    expect(api.callsTo('/api/staff/api-tokens/issue')[0]?.body).toEqual({
      name: 'CMS 동기화',
      role: 'EDITOR',
      expiresAt: `${addDays(today, 30)}T23:59:59+09:00`,
    });
    // The list is asked again and shows the new token, without its secret.
    const list = screen.getByRole('region', { name: '발급한 토큰' });
    const row = await within(list).findByRole('row', { name: /CMS 동기화/ });
    expect(row.textContent).toContain('편집 (EDITOR)');
    expect(row.textContent).toContain('vt_Zq3xk8…');
    expect(row.textContent).toContain('사용 중');
    expect(row.textContent).toContain(`${addDays(today, 30)} 23:59`);
    expect(row.textContent).toContain('문지기');
    expect(list.textContent).not.toContain(SECRET);
    // The form is empty again.
    expect((within(form).getByLabelText('이름') as HTMLInputElement).value).toBe('');

    // Dismissed, the secret is gone for good.
    await user.click(within(box).getByRole('button', { name: '보관했어요, 닫기' }));
    expect(screen.queryByRole('region', { name: /토큰을 발급했어요/ })).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(document.activeElement).toBe(within(list).getByRole('heading', { name: '발급한 토큰' }));
  });

  it('shows the server’s refusal of the expiry next to the field', async () => {
    const user = userEvent.setup();
    serveStaff({
      '/api/staff/api-tokens/list': () => ok({ list: [] }),
      '/api/staff/webhooks/list': () => ok({ list: [] }),
      '/api/staff/api-tokens/issue': () =>
        invalidInput([{ path: 'expiresAt', message: '만료일은 지금부터 1년 안으로 정해 주세요.' }]),
    });
    renderConsole('/staff/integrations');
    const form = await screen.findByRole('form', { name: '새 토큰 발급' });
    await user.type(within(form).getByLabelText('이름'), '임시');
    await user.click(within(form).getByRole('button', { name: '발급하기' }));
    const expiry = within(form).getByLabelText('만료일');
    await waitFor(() => expect(expiry.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(expiry.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('만료일은 지금부터 1년 안으로 정해 주세요.');
    expect(document.activeElement).toBe(expiry);
    expect(screen.queryByRole('region', { name: /토큰을 발급했어요/ })).toBeNull();
  });

  it('asks before revoking, with distinct buttons, and 돌아가기 leaves the token alone', async () => {
    const user = userEvent.setup();
    const api = serveTokens([
      token(),
      token({ tokenIdx: 2, name: '오래된 토큰', state: 'EXPIRED', stateLabel: '만료' }),
    ]);
    renderConsole('/staff/integrations');
    const list = await screen.findByRole('region', { name: '발급한 토큰' });
    const row = await within(list).findByRole('row', { name: /예약 연동 \(네이버\)/ });
    expect(row.textContent).toContain('쓴 적 없음');

    await user.click(within(row).getByRole('button', { name: '예약 연동 (네이버) 토큰 폐기' }));
    let dialog = await screen.findByRole('dialog', {
      name: '‘예약 연동 (네이버)’ 토큰을 폐기할까요?',
    });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['돌아가기', '폐기하기']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '돌아가기' }));
    await user.click(within(dialog).getByRole('button', { name: '돌아가기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('/api/staff/api-tokens/revoke')).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: '예약 연동 (네이버) 토큰 폐기' }));
    dialog = await screen.findByRole('dialog', { name: '‘예약 연동 (네이버)’ 토큰을 폐기할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '폐기하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('/api/staff/api-tokens/revoke')[0]?.body).toEqual({ tokenIdx: 1 });
    const revoked = within(list).getByRole('row', { name: /예약 연동 \(네이버\)/ });
    await waitFor(() => expect(revoked.textContent).toContain('폐기'));
    expect(within(revoked).queryByRole('button')).toBeNull();
    expect(within(list).getByRole('status').textContent).toContain(
      '‘예약 연동 (네이버)’ 토큰을 폐기했어요.',
    );
    // The keyboard goes on from the token's name in its row.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(revoked).getByRole('rowheader')),
    );
  });

  it('is not for a STAFF operator', async () => {
    serveStaff({ '/api/staff/me': () => ok(staffOperator) });
    renderConsole('/staff/integrations');
    expect(await screen.findByText('권한이 없어요')).toBeTruthy();
  });
});
