import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffHotspot } from '@venue/contract';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { editorOperator, programPage, staffFloor, staffZone } from '../../../testing/fixtures';
import { renderConsole } from '../../../testing/render-console';
import { serveStaff } from '../../../testing/staff-api';

const lounge: StaffHotspot = {
  mapHotspotIdx: 31,
  floorIdx: 5,
  mapType: '3FZ0001',
  programIdx: null,
  zoneIdx: 9,
  label: '라운지',
  labelEn: 'Lounge',
  rect: { x: 0.1, y: 0.2, width: 0.3, height: 0.2 },
};

function serveMap(hotspots: StaffHotspot[] = [lounge]) {
  return serveStaff({
    '/api/staff/me': () => ok(editorOperator),
    '/api/staff/floors': () =>
      ok([
        staffFloor(),
        staffFloor({ floorIdx: 6, floorName: '4F', floorLabel: '4층', plan: null }),
      ]),
    '/api/staff/hotspots': (body) => ok(hotspots.filter((h) => h.floorIdx === body.floorIdx)),
    '/api/staff/zones': () => ok([staffZone()]),
    '/api/staff/programs/list': () =>
      ok(programPage([{ programIdx: 12, programName: '향수 클래스' }])),
    '/api/staff/hotspots/save': (body) => ok({ mapHotspotIdx: body.mapHotspotIdx ?? 41 }),
    '/api/staff/hotspots/delete': (body) => ok({ mapHotspotIdx: body.mapHotspotIdx }),
  });
}

/** The plan's box on the screen: 1000 × 500 px at (0, 0) (jsdom lays nothing out). */
function layOut(canvas: HTMLElement) {
  canvas.getBoundingClientRect = () =>
    ({
      left: 0,
      top: 0,
      width: 1000,
      height: 500,
      right: 1000,
      bottom: 500,
      x: 0,
      y: 0,
    }) as DOMRect;
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('/staff/floor-maps', () => {
  it('shows the floor’s plan with its hotspots, and moves the chosen one with the arrow keys', async () => {
    const api = serveMap();
    renderConsole('/staff/floor-maps?floor=5');
    const canvas = await screen.findByRole('region', { name: '3층 평면도 편집' });
    expect(within(canvas).getByRole('img', { name: '3층 평면도' }).getAttribute('src')).toBe(
      '/media/uploads/plan-3f.png',
    );
    expect(screen.getByRole('link', { name: '3F 3층' }).getAttribute('aria-current')).toBe('page');
    const rect = await within(canvas).findByRole('button', { name: '3FZ0001 라운지 영역' });
    expect(rect.parentElement?.style.left).toBe('10%');

    const user = userEvent.setup();
    await user.click(rect);
    expect(rect.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { name: '영역 3FZ0001' })).toBeTruthy();
    expect(field('가로 위치 x').value).toBe('0.1');
    rect.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}');
    expect(field('가로 위치 x').value).toBe('0.11');
    expect(field('세로 위치 y').value).toBe('0.25');
    expect(rect.parentElement?.style.left).toBe('11%');

    await user.clear(field('너비'));
    await user.type(field('너비'), '0.5');
    await user.click(screen.getByRole('button', { name: '영역 저장' }));
    expect(
      await screen.findByText('3FZ0001 영역을 저장했어요. 방문자 지도에 바로 보여요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/hotspots/save')[0]?.body).toEqual({
      mapHotspotIdx: 31,
      floorIdx: 5,
      mapType: '3FZ0001',
      programIdx: null,
      zoneIdx: 9,
      label: '라운지',
      labelEn: 'Lounge',
      rect: { x: 0.11, y: 0.25, width: 0.5, height: 0.2 },
    });
  });

  it('draws a new hotspot by dragging on the plan and links it to a program', async () => {
    const api = serveMap();
    renderConsole('/staff/floor-maps?floor=5');
    const canvas = await screen.findByRole('region', { name: '3층 평면도 편집' });
    await within(canvas).findByRole('button', { name: '3FZ0001 라운지 영역' });
    layOut(canvas);
    fireEvent.pointerDown(canvas, { pointerId: 1, button: 0, clientX: 600, clientY: 100 });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 800, clientY: 300 });
    fireEvent.pointerUp(canvas, { pointerId: 1, clientX: 800, clientY: 300 });

    expect(await screen.findByRole('heading', { name: '새 영역' })).toBeTruthy();
    expect(field('지도 코드').value).toBe('3FP0001');
    expect(field('가로 위치 x').value).toBe('0.6');
    expect(field('세로 위치 y').value).toBe('0.2');
    expect(field('너비').value).toBe('0.2');
    expect(field('높이').value).toBe('0.4');

    const user = userEvent.setup();
    // The program's name is required by the contract before anything is sent.
    await user.click(screen.getByRole('button', { name: '영역 저장' }));
    expect(
      await screen.findByText('프로그램 코드(P)에는 프로그램을 하나 지정해 주세요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/hotspots/save')).toEqual([]);

    await user.selectOptions(screen.getByLabelText('연결할 프로그램'), '12');
    await user.type(field('지도에 표시할 이름'), '향수 바');
    await user.click(screen.getByRole('button', { name: '영역 저장' }));
    expect(
      await screen.findByText('3FP0001 영역을 저장했어요. 방문자 지도에 바로 보여요.'),
    ).toBeTruthy();
    expect(api.callsTo('/api/staff/hotspots/save')[0]?.body).toEqual({
      floorIdx: 5,
      mapType: '3FP0001',
      programIdx: 12,
      zoneIdx: null,
      label: '향수 바',
      labelEn: null,
      rect: { x: 0.6, y: 0.2, width: 0.2, height: 0.4 },
    });
  });

  it('moves a hotspot by dragging it, and resizes it from a corner', async () => {
    serveMap();
    renderConsole('/staff/floor-maps?floor=5');
    const canvas = await screen.findByRole('region', { name: '3층 평면도 편집' });
    const rect = await within(canvas).findByRole('button', { name: '3FZ0001 라운지 영역' });
    layOut(canvas);
    fireEvent.pointerDown(rect, { pointerId: 2, button: 0, clientX: 200, clientY: 150 });
    fireEvent.pointerMove(canvas, { pointerId: 2, clientX: 300, clientY: 200 });
    fireEvent.pointerUp(canvas, { pointerId: 2, clientX: 300, clientY: 200 });
    await waitFor(() => expect(field('가로 위치 x').value).toBe('0.2'));
    expect(field('세로 위치 y').value).toBe('0.3');

    const corner = rect.parentElement?.querySelector('[data-handle="se"]') as HTMLElement;
    fireEvent.pointerDown(corner, { pointerId: 3, button: 0, clientX: 500, clientY: 250 });
    fireEvent.pointerMove(canvas, { pointerId: 3, clientX: 900, clientY: 400 });
    fireEvent.pointerUp(canvas, { pointerId: 3, clientX: 900, clientY: 400 });
    await waitFor(() => expect(field('너비').value).toBe('0.7'));
    expect(field('높이').value).toBe('0.5');
  });

  it('deletes a hotspot after asking', async () => {
    const api = serveMap();
    renderConsole('/staff/floor-maps?floor=5');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '3FZ0001 라운지 영역' }));
    await user.click(screen.getByRole('button', { name: '영역 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '3FZ0001 영역을 지울까요?' });
    await user.click(within(dialog).getByRole('button', { name: '영역 삭제' }));
    expect(await screen.findByText('3FZ0001 영역을 지웠어요.')).toBeTruthy();
    expect(api.callsTo('/api/staff/hotspots/delete')[0]?.body).toEqual({ mapHotspotIdx: 31 });
  });

  it('asks for a plan before hotspots on a floor without one', async () => {
    serveMap();
    renderConsole('/staff/floor-maps?floor=6');
    expect(
      await screen.findByText('평면도를 먼저 저장하면 그 위에 영역을 그릴 수 있어요.'),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: '4층 평면도' })).toBeTruthy();
  });
});
