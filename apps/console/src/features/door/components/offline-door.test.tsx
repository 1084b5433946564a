import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type DoorKeys,
  errorMessages,
  type StaffDoorSyncBody,
  type SyncedScan,
} from '@venue/contract';
import {
  entryCodeHash,
  PASS_KEY_ALGORITHM,
  type PassCryptoKey,
  passStep,
  qrUuidHash,
  signPassCode,
  toBase64Url,
} from '@venue/contract/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CameraEnvironment } from '../../../components/qr-input/camera-scanner';
import type { BarcodeDetectorClass } from '../../../components/qr-input/qr-decoder';
import { type FakeHandler, ok, refusal } from '../../../testing/fake-api';
import { checkInResult } from '../../../testing/fixtures';
import { serveStaff } from '../../../testing/staff-api';
import { renderWithProviders } from '../../../testing/test-utils';
import { StaffGuard } from '../../auth/components/staff-guard';
import { resetOfflineDoorForTests } from '../offline/use-offline-door';
import { StaffScanner } from './staff-scanner';

const NOW = Date.parse('2026-05-05T10:05:00+09:00');
/** The daily QR of pass 11, which a phone holds, and of a withdrawn member's pass. */
const BOUND_QR_UUID = '2c9e4f10-6a3b-4d7e-8f21-5b6c7d8e9f00';
const GONE_QR_UUID = '5d1c0b2a-3e4f-4a6b-8c7d-9e0f1a2b3c4d';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let onLine = true;
function setOnline(next: boolean) {
  onLine = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  resetOfflineDoorForTests();
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  // TanStack's own online flag follows the events: the next test starts online.
  window.dispatchEvent(new Event('online'));
  vi.restoreAllMocks();
  window.localStorage.clear();
});

async function phone() {
  const pair = (await crypto.subtle.generateKey(PASS_KEY_ALGORITHM, false, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const raw = await crypto.subtle.exportKey('raw', pair.publicKey);
  return { privateKey: pair.privateKey as PassCryptoKey, signingKey: toBase64Url(raw) };
}

async function doorKeys(signingKey: string): Promise<DoorKeys> {
  return {
    serverTime: '2026-05-05T10:05:00+09:00',
    visitDate: '2026-05-05',
    passes: [
      {
        qrPassIdx: 11,
        memberName: '김*늘',
        signingKey,
        codeSecret: toBase64Url(new Uint8Array(32).fill(7)),
        formerSigningKeys: [],
        qrUuidHash: null,
        entryCodeHash: null,
      },
      {
        qrPassIdx: 12,
        memberName: '이*준',
        signingKey: null,
        codeSecret: null,
        formerSigningKeys: [],
        qrUuidHash: null,
        entryCodeHash: await entryCodeHash('ABCDEFGH'),
      },
    ],
    revokedPassIdxs: [],
  };
}

/** A camera whose frames show `text` (a fake BarcodeDetector), as the scanner's own tests use. */
function camera(text: string) {
  const stream = { getTracks: () => [{ stop: () => {} }] } as unknown as MediaStream;
  const Detector = function (this: { detect: () => Promise<{ rawValue: string }[]> }) {
    this.detect = async () => [{ rawValue: text }];
  } as unknown as BarcodeDetectorClass;
  Detector.getSupportedFormats = async () => ['qr_code'];
  return (): CameraEnvironment => ({
    getUserMedia: async () => stream,
    decoder: {
      BarcodeDetector: Detector,
      loadJsQr: async () => () => null,
      createCanvas: () => document.createElement('canvas'),
    },
  });
}

function renderScanner(
  handlers: Record<string, FakeHandler>,
  environment?: () => CameraEnvironment,
) {
  const api = serveStaff(handlers);
  renderWithProviders(
    <StaffGuard>
      {() => <StaffScanner cameraEnvironment={environment} now={() => new Date(NOW)} />}
    </StaffGuard>,
    { path: '/staff', routePath: '/staff' },
  );
  return api;
}

const doorState = () => screen.getByRole('status', { name: '스캐너 연결 상태' });
const resultCard = () =>
  within(screen.getByRole('region', { name: '확인 결과' })).getByRole('status');

async function typeCode(code: string) {
  const user = userEvent.setup();
  const input = await screen.findByLabelText('입장 코드');
  await user.clear(input);
  await user.type(input, code);
  await user.click(screen.getByRole('button', { name: '확인' }));
}

const synced = (body: StaffDoorSyncBody, overrides: Partial<SyncedScan> = {}): SyncedScan[] =>
  body.scans.map((scan) => ({
    nonce: scan.nonce,
    outcome: 'CHECKED_IN',
    code: null,
    message: null,
    checkInIdx: 1,
    memberName: '김*늘',
    conflictYn: 'N',
    repeatYn: 'N',
    ...overrides,
  }));

describe('the door that keeps working offline', () => {
  it('admits a live pass by itself while offline, counts it waiting, and sends it when back', async () => {
    const held = await phone();
    const keys = await doorKeys(held.signingKey);
    const code = await signPassCode(held.privateKey, 11, passStep(NOW));
    const api = renderScanner(
      {
        '/api/staff/door/keys': () => ok(keys),
        '/api/staff/door/sync': (body) => ok({ results: synced(body as StaffDoorSyncBody) }),
      },
      camera(code),
    );
    await waitFor(() => expect(doorState().textContent).toContain('회원 2명'));
    expect(doorState().textContent).toContain('온라인');

    setOnline(false);
    expect(doorState().textContent).toContain('오프라인');
    await userEvent.setup().click(await screen.findByRole('button', { name: '카메라 켜기' }));
    await waitFor(() => expect(resultCard().textContent).toContain('입장 확인 (오프라인)'));
    expect(resultCard().textContent).toContain('김*늘 님');
    expect(resultCard().textContent).toContain('오프라인 입장 — 연결되면 보낼게요');
    expect(doorState().textContent).toContain('보낼 스캔1건');
    expect(api.callsTo('/api/staff/checkin')).toEqual([]);

    setOnline(true);
    await waitFor(() => expect(doorState().textContent).toContain('보낼 스캔0건'));
    const [sent] = api.callsTo('/api/staff/door/sync');
    expect(sent?.body).toEqual({
      scannerId: expect.stringMatching(UUID),
      scans: [
        {
          nonce: expect.stringMatching(UUID),
          scannedAt: '2026-05-05T10:05:00+09:00',
          qrValue: code,
        },
      ],
    });
    expect(doorState().textContent).toContain('마지막 전송10:05');
  });

  it('checks by itself when a check-in fails by the network, keeping the scan’s nonce', async () => {
    const held = await phone();
    const keys = await doorKeys(held.signingKey);
    const api = renderScanner({
      '/api/staff/door/keys': () => ok(keys),
      '/api/staff/checkin': () => {
        throw new TypeError('Failed to fetch');
      },
      '/api/staff/door/sync': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await waitFor(() => expect(doorState().textContent).toContain('회원 2명'));
    await typeCode('abcd-efgh');
    await waitFor(() => expect(resultCard().textContent).toContain('입장 확인 (오프라인)'));
    expect(resultCard().textContent).toContain('이*준 님');
    // A pass no phone holds: staff look at the member.
    expect(resultCard().textContent).toContain(
      '기본 QR이에요 (캡처 방지 없음). 본인인지 얼굴이나 신분증을 확인해 주세요.',
    );
    expect(doorState().textContent).toContain('오프라인');
    expect(doorState().textContent).toContain('보낼 스캔1건');
    // The same pass again at the same place: already in, nothing more queued.
    await typeCode('ABCD-EFGH');
    await waitFor(() => expect(resultCard().textContent).toContain('이미 입장 확인된 QR이에요'));
    expect(doorState().textContent).toContain('보낼 스캔1건');
    const [online] = api.callsTo('/api/staff/checkin');
    const queuedNonce = online?.body.scanNonce;
    expect(queuedNonce).toMatch(UUID);
    // Only one check-in went out: once offline, the door no longer waits for the network.
    expect(api.callsTo('/api/staff/checkin')).toHaveLength(1);
  });

  it('after a check-in lost to the network, a sync that gets through brings the door back online', async () => {
    const held = await phone();
    const keys = await doorKeys(held.signingKey);
    let networkUp = false;
    const api = renderScanner({
      '/api/staff/door/keys': () => ok(keys),
      '/api/staff/checkin': () => {
        if (!networkUp) throw new TypeError('Failed to fetch');
        return ok(checkInResult());
      },
      '/api/staff/door/sync': (body) => {
        if (!networkUp) throw new TypeError('Failed to fetch');
        return ok({ results: synced(body as StaffDoorSyncBody) });
      },
    });
    await waitFor(() => expect(doorState().textContent).toContain('회원 2명'));
    await typeCode('ABCD-EFGH');
    await waitFor(() => expect(doorState().textContent).toContain('보낼 스캔1건'));
    expect(doorState().textContent).toContain('오프라인');
    networkUp = true;
    await userEvent.setup().click(screen.getByRole('button', { name: '지금 보내기' }));
    await waitFor(() => expect(doorState().textContent).toContain('보낼 스캔0건'));
    expect(doorState().textContent).toContain('온라인');
    // The same nonce the lost check-in carried: the server applies the scan once.
    const [lost] = api.callsTo('/api/staff/checkin');
    const [sent] = api.callsTo('/api/staff/door/sync').slice(-1);
    const scans = (sent?.body.scans ?? []) as { nonce: string }[];
    expect(scans.map((scan) => scan.nonce)).toEqual([lost?.body.scanNonce]);
  });

  it('remembers a pass admitted online here: scanned again once offline, it is already in', async () => {
    const held = await phone();
    const keys = await doorKeys(held.signingKey);
    const api = renderScanner({
      '/api/staff/door/keys': () => ok(keys),
      '/api/staff/checkin': (body) =>
        ok(
          (body as { qrValue: string }).qrValue === 'ABCD-EFGH'
            ? checkInResult({ memberName: '이*준', passMode: 'UNBOUND' })
            : checkInResult({ result: 'ALREADY_CHECKED_IN' }),
        ),
    });
    await waitFor(() => expect(doorState().textContent).toContain('회원 2명'));
    // Online: the phone's live code (already in, by another desk) and an old browser's code.
    await typeCode(await signPassCode(held.privateKey, 11, passStep(NOW)));
    await waitFor(() => expect(resultCard().textContent).toContain('이미 입장 확인된 QR이에요'));
    await typeCode('ABCD-EFGH');
    await waitFor(() => expect(resultCard().textContent).toContain('이*준 님'));
    expect(api.callsTo('/api/staff/checkin')).toHaveLength(2);

    setOnline(false);
    // The phone's next code, then the same static code typed differently: both already in here.
    await typeCode(await signPassCode(held.privateKey, 11, passStep(NOW) + 1));
    await waitFor(() => expect(resultCard().textContent).toContain('김*늘 님'));
    expect(resultCard().textContent).toContain('이미 입장 확인된 QR이에요');
    expect(resultCard().textContent).toContain('이 스캐너에서 오늘 이미 입장 확인했어요.');
    await typeCode('abcdefgh');
    await waitFor(() => expect(resultCard().textContent).toContain('이*준 님'));
    expect(resultCard().textContent).toContain('이미 입장 확인된 QR이에요');
    expect(doorState().textContent).toContain('보낼 스캔0건');
    expect(api.callsTo('/api/staff/checkin')).toHaveLength(2);

    // Once per place: at another place the same pass is admitted offline and queued.
    await userEvent.setup().selectOptions(screen.getByLabelText('확인 장소'), 'zone:3');
    await typeCode(await signPassCode(held.privateKey, 11, passStep(NOW)));
    await waitFor(() => expect(resultCard().textContent).toContain('입장 확인 (오프라인)'));
    expect(doorState().textContent).toContain('보낼 스캔1건');
  });

  it('refuses a bound pass’s daily QR offline as the server does', async () => {
    const held = await phone();
    const keys = await doorKeys(held.signingKey);
    const bound = keys.passes[0];
    if (!bound) throw new Error('no pass');
    bound.entryCodeHash = await entryCodeHash('KLMNPQRS');
    renderScanner({ '/api/staff/door/keys': () => ok(keys) });
    await waitFor(() => expect(doorState().textContent).toContain('회원 2명'));
    setOnline(false);
    await typeCode('KLMN-PQRS');
    await waitFor(() => expect(resultCard().textContent).toContain('입장 불가'));
    expect(resultCard().textContent).toContain(errorMessages.QR_DEVICE_REQUIRED);
    expect(doorState().textContent).toContain('보낼 스캔0건');
  });

  it('refuses a bound pass’s daily QR and a withdrawn member’s offline in the online words', async () => {
    const held = await phone();
    const keys = await doorKeys(held.signingKey);
    const bound = keys.passes[0];
    if (!bound) throw new Error('no pass');
    bound.qrUuidHash = await qrUuidHash(BOUND_QR_UUID);
    keys.revokedPassIdxs = [13];
    keys.revokedCodeHashes = [await qrUuidHash(GONE_QR_UUID), await entryCodeHash('TUVWXYZ2')];
    let shown = BOUND_QR_UUID;
    const api = renderScanner({ '/api/staff/door/keys': () => ok(keys) }, () => camera(shown)());
    await waitFor(() => expect(doorState().textContent).toContain('회원 2명'));
    setOnline(false);
    await typeCode('TUVW-XYZ2');
    await waitFor(() => expect(resultCard().textContent).toContain('탈퇴한 회원이에요'));
    expect(resultCard().textContent).toContain(errorMessages.QR_MEMBER_GONE);

    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '카메라 켜기' }));
    await waitFor(() => expect(resultCard().textContent).toContain('입장 불가'));
    expect(resultCard().textContent).toContain(errorMessages.QR_DEVICE_REQUIRED);
    await user.click(screen.getByRole('button', { name: '카메라 끄기' }));
    shown = GONE_QR_UUID;
    await user.click(screen.getByRole('button', { name: '카메라 켜기' }));
    await waitFor(() => expect(resultCard().textContent).toContain('탈퇴한 회원이에요'));
    expect(resultCard().textContent).toContain(errorMessages.QR_MEMBER_GONE);
    expect(doorState().textContent).toContain('보낼 스캔0건');
    expect(api.callsTo('/api/staff/checkin')).toEqual([]);
  });

  it('refuses a screenshot offline in the server’s words', async () => {
    const held = await phone();
    const keys = await doorKeys(held.signingKey);
    const old = await signPassCode(held.privateKey, 11, passStep(NOW) - 2);
    renderScanner({ '/api/staff/door/keys': () => ok(keys) }, camera(old));
    await waitFor(() => expect(doorState().textContent).toContain('회원 2명'));
    setOnline(false);
    await userEvent.setup().click(await screen.findByRole('button', { name: '카메라 켜기' }));
    await waitFor(() => expect(resultCard().textContent).toContain('시간이 지난 QR이에요'));
    expect(resultCard().textContent).toContain('캡처한 화면은 쓸 수 없어요');
    expect(doorState().textContent).toContain('보낼 스캔0건');
  });

  it('lists a scan the server refused after the sync, and a conflict', async () => {
    const held = await phone();
    const keys = await doorKeys(held.signingKey);
    let first = true;
    renderScanner({
      '/api/staff/door/keys': () => ok(keys),
      '/api/staff/door/sync': (body) => {
        const [a, b] = synced(body as StaffDoorSyncBody);
        if (!a || !b) throw new Error('two scans expected');
        first = false;
        return ok({
          results: [
            {
              ...a,
              outcome: 'REFUSED',
              code: 'QR_MEMBER_GONE',
              message: '탈퇴한 회원의 QR이에요. 입장할 수 없어요.',
            },
            { ...b, memberName: '이*준', conflictYn: 'Y' },
          ],
        });
      },
    });
    await waitFor(() => expect(doorState().textContent).toContain('회원 2명'));
    setOnline(false);
    await typeCode('ABCD-EFGH');
    await waitFor(() => expect(doorState().textContent).toContain('보낼 스캔1건'));
    await userEvent.setup().selectOptions(screen.getByLabelText('확인 장소'), 'zone:3');
    await typeCode('ABCD-EFGH');
    await waitFor(() => expect(doorState().textContent).toContain('보낼 스캔2건'));
    setOnline(true);
    const list = await screen.findByRole('region', { name: '연결 후 확인이 필요한 입장' });
    expect(first).toBe(false);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      // newest first
      '10:05충돌이*준 님 · 다른 스캐너에서 1분 안에 같은 회원이 입장했어요. 본인인지 확인해 주세요.',
      '10:05거절이*준 님 · 탈퇴한 회원의 QR이에요. 입장할 수 없어요.',
    ]);
  });

  it('warns staff about a pass no phone holds when the server admits it online', async () => {
    renderScanner({
      '/api/staff/door/keys': () => refusal(404, 'API_NOT_FOUND', '없음'),
      '/api/staff/checkin': () => ok(checkInResult({ passMode: 'UNBOUND' })),
    });
    await typeCode('ABCD-EFGH');
    await waitFor(() => expect(resultCard().textContent).toContain('입장 확인'));
    expect(resultCard().textContent).toContain('기본 QR이에요 (캡처 방지 없음).');
  });
});
