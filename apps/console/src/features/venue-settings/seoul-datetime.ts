/**
 * The maintenance window's instants (ISO with an offset, as the API answers them) and the
 * `datetime-local` fields the form shows: the venue's wall clock is Seoul's (UTC+9, no daylight
 * saving), whatever the operator's computer is set to.
 */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

/** "2026-05-05T01:00:00Z" → "2026-05-05T10:00" (Seoul); "" for anything unreadable. */
export function toSeoulLocalInput(iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(time)) return '';
  return new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

/** "2026-05-05T10:00" (Seoul) → "2026-05-05T10:00:00+09:00"; "" when the field is empty. */
export function fromSeoulLocalInput(local: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local) ? `${local}:00+09:00` : '';
}
