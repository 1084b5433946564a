import { useQueryClient } from '@tanstack/react-query';
import type { QrValue } from '@venue/contract';
import { seoulToday } from '@venue/contract/domain';
import { useCallback, useEffect, useState } from 'react';
import { isApiRequestError } from '../../../lib/api-client';
import { qrValueQueryKey } from '../api/get-qr-value';
import { registerPassDevice } from '../api/register-pass-device';
import { createDeviceKeys, finishDeviceKeys, passDeviceEnv } from './device-keys';
import type { StoredPassKeys } from './key-store';
import { clockOffsetMs, passBinding } from './pass-binding';
import { forgetVerifiedHere, wasVerifiedHere } from './verified-here';

export type DevicePassState =
  /** feature check, key lookup or registration under way */
  | { status: 'checking' }
  /** a browser without Web Crypto P-256 or IndexedDB: the daily QR and static code, as before */
  | { status: 'basic' }
  /** the rotating code from this phone's key; movedHere after taking the pass from another phone */
  | { status: 'ready'; keys: StoredPassKeys; movedHere: boolean }
  /** this phone cannot show a counting QR until the member verifies by SMS again */
  | { status: 'verifyAgain'; reason: 'moved' | 'noKey' }
  /**
   * registration failed (offline, a server error): `unbound` when no phone holds the pass, so
   * the daily QR still works at the door meanwhile
   */
  | { status: 'failed'; unbound: boolean };

/**
 * Registrations under way, per pass: React's development double effects, or two open tabs of
 * one page, must not make two key pairs for one pass (the second would move the pass away from
 * the first).
 */
const inFlight = new Map<number, Promise<Registered>>();

type Registered = { keys: StoredPassKeys; movedHere: boolean; serverTime: string };

async function register(issueDate: string): Promise<Registered> {
  const keys = await createDeviceKeys();
  const registered = await registerPassDevice({
    signingKey: keys.signingKeyRaw,
    codeKey: keys.codeKeyRaw,
  });
  const { typedCodeKey } = await finishDeviceKeys(keys, registered.serverCodeKey);
  const stored: StoredPassKeys = {
    qrPassIdx: registered.qrPassIdx,
    issueDate,
    signingKey: keys.signingKey,
    typedCodeKey,
    deviceKeyId: registered.deviceKeyId,
    clockOffsetMs: clockOffsetMs(registered.serverTime, Date.now()),
  };
  await passDeviceEnv.store.put(stored);
  return {
    keys: stored,
    movedHere: registered.movedFromOtherDeviceYn === 'Y',
    serverTime: registered.serverTime,
  };
}

function registerOnce(qrPassIdx: number, issueDate: string): Promise<Registered> {
  let running = inFlight.get(qrPassIdx);
  if (!running) {
    running = register(issueDate).finally(() => inFlight.delete(qrPassIdx));
    inFlight.set(qrPassIdx, running);
  }
  return running;
}

/**
 * Today's pass on this phone (decision 070): checks the browser once, finds the stored key of the
 * pass, registers new keys while the verification's 10 minutes are open, and keeps the stored
 * clock offset current with every getQrValue answer (`receivedAt`: the query's dataUpdatedAt).
 * Nothing here needs the network once the key is stored: the cached getQrValue and the key
 * are enough to show the code offline.
 */
export function useDevicePass(pass: QrValue, receivedAt: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DevicePassState>({ status: 'checking' });
  const [movedHere, setMovedHere] = useState(false);
  const { qrPassIdx, deviceKeyId, deviceRegistrationOpenYn, serverTime, lastQrIssuedDate } = pass;

  useEffect(() => {
    let cancelled = false;
    const set = (next: DevicePassState) => {
      if (!cancelled) setState(next);
    };
    void (async () => {
      const supported = await passDeviceEnv.isSupported();
      if (!supported || qrPassIdx === null) return set({ status: 'basic' });
      const issueDate = lastQrIssuedDate ?? seoulToday(new Date(receivedAt));
      const { store } = passDeviceEnv;
      try {
        await store.deleteBefore(issueDate);
        const stored = await store.get(qrPassIdx);
        const binding = passBinding(
          { deviceKeyId, deviceRegistrationOpenYn },
          stored,
          wasVerifiedHere(),
        );
        if (binding === 'ready' && stored) {
          const offset = clockOffsetMs(serverTime, receivedAt);
          const keys = { ...stored, clockOffsetMs: offset };
          if (offset !== stored.clockOffsetMs) await store.put(keys);
          return set({ status: 'ready', keys, movedHere: false });
        }
        if (binding === 'moved' || binding === 'noKey') {
          return set({ status: 'verifyAgain', reason: binding });
        }
      } catch (error) {
        // The store failed after the check passed (quota, a private window's limits).
        console.warn('[qr] pass key store failed', error);
        return set({ status: 'basic' });
      }
      set({ status: 'checking' });
      try {
        const registered = await registerOnce(qrPassIdx, issueDate);
        forgetVerifiedHere();
        if (cancelled) return;
        if (registered.movedHere) setMovedHere(true);
        // The answer names the key: the page's copy of getQrValue says so too, so the next
        // render finds this phone ready without asking the server again.
        queryClient.setQueryData<QrValue>(qrValueQueryKey, (old) =>
          old
            ? {
                ...old,
                deviceKeyId: registered.keys.deviceKeyId,
                serverTime: registered.serverTime,
              }
            : old,
        );
      } catch (error) {
        if (isApiRequestError(error) && error.errorCode === 'QR_NOT_ISSUED') {
          void queryClient.invalidateQueries({ queryKey: qrValueQueryKey });
          return;
        }
        if (isApiRequestError(error) && error.errorCode === 'QR_DEVICE_VERIFY_AGAIN') {
          return set({ status: 'verifyAgain', reason: 'noKey' });
        }
        console.warn('[qr] pass device registration failed', error);
        set({ status: 'failed', unbound: deviceKeyId === null });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [
    qrPassIdx,
    deviceKeyId,
    deviceRegistrationOpenYn,
    serverTime,
    lastQrIssuedDate,
    receivedAt,
    queryClient,
  ]);

  // Another try asks for the pass again: a fresh answer (a new serverTime) runs the effect again,
  // and says whether the registration is still open.
  const retry = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: qrValueQueryKey }),
    [queryClient],
  );
  const shown: DevicePassState =
    state.status === 'ready' ? { ...state, movedHere: state.movedHere || movedHere } : state;
  return { state: shown, retry };
}
