/**
 * Masking of members' personal data for operators who may not see it in full (STAFF
 * see 김*늘 and 010-****-5678, ADMIN the full data). One place for the rule, so the roster, the
 * door, member search and exports mask alike.
 */

/** 김하늘 → 김*늘, 이솔 → 이*, 남궁민수 → 남**수: enough for staff to greet, little to leak. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars.at(-1)}`;
}

/**
 * 01012345678 → 010-****-5678, 0212345678 → 02-****-5678: the area or carrier prefix and the last
 * four digits (what a visitor says at the door) stay, the middle is hidden. Anything that is not
 * 9–11 digits is masked whole but for its last four.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 9 || digits.length > 11) {
    return digits.length <= 4 ? '*'.repeat(digits.length) : `****-${digits.slice(-4)}`;
  }
  return `${phonePrefix(digits)}-****-${digits.slice(-4)}`;
}

/** The start of a phone number that masking leaves visible: 02 (Seoul), else the first three. */
export function phonePrefix(digits: string): string {
  return digits.startsWith('02') ? '02' : digits.slice(0, 3);
}

/**
 * 010-1234-5678 as written for operators who may see it in full. A number masked already
 * (010-****-5678) stays as it is, so a screen can format whatever the server sent.
 */
export function formatPhone(phone: string): string {
  if (phone.includes('*')) return phone;
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) {
    return digits.startsWith('02')
      ? `02-${digits.slice(2, 6)}-${digits.slice(6)}`
      : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  if (digits.length === 9 && digits.startsWith('02')) {
    return `02-${digits.slice(2, 5)}-${digits.slice(5)}`;
  }
  return digits;
}

/** Who sees what: the full name and phone for `full`, the masked ones otherwise. */
export function personalData(
  full: boolean,
  person: { name: string | null; phoneNumber: string | null },
): { name: string | null; phoneNumber: string | null } {
  return {
    name: person.name === null ? null : full ? person.name.trim() : maskName(person.name),
    phoneNumber:
      person.phoneNumber === null
        ? null
        : full
          ? formatPhone(person.phoneNumber)
          : maskPhone(person.phoneNumber),
  };
}
