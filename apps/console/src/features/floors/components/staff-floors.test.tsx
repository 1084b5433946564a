import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, refusal } from '../../../testing/fake-api';
import { editorOperator, staffFloor, staffZone } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

describe('/staff/floors and /staff/zones', () => {
  it('adds a floor with the next order and its congestion', async () => {
    const api = serveStaff({
      '/api/staff/me': () => ok(editorOperator),
      '/api/staff/floors': () => ok([staffFloor()]),
      '/api/staff/floors/save': () => ok({ floorIdx: 7 }),
    });
    renderConsole('/staff/floors');
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: '층 목록' });
    const row = await within(list).findByRole('button', { name: /3F/ });
    expect(row.textContent).toContain('혼잡도 보통');
    // Each floor links to its zones and its plan.
    expect(
      within(list)
        .getByRole('link', { name: /3F 구역/ })
        .getAttribute('href'),
    ).toBe('/staff/zones?floor=5');
    await user.click(screen.getByRole('button', { name: '새 층 추가' }));
    const form = screen.getByRole('form', { name: '새 층' });
    expect((within(form).getByLabelText('순서') as HTMLInputElement).value).toBe('6');
    await user.type(within(form).getByLabelText('층 이름'), '4F');
    await user.type(within(form).getByLabelText('층 한글 이름'), '4층');
    await user.click(within(form).getByRole('radio', { name: '혼잡' }));
    await user.click(within(form).getByRole('button', { name: '등록' }));
    expect(await screen.findByText('4F 층을 등록했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/floors/save')[0]?.body).toEqual({
      floorName: '4F',
      floorLabel: '4층',
      index: 6,
      congestion: 'BUSY',
      capacity: null,
    });
  });

  it("sets a floor's capacity for the live headcount, and refuses one below 1", async () => {
    const api = serveStaff({
      '/api/staff/me': () => ok(editorOperator),
      '/api/staff/floors': () => ok([staffFloor({ capacity: 120 })]),
      '/api/staff/floors/save': () => ok({ floorIdx: 5 }),
    });
    renderConsole('/staff/floors');
    const user = userEvent.setup();
    const row = await screen.findByRole('button', { name: /3F/ });
    expect(row.textContent).toContain('120명');
    await user.click(row);
    const form = screen.getByRole('form', { name: '3F 층 수정' });
    const capacity = within(form).getByLabelText('수용 인원') as HTMLInputElement;
    expect(capacity.value).toBe('120');
    await user.clear(capacity);
    await user.type(capacity, '0');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await within(form).findByText('수용 인원은 1명 이상이어야 해요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/floors/save')).toHaveLength(0);
    await user.clear(capacity);
    await user.type(capacity, '80');
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('3F 층을 저장했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/floors/save')[0]?.body).toMatchObject({
      floorIdx: 5,
      capacity: 80,
    });
    // emptied: no capacity (a save closes the editor; the floor opens again)
    await user.click(screen.getByRole('button', { name: /3F/ }));
    const again = screen.getByRole('form', { name: '3F 층 수정' });
    await user.clear(within(again).getByLabelText('수용 인원'));
    await user.click(within(again).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(api.callsTo('/api/staff/floors/save')).toHaveLength(2));
    expect(api.callsTo('/api/staff/floors/save')[1]?.body).toMatchObject({ capacity: null });
  });

  it("shows the server's refusal to delete a floor still in use", async () => {
    serveStaff({
      '/api/staff/me': () => ok(editorOperator),
      '/api/staff/floors': () => ok([staffFloor()]),
      '/api/staff/floors/delete': () =>
        refusal(409, 'CONFLICT', '이 층에 구역이 있어 지울 수 없어요.'),
    });
    renderConsole('/staff/floors');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /3F/ }));
    await user.click(screen.getByRole('button', { name: '3F 층 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '3F 층을 삭제할까요?' });
    expect(dialog.textContent).toContain(
      '구역, 지도 영역, 투어 정류장이 남아 있으면 지울 수 없어요.',
    );
    await user.click(within(dialog).getByRole('button', { name: '삭제하기' }));
    expect(await screen.findByText('이 층에 구역이 있어 지울 수 없어요.')).toBeTruthy();
  });

  it('edits a zone of the floor the list is filtered to', async () => {
    const api = serveStaff({
      '/api/staff/me': () => ok(editorOperator),
      '/api/staff/floors': () => ok([staffFloor()]),
      '/api/staff/zones': () =>
        ok([staffZone(), staffZone({ zoneIdx: 10, floorIdx: 1, zoneName: '지하 홀' })]),
      '/api/staff/zones/save': (body) => ok({ zoneIdx: body.zoneIdx }),
    });
    renderConsole('/staff/zones?floor=5');
    const user = userEvent.setup();
    const list = await screen.findByRole('region', { name: '구역 목록' });
    await within(list).findByText('라운지');
    expect(within(list).queryByText('지하 홀')).toBeNull();
    await user.click(within(list).getByRole('button', { name: /라운지/ }));
    const form = screen.getByRole('form', { name: '라운지 수정' });
    await user.click(within(form).getByRole('radio', { name: '오픈 준비 중' }));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('라운지를 저장했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/zones/save')[0]?.body).toMatchObject({
      zoneIdx: 9,
      floorIdx: 5,
      state: 'PREPARING',
      mainFileContentSavePath: '/media/zone/lounge.svg',
    });
  });

  it('saves a zone without a location image, and names the missing main image', async () => {
    const api = serveStaff({
      '/api/staff/me': () => ok(editorOperator),
      '/api/staff/floors': () => ok([staffFloor()]),
      '/api/staff/zones': () => ok([staffZone()]),
      '/api/staff/zones/save': () => ok({ zoneIdx: 9 }),
    });
    renderConsole('/staff/zones?floor=5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /라운지/ }));
    const form = screen.getByRole('form', { name: '라운지 수정' });
    const location = within(form).getByRole('group', { name: '위치 이미지 (선택)' });
    await user.click(within(location).getByRole('button', { name: '이미지 빼기' }));
    await user.click(within(form).getByRole('button', { name: '저장' }));
    expect(await screen.findByText('라운지를 저장했어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/zones/save')[0]?.body).toMatchObject({
      locationFileContentSavePath: '',
    });

    // A new zone needs its main image, and the message says which.
    await user.click(screen.getByRole('button', { name: '새 구역 추가' }));
    const add = screen.getByRole('form', { name: '새 구역' });
    expect((within(add).getByLabelText('층') as HTMLSelectElement).value).toBe('5');
    await user.type(within(add).getByLabelText('구역 이름'), '테라스');
    await user.type(within(add).getByLabelText('영문 이름'), 'Terrace');
    await user.click(within(add).getByRole('button', { name: '등록' }));
    expect(await within(add).findByText('대표 이미지를 골라 주세요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/zones/save')).toHaveLength(1);
  });
});
