import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CameraEnvironment } from '../../../components/qr-input/camera-scanner';
import type { BarcodeDetectorClass } from '../../../components/qr-input/qr-decoder';
import type { FakeHandler } from '../../../testing/fake-api';
import { ok, refusal } from '../../../testing/fake-api';
import { checkInResult } from '../../../testing/fixtures';
import { serveStaff, staffUnauthorized } from '../../../testing/staff-api';
import { LocationProbe, renderWithProviders } from '../../../testing/test-utils';
import { StaffGuard } from '../../auth/components/staff-guard';
import { StaffScanner } from './staff-scanner';

const QR_UUID = '7b0d2a8e-4c1f-4c55-9d62-0f3b1a2c3d4e';

let vibrate: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vibrate = vi.fn(() => true);
  Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'vibrate');
  vi.restoreAllMocks();
});

/** A camera whose frames always show `text` (via a fake BarcodeDetector, or jsqr when absent). */
function fakeCamera({
  text = QR_UUID,
  detector = true,
  getUserMedia,
}: {
  text?: string | null;
  detector?: boolean;
  getUserMedia?: CameraEnvironment['getUserMedia'];
} = {}) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const Detector = function (this: { detect: () => Promise<{ rawValue: string }[]> }) {
    this.detect = async () => (text ? [{ rawValue: text }] : []);
  } as unknown as BarcodeDetectorClass;
  Detector.getSupportedFormats = async () => ['qr_code'];
  const loadJsQr = vi.fn(async () => () => (text ? { data: text } : null));
  const canvasContext = {
    drawImage: () => {},
    getImageData: () => ({ data: new Uint8ClampedArray(4) }),
  };
  const environment = (): CameraEnvironment => ({
    getUserMedia: getUserMedia ?? vi.fn(async () => stream),
    decoder: {
      BarcodeDetector: detector ? Detector : undefined,
      loadJsQr,
      createCanvas: () =>
        ({ width: 0, height: 0, getContext: () => canvasContext }) as unknown as HTMLCanvasElement,
    },
  });
  return { environment, track, loadJsQr };
}

function renderScanner({
  camera = fakeCamera({ text: null }),
  clock = { ms: Date.parse('2026-05-05T10:05:00+09:00') },
}: {
  camera?: ReturnType<typeof fakeCamera>;
  clock?: { ms: number };
} = {}) {
  const locations: Location[] = [];
  const probe = <LocationProbe onChange={(location) => locations.push(location)} />;
  const result = renderWithProviders(
    <>
      <StaffGuard>
        {() => (
          <StaffScanner cameraEnvironment={camera.environment} now={() => new Date(clock.ms)} />
        )}
      </StaffGuard>
      {probe}
    </>,
    {
      path: '/staff',
      routePath: '/staff',
      extraRoutes: [{ path: '/staff/login', element: probe }],
    },
  );
  return { ...result, where: () => locations.at(-1), clock };
}

function serveCheckIn(handler: FakeHandler, extra: Record<string, FakeHandler> = {}) {
  return serveStaff({ '/api/staff/checkin': handler, ...extra });
}

async function typeCode(code: string) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText('입장 코드');
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: '확인' }));
  return user;
}

const resultCard = () =>
  within(screen.getByRole('region', { name: '확인 결과' })).getByRole('status');

const findResultCard = async () =>
  within(await screen.findByRole('region', { name: '확인 결과' })).getByRole('status');

/** What every online scan carries besides its value: this scanner's id and the scan's nonce. */
const scan = (body: Record<string, unknown>) => ({
  ...body,
  scannerId: expect.stringMatching(UUID),
  scanNonce: expect.stringMatching(UUID),
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the scanner guard', () => {
  it('sends a visitor without a staff session to the staff login, with the cookie alone', async () => {
    window.localStorage.setItem('jwt', 'member-token');
    const api = serveStaff({ '/api/staff/me': () => staffUnauthorized });
    const { where } = renderScanner();
    await waitFor(() => expect(where()?.pathname).toBe('/staff/login'));
    // Back to the scanner after the login: the login's default is 오늘, so the
    // scanner is named as the return address.
    expect(where()?.search).toBe('?redirect=%2Fstaff');
    // A member logged in on the same phone is left alone: no token is sent, none is touched.
    expect(api.callsTo('/api/staff/me')[0]?.headers['x-access-token']).toBeUndefined();
    expect(window.localStorage.getItem('jwt')).toBe('member-token');
  });
});

describe('manual entry', () => {
  it.each(['ABC', 'ABCD-EFG0', 'hello world'])(
    'refuses %j on the client with a clear message and sends nothing',
    async (garbage) => {
      const api = serveCheckIn(() => ok(checkInResult()));
      renderScanner();
      await typeCode(garbage);
      expect(screen.getByRole('alert').textContent).toBe(
        '입장 코드는 8자리예요(예: ABCD-EFGH). 회원님 QR 아래의 코드를 다시 확인해 주세요.',
      );
      expect(screen.getByLabelText('입장 코드').getAttribute('aria-invalid')).toBe('true');
      expect(api.callsTo('/api/staff/checkin')).toEqual([]);
    },
  );

  it('checks a typed code in at the entrance: green 입장 확인 with the visit and the tutorial', async () => {
    const api = serveCheckIn(() => ok(checkInResult()));
    renderScanner();
    await typeCode('abcd-efgh');
    const card = await findResultCard();
    await waitFor(() => expect(card.textContent).toContain('입장 확인'));
    expect(card.getAttribute('data-tone')).toBe('success');
    expect(card.getAttribute('aria-live')).toBe('polite');
    expect(card.textContent).toContain('김*늘 님');
    expect(card.textContent).toContain('3번째 방문');
    expect(card.textContent).toContain('장소 입구');
    expect(card.textContent).toContain('환영 인사와 튜토리얼 안내를 보냈어요');
    expect(api.callsTo('/api/staff/checkin')[0]?.body).toEqual(scan({ qrValue: 'abcd-efgh' }));
    expect((screen.getByLabelText('입장 코드') as HTMLInputElement).value).toBe('');
    expect(vibrate).toHaveBeenCalledWith(120);
  });

  it('a second check-in says 이미 입장 확인된 QR이에요 with the first time, in amber', async () => {
    serveCheckIn(() =>
      ok(checkInResult({ result: 'ALREADY_CHECKED_IN', checkedInAt: '2026-05-05T09:41:00+09:00' })),
    );
    renderScanner();
    await typeCode('ABCDEFGH');
    const card = await findResultCard();
    await waitFor(() => expect(card.textContent).toContain('이미 입장 확인된 QR이에요'));
    expect(card.getAttribute('data-tone')).toBe('warning');
    expect(card.textContent).toContain('처음 확인 09:41');
  });

  it.each([
    [400, 'QR_INVALID', '확인할 수 없는 QR이에요. 회원님의 My QR 화면을 다시 보여 주세요.'],
    [400, 'QR_EXPIRED', '오늘 발급된 QR이 아니에요. My QR에서 오늘의 QR을 새로 발급해 주세요.'],
    [400, 'VALIDATION_FAILED', '입력값을 다시 확인해 주세요.'],
    [429, 'RATE_LIMITED', '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.'],
  ])(
    "a %i %s refusal is red with the server's message, and the code stays",
    async (status, code, message) => {
      serveCheckIn(() => refusal(status, code, message));
      renderScanner();
      await typeCode('ABCD-EFGH');
      const card = await findResultCard();
      await waitFor(() => expect(card.textContent).toContain(message));
      expect(card.getAttribute('data-tone')).toBe('danger');
      expect((screen.getByLabelText('입장 코드') as HTMLInputElement).value).toBe('ABCD-EFGH');
      expect(vibrate).toHaveBeenCalledWith([220, 90, 220]);
    },
  );

  it('goes to the login page when the staff session ran out', async () => {
    serveCheckIn(() => staffUnauthorized);
    const { where } = renderScanner();
    await typeCode('ABCD-EFGH');
    await waitFor(() => expect(where()?.pathname).toBe('/staff/login'));
  });

  it('checks in at the chosen place, remembered for the instance, and lists the last results', async () => {
    let count = 0;
    const api = serveCheckIn(() => {
      count += 1;
      return ok(
        checkInResult({
          memberName: `회*${count}`,
          place: { type: 'PROGRAM', name: '향수 클래스' },
        }),
      );
    });
    renderScanner();
    const user = userEvent.setup();
    const select = await screen.findByLabelText('확인 장소');
    await waitFor(() => expect((select as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(select, '2F · 향수 클래스 (튜토리얼)');
    expect(window.sessionStorage.getItem('staffPlace')).toBe('program:12');
    await typeCode('ABCD-EFGH');
    await screen.findByText('회*1 님');
    await typeCode('ABCD-EFGJ');
    await screen.findByText('회*2 님');
    expect(api.callsTo('/api/staff/checkin').map((c) => c.body)).toEqual([
      scan({ qrValue: 'ABCD-EFGH', programIdx: 12 }),
      scan({ qrValue: 'ABCD-EFGJ', programIdx: 12 }),
    ]);
    const history = screen.getByRole('region', { name: '최근 확인 기록' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '10:05입장회*2 · 향수 클래스',
      '10:05입장회*1 · 향수 클래스',
    ]);
  });

  it('starts at the remembered place', async () => {
    window.sessionStorage.setItem('staffPlace', 'zone:3');
    const api = serveCheckIn(() => ok(checkInResult()));
    renderScanner();
    const select = (await screen.findByLabelText('확인 장소')) as HTMLSelectElement;
    await waitFor(() => expect(select.value).toBe('zone:3'));
    await typeCode('ABCD-EFGH');
    await waitFor(() => expect(api.callsTo('/api/staff/checkin')).toHaveLength(1));
    expect(api.callsTo('/api/staff/checkin')[0]?.body).toEqual(
      scan({ qrValue: 'ABCD-EFGH', zoneIdx: 3 }),
    );
  });
});

describe('the camera', () => {
  it('checks a QR in once while the camera keeps seeing it, and again after 3 s', async () => {
    const api = serveCheckIn(() => ok(checkInResult()));
    const camera = fakeCamera({ text: QR_UUID });
    const { clock } = renderScanner({ camera });
    await userEvent.setup().click(await screen.findByRole('button', { name: '카메라 켜기' }));
    await waitFor(() => expect(api.callsTo('/api/staff/checkin')).toHaveLength(1));
    expect(api.callsTo('/api/staff/checkin')[0]?.body).toEqual(scan({ qrValue: QR_UUID }));
    // Many more frames with the same QR: ignored.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(api.callsTo('/api/staff/checkin')).toHaveLength(1);
    // Out of view for 3 s (the clock moves on), then shown again: checked again.
    clock.ms += 3_500;
    await waitFor(() => expect(api.callsTo('/api/staff/checkin')).toHaveLength(2));
  });

  it('sends one request at a time', async () => {
    let release: () => void = () => {};
    const api = serveCheckIn(
      () =>
        new Promise((resolve) => {
          release = () => resolve(ok(checkInResult()));
        }),
    );
    const camera = fakeCamera({ text: QR_UUID });
    const { clock } = renderScanner({ camera });
    await userEvent.setup().click(await screen.findByRole('button', { name: '카메라 켜기' }));
    await waitFor(() => expect(api.callsTo('/api/staff/checkin')).toHaveLength(1));
    clock.ms += 10_000; // the gate would let it through, but a request is still out
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(api.callsTo('/api/staff/checkin')).toHaveLength(1);
    await act(async () => release());
    await screen.findByText('김*늘 님');
  });

  it('shows a QR that is not ours as refused, without a request', async () => {
    const api = serveCheckIn(() => ok(checkInResult()));
    renderScanner({ camera: fakeCamera({ text: 'https://example.com/menu' }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: '카메라 켜기' }));
    await waitFor(() => expect(resultCard().textContent).toContain('이 매장의 입장 QR이 아니에요'));
    expect(api.callsTo('/api/staff/checkin')).toEqual([]);
  });

  it('reads frames with jsqr when the browser has no BarcodeDetector', async () => {
    const api = serveCheckIn(() => ok(checkInResult()));
    const camera = fakeCamera({ text: QR_UUID, detector: false });
    // jsdom's video has no picture; give it a size so frames are copied to the canvas.
    vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
    vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
    renderScanner({ camera });
    await userEvent.setup().click(await screen.findByRole('button', { name: '카메라 켜기' }));
    await waitFor(() => expect(api.callsTo('/api/staff/checkin')).toHaveLength(1));
    expect(camera.loadJsQr).toHaveBeenCalledTimes(1);
  });

  it('does not load jsqr when the BarcodeDetector reads QR codes', async () => {
    const api = serveCheckIn(() => ok(checkInResult()));
    const camera = fakeCamera({ text: QR_UUID, detector: true });
    renderScanner({ camera });
    await userEvent.setup().click(await screen.findByRole('button', { name: '카메라 켜기' }));
    await waitFor(() => expect(api.callsTo('/api/staff/checkin')).toHaveLength(1));
    expect(camera.loadJsQr).not.toHaveBeenCalled();
  });

  it('a denied camera says so, and the entry code still works', async () => {
    const api = serveCheckIn(() => ok(checkInResult()));
    const denied = vi.fn(async () => {
      throw new DOMException('Permission denied', 'NotAllowedError');
    });
    renderScanner({ camera: fakeCamera({ getUserMedia: denied }) });
    await userEvent.setup().click(await screen.findByRole('button', { name: '카메라 켜기' }));
    expect((await screen.findByRole('alert')).textContent).toContain('카메라 권한이 꺼져 있어요');
    expect(denied).toHaveBeenCalledWith({ video: { facingMode: 'environment' }, audio: false });
    await typeCode('ABCD-EFGH');
    await waitFor(() => expect(api.callsTo('/api/staff/checkin')).toHaveLength(1));
  });

  it('a phone without a camera API says so', async () => {
    serveStaff();
    const camera = fakeCamera();
    renderScanner({
      camera: {
        ...camera,
        environment: () => ({ ...camera.environment(), getUserMedia: undefined }),
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: '카메라 켜기' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '이 기기에서는 카메라를 쓸 수 없어요',
    );
  });

  it('stops the camera when the tab is hidden and when the page is left', async () => {
    serveStaff();
    const camera = fakeCamera({ text: null });
    const { unmount } = renderScanner({ camera });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '카메라 켜기' }));
    await screen.findByRole('button', { name: '카메라 끄기' });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(camera.track.stop).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '카메라 켜기' })).toBeTruthy();
    visibility.mockRestore();

    await user.click(screen.getByRole('button', { name: '카메라 켜기' }));
    await screen.findByRole('button', { name: '카메라 끄기' });
    unmount();
    expect(camera.track.stop).toHaveBeenCalledTimes(2);
  });
});
