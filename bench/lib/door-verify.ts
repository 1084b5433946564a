/**
 * The offline door's check per scan (decision 070): the console's own verifier
 * (apps/console/src/features/door/offline/offline-verifier.ts) over a day's keys of PASSES device
 * passes, in Node's Web Crypto (the browser's API; Chromium's BoringSSL is of the same order).
 * SCANS real signatures of random passes at the door's step are verified one after another, each
 * timed from the scanned text to the verdict (decode, key import the first time a pass is seen,
 * ECDSA P-256 verify, step). Then the first typed code of a step, which computes every device
 * pass's code of three steps once (HMAC each), and a second typed code of the same step.
 *
 * Reported: p50 and p99 of a scan (budget: p99 ≤ 20 ms, well under a camera frame's pause), the
 * first and the next typed code.
 */
import { performance } from 'node:perf_hooks';
import type { DoorKeys } from '@venue/contract';
import {
  importTypedCodeSecret,
  PASS_KEY_ALGORITHM,
  type PassCryptoKey,
  passStep,
  signPassCode,
  toBase64Url,
  typedPassCode,
} from '@venue/contract/domain';
import { createOfflineVerifier } from '../../apps/console/src/features/door/offline/offline-verifier';

export const DOOR_VERIFY = { passes: 2_000, scans: 1_000 } as const;

export type DoorVerifyResult = {
  passes: number;
  scans: number;
  p50Ms: number;
  p99Ms: number;
  firstTypedCodeMs: number;
  nextTypedCodeMs: number;
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export async function measureDoorVerify(): Promise<DoorVerifyResult> {
  const phones: PassCryptoKey[] = [];
  const passes: DoorKeys['passes'] = [];
  for (let i = 0; i < DOOR_VERIFY.passes; i++) {
    const pair = (await crypto.subtle.generateKey(PASS_KEY_ALGORITHM, false, [
      'sign',
      'verify',
    ])) as { privateKey: PassCryptoKey; publicKey: PassCryptoKey };
    phones.push(pair.privateKey);
    passes.push({
      qrPassIdx: i + 1,
      memberName: '김*늘',
      signingKey: toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey)),
      codeSecret: toBase64Url(crypto.getRandomValues(new Uint8Array(32))),
      formerSigningKeys: [],
      qrUuidHash: null,
      entryCodeHash: null,
    });
  }
  const now = Date.now();
  const step = passStep(now);
  const visitDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(now);
  const verifier = createOfflineVerifier({
    serverTime: new Date(now).toISOString(),
    visitDate,
    passes,
    revokedPassIdxs: [],
  });

  const codes: string[] = [];
  for (let i = 0; i < DOOR_VERIFY.scans; i++) {
    const passIdx = 1 + Math.floor(Math.random() * DOOR_VERIFY.passes);
    codes.push(await signPassCode(phones[passIdx - 1] as PassCryptoKey, passIdx, step));
  }
  const times: number[] = [];
  for (const code of codes) {
    const started = performance.now();
    const verdict = await verifier.verify(code, now);
    times.push(performance.now() - started);
    if (!verdict.ok) throw new Error(`a real signature was refused: ${verdict.code}`);
  }
  times.sort((a, b) => a - b);

  const typed = async (passIdx: number) => {
    const key = await importTypedCodeSecret(passes[passIdx - 1]?.codeSecret ?? '');
    if (!key) throw new Error('no typed-code key');
    const code = await typedPassCode(key, passIdx, step);
    const started = performance.now();
    const verdict = await verifier.verify(code, now);
    if (!verdict.ok) throw new Error(`a typed code was refused: ${verdict.code}`);
    return performance.now() - started;
  };
  const firstTypedCodeMs = await typed(1);
  const nextTypedCodeMs = await typed(DOOR_VERIFY.passes);

  return {
    ...DOOR_VERIFY,
    p50Ms: percentile(times, 50),
    p99Ms: percentile(times, 99),
    firstTypedCodeMs,
    nextTypedCodeMs,
  };
}
