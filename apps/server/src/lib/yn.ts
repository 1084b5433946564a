/** Booleans in the database become the spec's 'Y' / 'N' at the API edge. */
export function toYn(value: boolean): 'Y' | 'N' {
  return value ? 'Y' : 'N';
}
