/**
 * The raw value of cookie `name` in a Cookie header (the first one of that name, trimmed), or
 * null. Callers check its shape: a cookie is visitor input.
 */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}
