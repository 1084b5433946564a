/**
 * That the member verified by SMS in this tab just now (decision 070), so My QR may take the pass
 * back from another phone (pass-binding.ts). sessionStorage: it survives the reload of a page but
 * not the tab, and no other phone or tab can set it. The server's own 10 minutes still decide
 * whether a registration counts; this only keeps a phone that lost the pass from taking it back
 * unasked.
 */
const KEY = 'qrVerifiedAt';
const WINDOW_MS = 10 * 60 * 1000;

export function rememberVerifiedHere(now = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEY, String(now));
  } catch {
    // Storage unavailable (private mode): the page asks to verify again, which still works.
  }
}

export function wasVerifiedHere(now = Date.now()): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(KEY));
    return at > 0 && now - at >= 0 && now - at < WINDOW_MS;
  } catch {
    return false;
  }
}

export function forgetVerifiedHere(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
