import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffVipKey } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { staffOperator } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const key = (overrides: Partial<StaffVipKey> = {}): StaffVipKey => ({
  vipKeyIdx: 1,
  label: '프레스 초청',
  state: 'ACTIVE',
  expiresAt: '2026-12-27T00:00:00+09:00',
  maxUses: 2,
  useCount: 0,
  lastUsedAt: null,
  userIdx: null,
  issuedBy: 'staff',
  revokedAt: null,
  regDate: '2026-11-26T10:00:00+09:00',
  ...overrides,
});

function serveKeys() {
  let list: StaffVipKey[] = [];
  return serveStaff({
    '/api/staff/vip-keys/list': () => ok({ list, page: 1, pageSize: 30, totalCount: list.length }),
    '/api/staff/vip-keys/issue': (body) => {
      const issued = key({ label: String(body.label), maxUses: Number(body.maxUses) });
      list = [issued, ...list];
      return ok({ ...issued, accessKey: '123456789012' });
    },
    '/api/staff/vip-keys/revoke': () => {
      list = list.map((item) => ({ ...item, state: 'REVOKED' as const }));
      return ok(list[0]);
    },
  });
}

describe('/staff/vip-keys', () => {
  it('an ADMIN issues a key, sees its digits once, and stops it after confirming', async () => {
    const api = serveKeys();
    renderConsole('/staff/vip-keys');
    const form = await screen.findByRole('form', { name: '새 키 발급' });
    await userEvent.click(within(form).getByRole('button', { name: '발급하기' }));
    expect(await within(form).findByText('이름을 입력해 주세요.')).toBeTruthy();

    await userEvent.type(within(form).getByLabelText('이름'), '프레스 초청');
    const uses = within(form).getByLabelText('사용 횟수');
    await userEvent.clear(uses);
    await userEvent.type(uses, '2');
    await userEvent.click(within(form).getByRole('button', { name: '발급하기' }));
    expect((await screen.findByLabelText('발급한 VIP 키')).textContent).toBe('123456789012');
    const sent = api.callsTo('/api/staff/vip-keys/issue')[0]?.body;
    expect(sent).toMatchObject({ label: '프레스 초청', maxUses: 2 });
    expect(String(sent?.expiresOn)).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const list = await screen.findByRole('region', { name: '발급한 키' });
    await waitFor(() => expect(list.textContent).toContain('0/2회 사용 · 2026-12-26까지'));
    await userEvent.click(
      await within(list).findByRole('button', { name: '프레스 초청 사용 중지' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: "'프레스 초청' 키를 사용 중지할까요?",
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '사용 중지' }));
    await waitFor(() => expect(list.textContent).toContain('사용 중지'));
    expect(api.callsTo('/api/staff/vip-keys/revoke')[0]?.body).toEqual({ vipKeyIdx: 1 });
  });

  it('is not for a STAFF operator', async () => {
    serveStaff({ '/api/staff/me': () => ok(staffOperator) });
    renderConsole('/staff/vip-keys');
    expect(await screen.findByText('권한이 없어요')).toBeTruthy();
  });
});
