/**
 * Same-origin redirect check for ?redirect= and the stored loginRedirect (spec 000 §2, §5).
 * The spec's literal rule ("starts with / and not //") lets through `/\evil.com`, `/%2F%2Fevil`,
 * tab-split slashes and similar tricks that browsers or routers turn into another origin, so the
 * intent is implemented instead: only a path on our own origin survives; anything else is '/'.
 */

const FALLBACK = '/';
const MAX_LENGTH = 2048;
/** Enough rounds to peel any realistic nesting of percent-encoding. */
const MAX_DECODE_ROUNDS = 5;
/** Only used to resolve the path; any absolute origin gives the same answer. */
const DEFAULT_ORIGIN = 'https://venue.invalid';

// Whitespace (ASCII and Unicode, including U+3000), control characters (C0, DEL, C1) and
// invisible format characters (zero-width, bidi overrides, BOM).
const UNSAFE_CHARS = /[\s\p{Cc}\p{Cf}]/u;

function isUnsafeForm(value: string): boolean {
  return (
    UNSAFE_CHARS.test(value) ||
    value.includes('\\') ||
    !value.startsWith('/') ||
    value.startsWith('//')
  );
}

/**
 * `target` (normalised as path + query + hash) when it is a path on our own origin, else '/'.
 * Rejects protocol-relative (`//x`), backslash (`/\x`), absolute and `javascript:` URLs, control
 * characters and whitespace, and the same tricks hidden behind one or more rounds of
 * percent-encoding.
 */
export function safeRedirect(target: unknown, origin: string = DEFAULT_ORIGIN): string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) {
    return FALLBACK;
  }
  let base: URL;
  try {
    base = new URL(origin);
  } catch {
    return FALLBACK;
  }

  let current = target;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round++) {
    if (isUnsafeForm(current)) return FALLBACK;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // Malformed escapes: a router would choke on them too.
      return FALLBACK;
    }
    if (decoded === current) break;
    if (round === MAX_DECODE_ROUNDS) return FALLBACK;
    current = decoded;
  }

  let resolved: URL;
  try {
    resolved = new URL(target, base);
  } catch {
    return FALLBACK;
  }
  if (resolved.origin !== base.origin) return FALLBACK;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  // Dot segments can collapse into a new leading '//' (e.g. '/.//evil.com').
  return path.startsWith('//') ? FALLBACK : path;
}
