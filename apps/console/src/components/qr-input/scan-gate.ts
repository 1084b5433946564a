/**
 * The camera sees one QR on many frames in a row, so the scanner must not check the same value in
 * again and again. The gate lets a value through once, then ignores the same value until
 * `windowMs` have passed since it was last seen (each sighting extends the quiet time, so a QR
 * held in front of the camera stays quiet; take it away for 3 s and it counts again).
 */
export const SCAN_REPEAT_WINDOW_MS = 3_000;

export type ScanGate = {
  /** True when `value` should be handled now; false for a repeat inside the window. */
  admit: (value: string, now: number) => boolean;
  /** Forget everything (a new place was chosen: the same member may be checked in there). */
  reset: () => void;
};

export function createScanGate(windowMs: number = SCAN_REPEAT_WINDOW_MS): ScanGate {
  let last: { value: string; seenAt: number } | null = null;
  return {
    admit(value, now) {
      const repeat = last !== null && last.value === value && now - last.seenAt < windowMs;
      last = { value, seenAt: now };
      return !repeat;
    },
    reset() {
      last = null;
    },
  };
}
