/**
 * A member's phone as the console shows it: 01012345678 → 010-1234-5678 (0111234567 →
 * 011-123-4567). A masked number (010-****-5678, decision 033) and anything else stay as they are.
 */
export function formatPhone(phone: string): string {
  const match = /^(\d{3})(\d{3,4})(\d{4})$/.exec(phone);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : phone;
}
