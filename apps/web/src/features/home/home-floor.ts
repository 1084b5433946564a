/**
 * `?floor=` of the in-venue home (spec 000 §2 Home "Query floor={floorIdx} selects a floor"):
 * a positive whole number, or null for anything else ('', 'abc', '2.5', '-1', '1e3'), which then
 * falls back to the default floor like an unknown id.
 */
export function parseFloorQuery(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const floorIdx = Number(value.trim());
  return floorIdx > 0 ? floorIdx : null;
}
