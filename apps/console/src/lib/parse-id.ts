/** A route id segment as a positive integer, or null for anything else ("3a", "0", "-1", "1.5"). */
export function parsePositiveId(value: string | null | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
