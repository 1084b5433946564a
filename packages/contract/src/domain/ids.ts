/**
 * Ids in paths and bodies. A module of its own: the web's route table reads page ids on every
 * first visit, and taking them from validation.ts brought every form rule into the entry chunk
 * (1.2 KB of the home's first visit).
 */

/** The largest id: PostgreSQL's integer (int4) columns hold 1..2147483647 as ids. */
export const MAX_ID = 2_147_483_647;

/**
 * A page path's id segment as a positive integer, or null for anything else ("3a", "0", "01",
 * "-1", "1.5", past MAX_ID). The web's routes and the server's page statuses read
 * an id the same way, so a page the app shows as not found is answered 404.
 */
export function parsePositiveId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
