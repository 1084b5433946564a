import { act, renderHook } from '@testing-library/react';
import {
  decodePassCode,
  PASS_STEP_SECONDS,
  passStep,
  typedPassCode,
  verifyPassSignature,
} from '@venue/contract/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aStoredPass } from '../testing/pass-device-fixtures';
import { secondsLeftInStep, useLivePassCode } from './use-live-pass-code';

// A step boundary of the server's clock: 2026-11-22T01:00:00Z is a multiple of 15 s.
const STEP_START = Date.parse('2026-11-22T01:00:00.000Z');

// Web Crypto answers on its own thread, outside the fake clock: wait for it in real time.
const realSetTimeout = globalThis.setTimeout;
async function waitFor(check: () => void): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      check();
      return;
    } catch {
      await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
    }
  }
  check();
}

beforeEach(() => {
  // Only the clock and timeouts are fake; Web Crypto's promises run for real.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useLivePassCode', () => {
  it('signs the step of now, renews the code at the step boundary, and counts down', async () => {
    vi.setSystemTime(STEP_START + 13_000);
    const { stored, verifyKey, doorTypedCodeKey } = await aStoredPass();
    const { result } = renderHook(() => useLivePassCode(stored));
    const first = passStep(STEP_START);
    await waitFor(() => expect(result.current.code?.step).toBe(first));
    expect(result.current.secondsLeft).toBe(2);

    // The door's reading: the pass, the step, and this phone's signature.
    const decoded = decodePassCode(result.current.code?.qrValue ?? '');
    expect(decoded).toMatchObject({ passIdx: 4201, step: first });
    expect(await verifyPassSignature(verifyKey, decoded!)).toBe(true);
    expect(result.current.code?.typedCode).toBe(await typedPassCode(doorTypedCodeKey, 4201, first));
    const firstValue = result.current.code?.qrValue;

    // The tick lands a few ms after each whole second.
    await act(() => vi.advanceTimersByTimeAsync(1_005));
    expect(result.current.secondsLeft).toBe(1);
    expect(result.current.code?.qrValue).toBe(firstValue);

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(result.current.code?.step).toBe(first + 1));
    expect(result.current.secondsLeft).toBe(PASS_STEP_SECONDS);
    expect(result.current.code?.qrValue).not.toBe(firstValue);
    expect(decodePassCode(result.current.code?.qrValue ?? '')?.step).toBe(first + 1);
    expect(result.current.code?.typedCode).toBe(
      await typedPassCode(doorTypedCodeKey, 4201, first + 1),
    );
  });

  it("counts steps by the server's clock: this phone's clock plus the stored offset", async () => {
    vi.setSystemTime(STEP_START);
    // The server is 61 s ahead of this phone: four steps and a second.
    const { stored } = await aStoredPass({ clockOffsetMs: 61_000 });
    const { result } = renderHook(() => useLivePassCode(stored));
    await waitFor(() => expect(result.current.code?.step).toBe(passStep(STEP_START) + 4));
    expect(result.current.secondsLeft).toBe(14);
  });

  it('shows nothing without keys', () => {
    const { result } = renderHook(() => useLivePassCode(null));
    expect(result.current.code).toBeNull();
  });
});

describe('secondsLeftInStep', () => {
  it.each([
    [0, 15],
    [999, 15],
    [1_000, 14],
    [14_999, 1],
    [15_000, 15],
  ])('%i ms into a step leaves %i s', (into, left) => {
    expect(secondsLeftInStep(STEP_START + into)).toBe(left);
  });
});
