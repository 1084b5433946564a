import type { DoorKeys, DoorPassKey } from '@venue/contract';
import { errorMessages } from '@venue/contract';
import {
  entryCodeHash,
  importTypedCodeSecret,
  PASS_KEY_ALGORITHM,
  PASS_STEP_SECONDS,
  type PassCryptoKey,
  passStep,
  qrUuidHash,
  signPassCode,
  toBase64Url,
  typedPassCode,
} from '@venue/contract/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOfflineVerifier, offlineRefusalMessages } from './offline-verifier';

/** A phone as the web app makes one: a P-256 key pair, its public half raw in base64url. */
async function phone() {
  const pair = (await crypto.subtle.generateKey(PASS_KEY_ALGORITHM, false, [
    'sign',
    'verify',
  ])) as CryptoKeyPair;
  const raw = await crypto.subtle.exportKey('raw', pair.publicKey);
  return { privateKey: pair.privateKey as PassCryptoKey, signingKey: toBase64Url(raw) };
}

// 2026-05-05 10:05 in Seoul; a step boundary so ±1 and ±2 steps are whole steps.
const NOW = passStep(Date.parse('2026-05-05T10:05:00+09:00')) * PASS_STEP_SECONDS * 1000;
const STEP = passStep(NOW);
const SECRET = toBase64Url(new Uint8Array(32).map((_, i) => i + 1));
const QR_UUID = '7b0d2a8e-4c1f-4c55-9d62-0f3b1a2c3d4e';
/** The daily QR and static code of pass 11, which a phone holds. */
const BOUND_QR_UUID = '2c9e4f10-6a3b-4d7e-8f21-5b6c7d8e9f00';
const BOUND_ENTRY_CODE = 'KLMNPQRS';
/** The daily QR and static code of pass 14, whose member withdrew. */
const GONE_QR_UUID = '5d1c0b2a-3e4f-4a6b-8c7d-9e0f1a2b3c4d';
const GONE_ENTRY_CODE = 'TUVWXYZ2';

let held: Awaited<ReturnType<typeof phone>>;
let former: Awaited<ReturnType<typeof phone>>;
let stranger: Awaited<ReturnType<typeof phone>>;
let keys: DoorKeys;

function devicePass(overrides: Partial<DoorPassKey>): DoorPassKey {
  return {
    qrPassIdx: 0,
    memberName: '김*늘',
    signingKey: null,
    codeSecret: null,
    formerSigningKeys: [],
    qrUuidHash: null,
    entryCodeHash: null,
    ...overrides,
  };
}

beforeAll(async () => {
  [held, former, stranger] = await Promise.all([phone(), phone(), phone()]);
  keys = {
    serverTime: '2026-05-05T10:05:00+09:00',
    visitDate: '2026-05-05',
    passes: [
      devicePass({
        qrPassIdx: 11,
        signingKey: held.signingKey,
        codeSecret: SECRET,
        formerSigningKeys: [former.signingKey],
        qrUuidHash: await qrUuidHash(BOUND_QR_UUID),
        entryCodeHash: await entryCodeHash(BOUND_ENTRY_CODE),
      }),
      devicePass({
        qrPassIdx: 12,
        memberName: '이*준',
        qrUuidHash: await qrUuidHash(QR_UUID),
        entryCodeHash: await entryCodeHash('ABCDEFGH'),
      }),
      devicePass({ qrPassIdx: 13, memberName: '박*수', signingKey: (await phone()).signingKey }),
    ],
    revokedPassIdxs: [13],
  };
});

describe('the offline door', () => {
  it('admits the live phone’s code of this step and the steps either side', async () => {
    const verifier = createOfflineVerifier(keys);
    for (const step of [STEP - 1, STEP, STEP + 1]) {
      const code = await signPassCode(held.privateKey, 11, step);
      expect(await verifier.verify(code, NOW)).toEqual({
        ok: true,
        qrPassIdx: 11,
        memberName: '김*늘',
        passMode: 'DEVICE',
      });
    }
  });

  it('refuses a code two steps away as stale, by the door’s (offset-corrected) clock', async () => {
    const verifier = createOfflineVerifier(keys);
    const code = await signPassCode(held.privateKey, 11, STEP);
    // A screenshot shown 30 s later, and a phone whose clock runs 30 s ahead.
    expect(await verifier.verify(code, NOW + 2 * PASS_STEP_SECONDS * 1000)).toMatchObject({
      ok: false,
      code: 'QR_CODE_STALE',
      message: offlineRefusalMessages.QR_CODE_STALE,
    });
    const ahead = await signPassCode(held.privateKey, 11, STEP + 2);
    expect(await verifier.verify(ahead, NOW)).toMatchObject({ ok: false, code: 'QR_CODE_STALE' });
  });

  it('tells a phone the pass moved away from from a key it never had', async () => {
    const verifier = createOfflineVerifier(keys);
    expect(
      await verifier.verify(await signPassCode(former.privateKey, 11, STEP), NOW),
    ).toMatchObject({ ok: false, code: 'QR_DEVICE_MOVED' });
    expect(
      await verifier.verify(await signPassCode(stranger.privateKey, 11, STEP), NOW),
    ).toMatchObject({ ok: false, code: 'QR_DEVICE_UNKNOWN' });
  });

  it('refuses a withdrawn member’s pass and says so for a pass issued after the download', async () => {
    const verifier = createOfflineVerifier(keys);
    expect(await verifier.verify(await signPassCode(held.privateKey, 13, STEP), NOW)).toMatchObject(
      { ok: false, code: 'QR_MEMBER_GONE' },
    );
    expect(await verifier.verify(await signPassCode(held.privateKey, 99, STEP), NOW)).toEqual({
      ok: false,
      code: 'OFFLINE_PASS_UNKNOWN',
      message: '오프라인이 된 뒤 발급된 QR이라 확인할 수 없어요',
    });
  });

  it('refuses a withdrawn member’s daily QR or static code as the server does, by their hashes', async () => {
    // As the server lists one: not among the passes, only revoked, with its values' hashes.
    const withRevoked: DoorKeys = {
      ...keys,
      revokedPassIdxs: [...keys.revokedPassIdxs, 14],
      revokedCodeHashes: [await qrUuidHash(GONE_QR_UUID), await entryCodeHash(GONE_ENTRY_CODE)],
    };
    const verifier = createOfflineVerifier(withRevoked);
    const gone = { ok: false, code: 'QR_MEMBER_GONE', message: errorMessages.QR_MEMBER_GONE };
    expect(await verifier.verify(GONE_QR_UUID.toUpperCase(), NOW)).toEqual(gone);
    expect(await verifier.verify('tuvw-xyz2', NOW)).toEqual(gone);
    expect(await verifier.passIdxOf(GONE_QR_UUID, NOW)).toBeNull();
    // A download kept from before the hashes came can only say it does not know the pass.
    const kept = createOfflineVerifier({ ...keys, revokedPassIdxs: [14] });
    expect(await kept.verify(GONE_QR_UUID, NOW)).toMatchObject({ code: 'OFFLINE_PASS_UNKNOWN' });
  });

  it('admits the typed code of this step or the next, and not of two steps ago', async () => {
    const verifier = createOfflineVerifier(keys);
    const hmac = await importTypedCodeSecret(SECRET);
    if (!hmac) throw new Error('no key');
    const now = await typedPassCode(hmac, 11, STEP);
    expect(await verifier.verify(now, NOW)).toMatchObject({ ok: true, passMode: 'DEVICE_CODE' });
    const next = await typedPassCode(hmac, 11, STEP + 1);
    const typed = `${next.slice(0, 4)}-${next.slice(4).toLowerCase()}`;
    expect(await verifier.verify(typed, NOW)).toMatchObject({ ok: true, qrPassIdx: 11 });
    const old = await typedPassCode(hmac, 11, STEP - 2);
    expect(await verifier.verify(old, NOW)).toMatchObject({ ok: false, code: 'QR_INVALID' });
  });

  it('admits a pass no phone holds by its daily QR or static code, as UNBOUND', async () => {
    const verifier = createOfflineVerifier(keys);
    expect(await verifier.verify(QR_UUID.toUpperCase(), NOW)).toEqual({
      ok: true,
      qrPassIdx: 12,
      memberName: '이*준',
      passMode: 'UNBOUND',
    });
    expect(await verifier.verify('abcd-efgh', NOW)).toMatchObject({
      ok: true,
      passMode: 'UNBOUND',
    });
    expect(await verifier.verify('00000000-0000-4000-8000-000000000000', NOW)).toMatchObject({
      ok: false,
      code: 'OFFLINE_PASS_UNKNOWN',
    });
  });

  it('refuses a bound pass’s daily QR or static code as the server does: the phone is needed', async () => {
    const verifier = createOfflineVerifier(keys);
    const required = {
      ok: false,
      code: 'QR_DEVICE_REQUIRED',
      message: errorMessages.QR_DEVICE_REQUIRED,
    };
    expect(await verifier.verify(BOUND_QR_UUID.toUpperCase(), NOW)).toEqual(required);
    expect(await verifier.verify('klmn-pqrs', NOW)).toEqual(required);
    // The phone's own codes still count.
    const hmac = await importTypedCodeSecret(SECRET);
    if (!hmac) throw new Error('no key');
    expect(await verifier.verify(await typedPassCode(hmac, 11, STEP), NOW)).toMatchObject({
      ok: true,
      qrPassIdx: 11,
    });
  });

  it('names the pass a value stands for, admissible or not, to remember online admissions', async () => {
    const verifier = createOfflineVerifier(keys);
    const hmac = await importTypedCodeSecret(SECRET);
    if (!hmac) throw new Error('no key');
    // A pass code names its pass by itself, whoever signed it and whenever.
    expect(await verifier.passIdxOf(await signPassCode(stranger.privateKey, 99, STEP), NOW)).toBe(
      99,
    );
    expect(await verifier.passIdxOf(await typedPassCode(hmac, 11, STEP - 1), NOW)).toBe(11);
    expect(await verifier.passIdxOf(BOUND_ENTRY_CODE, NOW)).toBe(11);
    expect(await verifier.passIdxOf('abcd-efgh', NOW)).toBe(12);
    expect(await verifier.passIdxOf(QR_UUID, NOW)).toBe(12);
    expect(await verifier.passIdxOf('00000000-0000-4000-8000-000000000000', NOW)).toBeNull();
    expect(await verifier.passIdxOf('ZZZZ-ZZZZ', NOW)).toBeNull();
    expect(await verifier.passIdxOf('hello', NOW)).toBeNull();
  });

  it('refuses everything with yesterday’s keys, and text that is no pass at all', async () => {
    const verifier = createOfflineVerifier(keys);
    const code = await signPassCode(held.privateKey, 11, passStep(NOW + 86_400_000));
    expect(await verifier.verify(code, NOW + 86_400_000)).toMatchObject({
      ok: false,
      code: 'OFFLINE_NO_KEYS',
    });
    expect(await verifier.verify('hello', NOW)).toMatchObject({ ok: false, code: 'QR_INVALID' });
  });
});
