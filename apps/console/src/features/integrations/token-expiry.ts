import { addDays, type Ymd } from '@venue/contract/domain';

/**
 * A token's expiry as the form asks for it: a Seoul day, 90 days ahead by default, at most a year
 * (the server takes at most 366 days from now, so the day a year from today always fits).
 */
export const DEFAULT_TOKEN_DAYS = 90;
export const MAX_TOKEN_DAYS = 365;

export const defaultExpiryDay = (today: Ymd): Ymd => addDays(today, DEFAULT_TOKEN_DAYS);
export const lastExpiryDay = (today: Ymd): Ymd => addDays(today, MAX_TOKEN_DAYS);

/** The end of a Seoul day as the call's `expiresAt`: '2027-02-27' → '2027-02-27T23:59:59+09:00'. */
export const endOfSeoulDay = (day: string): string => `${day}T23:59:59+09:00`;

/** Whether `day` (YYYY-MM-DD) is one the form offers: today up to a year ahead. */
export const expiryDayAllowed = (day: string, today: Ymd): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= today && day <= lastExpiryDay(today);
