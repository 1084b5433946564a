import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SseMessage } from '@venue/contract';
import {
  decodePassCode,
  formatEntryCode,
  passKeyId,
  passStep,
  seoulToday,
  typedPassCode,
} from '@venue/contract/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { venueInfoFixture } from '../../../lib/venue-info/venue-info-fixture';
import { clearAlerts, confirmAlert, getAlerts } from '../../../stores/alert-store';
import { isCheckinFlagSet } from '../../session/user-state';
import { fakeApi } from '../../signup/testing/fake-api';
import { qrValueQueryKey } from '../api/get-qr-value';
import type { CheckInStreamOptions } from '../live-stream';
import { memoryPassKeyStore } from '../pass-device/key-store';
import { rememberVerifiedHere, wasVerifiedHere } from '../pass-device/verified-here';
import { aStoredPass, fakeServerCodeKey, swapPassDeviceEnv } from '../testing/pass-device-fixtures';
import {
  logIn,
  logOut,
  member,
  noPass,
  passOfToday,
  QR_PASS_IDX,
  QR_UUID,
  renderAt,
} from '../testing/qr-fixtures';
import { PASS_TEXT } from './pass-code';
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

// The QR library, wrapped so the test sees the options the page draws with and the text it
// encodes (a scanner's reading, without decoding an SVG in jsdom).
const qrFactory = vi.hoisted(() => ({
  calls: [] as [number, string][],
  data: [] as [string, string][],
}));
vi.mock('qrcode-generator', async (importOriginal) => {
  type Qr = { addData: (data: string, mode?: string) => void };
  const actual = (await importOriginal<{ default: (t: number, l: string) => Qr }>()).default;
  return {
    default: (typeNumber: number, level: string) => {
      qrFactory.calls.push([typeNumber, level]);
      const qr = actual(typeNumber, level);
      const addData = qr.addData.bind(qr);
      qr.addData = (data, mode) => {
        qrFactory.data.push([data, mode ?? 'Byte']);
        addData(data, mode);
      };
      return qr;
    },
  };
});

/** The text of the QR drawn last, and its mode. */
function lastQrText() {
  return qrFactory.data.at(-1) ?? ['', ''];
}

function deliver(message: SseMessage) {
  const stream = streams.opened.at(-1);
  if (!stream) throw new Error('no stream was opened');
  act(() => stream.options.onMessage(message));
}

let restoreEnv: () => void = () => {};

beforeEach(() => {
  streams.opened.length = 0;
  qrFactory.calls.length = 0;
  qrFactory.data.length = 0;
  logIn();
  // A browser without Web Crypto P-256 or IndexedDB, unless a test says otherwise.
  restoreEnv = swapPassDeviceEnv({
    store: memoryPassKeyStore(),
    isSupported: async () => false,
  });
});

afterEach(() => {
  restoreEnv();
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
  it('draws the daily QR of the qrUuid at level H and 180 px on a browser without Web Crypto P-256, with the entry code, name and day', async () => {
    completeApi();
    renderAt(<QrComplete />, '/qrComplet');
    const qr = await screen.findByRole('img', { name: '입장용 QR 코드' });
    expect(lastQrText()).toEqual([QR_UUID, 'Byte']);
    expect(screen.getByText(PASS_TEXT.basic)).toBeTruthy();
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

describe('/qrComplet with the pass bound to this phone (decision 070)', () => {
  type DeviceAnswer = { movedFromOtherDeviceYn?: 'Y' | 'N' } | { errorCode: string };

  /** A browser that holds keys, and a server that registers them (or refuses). */
  async function deviceApi(pass: ReturnType<typeof passOfToday>, answer: DeviceAnswer = {}) {
    const store = memoryPassKeyStore();
    restoreEnv();
    restoreEnv = swapPassDeviceEnv({ store, isSupported: async () => true });
    const server = await fakeServerCodeKey();
    const api = fakeApi({
      '/api/getQrValue': () => ({ data: pass }),
      '/api/getuserinfo': () => ({ data: member() }),
      '/api/qr/device': async (body) => {
        if ('errorCode' in answer) {
          return { error: { status: 409, errorCode: answer.errorCode, message: '다시 인증' } };
        }
        return {
          data: {
            qrPassIdx: QR_PASS_IDX,
            deviceKeyId: await passKeyId(String(body.signingKey)),
            serverCodeKey: server.publicRaw,
            serverTime: new Date().toISOString(),
            movedFromOtherDeviceYn: answer.movedFromOtherDeviceYn ?? 'N',
          },
        };
      },
    });
    return { store, server, api };
  }

  it('registers new keys right after the SMS and shows a QR this phone signed for the step, with the typed code', async () => {
    const { store, server, api } = await deviceApi(
      passOfToday({ deviceRegistrationOpenYn: 'Y', deviceKeyId: null }),
    );
    renderAt(<QrComplete />, '/qrComplet');
    const typed = await screen.findByTestId('typed-pass-code');

    const [registration] = api.callsTo('/api/qr/device').map((c) => c.body);
    expect(api.callsTo('/api/qr/device')).toHaveLength(1);
    expect(String(registration?.signingKey)).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(String(registration?.codeKey)).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    const stored = store.entries.get(QR_PASS_IDX);
    expect(stored?.deviceKeyId).toBe(await passKeyId(String(registration?.signingKey)));
    expect(stored?.signingKey.extractable).toBe(false);
    expect(stored?.typedCodeKey.extractable).toBe(false);

    // What a door reads: this pass at the current step, drawn in alphanumeric mode.
    const [text, mode] = lastQrText();
    expect(mode).toBe('Alphanumeric');
    const decoded = decodePassCode(text);
    expect(decoded?.passIdx).toBe(QR_PASS_IDX);
    expect(Math.abs((decoded?.step ?? 0) - passStep(Date.now()))).toBeLessThanOrEqual(1);
    const doorKey = await server.typedCodeKeyFor(String(registration?.codeKey));
    expect(typed.textContent).toBe(
      formatEntryCode(await typedPassCode(doorKey, QR_PASS_IDX, decoded?.step ?? 0)),
    );
    // The static code of the day is not shown: with a phone bound, the door refuses it.
    expect(screen.queryByText('ABCD-2345')).toBeNull();
    expect(screen.getByText(/15초마다 바뀌어요/)).toBeTruthy();
    expect(
      screen.getByText(/화면을 캡처하거나 다른 사람에게 보낸 QR로는 입장할 수 없어요/),
    ).toBeTruthy();
    expect(screen.queryByText(PASS_TEXT.movedHere)).toBeNull();
    // The live stream still listens by qrUuid.
    expect(streams.opened.map((s) => s.options.qrUuid)).toContain(QR_UUID);
  });

  it('says the old phone no longer counts after the pass moved onto this phone', async () => {
    await deviceApi(passOfToday({ deviceRegistrationOpenYn: 'Y', deviceKeyId: 'old-phone-key' }), {
      movedFromOtherDeviceYn: 'Y',
    });
    renderAt(<QrComplete />, '/qrComplet');
    expect(await screen.findByText(PASS_TEXT.movedHere)).toBeTruthy();
    expect(await screen.findByTestId('typed-pass-code')).toBeTruthy();
  });

  it('tells a phone whose pass moved to another phone, and offers the SMS verification again', async () => {
    const { stored } = await aStoredPass({ qrPassIdx: QR_PASS_IDX });
    const { store, api } = await deviceApi(
      passOfToday({ deviceRegistrationOpenYn: 'N', deviceKeyId: 'another-phone-key' }),
    );
    await store.put(stored);
    const user = userEvent.setup();
    const { where } = renderAt(<QrComplete />, '/qrComplet');
    expect(await screen.findByText(PASS_TEXT.moved)).toBeTruthy();
    expect(screen.queryByRole('img', { name: '입장용 QR 코드' })).toBeNull();
    expect(screen.queryByText('ABCD-2345')).toBeNull();
    expect(api.callsTo('/api/qr/device')).toEqual([]);
    await user.click(screen.getByRole('link', { name: PASS_TEXT.verifyAgain }));
    expect(where()).toBe('/qrissue?again=1');
  });

  it('does not take the pass back from the other phone unasked, only after verifying again here', async () => {
    const { stored } = await aStoredPass({ qrPassIdx: QR_PASS_IDX });
    const pass = passOfToday({ deviceRegistrationOpenYn: 'Y', deviceKeyId: 'another-phone-key' });
    const { store, api } = await deviceApi(pass, { movedFromOtherDeviceYn: 'Y' });
    await store.put(stored);
    const first = renderAt(<QrComplete />, '/qrComplet');
    expect(await screen.findByText(PASS_TEXT.moved)).toBeTruthy();
    expect(api.callsTo('/api/qr/device')).toEqual([]);
    first.unmount();

    rememberVerifiedHere();
    renderAt(<QrComplete />, '/qrComplet');
    expect(await screen.findByText(PASS_TEXT.movedHere)).toBeTruthy();
    expect(api.callsTo('/api/qr/device')).toHaveLength(1);
    expect(store.entries.get(QR_PASS_IDX)?.deviceKeyId).not.toBe(stored.deviceKeyId);
    expect(wasVerifiedHere()).toBe(false);
  });

  it('asks a phone that lost its key (storage cleared) to verify again', async () => {
    await deviceApi(passOfToday({ deviceRegistrationOpenYn: 'N', deviceKeyId: 'this-phone-key' }));
    renderAt(<QrComplete />, '/qrComplet');
    expect(await screen.findByText(PASS_TEXT.noKey)).toBeTruthy();
    expect(screen.getByRole('link', { name: PASS_TEXT.verifyAgain }).getAttribute('href')).toBe(
      '/qrissue?again=1',
    );
  });

  it('asks to verify again when the server says the verification has lapsed', async () => {
    await deviceApi(passOfToday({ deviceRegistrationOpenYn: 'Y' }), {
      errorCode: 'QR_DEVICE_VERIFY_AGAIN',
    });
    renderAt(<QrComplete />, '/qrComplet');
    expect(await screen.findByText(PASS_TEXT.noKey)).toBeTruthy();
    expect(getAlerts()).toEqual([]);
  });

  it("draws the code from the stored key by the server's clock, and keeps it when a refresh fails offline", async () => {
    const { stored, verifyKey } = await aStoredPass({ qrPassIdx: QR_PASS_IDX });
    const yesterday = (await aStoredPass({ qrPassIdx: 99, issueDate: '2026-11-21' })).stored;
    const { store, api } = await deviceApi(passOfToday({ deviceKeyId: stored.deviceKeyId }));
    await store.put(stored);
    await store.put(yesterday);
    const { queryClient } = renderAt(<QrComplete />, '/qrComplet');
    await screen.findByTestId('typed-pass-code');

    // The fixture's server clock reads 2026-11-22 01:00:00, days behind this machine's: the step
    // is the server's, through the offset stored with the key.
    const decoded = decodePassCode(lastQrText()[0]);
    expect(decoded?.step).toBe(passStep(Date.parse('2026-11-22T01:00:00.000Z')));
    const { verifyPassSignature } = await import('@venue/contract/domain');
    expect(await verifyPassSignature(verifyKey, decoded!)).toBe(true);
    expect(store.entries.get(QR_PASS_IDX)?.clockOffsetMs).toBeLessThan(-86_400_000);
    expect(store.entries.has(99)).toBe(false);
    expect(api.callsTo('/api/qr/device')).toEqual([]);

    // The network goes down; a refresh fails, and the pass stays on screen without an alert.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await act(() => queryClient.refetchQueries({ queryKey: qrValueQueryKey }));
    await waitFor(() => expect(queryClient.getQueryState(qrValueQueryKey)?.status).toBe('error'));
    expect(screen.getByTestId('typed-pass-code')).toBeTruthy();
    expect(screen.getByRole('img', { name: '입장용 QR 코드' })).toBeTruthy();
    expect(getAlerts()).toEqual([]);
  });
});
