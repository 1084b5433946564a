/**
 * Every browser-storage key the app uses, in one place (spec 000 §3 "Local storage keys").
 * Later issues (login, QR, banners) read and write the same names, so they must not drift.
 */
export const localStorageKeys = {
  /** The access token; its presence is what "logged in" means on the client. */
  jwt: 'jwt',
  checkin: 'checkin',
  uuid: 'uuid',
  nServiceCheckYn: 'nServiceCheckYn',
  telecomCode: 'telecomCode',
  bottomSheetHidden: 'bottomSheetHidden',
  popupHidden: 'popupHidden',
  /** Set once a page made the app work offline (features/pwa): the next start restores first. */
  offline: 'offline',
  /** When the iOS 홈 화면에 추가 hint on My QR was closed (features/pwa). */
  homeHintClosed: 'homeHintClosed',
} as const;

export const sessionStorageKeys = {
  loginRedirect: 'loginRedirect',
  /** The home popup / bottom sheet was closed with 닫기: not shown again during this visit. */
  popupClosed: 'popupClosed',
  bottomSheetClosed: 'bottomSheetClosed',
  /** The re-consent sheet was put off with 나중에 하기: not asked again during this visit. */
  reagreeClosed: 'reagreeClosed',
} as const;

/**
 * On the server there is no localStorage. The server-side renderer hands over the few values a
 * first page depends on (the "hidden for today" flags, which the browser also keeps in cookies
 * for this purpose) just before it renders; readLocal answers from them there.
 */
let serverValues: Record<string, string> = {};
export function setServerStorage(values: Record<string, string>): void {
  serverValues = values;
}

/** Storage can throw (private mode, disabled cookies); the app must keep working without it. */
export function readLocal(key: string): string | null {
  if (typeof window === 'undefined') return serverValues[key] ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing sensible to do: the value simply does not persist.
  }
}
