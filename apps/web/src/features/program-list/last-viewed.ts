/**
 * Spec 001 §2 Program list: "the last viewed program id and route are remembered in instance
 * storage". The spec does not name the keys; these are ours. They let the list, when the visitor
 * comes back from a program (back button, or a link to the same filtered list), show enough pages
 * to include that program again and bring it into view, instead of the first 10 from the top.
 * Session storage, so it lasts for the tab and not beyond.
 */
export const LAST_VIEWED_PROGRAM_KEY = 'programListLastViewedIdx';
export const LAST_VIEWED_ROUTE_KEY = 'programListLastViewedRoute';

export interface LastViewed {
  programIdx: number;
  /** pathname + search of the list the program was opened from */
  route: string;
}

export function rememberLastViewed(value: LastViewed): void {
  try {
    window.sessionStorage.setItem(LAST_VIEWED_PROGRAM_KEY, String(value.programIdx));
    window.sessionStorage.setItem(LAST_VIEWED_ROUTE_KEY, value.route);
  } catch {
    // Storage unavailable (private mode): the list simply starts from the top.
  }
}

/** The remembered program, or null when nothing (or something unreadable) is stored. */
export function readLastViewed(): LastViewed | null {
  try {
    const idx = window.sessionStorage.getItem(LAST_VIEWED_PROGRAM_KEY);
    const route = window.sessionStorage.getItem(LAST_VIEWED_ROUTE_KEY);
    if (idx === null || route === null || !/^[1-9]\d{0,9}$/.test(idx)) return null;
    return { programIdx: Number(idx), route };
  } catch {
    return null;
  }
}
