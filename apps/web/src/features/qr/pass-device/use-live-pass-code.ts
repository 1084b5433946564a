import { PASS_STEP_SECONDS, passStep, signPassCode, typedPassCode } from '@venue/contract/domain';
import { useEffect, useState } from 'react';
import type { StoredPassKeys } from './key-store';

export type LivePassCode = {
  step: number;
  /** the QR's text: 'VP1:' + base45, signed by this phone's key for `step` */
  qrValue: string;
  /** the 8-character code staff can type, valid for the same step */
  typedCode: string;
};

/** Whole seconds left in the step of `serverNowMs` (15 … 1). */
export function secondsLeftInStep(serverNowMs: number): number {
  const intoStep = Math.floor(serverNowMs / 1000) % PASS_STEP_SECONDS;
  return PASS_STEP_SECONDS - intoStep;
}

/**
 * The rotating code (decision 070): at each 15-second step of the server's clock (this phone's
 * clock plus the stored offset) the phone signs a new QR value and computes the typed code, with
 * no request. It ticks once a second, on the second, for the countdown, and again when the page
 * comes back into view (a sleeping phone's timers stop, and the code on screen would be stale).
 */
export function useLivePassCode(keys: StoredPassKeys | null) {
  const [code, setCode] = useState<(LivePassCode & { keys: StoredPassKeys }) | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(PASS_STEP_SECONDS);

  useEffect(() => {
    if (!keys) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shownStep = -1;
    const tick = () => {
      clearTimeout(timer);
      const serverNow = Date.now() + keys.clockOffsetMs;
      const step = passStep(serverNow);
      setSecondsLeft(secondsLeftInStep(serverNow));
      if (step !== shownStep) {
        shownStep = step;
        void Promise.all([
          signPassCode(keys.signingKey, keys.qrPassIdx, step),
          typedPassCode(keys.typedCodeKey, keys.qrPassIdx, step),
        ]).then(
          ([qrValue, typedCode]) => {
            if (!cancelled && step === shownStep) setCode({ step, qrValue, typedCode, keys });
          },
          (error: unknown) => console.warn('[qr] could not sign the pass code', error),
        );
      }
      // To the next whole second of the server's clock (a few ms after, never just before).
      timer = setTimeout(tick, 1000 - (serverNow % 1000) + 5);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [keys]);

  // A code signed with other keys (another pass) is never shown while the new one is signed.
  const current: LivePassCode | null =
    code && code.keys.deviceKeyId === keys?.deviceKeyId && code.keys.qrPassIdx === keys.qrPassIdx
      ? { step: code.step, qrValue: code.qrValue, typedCode: code.typedCode }
      : null;
  return { code: current, secondsLeft };
}
