import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SseMessage } from '@venue/contract';
import { seoulToday } from '@venue/contract/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { venueInfoFixture } from '../../../lib/venue-info/venue-info-fixture';
import { clearAlerts, confirmAlert, getAlerts } from '../../../stores/alert-store';
import { isCheckinFlagSet } from '../../session/user-state';
import { fakeApi } from '../../signup/testing/fake-api';
import type { CheckInStreamOptions } from '../live-stream';
import {
  logIn,
  logOut,
  member,
  noPass,
  passOfToday,
  QR_UUID,
  renderAt,
} from '../testing/qr-fixtures';
import { QrComplete } from './qr-complete';

// The live stream is faked at our own function: its wire protocol has its own tests
// (live-stream.test.ts). Each test can hand a message to the page through `deliver`.
const streams = vi.hoisted(() => ({
  opened: [] as { options: CheckInStreamOptions; close: ReturnType<typeof vi.fn> }[],
}));
vi.mock('../live-stream', () => ({
  openCheckInStream: (options: CheckInStreamOptions) => {
    const close = vi.fn();
    streams.opened.push({ options, close });
    return { close, done: new Promise(() => {}) };
  },
}));

// The QR library, wrapped so the test sees the options the page draws with.
const qrFactory = vi.hoisted(() => ({ calls: [] as [number, string][] }));
vi.mock('qrcode-generator', async (importOriginal) => {
  const actual = (await importOriginal<{ default: (t: number, l: string) => unknown }>()).default;
  return {
    default: (typeNumber: number, level: string) => {
      qrFactory.calls.push([typeNumber, level]);
      return actual(typeNumber, level);
    },
  };
});

function deliver(message: SseMessage) {
  const stream = streams.opened.at(-1);
  if (!stream) throw new Error('no stream was opened');
  act(() => stream.options.onMessage(message));
}

beforeEach(() => {
  streams.opened.length = 0;
  qrFactory.calls.length = 0;
  logIn();
});

afterEach(() => {
  clearAlerts();
  logOut();
});

function completeApi(pass = passOfToday(), userInfo: () => unknown = () => ({ data: member() })) {
  return fakeApi({
    '/api/getQrValue': () => ({ data: pass }),
    '/api/getuserinfo': userInfo as never,
    // The welcome names the venue of its settings.
    '/api/venue/info': () => ({ data: venueInfoFixture({ venueName: '오렌지하우스 성수' }) }),
  });
}

describe('/qrComplet', () => {
  it('draws the QR of the qrUuid at level H and 180 px, with the entry code, name and day', async () => {
    completeApi();
    renderAt(<QrComplete />, '/qrComplet');
    const qr = await screen.findByRole('img', { name: '입장용 QR 코드' });
    expect(qr.getAttribute('width')).toBe('180');
    expect(qr.getAttribute('height')).toBe('180');
    expect(qr.getAttribute('shape-rendering')).toBe('crispEdges');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(qrFactory.calls).toContainEqual([0, 'H']);
    expect(screen.getByText('ABCD-2345')).toBeTruthy();
    expect(screen.getByText('입장 코드')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '김하늘님의 입장 QR' })).toBeTruthy();
    expect(screen.getByText('2026년 11월 22일 (일)')).toBeTruthy();
    expect(screen.getByText(/오늘 하루만 쓸 수 있어요/)).toBeTruthy();
    expect(streams.opened.map((s) => s.options.qrUuid)).toEqual([QR_UUID]);
  });

  it('waits for the name, then says 고객 when it does not come within 2 s', async () => {
    completeApi(passOfToday(), () => new Promise(() => {}));
    renderAt(<QrComplete />, '/qrComplet');
    const heading = await screen.findByRole('heading', { name: /님의 입장 QR/ });
    expect(heading.textContent).not.toContain('고객');
    await waitFor(() => expect(heading.textContent).toBe('고객님의 입장 QR'), {
      timeout: 3000,
    });
  });

  it('goes to /qr when there is no pass today', async () => {
    completeApi(noPass());
    const { where } = renderAt(<QrComplete />, '/qrComplet');
    await waitFor(() => expect(where()).toBe('/qr'));
    expect(streams.opened).toEqual([]);
  });

  it('shows 입장 완료 instead of waiting when the member has checked in already', async () => {
    completeApi(passOfToday({ checkedInYn: 'Y' }));
    renderAt(<QrComplete />, '/qrComplet');
    expect(await screen.findByText('입장 완료')).toBeTruthy();
    expect(screen.getByText(/오늘 입장이 확인되었어요/)).toBeTruthy();
    expect(streams.opened).toEqual([]);
  });

  it('opens the welcome with a tutorial on the first message; its button goes to /tutorial/{id}', async () => {
    const user = userEvent.setup();
    completeApi();
    const { where, queryClient } = renderAt(<QrComplete />, '/qrComplet');
    await screen.findByRole('heading', { name: '김하늘님의 입장 QR' });
    queryClient.setQueryData(['home', 'mainTitleInfo'], { qrAuthYn: 'N' });
    deliver({ programIdx: 7, tutorialYn: 'Y', tutorialLink: '/media/embed/tutorial-a.html' });

    const dialog = await screen.findByRole('dialog', {
      name: '오렌지하우스 성수에 오신 걸 환영해요!',
    });
    const tutorial = within(dialog).getByRole('button', { name: '체험방법 알아보기' });
    expect(document.activeElement).toBe(tutorial);
    expect(within(dialog).getByRole('button', { name: '홈으로' })).toBeTruthy();
    // The check-in is recorded: today's flag, and the member's data asked again.
    expect(window.localStorage.getItem('checkin')).toBe(seoulToday(new Date()));
    expect(isCheckinFlagSet(window.localStorage.getItem('checkin'))).toBe(true);
    expect(queryClient.getQueryState(['home', 'mainTitleInfo'])?.isInvalidated).toBe(true);
    expect(screen.getByText('입장 완료')).toBeTruthy();
    // Tab stays inside the dialog.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.click(tutorial);
    expect(where()).toBe('/tutorial/7');
  });

  it('shows a plain welcome without the tutorial button for tutorialYn N', async () => {
    const user = userEvent.setup();
    completeApi();
    const { where } = renderAt(<QrComplete />, '/qrComplet');
    await screen.findByRole('heading', { name: '김하늘님의 입장 QR' });
    deliver({ programIdx: null, tutorialYn: 'N', tutorialLink: null });
    const dialog = await screen.findByRole('dialog', {
      name: '오렌지하우스 성수에 오신 걸 환영해요!',
    });
    expect(within(dialog).queryByRole('button', { name: '체험방법 알아보기' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '홈으로' }));
    expect(where()).toBe('/');
  });

  it('closes the welcome with 닫기 and keeps the QR on screen', async () => {
    const user = userEvent.setup();
    completeApi();
    renderAt(<QrComplete />, '/qrComplet');
    await screen.findByRole('heading', { name: '김하늘님의 입장 QR' });
    deliver({ programIdx: 7, tutorialYn: 'Y', tutorialLink: '/media/embed/tutorial-a.html' });
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('img', { name: '입장용 QR 코드' })).toBeTruthy();
  });

  it('closes the stream when the page is left', async () => {
    completeApi();
    const view = renderAt(<QrComplete />, '/qrComplet');
    await screen.findByRole('img', { name: '입장용 QR 코드' });
    view.unmount();
    expect(streams.opened[0]?.close).toHaveBeenCalled();
  });

  it('says 오류가 발생했습니다. 다시 시도해주세요. when the pass cannot be read, then goes back', async () => {
    fakeApi({
      '/api/getQrValue': () => ({
        error: { status: 500, errorCode: 'INTERNAL', message: '서버 오류' },
      }),
    });
    const { where } = renderAt(<QrComplete />, '/qrComplet');
    await waitFor(() =>
      expect(getAlerts().map((a) => a.title)).toEqual(['오류가 발생했습니다. 다시 시도해주세요.']),
    );
    act(() => confirmAlert());
    // Opened directly (no earlier page of the app): back means home.
    expect(where()).toBe('/');
  });
});
