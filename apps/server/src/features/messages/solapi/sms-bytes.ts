/** What one SMS holds; longer texts go as LMS. */
export const SMS_MAX_BYTES = 90;

/** An SMS's size as Korean phones count it (EUC-KR: 2 bytes per Hangul character, 1 per ASCII). */
export function smsBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += char.charCodeAt(0) < 0x80 ? 1 : 2;
  return bytes;
}
