import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, SCRYPT_PARAMS, verifyPassword } from './password-hash';

describe('operator password hashes', () => {
  it('are scrypt$N$r$p$salt$hash with N=2^15, r=8, p=1, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('door-pass-123');
    const [scheme, n, r, p, salt = '', key = ''] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key, 'base64url')).toHaveLength(64);
    expect(stored).not.toContain('door-pass-123');
    // The key is plain scrypt of the password, so any implementation can verify it.
    expect(
      scryptSync('door-pass-123', Buffer.from(salt, 'base64url'), 64, {
        ...SCRYPT_PARAMS,
        maxmem: 64 * 1024 * 1024,
      }).toString('base64url'),
    ).toBe(key);
  });

  it('verify the right password only', async () => {
    const stored = await hashPassword('door-pass-123');
    expect(await verifyPassword('door-pass-123', stored)).toBe(true);
    expect(await verifyPassword('door-pass-124', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salt every hash, so one password never gives the same text twice', async () => {
    const [a, b] = await Promise.all([hashPassword('same-pass-1'), hashPassword('same-pass-1')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same-pass-1', b)).toBe(true);
  });

  it('treat the NFC and NFD spellings of a Korean password as the same password', async () => {
    const stored = await hashPassword('시그널하우스-2025'.normalize('NFD'));
    expect(await verifyPassword('시그널하우스-2025'.normalize('NFC'), stored)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['another scheme', 'bcrypt$2b$10$abc'],
    ['missing parts', 'scrypt$32768$8$1$c2FsdHNhbHQ'],
    ['N not a power of two', `scrypt$30000$8$1$c2FsdHNhbHRzYWx0$${'A'.repeat(86)}`],
    ['N far too large', `scrypt$${2 ** 24}$8$1$c2FsdHNhbHRzYWx0$${'A'.repeat(86)}`],
    ['r out of bounds', `scrypt$32768$64$1$c2FsdHNhbHRzYWx0$${'A'.repeat(86)}`],
    ['not base64url', `scrypt$32768$8$1$c2Fs+dHNhbHQ=$${'A'.repeat(86)}`],
  ])('never match a malformed stored value (%s) and never throw', async (_, stored) => {
    expect(await verifyPassword('anything-at-all', stored)).toBe(false);
  });

  it('offer one dummy hash per process that the current parameters produced', async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(dummy.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('', dummy)).toBe(false);
  });
});
