import { useMutation, useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { staffAuditList, staffLogin, staffNoticeSave } from '@venue/contract/endpoints';
import type { Location } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok, refusal } from '../testing/fake-api';
import { LocationProbe, renderWithProviders } from '../testing/test-utils';
import { api } from './api-client';
import { auditLogKey } from './query-client';

const unauthorized = refusal(401, 'STAFF_UNAUTHORIZED', '스태프 로그인이 필요해요.');
const loginFailed = refusal(401, 'STAFF_LOGIN_FAILED', '아이디 또는 비밀번호를 확인해 주세요.');

/** A page with one read of the audit log and one write (a notice, or a login attempt). */
function Page({ write }: { write: 'notice' | 'login' }) {
  const log = useQuery({
    queryKey: [...auditLogKey, {}],
    queryFn: () => api.call(staffAuditList, {}),
  });
  const save = useMutation({
    mutationFn: (): Promise<unknown> =>
      write === 'notice'
        ? api.call(staffNoticeSave, {
            noticeName: '공지',
            noticeContent: '<p>내용</p>',
            fixedYn: 'N',
            displayYn: 'Y',
            savePath: null,
          })
        : api.call(staffLogin, { loginId: 'door', password: 'wrong-pass-1' }),
  });
  return (
    <>
      <p>{log.data ? `기록 ${log.data.list.length}건` : '불러오는 중'}</p>
      <button type="button" onClick={() => save.mutate()}>
        저장
      </button>
      {save.error ? <p role="alert">{save.error.message}</p> : null}
    </>
  );
}

function renderPage(path: string, write: 'notice' | 'login' = 'notice') {
  const locations: Location[] = [];
  const probe = <LocationProbe onChange={(location) => locations.push(location)} />;
  renderWithProviders(
    <>
      <Page write={write} />
      {probe}
    </>,
    // On the login page itself the page under test stays mounted there.
    write === 'login'
      ? { path }
      : { path, extraRoutes: [{ path: '/staff/login', element: probe }] },
  );
  return { where: () => locations.at(-1) };
}

const auditPage = (count: number) =>
  ok({ list: Array.from({ length: count }, () => ({})), page: 1, pageSize: 50, totalCount: count });

describe('the console watch for a lost staff session', () => {
  it('sends a page whose read finds no session to the login, which leads back with its query', async () => {
    fakeApi({ [staffAuditList.path]: () => unauthorized });
    const { where } = renderPage('/staff/audit?page=2');
    await waitFor(() => expect(where()?.pathname).toBe('/staff/login'));
    expect(where()?.search).toBe(`?${new URLSearchParams({ redirect: '/staff/audit?page=2' })}`);
  });

  it('sends a write that finds no session to the login too', async () => {
    fakeApi({
      [staffAuditList.path]: () => auditPage(1),
      [staffNoticeSave.path]: () => unauthorized,
    });
    const { where } = renderPage('/staff/notices');
    await screen.findByText('기록 1건');
    await userEvent.setup().click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(where()?.pathname).toBe('/staff/login'));
    expect(where()?.search).toBe(`?${new URLSearchParams({ redirect: '/staff/notices' })}`);
  });

  it('leaves a refused login (also a 401) on its page with its message', async () => {
    fakeApi({
      [staffAuditList.path]: () => auditPage(0),
      [staffLogin.path]: () => loginFailed,
    });
    const { where } = renderPage('/staff/login?redirect=%2Fstaff%2Fnotices', 'login');
    await screen.findByText('기록 0건');
    await userEvent.setup().click(screen.getByRole('button', { name: '저장' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '아이디 또는 비밀번호를 확인해 주세요.',
    );
    expect(where()?.pathname).toBe('/staff/login');
    expect(where()?.search).toBe('?redirect=%2Fstaff%2Fnotices');
  });
});

describe('the console query cache', () => {
  it('asks the audit log again after every staff write that succeeds, and not after a refusal', async () => {
    let saves = 0;
    const api = fakeApi({
      [staffAuditList.path]: () => auditPage(saves),
      [staffNoticeSave.path]: () => {
        saves += 1;
        return saves === 1 ? ok({ noticeIdx: 1 }) : refusal(409, 'CONFLICT', '다시 시도해 주세요.');
      },
    });
    renderPage('/staff/notices');
    await screen.findByText('기록 0건');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByText('기록 1건');
    expect(api.callsTo(staffAuditList.path)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '저장' }));
    await screen.findByRole('alert');
    expect(api.callsTo(staffAuditList.path)).toHaveLength(2);
  });
});
