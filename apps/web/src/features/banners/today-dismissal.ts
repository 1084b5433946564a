import { nextMidnight, toSeoulIso } from '@venue/contract/domain';
import { type localStorageKeys, readLocal, writeLocal } from '../../lib/storage-keys';

/**
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
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: one first-party flag; the Cookie Store API is not in every browser the venue's visitors use
    document.cookie = `${key}=${encodeURIComponent(until)}; expires=${nextMidnight(now).toUTCString()}; path=/; samesite=lax`;
  } catch {
    // Without cookies the server draws the banner and the browser hides it at once.
  }
}
