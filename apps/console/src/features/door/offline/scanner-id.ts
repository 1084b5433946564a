/**
 * This scanner's id (decision 070): a random UUID kept in localStorage, so the server can tell two
 * scanners that admitted one pass within a minute apart, and a reload stays the same scanner. It
 * names a browser, never a person. Without storage it lasts as long as the page.
 */
export const SCANNER_ID_STORAGE_KEY = 'doorScannerId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let pageScannerId: string | null = null;

export function scannerId(): string {
  try {
    const stored = window.localStorage.getItem(SCANNER_ID_STORAGE_KEY);
    if (stored && UUID.test(stored)) return stored;
    const made = crypto.randomUUID();
    window.localStorage.setItem(SCANNER_ID_STORAGE_KEY, made);
    return made;
  } catch {
    pageScannerId ??= crypto.randomUUID();
    return pageScannerId;
  }
}

/** A scan's nonce: the server applies a scan once per nonce, whether sent online or synced. */
export function newScanNonce(): string {
  return crypto.randomUUID();
}
