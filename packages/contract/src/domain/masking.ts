/**
 * Masking of members' personal data for operators below ADMIN (issue 18, decision 033): staff at
 * the door recognise a member by the first and last letter of the name and the last four digits
 * of the phone, and no more leaves the server for them (lists, details, exports).
 */

/** 김하늘 → 김*늘, 남궁하늘 → 남**늘, 김하 → 김*, 김 → *; surrounding spaces are dropped. */
export function maskName(name: string): string {
  const letters = Array.from(name.trim());
  if (letters.length === 0) return '';
  if (letters.length === 1) return '*';
  if (letters.length === 2) return `${letters[0]}*`;
  return `${letters[0]}${'*'.repeat(letters.length - 2)}${letters[letters.length - 1]}`;
}

/**
 * 01012345678 or 010-1234-5678 → 010-****-5678; a 10-digit number keeps its three-digit middle
 * width (011-***-4567). Anything shorter than 8 digits shows no digit at all.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return '*'.repeat(digits.length);
  const head = digits.slice(0, 3);
  const tail = digits.slice(-4);
  return `${head}-${'*'.repeat(digits.length - 7)}-${tail}`;
}
