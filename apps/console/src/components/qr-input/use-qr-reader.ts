import { parseQrInput } from '@venue/contract/domain';
import { useRef, useState } from 'react';
import { createScanGate } from './scan-gate';

/** A decoded QR that is neither one of ours nor an entry code: refused before any request. */
export const unreadableQrMessage =
  '이 매장의 입장 QR이 아니에요. 회원님께 My QR 화면을 보여 달라고 안내해 주세요.';

/**
 * One value per QR however it was read (ABCD-EFGH and abcdefgh are one code); raw text else. A
 * device pass's code changes every 15 s while the phone is held up: it is one value per pass, so
 * the next step's code is no new scan.
 */
function scanKey(text: string): { key: string; readable: boolean } {
  const parsed = parseQrInput(text);
  if (!parsed) return { key: `raw:${text}`, readable: false };
  if (parsed.kind === 'pass') return { key: `pass:${parsed.decoded.passIdx}`, readable: true };
  return { key: parsed.kind === 'uuid' ? parsed.qrUuid : parsed.entryCode, readable: true };
}

/**
 * What every console screen that reads a member's QR shares (the scanner at the door, the Draw
 * Tour reward desk): one value at a time (`busy` while it is sent), the camera's repeats of the
 * same value within 3 s dropped (`createScanGate`), text that is no QR of ours reported without a
 * call, and the typed entry code sent as it is.
 *
 * `submit` sends a value and answers whether it was taken (the entry field then empties).
 */
export function useQrReader({
  submit,
  onUnreadable,
  now,
}: {
  submit: (value: string) => Promise<boolean>;
  onUnreadable: () => void;
  now: () => Date;
}) {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const gateRef = useRef(createScanGate());

  const run = async (value: string): Promise<boolean> => {
    busyRef.current = true;
    setBusy(true);
    try {
      return await submit(value);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  /** A camera read. */
  const onDecode = (text: string) => {
    if (busyRef.current) return;
    const { key, readable } = scanKey(text);
    if (!gateRef.current.admit(key, now().getTime())) return;
    if (!readable) {
      onUnreadable();
      return;
    }
    void run(text.trim());
  };

  /** A typed entry code (ManualEntry's onSubmit). */
  const onManual = (value: string) => (busyRef.current ? Promise.resolve(false) : run(value));

  /** Lets the same QR through again at once (a new place, the next member). */
  const resetGate = () => gateRef.current.reset();

  return { busy, onDecode, onManual, resetGate };
}
