import { nextMidnight, toSeoulIso } from '@venue/contract/domain';
import {
  localStorageKeys,
  readLocal,
  sessionStorageKeys,
  writeLocal,
} from '../../lib/storage-keys';

/**
 * "닫기" and "오늘 하루 보지 않기" of the home popup and bottom sheet (spec 000 §2, §9).
 *
 * "닫기" hides the banner for the rest of the visit, so coming back to the home does not bring it
 * back: a sessionStorage flag (this tab) and a session cookie (no expiry; the browser drops it
 * when the visit ends) of the same name as the "today" one and holding the same instant, so the
 * server's first paint of a reload or of another tab (decision 014) leaves the banner out too,
 * and the browser, reading the same cookie, agrees with it. It never outlives the Seoul day.
 *
 * "오늘 하루 보지 않기" (spec 000 §2, §9): the popup and the bottom-sheet banner can be hidden until
 * the next midnight in Seoul, whatever the device's time zone. localStorage `popupHidden` /
 * `bottomSheetHidden` hold that expiry instant (ISO 8601 with the Seoul offset, e.g.
 * 2026-11-23T00:00:00+09:00), so a reload the same day keeps the banner hidden and the first
 * page view after midnight shows it again.
 *
 * A stored value is trusted only if it is a real instant between now and the next midnight: an
 * unreadable value, an old one, or one further away than tomorrow (not written by us, e.g. a
 * device whose clock went back) shows the banner.
 */
export type DismissalKey =
  | typeof localStorageKeys.popupHidden
  | typeof localStorageKeys.bottomSheetHidden;

/** What "hide for today" stores at `now`. */
export function hiddenUntilValue(now: Date): string {
  return toSeoulIso(nextMidnight(now));
}

export function isHiddenForToday(stored: string | null, now: Date): boolean {
  if (!stored) return false;
  const until = Date.parse(stored);
  if (Number.isNaN(until)) return false;
  return until > now.getTime() && until <= nextMidnight(now).getTime();
}

export function readHiddenForToday(key: DismissalKey, now: Date): boolean {
  return isHiddenForToday(readLocal(key), now);
}

export function hideForToday(key: DismissalKey, now: Date): void {
  const until = hiddenUntilValue(now);
  writeLocal(key, until);
  // The same flag as a cookie that expires at that midnight (spec 000 §9 "cookie helper expires
  // at next midnight"): the server renders the home's first paint (decision 014) and must know
  // whether to draw the popup and the sheet.
  writeCookie(key, until, nextMidnight(now));
}

const visitKeys = {
  [localStorageKeys.popupHidden]: sessionStorageKeys.popupClosed,
  [localStorageKeys.bottomSheetHidden]: sessionStorageKeys.bottomSheetClosed,
} as const;

/** "닫기": hidden for the rest of this visit (see the top of this file). */
export function closeForVisit(key: DismissalKey, now: Date): void {
  const until = hiddenUntilValue(now);
  try {
    window.sessionStorage.setItem(visitKeys[key], until);
  } catch {
    // Without storage the cookie still tells (or the banner is closed for this page view only).
  }
  // A session cookie (no expiry): the server's first paint of a reload leaves the banner out.
  writeCookie(key, until, null);
}

/**
 * Closed with "닫기" during this visit (and this Seoul day): this tab's flag, or the session cookie (another tab of the
 * same visit, whose reload the server drew without the banner). The cookie holds the same
 * instant as "today" would, so it also ends at midnight.
 */
export function readClosedForVisit(key: DismissalKey, now: Date): boolean {
  if (typeof window === 'undefined') return false;
  let tab: string | null = null;
  try {
    tab = window.sessionStorage.getItem(visitKeys[key]);
  } catch {
    // No storage: the cookie still tells.
  }
  return isHiddenForToday(tab, now) || isHiddenForToday(readCookie(key), now);
}

/** Whether the banner stays hidden now: hidden for today, or closed during this visit. */
export function isDismissed(key: DismissalKey, now: Date): boolean {
  return readHiddenForToday(key, now) || readClosedForVisit(key, now);
}

function readCookie(key: DismissalKey): string | null {
  try {
    for (const part of document.cookie.split(';')) {
      const [name, ...value] = part.trim().split('=');
      if (name === key) return decodeURIComponent(value.join('='));
    }
  } catch {
    // An unreadable cookie counts as none.
  }
  return null;
}

function writeCookie(key: DismissalKey, value: string, expires: Date | null): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party flag; the Cookie Store API is not in every browser the venue's visitors use
    document.cookie = `${key}=${encodeURIComponent(value)};${expires ? ` expires=${expires.toUTCString()};` : ''} path=/; samesite=lax`;
  } catch {
    // Without cookies the server draws the banner and the browser hides it at once.
  }
}
