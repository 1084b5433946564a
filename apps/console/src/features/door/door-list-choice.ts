/**
 * The scanner's named check-in list: none (the place's own rules) or a list's
 * number, kept in sessionStorage like the place, so a reload keeps it and a new tab starts
 * without one.
 */
export const DOOR_LIST_STORAGE_KEY = 'staffDoorList';

export function readStoredDoorList(): number | null {
  try {
    const value = window.sessionStorage.getItem(DOOR_LIST_STORAGE_KEY) ?? '';
    return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
  } catch {
    return null;
  }
}

export function storeDoorList(doorListIdx: number | null): void {
  try {
    if (doorListIdx === null) window.sessionStorage.removeItem(DOOR_LIST_STORAGE_KEY);
    else window.sessionStorage.setItem(DOOR_LIST_STORAGE_KEY, String(doorListIdx));
  } catch {
    // Storage can be off (private mode): the choice then lasts as long as the page.
  }
}
