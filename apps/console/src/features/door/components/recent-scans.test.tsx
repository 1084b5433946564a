import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refusal } from '../../../testing/fake-api';
import { serveStaff } from '../../../testing/staff-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { RecentScans } from './recent-scans';

const scan = {
  checkInIdx: 501,
  checkedInAt: '2026-11-26T14:02:00+09:00',
  placeKey: 'P:12',
  placeName: '향수<br>클래스',
  memberName: '김*늘',
  method: 'SCAN',
  operatorName: '문지기',
};

describe('every desk’s recent check-ins at the door', () => {
  it('lists them with the place as plain text, and undoes one after asking once', async () => {
    let list = [scan, { ...scan, checkInIdx: 502, memberName: '이*', method: 'NAME' }];
    const api = serveStaff({
      '/api/staff/checkin/recent': () => ok({ list }),
      '/api/staff/checkin/undo': (body) => {
        list = list.filter((s) => s.checkInIdx !== body.checkInIdx);
        return ok({ checkInIdx: body.checkInIdx, restoredEntryCount: 1 });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<RecentScans />);
    expect(await screen.findByText('김*늘 · 향수 클래스 · 문지기')).toBeTruthy();
    expect(screen.getByText('이름')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '14:02 김*늘 · 향수 클래스 입장 취소' }));
    const dialog = await screen.findByRole('dialog', { name: '입장 기록을 취소할까요?' });
    expect(dialog.textContent).toContain('방문 횟수와 참여완료로 바뀐 예약도 함께 되돌려요.');
    expect(api.callsTo('/api/staff/checkin/undo')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '입장 기록 취소' }));
    expect(await screen.findByText('김*늘 님의 입장 기록을 취소했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/checkin/undo')[0]?.body).toEqual({ checkInIdx: 501 });
    await waitFor(() => expect(screen.queryByText('김*늘 · 향수 클래스 · 문지기')).toBeNull());
  });

  it('an undo made elsewhere first shows the server’s words', async () => {
    serveStaff({
      '/api/staff/checkin/recent': () => ok({ list: [scan] }),
      '/api/staff/checkin/undo': () =>
        refusal(404, 'CHECKIN_NOT_FOUND', '입장 기록을 찾을 수 없어요. 이미 취소되었을 수 있어요.'),
    });
    const user = userEvent.setup();
    renderWithProviders(<RecentScans />);
    await user.click(await screen.findByRole('button', { name: /입장 취소$/ }));
    await user.click(screen.getByRole('button', { name: '입장 기록 취소' }));
    expect(
      await screen.findByText('입장 기록을 찾을 수 없어요. 이미 취소되었을 수 있어요.'),
    ).toBeTruthy();
  });
});
